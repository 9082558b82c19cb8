import { once } from 'node:events';
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../plugins/errors.js';
import type { PgliteBackups } from './pglite-backup.js';

/*
 * How `npm run backup` gets a backup from the server that holds a PGlite data directory, which
 * no other process may open: a Unix socket in that directory. Connecting needs write access to
 * the socket, which is its owner's alone (0600), in a directory only those who run the site
 * reach; no port, no password.
 *
 * The exchange: the client sends the line `backup`; the server answers with one line of JSON,
 * `{"ok":true}` followed by the backup's bytes (a `.tar.gz`) up to the end of the connection, or
 * `{"ok":false,"error":"…"}`. A connection cut short leaves a gzip stream without its end, which
 * the client notices.
 */

export const BACKUP_SOCKET = 'harsh-backup.sock';

const REQUEST = 'backup';
/** A line longer than this is not ours. */
const MAX_LINE_BYTES = 4_096;
/** The client's request line must arrive within this. */
const REQUEST_TIMEOUT_MS = 5_000;
/** A transfer that makes no progress for this long (a reader that stopped) is ended. */
const IDLE_TIMEOUT_MS = 120_000;

type Header = { ok: true } | { ok: false; error: string };

/** Reads one line of text from `socket`, leaving what follows it in the stream. */
function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const settle = (outcome: () => void) => {
      socket.off('data', onData).off('end', onEnd).off('close', onEnd).off('error', onError);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end === -1) {
        if (buffered.length > MAX_LINE_BYTES)
          settle(() => reject(new Error('The other side does not speak the backup exchange.')));
        return;
      }
      socket.pause();
      if (end + 1 < buffered.length) socket.unshift(buffered.subarray(end + 1));
      settle(() => resolve(buffered.subarray(0, end).toString('utf8')));
    };
    const onEnd = () =>
      settle(() => reject(new Error('The connection closed before a whole line came.')));
    const onError = (error: Error) => settle(() => reject(error));
    socket.on('data', onData).on('end', onEnd).on('close', onEnd).on('error', onError);
  });
}

const headerLine = (header: Header) => `${JSON.stringify(header)}\n`;

export interface BackupChannel {
  /** Stops taking requests and ends the transfers under way. */
  close(): Promise<void>;
}

/**
 * Serves backups of the open PGlite database to `npm run backup` on the socket in `dataDir`.
 * A socket left there by a process that stopped is replaced (this process holds the directory).
 * When it cannot listen (a path too long for a socket, say), it says so in the log, and the site
 * runs without on-line backups.
 */
export async function serveBackupRequests(
  dataDir: string,
  backups: PgliteBackups,
  log: FastifyBaseLogger,
): Promise<BackupChannel> {
  const path = join(dataDir, BACKUP_SOCKET);
  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    void answer(socket);
  });

  async function answer(socket: Socket) {
    socket.on('error', () => undefined);
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    let headerSent = false;
    try {
      if ((await readLine(socket)) !== REQUEST) throw new Error('Unknown request.');
      socket.setTimeout(IDLE_TIMEOUT_MS);
      const started = performance.now();
      await backups.take(async (archive) => {
        socket.write(headerLine({ ok: true }));
        headerSent = true;
        await pipeline(archive, socket);
      });
      log.info(
        { bytes: socket.bytesWritten, ms: Math.round(performance.now() - started) },
        'Backup sent to npm run backup',
      );
    } catch (error) {
      log.error({ err: loggableError(error) }, 'A backup asked for by npm run backup failed');
      if (headerSent || socket.destroyed) socket.destroy();
      else
        socket.end(
          headerLine({ ok: false, error: error instanceof Error ? error.message : String(error) }),
        );
    }
  }

  await rm(path, { force: true });
  try {
    server.listen(path);
    await once(server, 'listening');
    await chmod(path, 0o600);
  } catch (error) {
    server.close();
    log.warn(
      { err: loggableError(error) },
      `No on-line backups: cannot listen on ${path} (npm run backup needs the site stopped)`,
    );
    return { close: async () => {} };
  }
  return {
    async close() {
      // Closing the server removes the socket's file.
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}

/** A process holds the directory but answers no backup request, or it refused one. */
export class BackupRequestError extends Error {
  override name = 'BackupRequestError';
}

/**
 * Passes a `.tar.gz` through unchanged and fails at its end unless it was whole: a gzip stream
 * carries its length and checksum at the end, which a cut connection loses.
 */
function wholeGzip(): Transform {
  const gunzip = createGunzip();
  gunzip.resume();
  const checked = finished(gunzip);
  checked.catch(() => undefined);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      gunzip.write(chunk);
      done(null, chunk);
    },
    flush(done) {
      gunzip.end();
      checked.then(
        () => done(),
        () =>
          done(
            new BackupRequestError(
              'The backup arrived cut short: the server stopped sending it. Try again.',
            ),
          ),
      );
    },
  });
}

/**
 * Connects to the backup socket in `dataDir`; null when no process listens there (none holds the
 * directory, or one stopped without removing its socket).
 */
export async function connectToBackupChannel(dataDir: string): Promise<Socket | null> {
  const socket = createConnection(join(dataDir, BACKUP_SOCKET));
  try {
    await once(socket, 'connect');
    return socket;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw error;
  }
}

/** Asks the server at the other end of `socket` for a backup and writes it to `out`, checked whole. */
export async function receiveBackup(socket: Socket, out: Writable): Promise<void> {
  socket.setTimeout(IDLE_TIMEOUT_MS, () =>
    socket.destroy(new BackupRequestError('The server stopped answering.')),
  );
  socket.write(`${REQUEST}\n`);
  const line = await readLine(socket);
  let header: Header;
  try {
    header = JSON.parse(line) as Header;
  } catch {
    socket.destroy();
    throw new BackupRequestError(
      'The process that holds the data directory answered something else than a backup.',
    );
  }
  if (!header.ok) {
    socket.destroy();
    throw new BackupRequestError(`The server could not take the backup: ${header.error}`);
  }
  await pipeline(socket, wholeGzip(), out);
}
