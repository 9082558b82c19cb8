// What an outage of Redis adds to a form post: the built site with REDIS_URL on a Redis of its own,
// its form posts timed with Redis up (the baseline, same run), stopped, and frozen (SIGSTOP: the
// connection open, nothing answering). Run after a build: `npm run build && npm run bench:redis`.
// Needs `redis-server` (Debian's redis-server). Everything stays on loopback and stops by itself.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { startSite, stop, tempDataDir } from './lib.js';

const POSTS = Number(process.env.BENCH_POSTS ?? 200);

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

/** A form post refused on its fields (422) after the rate limit: the limit's cost without storing anything. */
async function post(url, address) {
  const started = performance.now();
  const response = await fetch(`${url}/api/store/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: 'not an address' }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function phase(url, name) {
  const times = [];
  const statuses = new Map();
  for (let i = 0; i < POSTS; i++) {
    // Addresses of their own, so that the limit itself never refuses.
    const { ms, status } = await post(url, `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    times.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return {
    name,
    median: at(0.5),
    p95: at(0.95),
    max: times[times.length - 1].toFixed(1),
    statuses: Object.fromEntries(statuses),
  };
}

const redisPort = await freePort();
let redis = await startRedis(redisPort);
const data = await tempDataDir();
const site = await startSite(data.dir, await freePort(), {
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  RATE_LIMIT_SUBMISSIONS: '100000',
});
const results = [];
try {
  await phase(site.url, 'warm-up');
  results.push(await phase(site.url, 'Redis up (baseline)'));
  redis.kill('SIGSTOP');
  results.push(await phase(site.url, 'Redis frozen (SIGSTOP)'));
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
  await new Promise((resolve) => redis.once('exit', resolve));
  results.push(await phase(site.url, 'Redis stopped'));
  redis = await startRedis(redisPort);
  // The breaker tries Redis again after its pause (5 s); the client reconnects within 2 s.
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  results.push(await phase(site.url, 'Redis back'));
} finally {
  await stop(site.child);
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
  await data.remove();
}
console.log(
  `Form post (refused on its fields after the rate limit), ${POSTS} one after another, ms:`,
);
console.log(
  'phase'.padEnd(26),
  'median'.padStart(8),
  'p95'.padStart(8),
  'max'.padStart(8),
  '  statuses',
);
for (const r of results)
  console.log(
    r.name.padEnd(26),
    r.median.padStart(8),
    r.p95.padStart(8),
    r.max.padStart(8),
    ' ',
    JSON.stringify(r.statuses),
  );
