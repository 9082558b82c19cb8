import { parseArgs } from 'node:util';

export const BACKUP_USAGE = `Usage: npm run backup [-- FILE]

Writes one consistent backup of the site's database, while the site runs or not:
  PGlite (DATA_DIR, default ./data)  a .tar.gz of the data directory: the running site writes it
                                     (through the socket in DATA_DIR), or, with none running, this does
  PostgreSQL (DATABASE_URL)          pg_dump's custom format (.dump); pg_dump must be on PATH

  FILE        where to write it, or a directory to write it in (one ending in / is made if missing).
              Default: harsh-<UTC time>.tar.gz (or .dump) in the current directory. A file that is
              there already is never replaced.
  -h, --help  this text

The file holds people's enquiries: it is made readable by its owner only. Restore it with
npm run restore FILE (into an empty data directory or database).`;

export const RESTORE_USAGE = `Usage: npm run restore FILE

Restores a backup written by npm run backup into an empty database, never over one:
  PGlite (DATA_DIR, default ./data)  FILE is a .tar.gz; DATA_DIR must be empty or not exist, and
                                     no site may be running on it
  PostgreSQL (DATABASE_URL)          FILE is a .dump; the database must be empty (createdb a new
                                     one); pg_restore must be on PATH

  -h, --help  this text

Then start the site on it: it applies any migrations newer than the backup.`;

/** The arguments are missing or wrong; the message says which. */
export class BackupUsageError extends Error {
  override name = 'BackupUsageError';
}

/** The positional arguments and `--help` of a command that takes at most `max` of them. */
function readArgs(argv: readonly string[], max: number): { help: boolean; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length > max)
      throw new BackupUsageError(`Unexpected argument: ${positionals[max]}`);
    return { help: Boolean(values.help), positionals };
  } catch (error) {
    if (error instanceof BackupUsageError) throw error;
    throw new BackupUsageError(error instanceof Error ? error.message : String(error));
  }
}

export type BackupArgs = { help: true } | { help: false; target: string | undefined };

/** Reads `npm run backup`'s arguments; throws `BackupUsageError` when they are wrong. */
export function parseBackupArgs(argv: readonly string[]): BackupArgs {
  const { help, positionals } = readArgs(argv, 1);
  return help ? { help } : { help, target: positionals[0] };
}

export type RestoreArgs = { help: true } | { help: false; file: string };

/** Reads `npm run restore`'s arguments; throws `BackupUsageError` when they are wrong. */
export function parseRestoreArgs(argv: readonly string[]): RestoreArgs {
  const { help, positionals } = readArgs(argv, 1);
  if (help) return { help };
  if (!positionals[0]) throw new BackupUsageError('FILE is required: the backup to restore');
  return { help, file: positionals[0] };
}
