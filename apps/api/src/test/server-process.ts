import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens: `http://127.0.0.1:<port>`. */
  url: string;
  /** Everything it has written to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
}

/**
 * Starts the API alone as `npm run start:api` would (from the TypeScript source), on a free
 * loopback port, and resolves once it listens. Rejects with its output if it exits first or
 * does not listen within `timeoutMs`.
 */
export function startServer(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not listen within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Sends `signal` and resolves with the exit code (or signal name) once the process has ended. */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | string | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}
