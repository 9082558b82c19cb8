import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupFileName, partialName } from '../backup/backup-files.js';
import type { BackupWriter } from '../backup/backup-writers.js';
import { type DailyBackup, startDailyBackup } from './daily-backup.js';

/** A writer that puts a few bytes where it is told, or fails as a test says. */
function fakeWriter(
  behaviour: (path: string, signal?: AbortSignal) => Promise<void> = (path) =>
    writeFile(path, 'backup'),
) {
  const calls: string[] = [];
  const writer: BackupWriter = {
    extension: '.tar.gz',
    async write(path, signal) {
      calls.push(path);
      await behaviour(path, signal);
      return 6;
    },
  };
  return { writer, calls };
}

function fakeLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return { log, asLogger: log as unknown as FastifyBaseLogger };
}

describe('the daily backup', () => {
  let root: string;
  let backupDir: string;
  let job: DailyBackup | undefined;
  let now: Date;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'harsh-daily-backup-'));
    // Made by the job when missing.
    backupDir = join(root, 'backups', 'nightly');
    now = new Date('2026-11-26T03:00:30Z');
  });
  afterEach(async () => {
    await job?.stop();
    job = undefined;
    await rm(root, { recursive: true, force: true });
  });

  const start = (writer: BackupWriter, log: FastifyBaseLogger, firstCheckMs = 3_600_000) =>
    (job = startDailyBackup({
      backupDir,
      keepDays: 14,
      writer,
      log,
      firstCheckMs,
      now: () => now,
    }));

  it('writes one backup a day named by its time, and then deletes only its own files past the days kept', async () => {
    const { writer, calls } = fakeWriter();
    const { log, asLogger } = fakeLog();
    start(writer, asLogger);
    await job!.check();
    expect(await readdir(backupDir)).toEqual(['harsh-2026-11-26T0300Z.tar.gz']);

    // Restarts and hourly looks within the day write nothing more.
    now = new Date(now.getTime() + 23 * 3_600_000);
    await job!.check();
    expect(calls).toHaveLength(1);

    const old = backupFileName('.tar.gz', new Date('2026-11-12T03:00Z'));
    const kept = backupFileName('.dump', new Date('2026-11-14T03:00Z'));
    const abandoned = partialName(backupFileName('.tar.gz', new Date('2026-11-20T03:00Z')));
    const foreign = ['notes.txt', 'harsh-2020-01-01.tar.gz'];
    for (const name of [old, kept, abandoned, ...foreign])
      await writeFile(join(backupDir, name), 'x');
    now = new Date(now.getTime() + 3_600_000);
    await job!.check();
    expect((await readdir(backupDir)).sort()).toEqual(
      [...foreign, kept, 'harsh-2026-11-26T0300Z.tar.gz', 'harsh-2026-11-27T0300Z.tar.gz'].sort(),
    );
    expect(log.info).toHaveBeenCalledWith(
      { deleted: expect.arrayContaining([old, abandoned]) },
      'Deleted backups older than 14 days',
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failure, never throws it, and tries again at the next look', async () => {
    let fail = true;
    const { writer, calls } = fakeWriter(async (path) => {
      if (fail) throw new Error('No space left on device');
      await writeFile(path, 'backup');
    });
    const { log, asLogger } = fakeLog();
    start(writer, asLogger);
    await expect(job!.check()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'No space left on device' }) },
      'The daily backup failed; it is tried again in an hour',
    );
    fail = false;
    now = new Date(now.getTime() + 3_600_000);
    await job!.check();
    expect(calls).toHaveLength(2);
    expect(await readdir(backupDir)).toEqual(['harsh-2026-11-26T0400Z.tar.gz']);
  });

  it('leaves the look to another instance that is looking now', async () => {
    const { writer, calls } = fakeWriter();
    let elsewhere = true;
    const shared: BackupWriter = {
      ...writer,
      async unlessRunningElsewhere(work) {
        if (elsewhere) return false;
        await work();
        return true;
      },
    };
    const { log, asLogger } = fakeLog();
    start(shared, asLogger);
    await job!.check();
    expect(calls).toEqual([]);
    elsewhere = false;
    await job!.check();
    expect(calls).toHaveLength(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a backup directory it cannot write to', async () => {
    await mkdir(join(root, 'backups'));
    await writeFile(backupDir, 'a file where the folder should be');
    const { writer, calls } = fakeWriter();
    const { log, asLogger } = fakeLog();
    start(writer, asLogger);
    await job!.check();
    expect(calls).toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('runs by itself after the start, and a stop ends a backup under way quietly', async () => {
    let started!: () => void;
    const underWay = new Promise<void>((resolve) => (started = resolve));
    const { writer } = fakeWriter(
      (_path, signal) =>
        new Promise((_resolve, reject) => {
          started();
          signal!.addEventListener('abort', () => reject(signal!.reason));
        }),
    );
    const { log, asLogger } = fakeLog();
    start(writer, asLogger, 10);
    await underWay;
    await job!.stop();
    expect(log.error).not.toHaveBeenCalled();
  });
});
