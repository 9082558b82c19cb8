import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_NUMBERS, SitemapContentSchema } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';

const PASSWORD = 'a password for the sitemap tests';

describe('GET /api/get/sitemap', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  const sitemap = async () =>
    SitemapContentSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/get/sitemap' })).json().data,
    );

  it('lists every page, service, blog post and branch; as seeded, none with a time of change but a post’s publication date', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/sitemap' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['etag']).toBeTruthy();
    const content = SitemapContentSchema.parse(response.json().data);
    expect(content.pages.map((p) => p.number)).toEqual(PAGE_NUMBERS);
    expect(content.services.length).toBe(10);
    expect(content.services.map((s) => s.slug)).toContain('full-truckload');
    expect(content.blogs.length).toBeGreaterThanOrEqual(8);
    expect(content.branches.length).toBeGreaterThanOrEqual(40);
    expect(content.branches).toContainEqual(
      expect.objectContaining({ city: 'AHMEDABAD', slug: 'narol-hub' }),
    );
    // Loading the seed is no change of its content: no time, rather than the time it was loaded.
    expect(content.settings).toBeNull();
    for (const item of [...content.pages, ...content.services, ...content.branches])
      expect(item.updated_at, JSON.stringify(item)).toBeNull();
    for (const post of content.blogs) expect(post.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The seed's Hindi words of the home pages and the list pages: those pages are listed in Hindi too.
    expect(content.site_texts?.home['home']).toEqual({ hi: null });
    expect(content.site_texts?.texts['track']).toEqual({ hi: null });
    expect(content.site_texts?.texts['admin']).toBeUndefined();
  });

  it('gives an item staff publish the time of the publish, in each language on its own', async () => {
    const cookies = await signedInStaff(t.app, t.database.db, ['publisher'], PASSWORD);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/admin${url}`,
        headers: { cookie: cookies['publisher']! },
        ...(payload ? { payload } : {}),
      });
    const item = (await as('GET', '/content/pages/1')).json().data;
    const saved = await as('POST', '/content/pages/1/revisions', {
      data: { ...item.latest, meta_description: `${item.latest.meta_description} Updated.` },
      base_revision: item.latest_revision,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const before = Date.now();
    const published = await as('POST', '/content/pages/1/publish', {
      revision: saved.json().data.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    const content = await sitemap();
    const page = content.pages.find((p) => p.number === 1)!;
    expect(Date.parse(page.updated_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(content.pages.find((p) => p.number === 2)!.updated_at).toBeNull();
    // Its seeded Hindi is as it was: no time of its own (the sitemap dates the Hindi page by the English).
    expect(page.translations).toEqual({ hi: null });
  });

  it('answers a current copy with 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/get/sitemap' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/get/sitemap',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });
});
