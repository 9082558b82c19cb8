import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { freePort } from './free-port.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed PostgreSQL's programs (Debian's layout), or null when there is none. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export interface PostgresCluster {
  url: string;
  /** `pg_ctl restart -m fast`, as an operator or a managed service's maintenance does; resolves once it accepts connections. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const exec = promisify(execFile);

/**
 * A throw-away PostgreSQL server of a test's own, on a free loopback port, so that the test can
 * restart and stop it without touching the server the other tests share (`TEST_DATABASE_URL`).
 * PostgreSQL will not run as root: as root (CI), it runs as the `postgres` user.
 */
export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const dataDir = await mkdtemp(join(tmpdir(), 'harsh-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = async (program: string, args: string[]) => {
    const command = join(binDir, program);
    if (asRoot) await exec('runuser', ['-u', 'postgres', '--', command, ...args]);
    else await exec(command, args);
  };
  if (asRoot) {
    await chmod(dataDir, 0o700);
    await exec('chown', ['postgres', dataDir]);
  }
  await run('initdb', ['-D', dataDir, '--auth=trust', '--username=postgres', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-l', join(dataDir, 'server.log'), 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () =>
      run('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        options,
        '-m',
        'fast',
        '-w',
        '-l',
        join(dataDir, 'server.log'),
        'restart',
      ]),
    stop,
    start,
    destroy: async () => {
      try {
        await stop();
      } catch {
        // Already stopped.
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
