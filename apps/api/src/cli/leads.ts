import { stat } from 'node:fs/promises';
import { DatabaseEnvSchema, parseEnv } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { writeLeadsCsv } from './csv.js';
import { explainError } from './explain-error.js';
import { LEADS_USAGE, LeadsUsageError, parseLeadsArgs } from './leads-args.js';

/*
 * `npm run -s leads -- --kind partner [--since YYYY-MM-DD]`: the stored submissions of one kind
 * as CSV on stdout, for the company's staff. Messages go to stderr, so that stdout is only CSV.
 * Exit codes: 0 done, 1 the database could not be read, 2 wrong arguments.
 */

async function main(): Promise<number> {
  let args;
  try {
    args = parseLeadsArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof LeadsUsageError)) throw error;
    console.error(`${error.message}\n\n${LEADS_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(LEADS_USAGE);
    return 0;
  }

  const env = parseEnv(DatabaseEnvSchema);
  // A mistyped DATA_DIR would otherwise become a new, empty database and an empty export.
  if (!env.DATABASE_URL && !(await isDirectory(env.DATA_DIR))) {
    console.error(
      `There is no database in ${env.DATA_DIR}: set DATA_DIR to the server's data directory (or DATABASE_URL).`,
    );
    return 1;
  }
  // `| head` closes stdout early: the write fails with EPIPE, handled below, not as an 'error' event.
  process.stdout.on('error', () => undefined);

  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    );
    // Brings an older database up to the schema the export reads; no seed content.
    await database.migrate();
    const count = await writeLeadsCsv(database.db, args.kind, args.since, process.stdout);
    const where = env.DATABASE_URL ? 'DATABASE_URL' : env.DATA_DIR;
    console.error(
      `${count} ${args.kind} lead${count === 1 ? '' : 's'}${args.since ? ` since ${args.since}` : ''} from ${where}.`,
    );
    return 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') return 0;
    console.error(
      error instanceof DataDirInUseError
        ? error.message
        : `Could not export the leads: ${explainError(error)}`,
    );
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

process.exitCode = await main();
