import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { secureDataDir } from './data-dir-mode.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer with `rows`). */
export async function rowsOf<Row = Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** An open database: the Drizzle handle, and how to migrate, probe and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite client, for the few things Drizzle does not cover (dumps in tests). */
  pglite?: PGlite;
  /** PostgreSQL's address, for connections of their own (LISTEN, the start-up lock); unset on PGlite. */
  connectionString?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `listener` when an idle pooled connection fails (a restart of the server, a connection
   * terminated by hand, an idle timeout): the pool drops it and opens another when next needed.
   * Such failures never end the process, listened to or not.
   */
  onIdleError(listener: (error: Error) => void): () => void;
  /** The connection pool's counts, for the metrics; null on PGlite, which has none. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions =
  | { databaseUrl: string; dataDir?: undefined }
  /**
   * `dataDir: 'memory://'` gives a throw-away in-memory database; `template` starts it from a
   * `dumpDataDir` tarball instead of an empty cluster (tests use one seeded copy).
   */
  | { databaseUrl?: undefined; dataDir: string; template?: Blob };

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl === undefined
    ? openPglite(options.dataDir, options.template)
    : openPostgres(options.databaseUrl);
}

/**
 * A connection that cannot be made within this is refused at once (a 503), rather than holding
 * the request while the server is away or a fail-over is under way.
 */
const CONNECT_TIMEOUT_MS = 2_000;

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // Without a listener, an idle connection's error (`terminating connection due to administrator
  // command`) is thrown as an unhandled 'error' event and ends the process.
  const idleErrors = new Set<(error: Error) => void>();
  pool.on('error', (error) => idleErrors.forEach((listener) => listener(error)));
  // The pool listens to a connection only while it is idle: one cut in the middle of a
  // transaction (Drizzle holds it checked out) would raise an unhandled 'error' too. Its queries
  // fail with the error, and the pool drops it when it is given back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const pgDb = drizzlePg({ client: pool, schema });
  const db = pgDb as unknown as Database;
  return {
    db,
    kind: 'postgres',
    connectionString,
    migrate: () => migratePg(pgDb, { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    onIdleError(listener) {
      idleErrors.add(listener);
      return () => idleErrors.delete(listener);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's settings inside PGlite. Its default 128 MB of shared buffers is WebAssembly memory
 * that the process holds for good; the site's content is a few megabytes, and the API caches its
 * reads anyway.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

async function openPglite(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  let unlock = async () => {};
  if (!inMemory) {
    // Private before anything is read or written: 0700, files 0600 (a start tightens what is looser).
    await secureDataDir(dataDir);
    unlock = await lockDataDir(dataDir);
  }
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({
      ...(inMemory ? {} : { dataDir }),
      ...(template ? { loadDataDir: template } : {}),
      postgresqlconf: PGLITE_SETTINGS,
    });
    // What PGlite made just now (a new cluster's files are 0666).
    if (!inMemory) await secureDataDir(dataDir);
  } catch (error) {
    await client?.close().catch(() => undefined);
    await unlock();
    throw error;
  }
  return pgliteHandle(client, unlock);
}

function pgliteHandle(client: PGlite, unlock: () => Promise<void>): DatabaseHandle {
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    // In this process: no connection to lose.
    onIdleError: () => () => {},
    poolStats: () => null,
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
