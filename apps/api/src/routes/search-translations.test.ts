import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  envelopeSchema,
  paginatorSchema,
  SearchResultSchema,
  type SearchResult,
} from '@harsh/contract';
import { rowsOf } from '../db/client.js';
import { buildTestApi, type TestApi } from '../test/api.js';

const SearchPage = envelopeSchema(paginatorSchema(SearchResultSchema));

/** Search in the site's second language (issue 29, point 6): its live translations, and English beside them. */
describe('GET /api/search with a locale', () => {
  let t: TestApi;

  /** A live translation of the service at `slug`, written as publishing one writes it (over the seed's). */
  async function translateService(slug: string, title: string, searchText: string) {
    const [service] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from services where slug = ${slug}`,
    );
    await t.database.db.execute(sql`
      insert into content_translations (kind, item_key, locale, data, source, search_text)
      values ('services', ${String(service!.id)}, 'hi', ${JSON.stringify({ title, summary: searchText })}::jsonb, '{"revision": 1, "fields": {}}'::jsonb, ${searchText})
      on conflict (kind, item_key, locale) do update set data = excluded.data, search_text = excluded.search_text`);
  }

  beforeAll(async () => {
    t = await buildTestApi();
    await translateService(
      'warehousing',
      'गोदाम और वेयरहाउसिंग',
      'हमारे 21 गोदामों में सुरक्षित भंडारण, CCTV निगरानी और प्रशिक्षित टीमें।',
    );
    await translateService(
      'rail-logistics',
      'रेल लॉजिस्टिक्स',
      'रेलवे के पार्सल वैन से लंबी दूरी की ढुलाई, पिकअप से गोदाम तक।',
    );
  });
  afterAll(() => t.close());

  async function search(q: string, locale?: string): Promise<SearchResult[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/search',
      query: { q, ...(locale ? { locale } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return SearchPage.parse(response.json()).data.data;
  }

  it('finds the Hindi words of a translation, a title match first, each result saying its language', async () => {
    const results = await search('गोदाम', 'hi');
    // The seed's Hindi pages mention warehouses too: the one named for the word comes first.
    expect(results[0]).toMatchObject({
      url: '/services/warehousing',
      title: 'गोदाम और वेयरहाउसिंग',
      locale: 'hi',
    });
    expect(results.map((result) => result.url)).toContain('/services/rail-logistics');
    expect(results.every((result) => result.locale === 'hi')).toBe(true);
    // The inflected form in the text (गोदामों) is found and marked.
    expect(results[0]!.snippet).toContain('<mark>गोदामों</mark>');
  });

  it('matches the start of a Hindi word: रेल finds रेलवे', async () => {
    const results = await search('रेल', 'hi');
    expect(results[0]).toMatchObject({ url: '/services/rail-logistics', locale: 'hi' });
    expect(results.find((result) => result.url === '/services/rail-logistics')!.snippet).toContain(
      '<mark>रेलवे</mark>',
    );
  });

  it('finds English pages too, in English where their translation does not match', async () => {
    const results = await search('warehousing', 'hi');
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((result) => result.locale === 'en')).toBe(true);
    expect(results.map((result) => result.url)).toContain('/services/warehousing');
  });

  it('lists an item its two languages both match once, in the language asked for', async () => {
    const results = await search('cctv', 'hi');
    const warehousing = results.filter((result) => result.url === '/services/warehousing');
    expect(warehousing).toHaveLength(1);
    expect(warehousing[0]!.locale).toBe('hi');
    // The same search in English shows the English text.
    expect(
      (await search('cctv')).find((result) => result.url === '/services/warehousing'),
    ).toMatchObject({ locale: 'en' });
  });

  it('searches English alone without a locale, and refuses a language the site does not speak', async () => {
    expect(await search('गोदाम')).toEqual([]);
    expect(await search('गोदाम', 'en')).toEqual([]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/search',
      query: { q: 'गोदाम', locale: 'xx' },
    });
    expect(refused.statusCode).toBe(422);
  });
});
