import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './client.js';
import { seedIfEmpty } from './seed.js';

/** Where start-up progress goes: a pino/Fastify logger fits. */
export interface StartupLog {
  info(details: object, message: string): void;
}

export interface PrepareOptions {
  /**
   * Create a new PGlite data directory in a child process, then open it here: creating one grows
   * PGlite's memory by several hundred megabytes that a process never gets back. The servers do;
   * tests, which run from TypeScript source, create in-process.
   */
  createInChild?: boolean;
}

/** Whether `dataDir` already holds a PostgreSQL cluster. */
const holdsCluster = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

function createInChild(dataDir: string): Promise<{ seeded: boolean }> {
  // The built `.js`, or under tsx (tests, development) the `.ts` source with the same loader.
  const script = fileURLToPath(
    new URL(`./create-data-dir${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
  );
  const child = spawn(process.execPath, [...process.execArgv, script, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as { seeded: boolean });
      else
        reject(
          new Error(`Creating the database in ${dataDir} failed (exit ${code}):\n${errors.trim()}`),
        );
    });
  });
}

/** Any number that no other application on the server uses for an advisory lock. */
const START_LOCK = 7_310_842_125;

/**
 * Runs `work` while no other instance runs its own start-up on the same PostgreSQL: several
 * instances starting at once would otherwise race to migrate and seed. PGlite has one process.
 */
async function whileAlone<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (!database.connectionString) return work();
  const client = new pg.Client({ connectionString: database.connectionString });
  // A connection cut during the start fails the start with its error, not an unhandled event.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Opens the database, applies pending migrations and loads the seed content when empty. */
export async function prepareDatabase(
  options: DatabaseOptions,
  log?: StartupLog,
  prepare: PrepareOptions = {},
): Promise<DatabaseHandle> {
  const started = performance.now();
  const created =
    prepare.createInChild &&
    options.dataDir &&
    !options.dataDir.startsWith('memory://') &&
    !holdsCluster(options.dataDir)
      ? await createInChild(options.dataDir)
      : null;
  const database = await openDatabase(options);
  try {
    const seeded = await whileAlone(database, async () => {
      await database.migrate();
      return created?.seeded || (await seedIfEmpty(database.db));
    });
    log?.info(
      { kind: database.kind, seeded, ms: Math.round(performance.now() - started) },
      seeded ? 'database ready (seeded)' : 'database ready',
    );
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
