import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { MESSAGES, ok } from '@harsh/contract';
import { isNotModified } from './conditional-request.js';
import { HttpError } from '../plugins/errors.js';

export interface CachedBody {
  /** The envelope as UTF-8 bytes, encoded once rather than on every send. */
  body: Buffer;
  etag: string;
  /** What the answer depends on (`X-Content-Tables`), its pictures named one by one. */
  tables: readonly string[];
}

/** Content changes rarely: browsers and CDNs may reuse a read for a minute, then revalidate. */
export const READ_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Names the tables a read came from, so that the site can keep a rendered page until one of them
 * changes (it drops the pages that read a table when a publish announces it). For the site only:
 * the site's server takes it off every answer to anyone else, and passes on none from a remote API.
 */
export const CONTENT_TABLES_HEADER = 'x-content-tables';

const tablesOfKey = (key: string) => [key.split(':')[0]!];

/**
 * What a read whose answer carries pictures depends on: what it read (`read`), and the library's
 * pictures, as a picture's focal point and description are the library's. Once the answer is
 * made, `media` becomes each picture it names (`media#{hash}`), so that describing one picture
 * drops the answers that show it, not every answer with a picture.
 */
export const withPictures = (read: readonly string[]) => [...read, MEDIA];

const MEDIA = 'media';
/** A library picture's address in an answer (`/api/media/lib/{hash}-…`): its hash. */
const LIBRARY_PICTURE = /\/api\/media\/lib\/([0-9a-f]{16})-/g;

/** The most pictures an answer names one by one (23 bytes each in `X-Content-Tables`). */
const MOST_PICTURES_NAMED = 100;

/** What a change to one library picture names: the answers that show it, and the library read whole. */
export const pictureChanged = (hash: string) => [MEDIA, `${MEDIA}#${hash}`];

interface Entry {
  body: Promise<CachedBody | null>;
  /** While the answer is made, `media` whole: a picture described meanwhile drops it. */
  tables: readonly string[];
}

/**
 * Serialised read responses, kept until the content they came from changes. Each entry names
 * the tables it read (by default the key's first segment: `pages:1` reads `pages`), so a write
 * to a table drops just the entries that read it. Concurrent misses for one key share one load.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private fill:
    { finish: (data: unknown) => Promise<unknown>; tables: readonly string[] } | undefined;

  constructor(maxEntries = 2_000) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /**
   * Passes every answer through `finish` before it is kept (the company facts filled into its
   * texts), and keeps it only until one of `tables` (what `finish` reads) changes too.
   */
  finishEveryAnswer(finish: (data: unknown) => Promise<unknown>, tables: readonly string[]) {
    this.fill = { finish, tables };
  }

  /** The tables an answer read from `tables` depends on: those, and what `finishEveryAnswer` reads. */
  tablesRead(tables: readonly string[]): readonly string[] {
    return this.fill ? [...new Set([...tables, ...this.fill.tables])] : tables;
  }

  /**
   * The answer under `key`, loaded once. It depends on `tables` while it is made (and when
   * nothing is found); `named`, when given, says from the answer what it depends on once made
   * (a branch's page: its row and its neighbours', not every branch).
   */
  get(
    key: string,
    load: () => Promise<unknown>,
    tables: readonly string[] = tablesOfKey(key),
    named?: (data: never) => readonly string[],
  ): Promise<CachedBody | null> {
    const hit = this.entries.get(key);
    if (hit) return hit.body;
    const fill = this.fill;
    const read = this.tablesRead(tables);
    const body = load()
      .then((data) => (data === null || !fill ? data : fill.finish(data)))
      .then((data) =>
        data === null
          ? null
          : serialise(data, named ? this.tablesRead(named(data as never)) : read),
      );
    const entry: Entry = { body, tables: read };
    this.entries.set(key, entry);
    body.then(
      (value) => {
        // Failures and misses are not kept: the next request tries again.
        if (value === null) this.forget(key, entry);
        else entry.tables = value.tables;
      },
      () => this.forget(key, entry),
    );
    return body;
  }

  /** A newer entry may have taken the key meanwhile (a change dropped this one): only this one goes. */
  private forget(key: string, entry: Entry) {
    if (this.entries.peek(key) === entry) this.entries.delete(key);
  }

  /** Drops every entry that read `table` (every entry when none is named). */
  invalidate(table?: string) {
    if (!table) return this.entries.clear();
    for (const [key, entry] of this.entries.entries())
      if (entry.tables.includes(table)) this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}

function serialise(data: unknown, read: readonly string[]): CachedBody {
  const json = JSON.stringify(ok(data));
  const body = Buffer.from(json);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  if (!read.includes(MEDIA)) return { body, etag, tables: read };
  const pictures = new Set(Array.from(json.matchAll(LIBRARY_PICTURE), (match) => match[1]!));
  // A long list of pictures stays `media` whole: the header stays small for any client.
  if (pictures.size > MOST_PICTURES_NAMED) return { body, etag, tables: read };
  const tables = [
    ...read.filter((table) => table !== MEDIA),
    ...[...pictures].map((hash) => `${MEDIA}#${hash}`),
  ];
  return { body, etag, tables };
}

/**
 * Answers a read from the cache: 304 when the client's copy is current, 404 in the envelope
 * when `load` finds nothing.
 */
export async function sendCached(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
  tables?: readonly string[],
  named?: (data: never) => readonly string[],
) {
  const read = cache.tablesRead(tables ?? tablesOfKey(key));
  reply.header(CONTENT_TABLES_HEADER, read.join(','));
  const entry = await cache.get(key, load, read, named);
  if (!entry) throw new HttpError(404, MESSAGES.notFound);
  reply
    .header(CONTENT_TABLES_HEADER, entry.tables.join(','))
    .header('etag', entry.etag)
    .header('cache-control', READ_CACHE_CONTROL);
  if (request.method === 'GET' && isNotModified(request.headers['if-none-match'], entry.etag)) {
    return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
