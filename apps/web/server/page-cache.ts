import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { compressBody, type Encoding } from '@harsh/api';

/**
 * Compression levels. A page's first answers are compressed fast (well under a millisecond for
 * our pages), so that compressing never costs more than rendering; a kept page asked for again
 * gets the strongest levels, made once in the background for each distinct body.
 */
const LEVELS = {
  fast: { br: 4, gzip: 6 },
  strong: { br: 11, gzip: 9 },
} as const;

/** The encodings pages are sent in (`chooseEncoding`). */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

const compress = (body: Buffer, encoding: Encoding, level: keyof typeof LEVELS) =>
  compressBody(body, encoding, LEVELS[level]);

/**
 * Strongly compressed bodies by ETag. Re-rendering an unchanged page gives the same bytes, so a
 * page that expires and is rendered again reuses its strong compression instead of redoing it.
 * One is made at a time: they take tens of milliseconds each on libuv's few threads, and a change
 * to every page starts one for each page asked for twice; made all at once they held the fast
 * compressions of visitors' answers behind them for seconds.
 */
class StrongCompressions {
  private readonly done = new LRUCache<string, Buffer>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (b) => b.length || 1,
  });
  private readonly queued = new Map<string, Promise<void>>();
  private chain: Promise<void> = Promise.resolve();

  get(etag: string, encoding: Encoding): Buffer | undefined {
    return this.done.get(`${encoding} ${etag}`);
  }

  /** Queues the strong compression of `body` unless it is done or queued; resolves once it is done. */
  request(etag: string, encoding: Encoding, body: Buffer): Promise<void> {
    const key = `${encoding} ${etag}`;
    if (this.done.has(key)) return Promise.resolve();
    const queued = this.queued.get(key);
    if (queued) return queued;
    const promise = this.chain.then(() =>
      compress(body, encoding, 'strong')
        .then((compressed) => void this.done.set(key, compressed))
        .catch(() => undefined)
        .finally(() => this.queued.delete(key)),
    );
    this.chain = promise;
    this.queued.set(key, promise);
    return promise;
  }
}

/**
 * A rendered page: its bytes, the headers to send with them, and its compressed forms. Once kept
 * and strongly compressed in every encoding, it lets go of the rest (the bytes as rendered and
 * their fast compressions, four fifths of its memory): the sitemap's every page fits in memory at
 * the company's size (issue 42 §2), and the rare client that takes no compression gets the gzip
 * form unpacked.
 */
export class RenderedPage {
  readonly etag: string;
  /** Set by the page cache when every visitor may be given this page again. */
  kept = false;
  /** The content tables the render read (`*`: something it cannot name); set by the renderer. */
  tables: ReadonlySet<string> = new Set(['*']);
  /**
   * Set by the renderer when a read failed (the database away): the page was shown without it
   * (a list left empty, "search is not available"), so it is never kept.
   */
  incomplete = false;
  private answers = 0;
  private readonly fast = new Map<Encoding, Promise<Buffer>>();
  /** Its strong compressions, its own once made: the shared store may let them go. */
  private readonly strongest = new Map<Encoding, Buffer>();
  /** The bytes as rendered, until the page is kept in every strong compression. */
  private rendered: Buffer | null;

  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    body: Buffer,
    private readonly strong: StrongCompressions,
  ) {
    this.rendered = body;
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  }

  /** The bytes as rendered: kept, or unpacked from the gzip form once the page is slim. */
  async body(): Promise<Buffer> {
    return this.rendered ?? (await gunzipped(this.strongest.get('gzip')!));
  }

  /** Whether it holds only its strong compressions now (`slim`). */
  get slim(): boolean {
    return this.rendered === null;
  }

  /** Queues the strongest compressions now (a page rendered ahead), before anyone asks. */
  async compressStrongly(): Promise<void> {
    for (const encoding of ENCODINGS) await this.compressStronglyIn(encoding);
  }

  private async compressStronglyIn(encoding: Encoding): Promise<void> {
    if (this.strongest.has(encoding) || !this.rendered) return;
    await this.strong.request(this.etag, encoding, this.rendered);
    const compressed = this.strong.get(this.etag, encoding);
    if (compressed) this.strongest.set(encoding, compressed);
    if (this.kept && this.rendered && ENCODINGS.every((each) => this.strongest.has(each))) {
      this.rendered = null;
      this.fast.clear();
    }
  }

  /** The body as it is sent now with nothing left to compress: as rendered, or its strong compression once made. */
  finished(encoding: Encoding | null): Buffer | undefined {
    if (!encoding) return this.rendered ?? undefined;
    return this.strongest.get(encoding) ?? this.strong.get(this.etag, encoding);
  }

  /** The body in `encoding`: strongly compressed when that is ready, else a fast compression. */
  async encoded(encoding: Encoding): Promise<Buffer> {
    const strong = this.finished(encoding);
    if (strong) return strong;
    // Asked for again (in any encoding): in the background, one at a time, in every encoding, so
    // that a kept page then holds nothing else. A page asked for once (a made-up address's 404, a
    // search) costs no strong compression.
    this.answers += 1;
    if (this.kept && this.answers > 1) void this.compressStrongly();
    let fast = this.fast.get(encoding);
    if (!fast) {
      fast = compress(this.rendered!, encoding, 'fast');
      this.fast.set(encoding, fast);
    }
    return fast;
  }
}

const gunzipped = promisify(gunzip);

/** Makes `RenderedPage`s that share one store of strong compressions. */
export class PageFactory {
  private readonly strong = new StrongCompressions();

  page(status: number, headers: Record<string, string>, body: Buffer): RenderedPage {
    return new RenderedPage(status, headers, body, this.strong);
  }
}

/**
 * The hashes of the inline scripts React Router and React wrote into a page rendered for
 * everyone, for the page's CSP, and the page without their marker. Hashes rather than nonces, so
 * that the same bytes can be served to many visitors. Only scripts that carry the render's marker
 * (`scriptMarker`, random for each render, written as their nonce) are hashed: a script that came
 * into the page any other way (text that got past the sanitiser, say) is not allowed to run.
 */
export function markedScriptHashes(
  html: string,
  scriptMarker: string,
): { html: string; hashes: string[] } {
  const marked = ` nonce="${scriptMarker}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1]!;
    if (!attributes.includes(marked) || /\bsrc=/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
  }
  return { html: html.replaceAll(marked, ''), hashes: [...hashes] };
}

export interface PageCacheOptions {
  /**
   * How long a page is served before it is rendered again; 0 turns the cache off (`PAGE_CACHE=off`).
   * Where publishes are heard (`invalidate`), pages are kept until their content changes, with a
   * long ttl only as a safety net.
   */
  ttlMs: number;
  maxPages?: number;
  /** Not-found answers for paths a route claims (a blog post that does not exist), kept apart. */
  maxMissing?: number;
  /**
   * How long after a change a page dropped by `invalidate` with `keepStale` may still be served
   * while its new render is on the way (`refresh`); 0: never.
   */
  staleMs?: number;
}

/** A page dropped by a change but served until its new render is kept. */
interface StalePage {
  page: Promise<RenderedPage>;
  since: number;
}

/**
 * Rendered pages, kept for a few seconds (micro-caching): a busy page is rendered once per
 * `ttlMs` instead of once per request, and concurrent requests for a page share one render.
 * Only 200 pages and the shared 404 go in the main store; a 404 for a path that a route claims
 * goes in a small store of its own, so that requests for made-up addresses cannot push the real
 * pages out.
 */
/** What a render for everyone read: the content tables, and whether any read failed. */
export class RenderReads {
  readonly tables = new Set<string>();
  failed = false;
}

export class PageCache {
  private readonly pages: LRUCache<string, Promise<RenderedPage>> | null;
  private readonly missing: LRUCache<string, Promise<RenderedPage>> | null;
  /** Each finished render by its promise, so that `invalidate` can read what a page read. */
  private readonly rendered = new WeakMap<Promise<RenderedPage>, RenderedPage>();
  /** Pages a change dropped, served while `refresh` renders them again (stale while revalidating). */
  private readonly stale = new Map<string, StalePage>();
  /** Renders under way in `refresh`, by key; a change while one runs marks it outdated. */
  private readonly refreshing = new Map<string, { outdated: boolean }>();
  private readonly staleMs: number;
  /** Told when a stale page was served: its new render is wanted first. */
  onStaleServed: (key: string) => void = () => undefined;
  /**
   * Requests answered with a kept page (or one being rendered for an earlier request), with a
   * page kept before a change while its new render is on the way, and those that started a
   * render: for the metrics.
   */
  readonly counts = { hits: 0, stale: 0, misses: 0 };

  /** The most pages kept. */
  readonly capacity: number;

  constructor({ ttlMs, maxPages = 500, maxMissing = 100, staleMs = 0 }: PageCacheOptions) {
    this.capacity = maxPages;
    this.pages = ttlMs > 0 ? new LRUCache({ max: maxPages, ttl: ttlMs }) : null;
    this.missing = ttlMs > 0 ? new LRUCache({ max: maxMissing, ttl: ttlMs }) : null;
    this.staleMs = staleMs;
  }

  get enabled() {
    return this.pages !== null;
  }

  /** The kept page for `key`, or a fresh render (kept only when every visitor would get the same). */
  get(
    key: string,
    render: () => Promise<RenderedPage>,
    { sharedNotFound = false } = {},
  ): Promise<RenderedPage> {
    const { pages, missing } = this;
    if (!pages || !missing) return render();
    const hit = pages.get(key) ?? missing.get(key);
    if (hit) {
      this.counts.hits += 1;
      return hit;
    }
    const stale = this.stale.get(key);
    if (stale) {
      if (Date.now() - stale.since <= this.staleMs) {
        this.counts.stale += 1;
        this.onStaleServed(key);
        return stale.page;
      }
      // Its new render is late (the renderer held back by visitors' renders): rendered now, as any miss.
      this.stale.delete(key);
    }
    this.counts.misses += 1;
    const pending = render();
    pages.set(key, pending);
    pending.then(
      (page) => this.settle(key, pending, page, sharedNotFound),
      () => this.forget(key, pending),
    );
    return pending;
  }

  /**
   * The page kept under `key` now, if its render is done and kept (counted as a hit); never a
   * page being rendered or one dropped by a change. For answering a kept page without waiting.
   */
  kept(key: string): RenderedPage | undefined {
    const pending = this.pages?.get(key) ?? this.missing?.get(key);
    const page = pending && this.rendered.get(pending);
    if (!page?.kept) return undefined;
    this.counts.hits += 1;
    return page;
  }

  /**
   * Renders `key` for everyone unless it is kept or being rendered, without making anyone wait
   * for it: until the render is done, requests get the stale page if there is one (or render it
   * themselves). The render is kept by the rules of `get`; a change while it ran makes it
   * outdated, not kept (`invalidate` names the key again). Returns the page now kept under the
   * key, and whether this call rendered it.
   */
  async refresh(
    key: string,
    render: () => Promise<RenderedPage>,
    { sharedNotFound = false } = {},
  ): Promise<{ page: RenderedPage | null; rendered: boolean }> {
    const { pages, missing } = this;
    if (!pages || !missing) return { page: null, rendered: false };
    const kept = pages.get(key) ?? missing.get(key);
    if (kept) return { page: await kept.catch(() => null), rendered: false };
    const run = { outdated: false };
    this.refreshing.set(key, run);
    let page: RenderedPage;
    try {
      page = await render();
    } catch {
      // Not kept: visitors render it themselves, as before a change was heard.
      this.stale.delete(key);
      return { page: null, rendered: true };
    } finally {
      if (this.refreshing.get(key) === run) this.refreshing.delete(key);
    }
    if (run.outdated) return { page: null, rendered: true };
    const meanwhile = pages.get(key) ?? missing.get(key);
    if (meanwhile) return { page: await meanwhile.catch(() => null), rendered: true };
    const pending = Promise.resolve(page);
    pages.set(key, pending);
    this.settle(key, pending, page, sharedNotFound);
    return { page, rendered: true };
  }

  /** Keeps a finished render by the rules (200s and 404s, never an incomplete page), or forgets it. */
  private settle(
    key: string,
    pending: Promise<RenderedPage>,
    page: RenderedPage,
    sharedNotFound: boolean,
  ) {
    this.rendered.set(pending, page);
    // Whatever its outcome, a render after the change replaces the page kept before it.
    this.stale.delete(key);
    if (page.incomplete) {
      this.forget(key, pending);
    } else if (page.status === 200 || (page.status === 404 && sharedNotFound)) {
      page.kept = true;
    } else if (page.status === 404) {
      page.kept = true;
      this.forget(key, pending);
      this.missing!.set(key, pending);
    } else {
      this.forget(key, pending);
    }
  }

  /** A newer render may have taken the key meanwhile (after the ttl): only this one's entry is moved. */
  private forget(key: string, pending: Promise<RenderedPage>) {
    if (this.pages!.peek(key, { allowStale: true }) === pending) this.pages!.delete(key);
  }

  clear() {
    this.pages?.clear();
    this.missing?.clear();
    this.stale.clear();
  }

  /**
   * Drops every page that read one of `tables` (and pages still being rendered, which may have
   * read the old content), or every page when `tables` holds `*`: the next request renders
   * afresh. A dropped page for which `keepStale` says yes is served a while longer
   * (`staleMs`), until `refresh` has rendered it again. Returns the dropped keys, with those of
   * renders under way in `refresh` (now outdated) and of pages an earlier change left stale that
   * read one of `tables` too: they wait for a render that shows this change as well, and
   * whoever made it waits for that render (render-ahead's hold), not for the earlier one's.
   */
  invalidate(
    tables: readonly string[],
    keepStale: (key: string) => boolean = () => false,
  ): string[] {
    const everything = tables.includes('*');
    const changes = (page: RenderedPage | undefined) =>
      !page || everything || page.tables.has('*') || tables.some((table) => page.tables.has(table));
    const dropped = new Set<string>();
    const now = Date.now();
    for (const [key, stale] of this.stale)
      if (changes(this.rendered.get(stale.page))) dropped.add(key);
    for (const store of [this.pages, this.missing]) {
      if (!store) continue;
      for (const [key, pending] of [...store.entries()]) {
        const page = this.rendered.get(pending);
        if (!changes(page)) continue;
        store.delete(key);
        dropped.add(key);
        if (page && this.staleMs > 0 && keepStale(key))
          this.stale.set(key, { page: pending, since: now });
      }
    }
    for (const [key, run] of this.refreshing) {
      run.outdated = true;
      dropped.add(key);
    }
    return [...dropped];
  }
}
