import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_NUMBERS, SitemapContentSchema } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../test/api.js';

describe('GET /api/get/sitemap', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  it('lists every page, service, blog post and branch with the time it last changed', async () => {
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
    expect(content.settings).not.toBeNull();
    // The seed's Hindi words of the home pages and the list pages: those pages are listed in Hindi too.
    expect(content.site_texts?.home['home']).toEqual({ hi: expect.any(String) });
    expect(content.site_texts?.texts['track']).toEqual({ hi: expect.any(String) });
    expect(content.site_texts?.texts['admin']).toBeUndefined();
    for (const item of [
      ...content.pages,
      ...content.services,
      ...content.blogs,
      ...content.branches,
    ]) {
      expect(Number.isNaN(Date.parse(item.updated_at)), JSON.stringify(item)).toBe(false);
    }
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
