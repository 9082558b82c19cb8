import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageSchema } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../../test/api.js';

describe('GET /api/get/single/pages/:number', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  it('reads page 1 from the database in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/single/pages/1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(1);
    const page = PageSchema.parse(body.data);
    expect(page).toMatchObject({ number: 1, slug: 'about-us', title: 'About Us' });
    expect(page.content).toContain('<h2');
    expect(page.banner_image).toMatch(/^\/api\/media\/.+\.svg$/);
  });

  it('answers 404 in the envelope for a page that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/single/pages/12' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: 'Not found.', data: null });
  });

  it('answers 422 with a field message for a page number that is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/single/pages/about' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe(0);
    expect(body.data.number?.length).toBeGreaterThan(0);
  });

  it('carries an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/get/single/pages/3' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('stale-while-revalidate');
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/get/single/pages/3',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});
