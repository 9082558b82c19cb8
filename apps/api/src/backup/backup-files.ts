/*
 * The names of backup files, and which of them the daily job writes next or deletes. Pure: the
 * job reads the directory and passes the names in.
 */

/** A PGlite backup is a gzipped tar of the data directory; a PostgreSQL one is `pg_dump -Fc`. */
export type BackupExtension = '.tar.gz' | '.dump';

/** What a file the daily job wrote is called: `harsh-2026-11-26T0300Z.tar.gz` (UTC). */
const NAME_PATTERN =
  /^harsh-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})Z(\.tar\.gz|\.dump)(\.partial)?$/;

const DAY_MS = 86_400_000;

/**
 * A backup is due once the newest is this old: a day, less a little, so that an hourly check
 * that runs a few seconds early does not push the backup to the next hour.
 */
const DUE_AFTER_MS = DAY_MS - 5 * 60_000;

/** A file being written that is older than this was left by a process that stopped. */
const ABANDONED_AFTER_MS = DAY_MS;

/** The name of a backup taken at `at`, to the minute, in UTC (names sort by time). */
export function backupFileName(extension: BackupExtension, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace(':', '');
  return `harsh-${stamp}Z${extension}`;
}

/** Where a backup is written until it is whole; renamed to its name once it is. */
export const partialName = (name: string) => `${name}.partial`;

interface OwnFile {
  name: string;
  takenAt: number;
  partial: boolean;
}

/** The files among `names` that the daily job wrote (any other file is never touched). */
function ownFiles(names: readonly string[]): OwnFile[] {
  const files: OwnFile[] = [];
  for (const name of names) {
    const match = NAME_PATTERN.exec(name);
    if (!match) continue;
    const [, year, month, day, hour, minute] = match;
    const takenAt = Date.UTC(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour),
      Number(minute),
    );
    files.push({ name, takenAt, partial: match[7] !== undefined });
  }
  return files;
}

/** Whether no whole backup in `names` was taken within the last day. */
export function isDailyBackupDue(names: readonly string[], now: Date): boolean {
  const newest = Math.max(
    -Infinity,
    ...ownFiles(names)
      .filter((file) => !file.partial)
      .map((file) => file.takenAt),
  );
  return now.getTime() - newest >= DUE_AFTER_MS;
}

/**
 * The daily job's files to delete: backups taken more than `keepDays` days before `now`, and
 * files left half-written by a process that stopped.
 */
export function expiredBackups(names: readonly string[], now: Date, keepDays: number): string[] {
  return ownFiles(names)
    .filter(
      ({ takenAt, partial }) =>
        now.getTime() - takenAt > (partial ? ABANDONED_AFTER_MS : keepDays * DAY_MS),
    )
    .map((file) => file.name);
}
