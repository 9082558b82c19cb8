import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tarDirectory } from './tar-archive.js';

describe('tarDirectory', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'harsh-tar-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('writes folders and files that tar reads back byte for byte, leaving sockets out', async () => {
    const source = join(work, 'source');
    const files: Record<string, Buffer> = {
      PG_VERSION: Buffer.from('17\n'),
      'base/1/1259': randomBytes(8192),
      'base/1/empty': Buffer.alloc(0),
      'base/1/one-block': randomBytes(512),
      // Past the size read whole: streamed.
      'base/5/16384': randomBytes(1024 * 1024 + 700),
      'global/pg_control': randomBytes(100),
    };
    for (const [name, data] of Object.entries(files)) {
      await mkdir(join(source, name, '..'), { recursive: true });
      await writeFile(join(source, name), data);
    }
    await mkdir(join(source, 'pg_tblspc'));
    const socket = createServer().listen(join(source, 'control.sock'));
    await new Promise((resolve) => socket.once('listening', resolve));

    const archive = join(work, 'archive.tar');
    try {
      await pipeline(tarDirectory(source), createWriteStream(archive));
    } finally {
      socket.close();
    }
    expect(execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'PG_VERSION',
      'base/',
      'base/1/',
      'base/1/1259',
      'base/1/empty',
      'base/1/one-block',
      'base/5/',
      'base/5/16384',
      'global/',
      'global/pg_control',
      'pg_tblspc/',
    ]);
    const target = join(work, 'target');
    await mkdir(target);
    execFileSync('tar', ['-xf', archive, '-C', target]);
    for (const [name, data] of Object.entries(files))
      expect((await readFile(join(target, name))).equals(data), name).toBe(true);
  });

  it('refuses a name too long for the archive rather than cutting it', async () => {
    const source = join(work, 'long');
    await mkdir(join(source, 'a'.repeat(60)), { recursive: true });
    await writeFile(join(source, 'a'.repeat(60), 'b'.repeat(50)), 'x');
    await expect(
      pipeline(tarDirectory(source), createWriteStream(join(work, 'long.tar'))),
    ).rejects.toThrow(/too long for the archive/);
  });
});
