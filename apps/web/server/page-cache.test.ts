import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, PageFactory } from './page-cache.js';

const factory = new PageFactory();
const html = (text: string) =>
  Buffer.from(`<!doctype html><html><body>${text.repeat(200)}</body></html>`);
const page = (status: number, text = 'Full truckload from Jaipur to Pune. ') =>
  factory.page(status, { 'content-type': 'text/html' }, html(text));

describe('PageCache', () => {
  it('renders a page once for concurrent requests and serves the kept copy after', async () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page(200);
    };
    const [a, b] = await Promise.all([
      cache.get('/about-us', render),
      cache.get('/about-us', render),
    ]);
    const c = await cache.get('/about-us', render);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(a.kept).toBe(true);
  });

  it('never keeps a page rendered while a read failed (the database away): the next request renders again', async () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      return Object.assign(page(200), { incomplete: renders === 1 });
    };
    const first = await cache.get('/about-us', render);
    expect(first.kept).toBe(false);
    const second = await cache.get('/about-us', render);
    expect(renders).toBe(2);
    expect(second.kept).toBe(true);
    await cache.get('/about-us', render);
    expect(renders).toBe(2);
  });

  it('drops exactly the pages that read a changed table, pages being rendered, and pages that read something unnamed', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const reading =
      (...tables: string[]) =>
      async () =>
        Object.assign(page(200), { tables: new Set(tables) });
    await cache.get('/about-us', reading('settings', 'pages'));
    await cache.get('/services/services1', reading('settings', 'services'));
    await cache.get('/odd', reading('settings', '*'));
    let finish: (value: ReturnType<typeof page>) => void = () => undefined;
    void cache.get('/slow', () => new Promise((resolve) => (finish = resolve)));
    expect(cache.invalidate(['pages']).sort()).toEqual(['/about-us', '/odd', '/slow']);
    finish(page(200));
    let renders = 0;
    await cache.get('/services/services1', async () => (renders++, page(200)));
    expect(renders).toBe(0);
    await cache.get('/about-us', async () => (renders++, page(200)));
    expect(renders).toBe(1);
    expect(cache.invalidate(['settings']).sort()).toEqual(['/about-us', '/services/services1']);
  });

  it('drops every page when told that anything may have changed (another instance was not heard)', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    await cache.get('/about-us', async () =>
      Object.assign(page(200), { tables: new Set(['pages']) }),
    );
    await cache.get('/branch_locator', async () =>
      Object.assign(page(200), { tables: new Set(['branches']) }),
    );
    expect(cache.invalidate(['*']).sort()).toEqual(['/about-us', '/branch_locator']);
    expect(cache.invalidate(['*'])).toEqual([]);
  });

  it('serves a page a change dropped as it was until its new render is kept, for a bounded time', async () => {
    const cache = new PageCache({ ttlMs: 60_000, staleMs: 200 });
    const edition = (n: number) => async () =>
      Object.assign(page(200, `Edition ${n}. `), { tables: new Set(['settings']) });
    const before = await cache.get('/about-us', edition(1));
    await cache.get('/search?q=rail', edition(1));
    const told: string[] = [];
    cache.onStaleServed = (key) => told.push(key);
    expect(cache.invalidate(['settings'], (key) => key === '/about-us').sort()).toEqual([
      '/about-us',
      '/search?q=rail',
    ]);
    const noRender = () => Promise.reject(new Error('a visitor waited for a render'));
    expect(await cache.get('/about-us', noRender)).toBe(before);
    expect(told).toEqual(['/about-us']);
    // Only what was asked to be kept stale: the rest renders on its next request, as before.
    let renders = 0;
    await cache.get('/search?q=rail', async () => (renders++, page(200)));
    expect(renders).toBe(1);
    const { page: after, rendered } = await cache.refresh('/about-us', edition(2));
    expect(rendered).toBe(true);
    expect(after?.kept).toBe(true);
    expect(await cache.get('/about-us', noRender)).toBe(after);
    expect(await cache.refresh('/about-us', noRender)).toEqual({ page: after, rendered: false });
    // Past the bound, the stale page is no longer served: the request renders.
    cache.invalidate(['settings'], () => true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const late = await cache.get('/about-us', edition(3));
    expect((await late.body()).toString()).toContain('Edition 3');
    expect(cache.counts).toMatchObject({ stale: 1 });
  });

  it('names a page left stale by one change again when the next change touches what it read, so that change too waits for its render', async () => {
    // Two publishes a second apart, the renderer not yet at the page: the second dropped nothing
    // kept, so its publisher was answered at once and shown the page the first had left stale.
    const cache = new PageCache({ ttlMs: 60_000, staleMs: 10_000 });
    const before = await cache.get('/about-us', async () =>
      Object.assign(page(200, 'Before both. '), { tables: new Set(['pages']) }),
    );
    expect(cache.invalidate(['pages'], () => true)).toEqual(['/about-us']);
    expect(cache.invalidate(['services'], () => true)).toEqual([]);
    expect(cache.invalidate(['pages'], () => true)).toEqual(['/about-us']);
    expect(cache.invalidate(['*'], () => true)).toEqual(['/about-us']);
    // Still served as it was until its new render, for the first change's bound, not a new one.
    expect(await cache.get('/about-us', () => Promise.reject(new Error('rendered')))).toBe(before);
  });

  it('throws away a render made ahead when a change came while it ran, and names its key again', async () => {
    const cache = new PageCache({ ttlMs: 60_000, staleMs: 10_000 });
    const before = await cache.get('/', async () =>
      Object.assign(page(200, 'Old. '), { tables: new Set(['services']) }),
    );
    cache.invalidate(['services'], () => true);
    let finish: (value: ReturnType<typeof page>) => void = () => undefined;
    const refreshing = cache.refresh('/', () => new Promise((resolve) => (finish = resolve)));
    expect(cache.invalidate(['blogs'], () => true)).toEqual(['/']);
    finish(
      Object.assign(page(200, 'Read before the second change. '), {
        tables: new Set(['services', 'blogs']),
      }),
    );
    expect((await refreshing).page).toBeNull();
    expect(await cache.get('/', () => Promise.reject(new Error('rendered')))).toBe(before);
  });

  it('renders every request afresh when turned off (PAGE_CACHE=off)', async () => {
    const cache = new PageCache({ ttlMs: 0 });
    let renders = 0;
    for (let i = 0; i < 3; i++) await cache.get('/', async () => (renders++, page(200)));
    expect(renders).toBe(3);
    expect(cache.enabled).toBe(false);
  });

  it('keeps not-found answers for claimed paths apart, so made-up addresses cannot push pages out', async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxPages: 2, maxMissing: 2 });
    let renders = 0;
    const home = async () => (renders++, page(200));
    await cache.get('/', home);
    for (let i = 0; i < 20; i++)
      await cache.get(`/blogs/blog_details/made-up-${i}`, async () => page(404));
    await cache.get('/', home);
    expect(renders).toBe(1);
  });

  it('keeps neither failed renders nor server errors', async () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    await expect(cache.get('/x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let renders = 0;
    await cache.get('/x', async () => (renders++, page(500)));
    await cache.get('/x', async () => (renders++, page(200)));
    expect(renders).toBe(2);
  });
});

describe('RenderedPage compression', () => {
  it('answers at once with a fast compression and moves a kept page to the strongest', async () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    const kept = await cache.get('/strong', async () =>
      page(200, 'Rail freight on the dedicated corridor. '),
    );
    const body = await kept.body();
    const first = await kept.encoded('br');
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    await kept.encoded('br'); // asked for again: the strong compressions start in the background
    let strong = first;
    for (let i = 0; i < 100 && strong === first; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      strong = await kept.encoded('br');
    }
    expect(strong).not.toBe(first);
    expect(strong.length).toBeLessThanOrEqual(first.length);
    expect(brotliDecompressSync(strong).equals(body)).toBe(true);
    // Every encoding, not only the one asked for twice: then it lets go of the rest.
    for (let i = 0; i < 100 && !kept.slim; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(kept.slim).toBe(true);
    expect(gunzipSync(await kept.encoded('gzip')).equals(body)).toBe(true);
  });

  it('lets go of the bytes as rendered once kept in every strong compression, and still answers in each encoding and in none', async () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    const text = 'Part loads from Surat to Kolkata, twice a week. '.repeat(50);
    const kept = await cache.get('/slim', async () => page(200, text));
    const body = await kept.body();
    expect(kept.slim).toBe(false);
    // A page rendered ahead is compressed strongly before anyone asks.
    await kept.compressStrongly();
    expect(kept.slim).toBe(true);
    expect(kept.finished(null)).toBeUndefined();
    expect((await kept.body()).equals(body)).toBe(true);
    expect(brotliDecompressSync(await kept.encoded('br')).equals(body)).toBe(true);
    expect(gunzipSync(await kept.encoded('gzip')).equals(body)).toBe(true);
    expect(kept.finished('br')!.length).toBeLessThan(body.length / 5);
  });

  it('keeps the bytes of a page that is not kept (a render for one visitor)', async () => {
    const cache = new PageCache({ ttlMs: 0 });
    const once = await cache.get('/once', async () => page(200, 'Only for this request.'));
    await once.compressStrongly();
    expect(once.slim).toBe(false);
    expect(once.finished(null)?.toString()).toContain('Only for this request.');
  });

  it('gives the same bytes the same ETag, and other bytes another', () => {
    expect(page(200, 'a').etag).toBe(page(200, 'a').etag);
    expect(page(200, 'a').etag).not.toBe(page(200, 'b').etag);
  });
});
