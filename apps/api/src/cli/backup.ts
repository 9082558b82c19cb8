import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupFileExistsError, writeBackupFile } from '../backup/backup-file.js';
import { backupFileName, type BackupExtension } from '../backup/backup-files.js';
import {
  BackupRequestError,
  connectToBackupChannel,
  receiveBackup,
} from '../backup/backup-socket.js';
import { pgliteBackupWriter, postgresBackupWriter } from '../backup/backup-writers.js';
import { pgliteBackups, removeLeftoverSnapshot } from '../backup/pglite-backup.js';
import { MissingPostgresToolError } from '../backup/postgres-backup.js';
import { DatabaseEnvSchema, parseEnv } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { BACKUP_USAGE, BackupUsageError, parseBackupArgs } from './backup-args.js';
import { explainError } from './explain-error.js';

/*
 * `npm run backup [-- FILE]`: one consistent backup of the site's database, while the site runs.
 * Messages go to stderr. Exit codes: 0 written, 1 no backup was written, 2 wrong arguments.
 */

/**
 * Where the backup goes: `target`, or a file named by the time in `target` when it is a directory
 * (made when it ends with `/` and is missing), or here.
 */
async function outputPath(
  target: string | undefined,
  extension: BackupExtension,
  now: Date,
): Promise<string> {
  const name = backupFileName(extension, now);
  if (!target) return name;
  if (target.endsWith('/')) await mkdir(target, { recursive: true });
  const isDirectory = await stat(target).then(
    (found) => found.isDirectory(),
    () => false,
  );
  return isDirectory ? join(target, name) : target;
}

/**
 * A PGlite backup: from the running site through the socket in its data directory, or, when no
 * process holds the directory, from the directory opened here.
 */
async function backUpPglite(
  dataDir: string,
  path: string,
): Promise<{ bytes: number; source: string }> {
  const socket = await connectToBackupChannel(dataDir);
  if (socket)
    return {
      bytes: await writeBackupFile(path, (file) => receiveBackup(socket, file)),
      source: 'the running site',
    };
  let database;
  try {
    database = await openDatabase({ dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new BackupRequestError(
      `The database in ${dataDir} is in use by process ${error.pid}, which takes no backup requests (a site still ` +
        'starting, npm run leads, or a site older than npm run backup). Try again in a moment, or stop that process.',
    );
  }
  try {
    await removeLeftoverSnapshot(dataDir);
    const writer = pgliteBackupWriter(pgliteBackups(database.pglite!, dataDir));
    return { bytes: await writer.write(path), source: `${dataDir} (no site was running on it)` };
  } finally {
    await database.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseBackupArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof BackupUsageError)) throw error;
    console.error(`${error.message}\n\n${BACKUP_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(BACKUP_USAGE);
    return 0;
  }

  const env = parseEnv(DatabaseEnvSchema);
  // A mistyped DATA_DIR would otherwise become a new, empty database and a backup of nothing.
  if (!env.DATABASE_URL && !existsSync(join(env.DATA_DIR, 'PG_VERSION'))) {
    console.error(
      `There is no database in ${env.DATA_DIR}: set DATA_DIR to the site's data directory (or DATABASE_URL).`,
    );
    return 1;
  }
  const started = performance.now();
  try {
    const path = await outputPath(args.target, env.DATABASE_URL ? '.dump' : '.tar.gz', new Date());
    // Said before any work (it is checked again before the file takes its name).
    if (existsSync(path)) throw new BackupFileExistsError(path);
    const { bytes, source } = env.DATABASE_URL
      ? {
          bytes: await postgresBackupWriter(env.DATABASE_URL).write(path),
          source: 'DATABASE_URL (pg_dump)',
        }
      : await backUpPglite(env.DATA_DIR, path);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.error(`Wrote ${path} (${megabytes(bytes)}) from ${source} in ${seconds} s.`);
    return 0;
  } catch (error) {
    const known =
      error instanceof BackupFileExistsError ||
      error instanceof BackupRequestError ||
      error instanceof MissingPostgresToolError;
    console.error(known ? error.message : `Could not write the backup: ${explainError(error)}`);
    return 1;
  }
}

process.exitCode = await main();
