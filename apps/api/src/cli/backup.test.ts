import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_SOCKET } from '../backup/backup-socket.js';
import { unlessRunningElsewhere } from '../backup/postgres-backup.js';
import { prepareImage } from '../content/images.js';
import { type Database, type DatabaseHandle, openDatabase, rowsOf } from '../db/client.js';
import { LOCK_FILE } from '../db/data-dir-lock.js';
import { media, mediaFiles, partnerEnquiries } from '../db/schema.js';
import { addMedia, databaseMediaStore } from '../repositories/media.js';
import { createStaffUser } from '../repositories/staff.js';
import { createTestDataDir, openTestDatabase, TEST_DRIVER } from '../test/database.js';
import { streamEnquiries } from '../test/enquiry-stream.js';
import { type ServerProcess, startServer, stopServer } from '../test/server-process.js';

/*
 * Issue 26, point 6: a backup taken while enquiries flow restores with every enquiry acknowledged
 * before it began, and with the media library, which lives in the database (decision 025).
 */

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` or `npm run restore` from the TypeScript source, as its user would, with a time limit. */
function runCli(
  command: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CliResult> {
  const entry = fileURLToPath(new URL(`./${command}.ts`, import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', entry, ...args],
    {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A message for people: no stack trace. */
const expectNoStack = (result: CliResult) => expect(result.stderr).not.toMatch(/\n\s+at /);

/** Adds a picture to the media library, as an upload does; resolves with its row and files. */
async function addPicture(db: Database) {
  const png = await sharp({
    create: { width: 640, height: 320, channels: 3, background: '#0b3d91' },
  })
    .png()
    .toBuffer();
  const author = await createStaffUser(db, {
    email: 'uploader@harshlogistics.in',
    name: 'Uploader',
    role: 'editor',
    passwordHash: null,
  });
  const { row } = await addMedia(db, databaseMediaStore(db), {
    image: await prepareImage(png),
    fileName: 'fleet.png',
    description: { alt: 'Our fleet at Bhiwandi', decorative: false, focal_x: 50, focal_y: 50 },
    createdBy: author!.id,
  });
  return { row, files: await libraryFiles(db, row.hash) };
}

/** The stored files of the picture whose hash is `hash`, by name. */
async function libraryFiles(db: Database, hash: string) {
  const rows = await db
    .select({ name: mediaFiles.name, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .innerJoin(media, eq(media.id, mediaFiles.mediaId))
    .where(eq(media.hash, hash));
  return new Map(rows.map((row) => [row.name, Buffer.from(row.bytes).toString('base64')]));
}

/** Partner enquiries whose message starts with `label`, by message, with whether their notification was queued. */
async function storedEnquiries(db: Database, label: string) {
  const rows = await rowsOf<{ id: number; message: string; notified: boolean }>(
    db,
    sql`select e.id, e.message, exists (select 1 from outbox o where o.kind = 'partner_enquiry' and (o.payload->>'id')::int = e.id) as notified
          from partner_enquiries e where e.message like ${`${label}%`}`,
  );
  return new Map(rows.map((row) => [row.message, row]));
}

describe.runIf(TEST_DRIVER === 'pglite')('npm run backup and npm run restore on PGlite', () => {
  let work: string;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'harsh-backup-'));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server, 'SIGKILL')));
    await rm(work, { recursive: true, force: true });
  });

  it('backs up the running site while enquiries flow, and restores every enquiry acknowledged before it began, and the pictures', async () => {
    const dataDir = join(work, 'data');
    await createTestDataDir(dataDir);
    const setup = await openDatabase({ dataDir });
    const picture = await addPicture(setup.db).finally(() => setup.close());
    expect(picture.files.size).toBeGreaterThanOrEqual(2);

    const server = await startServer({
      DATA_DIR: dataDir,
      RATE_LIMIT_SUBMISSIONS: '100000',
      RATE_LIMIT_REQUESTS: '100000',
    });
    servers.push(server);
    expect(existsSync(join(dataDir, BACKUP_SOCKET))).toBe(true);
    const label = `backup ${Date.now().toString(36)}`;
    const stream = streamEnquiries(server.url, { label, senders: 2 });
    const backupDir = join(work, 'backups');
    let backup: CliResult;
    let before: typeof stream.acknowledged;
    try {
      while (stream.acknowledged.length < 5 && stream.failures.length === 0)
        await new Promise((resolve) => setTimeout(resolve, 25));
      before = [...stream.acknowledged];
      // Into a directory: the file is named by the time.
      backup = await runCli('backup', [`${backupDir}/`], { DATA_DIR: dataDir });
      // The site went on taking enquiries during the backup.
      const during = stream.acknowledged.length;
      while (stream.acknowledged.length === during && stream.failures.length === 0)
        await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      await stream.stop();
    }
    expect(stream.failures).toEqual([]);
    expect(backup.code, backup.stderr).toBe(0);
    const [file, ...others] = await readdir(backupDir);
    expect(others).toEqual([]);
    expect(file).toMatch(/^harsh-\d{4}-\d{2}-\d{2}T\d{4}Z\.tar\.gz$/);
    const path = join(backupDir, file!);
    expect(backup.stderr).toContain(`Wrote ${path}`);
    expect(backup.stderr).toContain('from the running site');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const archived = execFileSync('tar', ['-tzf', path], { encoding: 'utf8' }).split('\n');
    expect(archived).toContain('PG_VERSION');
    for (const left of [LOCK_FILE, BACKUP_SOCKET, 'postmaster.pid'])
      expect(archived).not.toContain(left);

    // Not over the running site's directory.
    const busy = await runCli('restore', [path], { DATA_DIR: dataDir });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(
      `The database in ${dataDir} is in use by process ${server.child.pid}`,
    );
    expectNoStack(busy);
    expect(await stopServer(server, 'SIGTERM')).toBe(0);
    expect(existsSync(join(dataDir, BACKUP_SOCKET))).toBe(false);

    const restoredDir = join(work, 'restored', 'data');
    const restore = await runCli('restore', [path], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toMatch(new RegExp(`Restored .* into ${restoredDir} \\(\\d+ tables\\)`));

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const stored = await storedEnquiries(restored.db, label);
      const lost = before!.filter(({ marker }) => !stored.has(marker));
      expect(lost).toEqual([]);
      // One transaction stores an enquiry and queues its notification: the copy has both or neither.
      expect([...stored.values()].filter((row) => !row.notified)).toEqual([]);
      const [row] = await restored.db.select().from(media).where(eq(media.hash, picture.row.hash));
      expect(row).toMatchObject({
        id: picture.row.id,
        fileName: 'fleet.png',
        alt: 'Our fleet at Bhiwandi',
      });
      expect(await libraryFiles(restored.db, picture.row.hash)).toEqual(picture.files);
    } finally {
      await restored.close();
    }

    // Never over a database.
    const again = await runCli('restore', [path], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${restoredDir} is not empty (PG_VERSION, base, global, …)`);
    expectNoStack(again);
  }, 120_000);

  it('backs up a data directory no process holds by opening it, and never replaces a file', async () => {
    const dataDir = join(work, 'data');
    const path = join(work, 'offline.tar.gz');
    const result = await runCli('backup', [path], { DATA_DIR: dataDir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`from ${dataDir} (no site was running on it)`);
    expect(execFileSync('tar', ['-tzf', path], { encoding: 'utf8' }).split('\n')).toContain(
      'global/pg_control',
    );
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    const twice = await runCli('backup', [path], { DATA_DIR: dataDir });
    expect(twice).toMatchObject({
      code: 1,
      stderr: `${path} exists already: choose another name (a backup never replaces a file).\n`,
    });
  }, 60_000);

  it('says what is wrong, with exit code 1, for no database, a file of another kind, or no pg_dump', async () => {
    const nowhere = join(work, 'nowhere');
    const noDatabase = await runCli('backup', [], { DATA_DIR: nowhere });
    expect(noDatabase).toMatchObject({ code: 1 });
    expect(noDatabase.stderr).toContain(`There is no database in ${nowhere}`);
    expect(existsSync(nowhere)).toBe(false);

    const notes = join(work, 'notes.txt');
    await writeFile(notes, 'not a backup');
    const wrongKind = await runCli('restore', [notes], { DATA_DIR: join(work, 'empty') });
    expect(wrongKind).toMatchObject({
      code: 1,
      stderr: `${notes} is not a backup of npm run backup (neither a .tar.gz nor a pg_dump file).\n`,
    });

    const noPgDump = await runCli('backup', [join(work, 'pg.dump')], {
      DATABASE_URL: 'postgres://127.0.0.1:9/none',
      PATH: '/nonexistent',
    });
    expect(noPgDump.code).toBe(1);
    expect(noPgDump.stderr).toContain('pg_dump was not found on PATH');
    expect(existsSync(join(work, 'pg.dump.partial'))).toBe(false);
    expectNoStack(noPgDump);
  }, 60_000);
});

describe.runIf(TEST_DRIVER === 'postgres')(
  'npm run backup and npm run restore on PostgreSQL',
  () => {
    let work: string;
    let source: DatabaseHandle;
    const emptyName = `harsh_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };

    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'harsh-backup-'));
      source = await openTestDatabase();
      await admin(`create database ${emptyName}`);
    });
    afterAll(async () => {
      await source?.close();
      await admin(`drop database if exists ${emptyName} with (force)`);
      await rm(work, { recursive: true, force: true });
    });

    it('dumps with pg_dump while the database is in use, and restores into an empty database only', async () => {
      const picture = await addPicture(source.db);
      const [enquiry] = await source.db
        .insert(partnerEnquiries)
        .values({
          type: 2,
          name: 'Asha Verma',
          email: 'asha@example.in',
          mobile: '9876543210',
          message: 'pg backup',
          consentVersion: '2026-11',
          consentedAt: new Date().toISOString(),
        })
        .returning();

      const backupDir = join(work, 'backups');
      await mkdir(backupDir);
      const backup = await runCli('backup', [backupDir], {
        DATABASE_URL: source.connectionString!,
      });
      expect(backup.code, backup.stderr).toBe(0);
      const [file] = await readdir(backupDir);
      expect(file).toMatch(/^harsh-.*Z\.dump$/);
      const path = join(backupDir, file!);
      expect((await readFile(path)).subarray(0, 5).toString()).toBe('PGDMP');

      const url = new URL(serverUrl);
      url.pathname = `/${emptyName}`;
      const restore = await runCli('restore', [path], { DATABASE_URL: url.toString() });
      expect(restore.code, restore.stderr).toBe(0);
      const restored = await openDatabase({ databaseUrl: url.toString() });
      try {
        expect(
          await restored.db
            .select()
            .from(partnerEnquiries)
            .where(eq(partnerEnquiries.id, enquiry!.id)),
        ).toMatchObject([{ message: 'pg backup' }]);
        expect(await libraryFiles(restored.db, picture.row.hash)).toEqual(picture.files);
      } finally {
        await restored.close();
      }

      const again = await runCli('restore', [path], { DATABASE_URL: url.toString() });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /The database of DATABASE_URL is not empty \(\d+ tables, views or sequences\)/,
      );
      expectNoStack(again);
    }, 120_000);

    it('lets one instance at a time look for the daily backup', async () => {
      let inside = false;
      const first = unlessRunningElsewhere(serverUrl, async () => {
        inside = true;
        expect(
          await unlessRunningElsewhere(serverUrl, async () => expect.fail('ran beside the first')),
        ).toBe(false);
      });
      expect(await first).toBe(true);
      expect(inside).toBe(true);
      expect(await unlessRunningElsewhere(serverUrl, async () => {})).toBe(true);
    });
  },
);
