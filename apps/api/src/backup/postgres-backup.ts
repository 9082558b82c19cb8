import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { RestoreRefusedError } from './restore-refused.js';

/*
 * Backups of PostgreSQL (`DATABASE_URL`) with its own tools: `pg_dump -Fc` takes one consistent
 * snapshot while the site runs, `pg_restore` loads it into an empty database.
 */

/** A PostgreSQL client program is not installed (or not on PATH). */
export class MissingPostgresToolError extends Error {
  constructor(readonly tool: string) {
    super(
      `${tool} was not found on PATH. Install the PostgreSQL client programs of your server's major version or newer ` +
        '(Debian: apt-get install postgresql-client), or put their folder on PATH.',
    );
    this.name = 'MissingPostgresToolError';
  }
}

/** A command line is visible to every user of the machine (`ps`): the password goes in the environment. */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** At most this much of a tool's error output is kept for the message. */
const MAX_STDERR = 8_192;

/** Runs a PostgreSQL tool; rejects with its error output when it fails. */
async function runTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdout?: Writable,
  signal?: AbortSignal,
): Promise<void> {
  const child = spawn(tool, args, {
    env,
    stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    signal,
  });
  let stderr = '';
  child.stderr!.on(
    'data',
    (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-MAX_STDERR)),
  );
  const exited = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
  try {
    // 'error' (not found, or aborted) rejects `once`; a failed pipe rejects the pipeline.
    const [[code, killedBy]] = await Promise.all([
      exited,
      stdout ? pipeline(child.stdout!, stdout) : undefined,
    ]);
    if (code !== 0)
      throw new Error(
        `${tool} failed (${killedBy ?? `exit ${code}`}): ${stderr.trim() || 'no message'}`,
      );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new MissingPostgresToolError(tool);
    child.kill();
    throw error;
  }
}

/** Writes a `pg_dump` custom-format backup of the database at `databaseUrl` to `out`. */
export async function dumpPostgres(
  databaseUrl: string,
  out: Writable,
  signal?: AbortSignal,
): Promise<void> {
  const { url, env } = withoutPassword(databaseUrl);
  await runTool('pg_dump', ['--format=custom', `--dbname=${url}`], env, out, signal);
}

/** Any number no other application on the server uses for an advisory lock (the start-up's is one less). */
const DAILY_BACKUP_LOCK = 7_310_842_126;

/**
 * Runs `work` unless another instance on the same PostgreSQL is running it at this moment, in
 * which case it is skipped: instances that share a backup directory write one backup between
 * them (the one that comes second finds it there). Resolves with whether `work` ran.
 */
export async function unlessRunningElsewhere(
  databaseUrl: string,
  work: () => Promise<void>,
): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>(
      'select pg_try_advisory_lock($1) as taken',
      [DAILY_BACKUP_LOCK],
    );
    if (!rows[0]!.taken) return false;
    await work();
    return true;
  } finally {
    // Ending the session gives the lock back.
    await client.end();
  }
}

/** How many tables, views and sequences the database holds outside PostgreSQL's own schemas. */
export async function countRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_catalog.pg_class c join pg_catalog.pg_namespace s on s.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Loads the `pg_dump` custom-format backup `file` into the database at `databaseUrl`, which must
 * be empty: a site's database has tables (so does one a running site uses). All or nothing, in
 * one transaction. Owners and grants are not restored: the tables belong to whoever restores.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const relations = await countRelations(databaseUrl);
  if (relations > 0) {
    throw new RestoreRefusedError(
      `The database of DATABASE_URL is not empty (${relations} tables, views or sequences). Restore into a new, empty ` +
        'database (createdb), then point DATABASE_URL at it.',
    );
  }
  const { url, env } = withoutPassword(databaseUrl);
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    env,
  );
}
