// `npm test`: every check, in the order that fails soonest, and the time each took (README, "Test
// time"). The type check and lint are each one thread and need nothing of each other, so they run
// side by side on CI's two cores; each one's output is printed whole once it ends. The test runs
// then follow one at a time: each keeps both cores busy on its own.
import { spawn } from 'node:child_process';

const started = Date.now();
const times = [];

function run(script, { quiet = false } = {}) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - begun) / 1000);
      times.push(`${String(seconds).padStart(5)} s  ${script}${code === 0 ? '' : ' (failed)'}`);
      if (quiet) process.stdout.write(`\n> ${script} (${seconds} s)\n${output}`);
      resolve(code ?? 1);
    });
  });
}

function finish(code) {
  const total = Math.round((Date.now() - started) / 1000);
  console.log(`\nnpm test: ${total} s on the clock\n${times.join('\n')}`);
  process.exit(code);
}

const checks = await Promise.all([run('typecheck', { quiet: true }), run('lint', { quiet: true })]);
if (checks.some((code) => code !== 0)) finish(1);
for (const script of ['test:unit', 'test:postgres', 'test:e2e']) {
  const code = await run(script);
  if (code !== 0) finish(code);
}
finish(0);
