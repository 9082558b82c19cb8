import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/*
 * A directory as a POSIX ustar archive, written as a stream: what PGlite's `loadDataDir` reads
 * and `tar` opens. Our own few lines rather than a dependency: folders and regular files with
 * short names are all a data directory holds.
 */

const BLOCK = 512;
/** ustar's name field; PGlite's reader ignores the longer-name prefix field, so nothing may need it. */
const NAME_BYTES = 100;
/** The size field holds 11 octal digits. */
const MAX_FILE_BYTES = 8 ** 11 - 1;

/** `value` as zero-padded octal in `length - 1` digits and a NUL, as ustar's number fields are. */
function octal(value: number, length: number): string {
  return `${Math.floor(value)
    .toString(8)
    .padStart(length - 1, '0')}\0`;
}

function header(
  name: string,
  entry: { mode: number; size: number; mtimeMs: number; folder: boolean },
): Buffer {
  if (Buffer.byteLength(name) > NAME_BYTES)
    throw new Error(`The path ${name} is too long for the archive (${NAME_BYTES} bytes at most).`);
  if (entry.size > MAX_FILE_BYTES)
    throw new Error(`The file ${name} is too large for the archive.`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, NAME_BYTES, 'utf8');
  block.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii'); // uid
  block.write(octal(0, 8), 116, 'ascii'); // gid
  block.write(octal(entry.size, 12), 124, 'ascii');
  block.write(octal(entry.mtimeMs / 1000, 12), 136, 'ascii');
  block.write(entry.folder ? '5' : '0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  // The checksum is the sum of the header's bytes with its own field read as spaces.
  block.fill(' ', 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** The folders and regular files under `root`, parents first, in name order; anything else is left out. */
async function* walk(
  root: string,
  relative = '',
): AsyncGenerator<{ path: string; name: string; folder: boolean }> {
  const entries = await readdir(join(root, relative), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield { path: join(root, name), name, folder: true };
      yield* walk(root, name);
    } else if (entry.isFile()) {
      yield { path: join(root, name), name, folder: false };
    }
  }
}

/** Files up to this size are read whole; larger ones (a table's segments, up to 1 GB) streamed. */
const READ_WHOLE_BYTES = 1024 * 1024;

/** The zeros that fill a file's last block. */
const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* archiveChunks(root: string): AsyncGenerator<Buffer> {
  for await (const { path, name, folder } of walk(root)) {
    const { mode, size, mtimeMs } = await stat(path);
    if (folder) {
      yield header(`${name}/`, { mode, size: 0, mtimeMs, folder });
    } else if (size <= READ_WHOLE_BYTES) {
      const data = await readFile(path);
      yield Buffer.concat([
        header(name, { mode, size: data.length, mtimeMs, folder }),
        data,
        padding(data.length),
      ]);
    } else {
      yield header(name, { mode, size, mtimeMs, folder });
      // The copy is not written to while it is archived, so its size holds.
      let written = 0;
      for await (const chunk of createReadStream(path)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (written !== size) throw new Error(`The file ${name} changed while it was archived.`);
      yield padding(size);
    }
  }
  // The end of an archive: two empty blocks.
  yield Buffer.alloc(2 * BLOCK);
}

/** The folders and files under `root` as an uncompressed tar stream, names relative to `root`. */
export function tarDirectory(root: string): Readable {
  return Readable.from(archiveChunks(root), { objectMode: false });
}
