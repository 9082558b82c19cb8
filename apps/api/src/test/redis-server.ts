import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './free-port.js';

export interface RedisServer {
  url: string;
  /** Ends the server at once (SIGKILL): connections are cut. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops the process without ending it (SIGSTOP): connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
}

/**
 * A throw-away Redis of a test's own, on a free loopback port, nothing written to disk, so that a
 * test can stop and freeze it without touching the Redis other tests share (`TEST_REDIS_URL`).
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  async function start() {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start:\n${output}`)),
        10_000,
      );
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
  }
  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  }
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
  };
}
