import { access, open, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { partialName } from './backup-files.js';

/** The backup's file is there already; a backup never replaces one. */
export class BackupFileExistsError extends Error {
  constructor(readonly path: string) {
    super(`${path} exists already: choose another name (a backup never replaces a file).`);
    this.name = 'BackupFileExistsError';
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Writes a backup to `path` by way of `path.partial`, renamed once whole and on disk, so that a
 * file under a backup's name is never half written. Readable by its owner only: it holds people's
 * enquiries. `write` must end the stream it is given (a `pipeline` into it does). Resolves with
 * the file's size.
 */
export async function writeBackupFile(
  path: string,
  write: (file: Writable) => Promise<void>,
): Promise<number> {
  if (await exists(path)) throw new BackupFileExistsError(path);
  const partial = partialName(path);
  // `wx`: a `.partial` that is there already is another backup being written; it is left alone.
  const handle = await open(partial, 'wx', 0o600);
  const file = handle.createWriteStream({ flush: true });
  const closed = once(file, 'close');
  try {
    await write(file);
    await closed;
    if (await exists(path)) throw new BackupFileExistsError(path);
    await rename(partial, path);
  } catch (error) {
    file.destroy();
    await closed.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(path)).size;
}
