import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlogSummarySchema,
  BRANCH_CITIES,
  CompanySettingsSchema,
  DEFAULT_PER_PAGE,
  envelopeSchema,
  GalleryItemSchema,
  HOME_BLOG_COUNT,
  MAX_PER_PAGE,
  paginatorSchema,
  ServiceSchema,
  SERVICE_ROUTES,
} from '@harsh/contract';
import { z } from 'zod';
import { buildTestApi, type TestApi } from '../../test/api.js';

const ServicesPage = envelopeSchema(paginatorSchema(ServiceSchema));
const BlogsPage = envelopeSchema(paginatorSchema(BlogSummarySchema));
const Gallery = envelopeSchema(z.array(GalleryItemSchema));

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi();
});
afterAll(() => t.close());

function post(url: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
}

describe('POST /api/get/services', () => {
  it('answers a page of services in the paginator shape, ordered by id, with no body at all', async () => {
    const response = await post('/api/get/services');
    expect(response.statusCode).toBe(200);
    const body = ServicesPage.parse(response.json());
    expect(body.status).toBe(1);
    expect(Object.keys(body.data).sort()).toEqual([
      'current_page',
      'data',
      'last_page',
      'per_page',
      'total',
    ]);
    expect(body.data.current_page).toBe(1);
    expect(body.data.per_page).toBe(DEFAULT_PER_PAGE);
    expect(body.data.total).toBeGreaterThanOrEqual(SERVICE_ROUTES.length);
    expect(body.data.last_page).toBe(Math.max(1, Math.ceil(body.data.total / DEFAULT_PER_PAGE)));
    expect(body.data.data.length).toBe(Math.min(body.data.total, DEFAULT_PER_PAGE));
    const ids = body.data.data.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives ids 4–10 the fixed service slugs, in order', async () => {
    const body = ServicesPage.parse(
      (await post('/api/get/services', { per_page: MAX_PER_PAGE })).json(),
    );
    const byId = new Map(body.data.data.map((s) => [s.id, s.slug]));
    const slugs = [4, 5, 6, 7, 8, 9, 10].map((id) => byId.get(id));
    expect(slugs).toEqual([
      'warehousing',
      'parking-solutions-2',
      'rail-logistics',
      'road-logistics',
      'air-logistics',
      'distribution-and-fulfillment',
      'sort-centres',
    ]);
    expect(slugs).toEqual(SERVICE_ROUTES.map((r) => r.slug));
    for (const service of body.data.data) {
      expect(service.title.length).toBeGreaterThan(0);
      expect(service.image).toMatch(/^\/api\/media\/.+\.svg$/);
      expect(service.description).toContain('<p>');
    }
  });

  it('answers the same first page for an empty object as for no body', async () => {
    const none = await post('/api/get/services');
    const empty = await post('/api/get/services', {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(none.json());
  });

  it('pages through the list with page and per_page', async () => {
    const all = ServicesPage.parse(
      (await post('/api/get/services', { per_page: MAX_PER_PAGE })).json(),
    ).data;
    const first = ServicesPage.parse(
      (await post('/api/get/services', { page: 1, per_page: 3 })).json(),
    ).data;
    const second = ServicesPage.parse(
      (await post('/api/get/services', { page: 2, per_page: 3 })).json(),
    ).data;
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 3,
      total: all.total,
      last_page: Math.ceil(all.total / 3),
    });
    expect(second.current_page).toBe(2);
    expect(first.data.map((s) => s.id)).toEqual(all.data.slice(0, 3).map((s) => s.id));
    expect(second.data.map((s) => s.id)).toEqual(all.data.slice(3, 6).map((s) => s.id));
  });

  it('answers an empty page beyond the end', async () => {
    const response = await post('/api/get/services', { page: 99, per_page: 10 });
    expect(response.statusCode).toBe(200);
    const body = ServicesPage.parse(response.json());
    expect(body.data.data).toEqual([]);
    expect(body.data.current_page).toBe(99);
    expect(body.data.total).toBeGreaterThan(0);
  });

  it('answers 422 with a field message for per_page over the limit', async () => {
    const response = await post('/api/get/services', { per_page: MAX_PER_PAGE + 1 });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ status: 0, message: 'Please correct the highlighted fields.' });
    expect(body.data.per_page).toEqual([expect.any(String)]);
  });

  it('answers 422 for page 0 and for an unknown field', async () => {
    const zero = await post('/api/get/services', { page: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().data.page?.length).toBeGreaterThan(0);
    const unknown = await post('/api/get/services', { sort: 'title' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().status).toBe(0);
  });
});

describe('POST /api/get/blogs', () => {
  it('gives the home page its 3 newest posts with record 3, newest first', async () => {
    const all = BlogsPage.parse((await post('/api/get/blogs', { record: MAX_PER_PAGE })).json())
      .data.data;
    const response = await post('/api/get/blogs', { record: 3 });
    expect(response.statusCode).toBe(200);
    const body = BlogsPage.parse(response.json());
    expect(body.status).toBe(1);
    expect(body.data.data).toHaveLength(3);
    const dates = body.data.data.map((b) => b.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = [...all.map((b) => b.published_at)].sort().reverse().slice(0, 3);
    expect(dates).toEqual(newest);
    // A list carries no bodies.
    expect(body.data.data[0]).not.toHaveProperty('content');
  });

  it('defaults to the home page count with no body', async () => {
    const body = BlogsPage.parse((await post('/api/get/blogs')).json());
    expect(body.data.per_page).toBe(HOME_BLOG_COUNT);
    expect(body.data.data).toHaveLength(HOME_BLOG_COUNT);
  });

  it('pages through every post without overlap', async () => {
    const first = BlogsPage.parse(
      (await post('/api/get/blogs', { record: 3, page: 1 })).json(),
    ).data;
    expect(first.total).toBeGreaterThanOrEqual(6);
    expect(first.last_page).toBe(Math.ceil(first.total / 3));
    const seen = [...first.data.map((b) => b.slug)];
    for (let page = 2; page <= first.last_page; page++) {
      const next = BlogsPage.parse((await post('/api/get/blogs', { record: 3, page })).json()).data;
      expect(next.current_page).toBe(page);
      seen.push(...next.data.map((b) => b.slug));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    const beyond = BlogsPage.parse(
      (await post('/api/get/blogs', { record: 3, page: first.last_page + 1 })).json(),
    );
    expect(beyond.data.data).toEqual([]);
  });

  it('answers 422 for a record count over the limit', async () => {
    const response = await post('/api/get/blogs', { record: MAX_PER_PAGE + 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.record?.length).toBeGreaterThan(0);
  });
});

describe('POST /api/get/gallery', () => {
  it('answers every gallery item for an empty object', async () => {
    const response = await post('/api/get/gallery', {});
    expect(response.statusCode).toBe(200);
    const body = Gallery.parse(response.json());
    expect(body.status).toBe(1);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(body.data.map((g) => g.id)).size).toBe(body.data.length);
    for (const item of body.data) expect(item.image).toMatch(/^\/api\/media\/.+\.svg$/);
  });

  it('accepts the spec’s empty pagination field and no body at all', async () => {
    const reference = (await post('/api/get/gallery', {})).json();
    const withPagination = await post('/api/get/gallery', { pagination: '' });
    expect(withPagination.statusCode).toBe(200);
    expect(withPagination.json()).toEqual(reference);
    const none = await post('/api/get/gallery');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual(reference);
  });
});

describe('GET /api/get/branch-cities', () => {
  it('lists the distinct branch cities, sorted, including every city of spec §9', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/branch-cities' });
    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(z.array(z.string())).parse(response.json());
    const cities = body.data;
    expect(cities).toEqual([...cities].sort());
    expect(new Set(cities).size).toBe(cities.length);
    for (const city of BRANCH_CITIES) expect(cities).toContain(city);
    expect(cities.filter((c) => c === 'MANDIDEEP')).toHaveLength(1);
  });

  it('carries an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/get/branch-cities' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(first.headers['cache-control']).toContain('public');

    const again = await t.app.inject({ method: 'GET', url: '/api/get/branch-cities' });
    expect(again.headers.etag).toBe(etag);

    const notModified = await t.app.inject({
      method: 'GET',
      url: '/api/get/branch-cities',
      headers: { 'if-none-match': etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/get/branch-cities',
      headers: { 'if-none-match': `W/"an-older-copy", ${etag}` },
    });
    expect(listed.statusCode).toBe(304);

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/get/branch-cities',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });
});

describe('GET /api/get/settings', () => {
  it('answers the company settings in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/settings' });
    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(CompanySettingsSchema).parse(response.json());
    expect(body.status).toBe(1);
    expect(body.data.name.length).toBeGreaterThan(0);
    expect(body.data.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(body.data.whatsapp_number).toMatch(/^\d{10,15}$/);
    expect(body.data.claims.support).toBe('24/7');
    expect(response.headers.etag).toBeTruthy();
  });
});
