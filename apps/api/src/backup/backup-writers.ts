import { pipeline } from 'node:stream/promises';
import { writeBackupFile } from './backup-file.js';
import type { BackupExtension } from './backup-files.js';
import type { PgliteBackups } from './pglite-backup.js';
import { dumpPostgres, unlessRunningElsewhere } from './postgres-backup.js';

/** How a backup file of one database is written: by the daily job, or by `npm run backup` itself. */
export interface BackupWriter {
  extension: BackupExtension;
  /** Writes a whole backup to `path` (never replacing a file); resolves with its size. */
  write(path: string, signal?: AbortSignal): Promise<number>;
  /**
   * Where several processes share the database (PostgreSQL): runs `work` unless another one is
   * running it now, and resolves with whether it ran. Unset, `work` always runs.
   */
  unlessRunningElsewhere?(work: () => Promise<void>): Promise<boolean>;
}

/** Backups of an open PGlite database, as `.tar.gz` files. */
export function pgliteBackupWriter(backups: PgliteBackups): BackupWriter {
  return {
    extension: '.tar.gz',
    write: (path, signal) =>
      writeBackupFile(path, (file) =>
        backups.take((archive) => pipeline(archive, file, { signal })),
      ),
  };
}

/** Backups of the PostgreSQL database at `databaseUrl`, as `pg_dump` custom-format `.dump` files. */
export function postgresBackupWriter(databaseUrl: string): BackupWriter {
  return {
    extension: '.dump',
    write: (path, signal) =>
      writeBackupFile(path, (file) => dumpPostgres(databaseUrl, file, signal)),
    unlessRunningElsewhere: (work) => unlessRunningElsewhere(databaseUrl, work),
  };
}
