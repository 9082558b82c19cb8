import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { type DailyBackup, startDailyBackup } from '../services/daily-backup.js';
import { type BackupChannel, serveBackupRequests } from './backup-socket.js';
import { type BackupWriter, pgliteBackupWriter, postgresBackupWriter } from './backup-writers.js';
import { pgliteBackups, removeLeftoverSnapshot } from './pglite-backup.js';

export interface BackupSettings {
  /** The PGlite data directory the database was opened from (`DATA_DIR`); unused on PostgreSQL. */
  dataDir: string;
  /** `BACKUP_DIR`: unset, no daily backups. */
  backupDir?: string | undefined;
  /** `BACKUP_KEEP_DAYS`. */
  keepDays: number;
}

export interface Backups {
  stop(): Promise<void>;
}

/**
 * The backups of the process that holds the database, started once it is open and stopped before
 * it closes. On PGlite, `npm run backup` is answered on the data directory's socket (no other
 * process may open the directory); on PostgreSQL it runs `pg_dump` itself. With `backupDir`, a
 * backup a day is written there as well.
 */
export async function startBackups(
  database: DatabaseHandle,
  settings: BackupSettings,
  log: FastifyBaseLogger,
): Promise<Backups> {
  let writer: BackupWriter | undefined;
  let channel: BackupChannel | undefined;
  if (database.connectionString) {
    writer = postgresBackupWriter(database.connectionString);
  } else if (database.pglite && !settings.dataDir.startsWith('memory://')) {
    await removeLeftoverSnapshot(settings.dataDir);
    const backups = pgliteBackups(database.pglite, settings.dataDir);
    channel = await serveBackupRequests(settings.dataDir, backups, log);
    writer = pgliteBackupWriter(backups);
  }
  let daily: DailyBackup | undefined;
  if (settings.backupDir && writer) {
    daily = startDailyBackup({
      backupDir: settings.backupDir,
      keepDays: settings.keepDays,
      writer,
      log,
    });
    log.info(
      { backupDir: settings.backupDir, keepDays: settings.keepDays },
      'Daily backups are on',
    );
  }
  return {
    async stop() {
      await daily?.stop();
      await channel?.close();
    },
  };
}
