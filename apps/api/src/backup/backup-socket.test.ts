import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeBackupFile } from './backup-file.js';
import {
  BACKUP_SOCKET,
  type BackupChannel,
  connectToBackupChannel,
  receiveBackup,
  serveBackupRequests,
} from './backup-socket.js';
import type { PgliteBackups } from './pglite-backup.js';

/** A stand-in for the database's backups: hands over `archive`, or fails before it. */
const fakeBackups = (archive: () => Readable): PgliteBackups => ({ take: (use) => use(archive()) });

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('the backup socket', () => {
  let dataDir: string;
  let channel: BackupChannel | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'harsh-backup-socket-'));
  });
  afterEach(async () => {
    await channel?.close();
    channel = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Asks the channel for a backup into `name`, as `npm run backup` does. */
  async function requestInto(name: string): Promise<number> {
    const socket = await connectToBackupChannel(dataDir);
    expect(socket).not.toBeNull();
    return writeBackupFile(join(dataDir, name), (file) => receiveBackup(socket!, file));
  }

  it('hands the backup over whole, to its owner only, and its socket goes with it', async () => {
    const content = randomBytes(300_000);
    // One a process that stopped left behind is replaced.
    await writeFile(join(dataDir, BACKUP_SOCKET), '');
    channel = await serveBackupRequests(
      dataDir,
      fakeBackups(() => Readable.from([gzipSync(content)])),
      log,
    );
    expect((await stat(join(dataDir, BACKUP_SOCKET))).mode & 0o777).toBe(0o600);

    await requestInto('whole.tar.gz');
    expect(gunzipSync(await readFile(join(dataDir, 'whole.tar.gz'))).equals(content)).toBe(true);
    await channel.close();
    channel = undefined;
    expect(existsSync(join(dataDir, BACKUP_SOCKET))).toBe(false);
    expect(await connectToBackupChannel(dataDir)).toBeNull();
  });

  it('leaves no file when the server fails in the middle of the backup', async () => {
    const gzip = gzipSync(randomBytes(300_000));
    const cutShort = () =>
      Readable.from(
        (async function* () {
          yield gzip.subarray(0, 100_000);
          throw new Error('disk read failed');
        })(),
      );
    channel = await serveBackupRequests(dataDir, fakeBackups(cutShort), log);
    await expect(requestInto('cut.tar.gz')).rejects.toThrow(
      'The backup arrived cut short: the server stopped sending it. Try again.',
    );
    expect((await readdir(dataDir)).filter((name) => name.startsWith('cut'))).toEqual([]);
  });

  it('passes on why the server could not take one', async () => {
    const failing: PgliteBackups = {
      take: () => Promise.reject(new Error('No space left on device')),
    };
    channel = await serveBackupRequests(dataDir, failing, log);
    await expect(requestInto('none.tar.gz')).rejects.toThrow(
      'The server could not take the backup: No space left on device',
    );
    expect(existsSync(join(dataDir, 'none.tar.gz'))).toBe(false);
  });
});
