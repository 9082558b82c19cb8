import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackups } from '../backup/pglite-backup.js';
import { pgliteBackupWriter } from '../backup/backup-writers.js';
import { restorePglite } from '../backup/pglite-restore.js';
import { createTestDataDir, TEST_DRIVER } from '../test/database.js';
import { openDatabase } from './client.js';
import { DataDirOpenError, secureDataDir } from './data-dir-mode.js';

/** Every folder and file under `dir` (itself included) whose mode lets anyone but its owner in, with that mode. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string) => {
    const stats = await lstat(path);
    if (!stats.isDirectory() && !stats.isFile()) return;
    const want = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== want) found.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(path)) await walk(join(path, name));
  };
  await walk(dir);
  return found;
}

describe.runIf(TEST_DRIVER === 'pglite')(
  'the data directory is its owner’s alone (issue 40)',
  () => {
    let work: string;
    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'harsh-modes-'));
    });
    afterAll(() => rm(work, { recursive: true, force: true }));

    it('is made 0700 with files 0600, and a start tightens whatever was loosened', async () => {
      const dataDir = join(work, 'data');
      await createTestDataDir(dataDir);
      expect(await openToOthers(dataDir)).toEqual([]);

      await chmod(dataDir, 0o755);
      await chmod(join(dataDir, 'postgresql.conf'), 0o666);
      await chmod(join(dataDir, 'base'), 0o777);
      const database = await openDatabase({ dataDir });
      try {
        expect(await openToOthers(dataDir)).toEqual([]);
      } finally {
        await database.close();
      }
    }, 60_000);

    it('restores a backup 0700 with files 0600', async () => {
      const dataDir = join(work, 'data');
      const path = join(work, 'modes.tar.gz');
      const database = await openDatabase({ dataDir });
      try {
        await pgliteBackupWriter(pgliteBackups(database.pglite!, dataDir)).write(path);
      } finally {
        await database.close();
      }
      const restored = join(work, 'restored');
      await restorePglite(path, restored);
      expect(await openToOthers(restored)).toEqual([]);
    }, 60_000);

    it('refuses, naming the path, a directory open to others that cannot be tightened (another user’s)', async () => {
      const dataDir = join(work, 'theirs');
      await mkdir(join(dataDir, 'base'), { recursive: true });
      await writeFile(join(dataDir, 'base', 'file'), 'x');
      await chmod(dataDir, 0o755);
      // As a file system answers a chmod of another user's file.
      const refuse = async (path: string) => {
        throw Object.assign(new Error(`EPERM: operation not permitted, chmod '${path}'`), {
          code: 'EPERM',
        });
      };
      const refused = await secureDataDir(dataDir, refuse).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirOpenError);
      expect((refused as Error).message).toContain(
        `${dataDir} is open to other users of this machine (mode 0755) and cannot be made private (EPERM)`,
      );
    });
  },
);
