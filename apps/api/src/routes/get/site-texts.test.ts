import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOME_PAGE_KEYS,
  HOME_PAGES,
  HomePageDraftSchema,
  ROUTE_TEXTS_KEYS,
  RouteTextsDraftSchema,
  SHARED_BLOCK_KEYS,
  SharedBlockSchema,
} from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../test/api.js';

describe('GET /api/get/home/:key and /api/get/texts/:key', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  it('answers each home page’s seeded words, with every block its page shows and its facts said as the company facts have them', async () => {
    for (const key of HOME_PAGE_KEYS) {
      const response = await t.app.inject({ method: 'GET', url: `/api/get/home/${key}` });
      expect(response.statusCode, key).toBe(200);
      const home = HomePageDraftSchema.parse(response.json().data);
      for (const section of HOME_PAGES[key].sections)
        expect(home.sections[section]?.title, `${key} ${section}`).toBeTruthy();
      expect(home.slides.length).toBeGreaterThan(0);
    }
    const home = (await t.app.inject({ method: 'GET', url: '/api/get/home/home' })).json().data;
    // The claims are the company facts', filled in as the API answers: named in the text, said from the facts.
    expect(home.meta_description).toContain('400+ vehicles');
    expect(JSON.stringify(home)).not.toMatch(/\{(vehicles|branches|warehouses)\}/);
  });

  it('answers each route’s words', async () => {
    for (const key of ROUTE_TEXTS_KEYS) {
      const response = await t.app.inject({ method: 'GET', url: `/api/get/texts/${key}` });
      expect(response.statusCode, key).toBe(200);
      expect(RouteTextsDraftSchema.parse(response.json().data).heading).toBeTruthy();
    }
  });

  it('answers every shared block at once, its facts and the branch’s city still named', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/blocks' });
    expect(response.statusCode).toBe(200);
    const blocks = response.json().data;
    expect(Object.keys(blocks)).toEqual(SHARED_BLOCK_KEYS);
    for (const key of SHARED_BLOCK_KEYS)
      expect(SharedBlockSchema.parse(blocks[key]).text, key).toBeTruthy();
    expect(blocks['branch-quote'].heading).toContain('{city}');
  });

  it('answers 422 for a key the site has no page for', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/get/home/index9' })).statusCode).toBe(
      422,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/get/texts/admin' })).statusCode).toBe(
      422,
    );
  });
});
