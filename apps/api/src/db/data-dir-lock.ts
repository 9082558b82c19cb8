import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** The data directory is already open in another live process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${pid}. PGlite allows one process at a time: ` +
        'stop that process first (or use DATABASE_URL with a PostgreSQL server). If no such process runs, ' +
        `delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export const LOCK_FILE = 'harsh.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. PGlite is a database in the process: two processes
 * opening the same directory corrupt it (the server and `npm run leads`, or two servers). A lock
 * left by a process that no longer runs (killed, crashed) is taken over.
 *
 * Resolves to the function that gives the directory back.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return () => unlink(path).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    // Our own pid in an old lock means a previous run in a container that reuses pids.
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    await unlink(path).catch(() => undefined);
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking it.`);
}
