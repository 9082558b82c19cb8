import { open } from 'node:fs/promises';
import { restorePglite } from '../backup/pglite-restore.js';
import { MissingPostgresToolError, restorePostgres } from '../backup/postgres-backup.js';
import { RestoreRefusedError } from '../backup/restore-refused.js';
import { DatabaseEnvSchema, parseEnv } from '../config.js';
import { DataDirOpenError } from '../db/data-dir-mode.js';
import { BackupUsageError, parseRestoreArgs, RESTORE_USAGE } from './backup-args.js';
import { explainError } from './explain-error.js';

/*
 * `npm run restore FILE`: a backup of `npm run backup` into an empty data directory (PGlite) or
 * an empty database (DATABASE_URL). Messages go to stderr. Exit codes: 0 restored, 1 refused or
 * failed (nothing is left half restored), 2 wrong arguments.
 */

/** Which database a backup file is of, by its first bytes: a gzip stream, or pg_dump's custom format. */
async function backupKindOf(file: string): Promise<'pglite' | 'postgres' | 'unknown'> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const start = buffer.subarray(0, bytesRead);
    if (start[0] === 0x1f && start[1] === 0x8b) return 'pglite';
    if (start.toString('latin1') === 'PGDMP') return 'postgres';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

const WRONG_KIND = {
  pglite:
    'is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR.',
  postgres:
    'is a backup of PostgreSQL (pg_dump): set DATABASE_URL to an empty database to restore it.',
  unknown: 'is not a backup of npm run backup (neither a .tar.gz nor a pg_dump file).',
};

async function main(): Promise<number> {
  let args;
  try {
    args = parseRestoreArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof BackupUsageError)) throw error;
    console.error(`${error.message}\n\n${RESTORE_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(RESTORE_USAGE);
    return 0;
  }

  const env = parseEnv(DatabaseEnvSchema);
  const { file } = args;
  try {
    const kind = await backupKindOf(file);
    const expected = env.DATABASE_URL ? 'postgres' : 'pglite';
    if (kind !== expected) {
      console.error(`${file} ${WRONG_KIND[kind]}`);
      return 1;
    }
    if (env.DATABASE_URL) {
      await restorePostgres(file, env.DATABASE_URL);
      console.error(`Restored ${file} into the database of DATABASE_URL. Start the site on it.`);
    } else {
      const { tables } = await restorePglite(file, env.DATA_DIR);
      console.error(
        `Restored ${file} into ${env.DATA_DIR} (${tables} tables). Start the site with DATA_DIR=${env.DATA_DIR}.`,
      );
    }
    return 0;
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' &&
      (error as NodeJS.ErrnoException).path === file
    ) {
      console.error(`There is no file ${file}.`);
    } else {
      const known =
        error instanceof RestoreRefusedError ||
        error instanceof MissingPostgresToolError ||
        error instanceof DataDirOpenError;
      console.error(known ? error.message : `Could not restore ${file}: ${explainError(error)}`);
    }
    return 1;
  }
}

process.exitCode = await main();
