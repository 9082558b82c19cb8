import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../db/data-dir-lock.js';
import { secureDataDir } from '../db/data-dir-mode.js';
import { RestoreRefusedError } from './restore-refused.js';

/** What `dataDir` holds besides our lock. */
const contentsOf = async (dataDir: string) =>
  (await readdir(dataDir)).filter((name) => name !== LOCK_FILE);

/**
 * Restores the PGlite backup `file` (a `.tar.gz` of `npm run backup`) into `dataDir`, which must
 * be empty or not exist: a restore never overwrites a database, and never opens a directory a
 * running process holds. It takes the directory's lock first, so that no server starts on it
 * meanwhile. PGlite loads the archive, and PostgreSQL replays the write-ahead log it carries as
 * after a crash, so the database is whole once this resolves. Resolves with its number of tables.
 */
export async function restorePglite(file: string, dataDir: string): Promise<{ tables: number }> {
  const backup = new Blob([await readFile(file)], { type: 'application/gzip' });
  await secureDataDir(dataDir);
  let unlock: () => Promise<void>;
  try {
    unlock = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new RestoreRefusedError(
        `${error.message} A restore goes into an empty directory only.`,
      );
    throw error;
  }
  try {
    const found = await contentsOf(dataDir);
    if (found.length > 0) {
      throw new RestoreRefusedError(
        `${dataDir} is not empty (${found.slice(0, 3).join(', ')}${found.length > 3 ? ', …' : ''}). Restore into a new or ` +
          'empty directory: move the old one aside first, or choose another DATA_DIR.',
      );
    }
    try {
      const restored = await loadBackup(dataDir, backup);
      // The archive's files come out as PGlite writes them (0666): the restored database is private too.
      await secureDataDir(dataDir);
      return restored;
    } catch (error) {
      // What a failed load left is ours alone (the directory was empty): it goes, so that a retry can start.
      await Promise.all(
        (await contentsOf(dataDir)).map((name) =>
          rm(join(dataDir, name), { recursive: true, force: true }),
        ),
      );
      throw error;
    }
  } finally {
    await unlock();
  }
}

async function loadBackup(dataDir: string, backup: Blob): Promise<{ tables: number }> {
  const client = await PGlite.create({ dataDir, loadDataDir: backup });
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return { tables: rows[0]!.n };
  } finally {
    await client.close();
  }
}
