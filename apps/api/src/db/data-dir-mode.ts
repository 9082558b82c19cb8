import { chmod as fsChmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * PGlite writes its files as the WebAssembly file system asks, 0666 and 0755 whatever the umask:
 * the live database, its log and `postgresql.conf` were readable, and writable, by every user of
 * the machine. The data directory is kept as PostgreSQL keeps its own: the directory and every
 * folder in it 0700, every file 0600 (issue 40).
 */

/** The data directory is open to other users and this process cannot close it. */
export class DataDirOpenError extends Error {
  constructor(
    readonly path: string,
    mode: number,
    reason: string,
  ) {
    super(
      `${path} is open to other users of this machine (mode ${(mode & 0o777).toString(8).padStart(4, '0')}) and cannot be made private (${reason}). ` +
        'The database is not opened: it holds staff accounts and people’s enquiries. Make the data directory belong to the ' +
        'user the site runs as (chown -R), or close it yourself (chmod -R go-rwx), then start again.',
    );
    this.name = 'DataDirOpenError';
  }
}

/** How a path's mode is changed; tests stand in for a file system that refuses. */
export type Chmod = (path: string, mode: number) => Promise<void>;

/**
 * Makes `dataDir` (0700) if it is missing, and takes from everything in it what other users may
 * do: folders become 0700, files 0600; what is tighter already stays. Throws `DataDirOpenError`,
 * naming the path, when something open to others cannot be tightened (it belongs to another user).
 * Sockets and links are left as they are (the backup socket is made 0600).
 */
export async function secureDataDir(dataDir: string, chmod: Chmod = fsChmod): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await tighten(dataDir, chmod);
}

async function tighten(path: string, chmod: Chmod): Promise<void> {
  const stats = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    // PostgreSQL removed it meanwhile (a temporary file).
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!stats || (!stats.isDirectory() && !stats.isFile())) return;
  if ((stats.mode & 0o077) !== 0) {
    try {
      await chmod(path, stats.isDirectory() ? 0o700 : 0o600);
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT') return;
      throw new DataDirOpenError(path, stats.mode, code ?? message);
    }
  }
  if (stats.isDirectory()) {
    const names = await readdir(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    await Promise.all(names.map((name) => tighten(join(path, name), chmod)));
  }
}
