import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PageCache, PageFactory } from './page-cache.js';
import { mostPagesAhead, RenderAhead, type RenderFor, sitemapLocations } from './render-ahead.js';
import { RenderLimiter } from './render-limiter.js';

const SITE = 'https://www.harshlogistics.in';
const factory = new PageFactory();

/** Holds the thread for `ms`, as a render does (CPU work from start to end). */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * A site of a few pages: each reads the company facts (`settings`) and its own table, renders in
 * `renderMs` of the thread through the pages' render slot, and says which edition of the facts
 * it shows. The sitemap lists every page but the search page.
 */
function site({ renderMs = 1, share = 1 } = {}) {
  const paths = [
    '/',
    '/about-us',
    '/services/services1',
    '/blogs/blog_details/rail-freight',
    '/branches/pune/hadapsar',
  ];
  const content = { facts: 1 };
  const renders: string[] = [];
  /** While set, every render waits for it before it starts: what a visitor is served meanwhile is then the test's to see. */
  let held: Promise<void> | undefined;
  const hold = () => {
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    return () => {
      held = undefined;
      release();
    };
  };
  /** How many renders were running, seen from inside each render of the renderer's. */
  const runningSeen: number[] = [];
  const cache = new PageCache({ ttlMs: 60_000, staleMs: 10_000 });
  const limiter = new RenderLimiter(1, 8);
  const sitemap = `<?xml version="1.0"?><urlset>${paths.map((path) => `<url><loc>${SITE}${path}</loc></url>`).join('')}</urlset>`;
  const render = (path: string) => async () => {
    await held;
    renders.push(path);
    runningSeen.push(limiter.stats.running);
    busy(renderMs);
    const body =
      path === '/sitemap.xml'
        ? sitemap
        : `<html><body>${path}, facts edition ${content.facts}</body></html>`;
    const page = factory.page(200, { 'content-type': 'text/html' }, Buffer.from(body));
    page.tables = new Set(
      path === '/about-us'
        ? ['settings', 'pages']
        : path === '/sitemap.xml'
          ? ['pages', 'services']
          : ['settings'],
    );
    return page;
  };
  const renderFor: RenderFor = (path) => {
    const key = path.replace(/\/+$/, '') || '/';
    return { key, sharedNotFound: false, render: () => limiter.run(render(key)) };
  };
  const ahead = new RenderAhead({
    cache,
    limiter,
    siteUrl: SITE,
    log: pino({ level: 'silent' }),
    share,
    serving: () => true,
  });
  cache.onStaleServed = ahead.wanted;
  ahead.attach(renderFor);
  /** A visitor's request, as the page handler makes it. */
  const visit = (path: string) => {
    const page = renderFor(path)!;
    return cache.get(page.key, page.render);
  };
  /** A publish: the page cache drops what read the tables, the renderer renders them again. */
  const publish = (tables: string[]) => {
    if (tables.includes('settings')) content.facts += 1;
    ahead.dropped(cache.invalidate(tables, ahead.covers));
  };
  return { paths, renders, runningSeen, cache, limiter, ahead, visit, publish, hold };
}

describe('RenderAhead', () => {
  it('keeps every page of the sitemap after start, without any visitor asking', async () => {
    const { paths, renders, cache, ahead, visit } = site();
    ahead.renderAll('start');
    expect(await ahead.settled(5_000)).toBe(true);
    expect(renders).toEqual(['/sitemap.xml', ...paths]);
    for (const path of paths)
      expect((await (await visit(path)).body()).toString()).toContain(`${path}, facts edition 1`);
    expect(renders).toHaveLength(paths.length + 1);
    expect(cache.counts).toMatchObject({ hits: paths.length, misses: 0 });
    expect(ahead.lastPass).toMatchObject({ reason: 'start', rendered: paths.length + 1 });
  });

  it('renders again in the background the pages a change dropped, serving them as they were meanwhile', async () => {
    const { paths, renders, cache, ahead, visit, publish, hold } = site();
    ahead.renderAll('start');
    await ahead.settled(5_000);
    renders.length = 0;

    publish(['pages']);
    // Only what read the table: the page and the sitemap; the sitemap is read again first.
    expect((await (await visit('/about-us')).body()).toString()).toContain('facts edition 1');
    await ahead.settled(5_000);
    expect(renders).toEqual(['/sitemap.xml', '/about-us']);

    renders.length = 0;
    const staleBefore = cache.counts.stale;
    // The renders wait until every page has been asked for once: on a slow machine the first
    // would otherwise be kept again before the last is asked for.
    const release = hold();
    publish(['settings']);
    // Every page read the company facts: each is served as it was, none rendered for a visitor…
    for (const path of paths)
      expect((await (await visit(path)).body()).toString()).toContain('facts edition 1');
    expect(cache.counts.stale - staleBefore).toBe(paths.length);
    expect(cache.counts.misses).toBe(0);
    // …and all are kept again, now with the new facts.
    release();
    expect(await ahead.settled(5_000)).toBe(true);
    expect(renders.sort()).toEqual([...paths].sort());
    for (const path of paths)
      expect((await (await visit(path)).body()).toString()).toContain('facts edition 2');
    expect(cache.counts.misses).toBe(0);
  });

  it('renders first the page a visitor was given stale', async () => {
    const { paths, renders, ahead, visit, publish } = site();
    ahead.renderAll('start');
    await ahead.settled(5_000);
    renders.length = 0;
    publish(['settings']);
    await visit('/branches/pune/hadapsar');
    await ahead.settled(5_000);
    expect(renders[0]).toBe('/branches/pune/hadapsar');
    expect(renders).toHaveLength(paths.length);
  });

  it('never holds a visitor’s render behind more than one of its own, and rests between them', async () => {
    const { renders, runningSeen, limiter, ahead, cache } = site({ renderMs: 20, share: 0.5 });
    const started = performance.now();
    ahead.renderAll('start');
    // A search, rendered for the visitor who asks, while the sitemap's pages are rendered ahead.
    const waits: number[] = [];
    const rendersBefore: number[] = [];
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 15));
      const asked = performance.now();
      const aheadAtAsk = renders.length;
      await cache.get(`/search?q=${i}`, () =>
        limiter.run(async () => {
          rendersBefore.push(renders.length - aheadAtAsk);
          runningSeen.push(limiter.stats.running);
          busy(20);
          return factory.page(200, {}, Buffer.from(`results ${i}`));
        }),
      );
      waits.push(performance.now() - asked);
    }
    await ahead.settled(10_000);
    // Behind one of the renderer's at most (the one running when the visitor came)…
    expect(Math.max(...rendersBefore)).toBeLessThanOrEqual(1);
    // One render at a time, seen from inside every render (a timer outside saw none on a loaded machine).
    expect(new Set(runningSeen)).toEqual(new Set([1]));
    // …so within its own render (20 ms) and one of the renderer's (20 ms), with room for a loaded machine.
    for (const wait of waits) expect(wait).toBeLessThan(20 + 20 + 100);
    // Six renders of 20 ms with as long a rest after each, and the visitors' four.
    expect(performance.now() - started).toBeGreaterThan(6 * 20 * 2);
  });

  it('reads a sitemap index and the addresses of its parts', () => {
    expect(
      sitemapLocations(
        `<sitemapindex><sitemap><loc>${SITE}/sitemaps/1.xml</loc></sitemap></sitemapindex>`,
      ),
    ).toEqual({ index: true, locations: [`${SITE}/sitemaps/1.xml`] });
    expect(
      sitemapLocations(`<urlset><url><loc>${SITE}/term&amp;condition</loc></url></urlset>`),
    ).toEqual({ index: false, locations: [`${SITE}/term&condition`] });
  });
});

describe('mostPagesAhead', () => {
  it('renders ahead all but a tenth of what the page cache keeps, leaving at most 200 for queries', () => {
    expect(mostPagesAhead(500)).toBe(450);
    expect(mostPagesAhead(3_000)).toBe(2_800);
    expect(mostPagesAhead(21_000)).toBe(20_800);
  });
});
