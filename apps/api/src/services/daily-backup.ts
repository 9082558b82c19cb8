import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { backupFileName, expiredBackups, isDailyBackupDue } from '../backup/backup-files.js';
import type { BackupWriter } from '../backup/backup-writers.js';
import { loggableError } from '../plugins/errors.js';

const HOUR_MS = 3_600_000;

export interface DailyBackupOptions {
  /** Where the backups go (`BACKUP_DIR`); made when missing. */
  backupDir: string;
  /** Backups older than this many days are deleted after each new one (`BACKUP_KEEP_DAYS`). */
  keepDays: number;
  writer: BackupWriter;
  log: FastifyBaseLogger;
  /** After the start, the wait before the first look (a minute: the start's own work goes first); tests shorten it. */
  firstCheckMs?: number;
  /** How often the directory is looked at after that. */
  checkEveryMs?: number;
  now?: () => Date;
}

export interface DailyBackup {
  /** Writes a backup when none in the directory is a day old, then deletes the expired ones. */
  check(): Promise<void>;
  /** Stops the timer and ends a backup under way (its unfinished file is removed). */
  stop(): Promise<void>;
}

/**
 * One backup a day into `backupDir`, named by its time (`harsh-2026-11-26T0300Z.tar.gz`), and
 * those older than `keepDays` deleted after each new one. The directory is looked at every hour:
 * a backup is written when the newest there is a day old, so restarts do not add backups, and a
 * failed one (logged, never thrown) is tried again an hour later. Only files named as this job
 * names them are ever deleted. Instances on one PostgreSQL look in turn, so that those sharing a
 * directory write one backup a day between them.
 */
export function startDailyBackup(options: DailyBackupOptions): DailyBackup {
  const {
    backupDir,
    keepDays,
    writer,
    log,
    firstCheckMs = 60_000,
    checkEveryMs = HOUR_MS,
    now = () => new Date(),
  } = options;
  const aborter = new AbortController();
  let running: Promise<void> | null = null;

  async function backUpWhenDue() {
    await mkdir(backupDir, { recursive: true });
    const at = now();
    if (!isDailyBackupDue(await readdir(backupDir), at)) return;
    const path = join(backupDir, backupFileName(writer.extension, at));
    const started = performance.now();
    const bytes = await writer.write(path, aborter.signal);
    log.info(
      { file: path, bytes, ms: Math.round(performance.now() - started) },
      'Daily backup written',
    );
    const expired = expiredBackups(await readdir(backupDir), now(), keepDays);
    await Promise.all(expired.map((name) => rm(join(backupDir, name), { force: true })));
    if (expired.length > 0)
      log.info({ deleted: expired }, `Deleted backups older than ${keepDays} days`);
  }

  /** Skipped while another instance looks (PostgreSQL); a process alone always looks. */
  const lookInTurn = async () => {
    if (writer.unlessRunningElsewhere) await writer.unlessRunningElsewhere(backUpWhenDue);
    else await backUpWhenDue();
  };

  function check(): Promise<void> {
    running ??= lookInTurn()
      .catch((error) => {
        if (aborter.signal.aborted) return;
        log.error(
          { err: loggableError(error) },
          'The daily backup failed; it is tried again in an hour',
        );
      })
      .finally(() => (running = null));
    return running;
  }

  const first = setTimeout(check, firstCheckMs);
  const hourly = setInterval(check, checkEveryMs);
  first.unref();
  hourly.unref();
  return {
    check,
    async stop() {
      clearTimeout(first);
      clearInterval(hourly);
      aborter.abort();
      await running;
    },
  };
}
