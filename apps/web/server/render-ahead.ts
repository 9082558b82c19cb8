import type { FastifyBaseLogger } from 'fastify';
import type { PageCache, RenderedPage } from './page-cache.js';
import type { RenderLimiter } from './render-limiter.js';

/**
 * A page as a request for `path` would render it for everyone: its cache key, and the render
 * (through the pages' render slot, as a request's).
 */
export interface PageRender {
  key: string;
  sharedNotFound: boolean;
  render: () => Promise<RenderedPage>;
}

/** Gives the render of `path` for everyone, or null when the path is no page for everyone. */
export type RenderFor = (path: string) => PageRender | null;

export interface RenderAheadOptions {
  cache: PageCache;
  /** The pages' render slot: the renderer takes it only when no visitor's render runs or waits. */
  limiter: RenderLimiter;
  /** The site's public origin, which the sitemap's addresses start with. */
  siteUrl: string;
  log: FastifyBaseLogger;
  /**
   * The share of the time the renderer may spend rendering while visitors are served: after a
   * render of d ms it rests d × (1 − share) / share. 1: no rest.
   */
  share: number;
  /** Whether visitors are being served (the server listens); before that, no rest is needed. */
  serving: () => boolean;
}

/**
 * A page rendered ahead is compressed ahead too, at the strongest levels, in the background (one
 * compression at a time, `RenderedPage.compressStrongly`): its visitors soon get those without
 * asking twice.
 */
function compressStrongly(page: RenderedPage | null, compressing: Set<Promise<void>>) {
  if (!page?.kept || page.incomplete) return;
  const done = page.compressStrongly().finally(() => compressing.delete(done));
  compressing.add(done);
}

/** The sitemap: where the addresses to render ahead are read from, as a crawler reads them. */
export const SITEMAP_PATH = '/sitemap.xml';

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/** The `<loc>` addresses of a sitemap or a sitemap index, and which of the two it is. */
export function sitemapLocations(xml: string): { index: boolean; locations: string[] } {
  const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    match[1]!.trim().replace(/&(lt|gt|amp|apos|quot);/g, (_, name: string) => XML_ENTITIES[name]!),
  );
  return { index: /<sitemapindex\b/.test(xml), locations };
}

/**
 * Renders every address of the sitemap into the page cache before anyone asks for it: at start,
 * and again for the pages a change dropped (`dropped`), so that no visitor of a published page
 * waits for a render. It reads the addresses from the sitemap, rendered as a crawler would get
 * it, and renders each as a request would (`RenderFor`), into the same key, so the kept page is
 * the one a visitor's request would have kept.
 *
 * It yields to visitors: one render at a time, only when the pages' render slot is free (a
 * visitor's render waits behind one of its renders at most), resting between renders so that it
 * takes a bounded share of the thread. While a dropped page waits for its new render, the page
 * cache serves the copy kept before the change (`PageCache.invalidate` with `covers`), and a
 * page a visitor asked for meanwhile is rendered next.
 */
export class RenderAhead {
  private renderFor: RenderFor | null = null;
  /** The sitemap's addresses, by cache key. */
  private addresses = new Map<string, string>();
  /** Keys to render, in order; `urgent` first (a visitor got their stale copy). */
  private readonly queue = new Map<string, string>();
  private readonly urgent = new Set<string>();
  private sitemapWanted = false;
  private running = false;
  private stopped = false;
  private readonly settledWaiters: Array<() => void> = [];
  /** The compressions of pages rendered ahead, under way (`compressed`). */
  private readonly compressing = new Set<Promise<void>>();
  /** When the work now queued began (the change heard, or the start), and why. */
  private pass: { since: number; reason: string; rendered: number } | null = null;
  /** Changes heard: a request that saw it move made a change (`settled`). */
  generation = 0;
  /** The last pass finished: what started it, the pages it rendered, and how long it took. */
  lastPass: { reason: string; rendered: number; ms: number } | null = null;

  constructor(private readonly options: RenderAheadOptions) {}

  /** Takes the page renderer (the page handler's); nothing is rendered before. */
  attach(renderFor: RenderFor) {
    this.renderFor = renderFor;
  }

  /** Renders the whole sitemap: at start, and when anything may have changed. */
  renderAll(reason: string) {
    if (!this.renderFor || this.stopped) return;
    this.sitemapWanted = true;
    for (const [key, path] of this.addresses) this.queue.set(key, path);
    this.begin(reason);
  }

  /** Whether `key` is one of the sitemap's addresses: kept stale after a change, until rendered again. */
  covers = (key: string): boolean => this.addresses.has(key) || key === SITEMAP_PATH;

  /** The page cache dropped these keys after a change: the sitemap's are rendered again. */
  dropped(keys: readonly string[]) {
    this.generation += 1;
    if (!this.renderFor || this.stopped) return;
    let wanted = false;
    for (const key of keys) {
      if (key === SITEMAP_PATH) {
        // Addresses may have come or gone: read again before the pages.
        this.sitemapWanted = true;
        wanted = true;
        continue;
      }
      const path = this.addresses.get(key);
      if (path === undefined) continue;
      this.queue.set(key, path);
      wanted = true;
    }
    if (wanted) this.begin('change');
  }

  /** A visitor got the stale copy of `key`: its new render comes next. */
  wanted = (key: string) => {
    if (this.queue.has(key)) this.urgent.add(key);
  };

  /** Pages waiting for their render (the sitemap counts as one). */
  get pending(): number {
    return this.queue.size + (this.sitemapWanted ? 1 : 0) + (this.running ? 1 : 0);
  }

  /** Resolves true once nothing is left to render, or false after `timeoutMs`. */
  settled(timeoutMs: number): Promise<boolean> {
    if (!this.running && this.pending === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.settledWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /**
   * Resolves once the pages rendered ahead are compressed too: at start, before visitors come,
   * so that the compressions (seconds of a core) are not made while they are served.
   */
  async compressed(): Promise<void> {
    while (this.compressing.size > 0) await Promise.all([...this.compressing]);
  }

  /** Renders nothing more (the server is closing). */
  stop() {
    this.stopped = true;
    this.queue.clear();
    this.urgent.clear();
    this.sitemapWanted = false;
  }

  private begin(reason: string) {
    this.pass ??= { since: performance.now(), reason, rendered: 0 };
    if (this.running) return;
    this.running = true;
    void this.work()
      .catch((error: unknown) =>
        this.options.log.error({ err: error }, 'rendering pages ahead failed'),
      )
      .finally(() => {
        this.running = false;
        if (this.pass) {
          const ms = Math.round(performance.now() - this.pass.since);
          this.lastPass = { reason: this.pass.reason, rendered: this.pass.rendered, ms };
          if (this.pass.rendered > 0)
            this.options.log.info(
              { reason: this.pass.reason, pages: this.pass.rendered, ms },
              'pages rendered ahead',
            );
          this.pass = null;
        }
        this.settledWaiters.splice(0).forEach((resolve) => resolve());
      });
  }

  private async work() {
    while (!this.stopped && (this.sitemapWanted || this.queue.size > 0)) {
      await this.turn();
      if (this.stopped) return;
      let renderedMs: number | null;
      if (this.sitemapWanted) {
        this.sitemapWanted = false;
        renderedMs = await this.readSitemap();
      } else {
        const key = this.urgent.values().next().value ?? this.queue.keys().next().value!;
        const path = this.queue.get(key)!;
        this.queue.delete(key);
        this.urgent.delete(key);
        renderedMs = await this.renderPage(path);
        if (renderedMs !== null)
          this.options.log.debug({ path, ms: Math.round(renderedMs) }, 'page rendered ahead');
      }
      if (renderedMs === null) continue;
      if (this.pass) this.pass.rendered += 1;
      await this.rest(renderedMs);
    }
  }

  /** Waits until no visitor's render runs or waits, and until requests already read have had their turn. */
  private async turn() {
    const { limiter } = this.options;
    for (;;) {
      await limiter.whenIdle();
      await new Promise((resolve) => setImmediate(resolve));
      if (limiter.stats.running === 0 && limiter.stats.waiting === 0) return;
    }
  }

  private async rest(ms: number) {
    const { serving, share } = this.options;
    if (share >= 1 || !serving()) return;
    await new Promise((resolve) => setTimeout(resolve, (ms * (1 - share)) / share));
  }

  /**
   * Renders `path` into the page cache unless it is kept; how long the render took (its
   * compression, off the thread, not counted), or null when there was nothing to render.
   */
  private async renderPage(path: string): Promise<number | null> {
    const page = this.renderFor!(path);
    if (!page) return null;
    let ms = 0;
    const render = async () => {
      const started = performance.now();
      try {
        return await page.render();
      } finally {
        ms = performance.now() - started;
      }
    };
    const { page: kept, rendered } = await this.options.cache.refresh(page.key, render, {
      sharedNotFound: page.sharedNotFound,
    });
    if (rendered) compressStrongly(kept, this.compressing);
    return rendered ? ms : null;
  }

  /**
   * Reads the sitemap (kept in the page cache like any page) and queues each of its addresses
   * that is not kept; a sitemap index's parts are read too. How long it took, as `renderPage`.
   */
  private async readSitemap(): Promise<number | null> {
    const { siteUrl, log } = this.options;
    const read = async (path: string) => {
      const started = performance.now();
      const page = this.renderFor!(path);
      if (!page) return { renderedMs: null, xml: null };
      const { page: kept, rendered } = await this.options.cache.refresh(page.key, page.render, {
        sharedNotFound: page.sharedNotFound,
      });
      if (rendered) compressStrongly(kept, this.compressing);
      return {
        renderedMs: rendered ? performance.now() - started : null,
        xml: kept?.status === 200 ? (await kept.body()).toString('utf8') : null,
      };
    };
    const root = await read(SITEMAP_PATH);
    if (root.xml === null) {
      log.warn('the sitemap could not be read: pages are not rendered ahead until the next change');
      return root.renderedMs;
    }
    const pathOf = (location: string) =>
      location.startsWith(siteUrl) ? location.slice(siteUrl.length) || '/' : null;
    const { index, locations } = sitemapLocations(root.xml);
    let paths = locations.map(pathOf);
    if (index) {
      paths = [];
      for (const part of locations) {
        const partPath = pathOf(part);
        const partXml = partPath === null ? null : (await read(partPath)).xml;
        if (partXml !== null) paths.push(...sitemapLocations(partXml).locations.map(pathOf));
      }
    }
    const addresses = new Map<string, string>();
    for (const path of paths) {
      if (path === null) continue;
      const page = this.renderFor!(path);
      if (page && !addresses.has(page.key)) addresses.set(page.key, path);
    }
    const most = mostPagesAhead(this.options.cache.capacity);
    if (addresses.size > most)
      log.warn(
        { addresses: addresses.size, rendered: most },
        'the sitemap has more addresses than pages are kept (PAGE_CACHE_PAGES): the first are rendered ahead',
      );
    this.addresses = new Map([...addresses].slice(0, most));
    // Those kept are passed over at once (`refresh`); the rest render in the sitemap's order.
    for (const [key, path] of this.addresses) if (!this.queue.has(key)) this.queue.set(key, path);
    return root.renderedMs;
  }
}

/**
 * The most addresses rendered ahead into a page cache that keeps `capacity` pages: all but a
 * tenth (at most 200), so that pages asked for by query (search results) still have room and the
 * rendered pages do not push each other out.
 */
export const mostPagesAhead = (capacity: number) =>
  capacity - Math.min(200, Math.ceil(capacity / 10));
