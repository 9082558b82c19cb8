import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlogSchema,
  BlogSummarySchema,
  envelopeSchema,
  MAX_PER_PAGE,
  paginatorSchema,
} from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../../test/api.js';

const OneBlog = envelopeSchema(BlogSchema);

describe('GET /api/get/single/blogs/:slug', () => {
  let t: TestApi;
  let slugs: string[];
  beforeAll(async () => {
    t = await buildTestApi();
    const list = envelopeSchema(paginatorSchema(BlogSummarySchema)).parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/get/blogs',
          payload: { record: MAX_PER_PAGE },
        })
      ).json(),
    );
    slugs = list.data.data.map((b) => b.slug);
  });
  afterAll(() => t.close());

  const get = (slug: string) =>
    t.app.inject({ method: 'GET', url: `/api/get/single/blogs/${slug}` });

  it('reads a seeded post by its slug, with its body', async () => {
    expect(slugs.length).toBeGreaterThan(0);
    const response = await get('warehousing-growth-tier-2-cities');
    expect(response.statusCode).toBe(200);
    const body = OneBlog.parse(response.json());
    expect(body.status).toBe(1);
    expect(body.data.slug).toBe('warehousing-growth-tier-2-cities');
    expect(body.data.title).toMatch(/warehousing/i);
    expect(body.data.content).toContain('<p>');
    expect(body.data.author.length).toBeGreaterThan(0);
    expect(body.data.published_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(body.data.image).toMatch(/^\/api\/media\/.+\.svg$/);
  });

  it('reads every listed post, agreeing with its list entry', async () => {
    for (const slug of slugs) {
      const response = await get(slug);
      expect(response.statusCode, slug).toBe(200);
      const blog = OneBlog.parse(response.json()).data;
      expect(blog.slug).toBe(slug);
      expect(blog.content.length).toBeGreaterThan(blog.excerpt.length);
    }
  });

  it('answers 404 in the envelope for a slug that does not exist', async () => {
    const response = await get('no-such-post');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: 'Not found.', data: null });
  });

  it('answers 422 with a field message for a slug with characters slugs never have', async () => {
    for (const slug of ['Bad_Slug', 'UPPER', 'semi%3Bcolon', 'dot.dot', 'caf%C3%A9']) {
      const response = await get(slug);
      expect(response.statusCode, slug).toBe(422);
      const body = response.json();
      expect(body.status).toBe(0);
      expect(body.data.slug?.length, slug).toBeGreaterThan(0);
    }
  });

  it('answers a long slug in the envelope (the schema allows slugs of up to 200 characters)', async () => {
    // 150 characters of a valid pattern: no such post, so 404, and in any case an envelope.
    const response = await get('a'.repeat(150));
    expect(response.json()).toMatchObject({ status: 0, message: expect.any(String) });
    expect(response.statusCode).toBe(404);
  });
});
