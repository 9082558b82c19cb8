import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page kept whole: its bytes in each encoding and the headers to send with it. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** Statuses whose pages are the same for every visitor and may be kept. */
const KEPT_STATUSES = new Set([200, 404]);

/**
 * Hashes of the inline scripts React Router writes into a page, for the page's CSP. Hashes
 * rather than nonces, so that the same bytes can be served to many visitors.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return [...hashes];
}

export async function renderedPage(status: number, headers: Record<string, string>, body: Buffer): Promise<RenderedPage> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { status, headers, body, gzip: gz, br, etag };
}

/**
 * Rendered pages, kept for a few seconds (micro-caching): a busy page is rendered once per
 * `ttlMs` instead of once per request, and concurrent requests for a page share one render.
 * Content edits show within `ttlMs`.
 */
export class PageCache {
  private readonly pages: LRUCache<string, Promise<RenderedPage>>;

  constructor(ttlMs: number, maxPages = 500) {
    this.pages = new LRUCache({ max: maxPages, ttl: ttlMs });
  }

  /** The cached page for `key`, or a fresh render (kept only when every visitor would get the same). */
  get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const hit = this.pages.get(key);
    if (hit) return hit;
    const pending = render();
    this.pages.set(key, pending);
    pending.then(
      (page) => !KEPT_STATUSES.has(page.status) && this.pages.delete(key),
      () => this.pages.delete(key),
    );
    return pending;
  }

  clear() {
    this.pages.clear();
  }
}
