import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

/** The seeded database that `global-setup.ts` makes once: PGlite's as a tarball's path, PostgreSQL's as a template database's name. */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** Tests run on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL when TEST_DRIVER=postgres. */
export const TEST_DRIVER = process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated and seeded database of its own for one test file, copied from the template.
 * On PostgreSQL it is a new database on the test server, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DRIVER === 'pglite') {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return openDatabase({ dataDir: 'memory://', template });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `harsh_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // The pool's clients are still saying goodbye when close() resolves; forcing the drop at
      // once would kill one mid-goodbye and crash the test run with its unhandled error.
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Fills the new data directory `dataDir` with the migrated, seeded template (PGlite): a server or
 * CLI started on it finds its database ready, in a second rather than the seconds a new cluster takes.
 */
export async function createTestDataDir(dataDir: string): Promise<void> {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await openDatabase({ dataDir, template });
  await database.close();
}
