import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Blog,
  type BranchDetail,
  type CompanySettings,
  type Page,
  type Service,
  socialCardPath,
} from '@harsh/contract';
import { buildTestApi, type TestApi } from '../test/api.js';

describe('link-preview cards (GET /api/og/…)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const read = async <T>(url: string) => (await get(url)).json().data as T;

  it('draws a 1200×630 PNG for a page, a service, a blog post, a branch and the company', async () => {
    const [settings, page, service, blog, branch] = await Promise.all([
      read<CompanySettings>('/api/get/settings'),
      read<Page>('/api/get/single/pages/1'),
      read<Service>('/api/get/single/services/4'),
      read<Blog>('/api/get/single/blogs/e-way-bills-gst-interstate-freight'),
      read<BranchDetail>('/api/get/branches/ahmedabad/narol-hub'),
    ]);
    const brand = settings.name;
    const paths = [
      socialCardPath.site(settings, brand),
      socialCardPath.page(page, brand),
      socialCardPath.service(service, brand),
      socialCardPath.blog(blog, brand),
      socialCardPath.branch(branch, brand),
    ];
    const images: Buffer[] = [];
    for (const path of paths) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      // Asked for by its current version, the card can be kept for good.
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(['png', 1200, 630]);
      images.push(response.rawPayload);
    }
    // Each shows its own title: no two cards are the same image.
    expect(new Set(images.map((i) => i.toString('base64'))).size).toBe(images.length);
  });

  it('draws a card once and serves the same bytes after', async () => {
    const page = await read<Page>('/api/get/single/pages/15');
    const path = socialCardPath.page(page, (await read<CompanySettings>('/api/get/settings')).name);
    const started = performance.now();
    const first = await get(path);
    const firstTime = performance.now() - started;
    const again = performance.now();
    const second = await get(path);
    const secondTime = performance.now() - again;
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(secondTime).toBeLessThan(firstTime);
  });

  it('answers an old or missing version with the current card, for a short while only', async () => {
    const response = await get('/api/og/pages/1.png?v=stale');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/og/pages/1.png')).headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 in the envelope for content that is not there, and 422 for an address that cannot be a card', async () => {
    for (const url of [
      '/api/og/pages/999.png',
      '/api/og/services/no-such-service.png',
      '/api/og/blogs/nothing.png',
      '/api/og/branches/surat/narol-hub.png',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().status).toBe(0);
    }
    for (const url of [
      '/api/og/pages/one.png',
      '/api/og/services/warehousing.jpg',
      '/api/og/blogs/..%2Fsecret.png',
      '/api/og/branches/Surat/x.png',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().status).toBe(0);
    }
  });
});
