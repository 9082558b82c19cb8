import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE } from '../db/data-dir-lock.js';
import { Turns } from '../services/turns.js';
import { tarDirectory } from './tar-archive.js';

/*
 * A backup of a PGlite database while it serves: a copy of its data directory taken while
 * PostgreSQL inside it runs no statement, then archived and compressed at leisure.
 *
 * The copy is consistent in PostgreSQL's own sense: `runExclusive` holds PGlite's query lock, so
 * no statement runs while the files are copied, and the copy is what a crash at that moment would
 * leave. Every transaction committed before it is in its write-ahead log, which PostgreSQL
 * replays when the restored copy is opened; one still open (between two of its statements) is
 * rolled back. It is copied rather than archived under the lock so that queries wait only for
 * the copy (a clone where the file system can; otherwise 0.2–0.5 s for the seeded site on two
 * cores), not for the compression.
 */

/** The copy, inside the data directory: always writable by its owner, and on the same disk. */
export const SNAPSHOT_DIR = 'harsh-backup-snapshot';

/**
 * What is not part of a backup: our lock, PostgreSQL's pid file (as `pg_basebackup` leaves it
 * out) and the copy itself. Sockets (the backup channel's) are never copied: only folders and
 * regular files are.
 */
const LEFT_OUT = new Set([LOCK_FILE, 'postmaster.pid', SNAPSHOT_DIR]);

/** Copies the folders and regular files under `from` to the new folder `to`, cloning where it can. */
async function copyTree(
  from: string,
  to: string,
  leaveOut: ReadonlySet<string> = new Set(),
): Promise<void> {
  await mkdir(to, { mode: 0o700 });
  const entries = (await readdir(from, { withFileTypes: true })).filter(
    (entry) => !leaveOut.has(entry.name),
  );
  // Files of a folder in parallel (PostgreSQL's base folder holds hundreds), folders one by one.
  await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map((e) => copyFile(join(from, e.name), join(to, e.name), constants.COPYFILE_FICLONE)),
  );
  for (const folder of entries.filter((e) => e.isDirectory()))
    await copyTree(join(from, folder.name), join(to, folder.name));
}

/**
 * Leaves in the database's files only what is in it now. A row updated or deleted stays in its
 * table's file (a dead row) until the space is reused, and in the write-ahead log until its
 * segment is removed: a copy of the files would carry erased people's data, and secrets long
 * replaced (issue 40). `VACUUM FULL` writes each table and its indexes anew, without dead rows (the
 * old files are deleted); `pg_switch_wal()` closes the log segment that holds the old records, and the
 * checkpoint deletes it (`wal_recycle = off` for it: not renamed for reuse with its records in it).
 *
 * Chosen over a logical dump (`pg_dump`): PGlite has none without another package (a WebAssembly
 * pg_dump), a dump would change what `npm run restore` reads, and a running site's statements
 * would run inside its transaction on PGlite's one connection. What a statement changes between
 * this and the copy is in the copy as after a crash (a few milliseconds' worth).
 */
async function dropDeadRows(pglite: PGlite): Promise<void> {
  // Table by table, so that the site's queries get their turn between two (the largest takes about
  // half a second on two busy cores); the system catalogs hold no one's data and are left as they are.
  const { rows } = await pglite.query<{ name: string }>(
    "select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1",
  );
  for (const { name } of rows) await pglite.exec(`vacuum full ${name}`);
  // PGlite is one backend: the checkpoint runs in it, with this session's setting.
  await pglite.exec('set wal_recycle = off');
  try {
    await pglite.query('select pg_switch_wal()');
    await pglite.exec('checkpoint');
  } finally {
    await pglite.exec('reset wal_recycle');
  }
}

/** Removes a copy that a process stopped in the middle of a backup left behind. */
export async function removeLeftoverSnapshot(dataDir: string): Promise<void> {
  await rm(join(dataDir, SNAPSHOT_DIR), { recursive: true, force: true });
}

export interface PgliteBackups {
  /**
   * Takes a consistent copy of the database now and hands `use` its backup, a `.tar.gz` stream;
   * the copy is removed once `use` settles. One backup at a time: a second waits for the first.
   */
  take<T>(use: (archive: Readable) => Promise<T>): Promise<T>;
}

/** Backups of the open PGlite database `pglite`, whose data directory is `dataDir`. */
export function pgliteBackups(pglite: PGlite, dataDir: string): PgliteBackups {
  const turns = new Turns();
  const snapshot = join(dataDir, SNAPSHOT_DIR);
  return {
    take: (use) =>
      turns.run('backup', async () => {
        await removeLeftoverSnapshot(dataDir);
        await dropDeadRows(pglite);
        let archive: Readable | undefined;
        try {
          await pglite.runExclusive(async () => {
            if (pglite.closed) throw new Error('The database is closed.');
            await copyTree(dataDir, snapshot, LEFT_OUT);
          });
          // A failure while archiving reaches the reader as the stream's error.
          archive = pipeline(tarDirectory(snapshot), createGzip(), () => {});
          return await use(archive);
        } finally {
          archive?.destroy();
          await removeLeftoverSnapshot(dataDir);
        }
      }),
  };
}
