import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PAGE_ROUTES,
  DEFAULT_PER_PAGE,
  envelopeSchema,
  MAX_PER_PAGE,
  paginatorSchema,
  SearchResultSchema,
  ServiceSchema,
  BlogSummarySchema,
  type SearchResult,
} from '@harsh/contract';
import { CONTENT_TABLES_HEADER } from '../services/response-cache.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.js';
import { queryWords, textQuery, titleMatchQuery } from '../repositories/search.js';
import { buildTestApi, type TestApi } from '../test/api.js';

const SearchPage = envelopeSchema(paginatorSchema(SearchResultSchema));
const CONTENT_PATHS = new Set<string>(CONTENT_PAGE_ROUTES.map((r) => r.path));

describe('GET /api/search', () => {
  let t: TestApi;
  let serviceSlugs: Set<string>;
  let blogSlugs: Set<string>;

  beforeAll(async () => {
    t = await buildTestApi();
    const services = envelopeSchema(paginatorSchema(ServiceSchema)).parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/get/services',
          payload: { per_page: MAX_PER_PAGE },
        })
      ).json(),
    );
    serviceSlugs = new Set(services.data.data.map((s) => s.slug));
    const blogs = envelopeSchema(paginatorSchema(BlogSummarySchema)).parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/get/blogs',
          payload: { record: MAX_PER_PAGE },
        })
      ).json(),
    );
    blogSlugs = new Set(blogs.data.data.map((b) => b.slug));
  });
  afterAll(() => t.close());

  const search = (q: string, page?: number) =>
    t.app.inject({
      method: 'GET',
      url: '/api/search',
      query: { q, ...(page === undefined ? {} : { page: String(page) }) },
    });

  /** Every result of a query, page by page. */
  async function allResults(q: string): Promise<SearchResult[]> {
    const first = SearchPage.parse((await search(q)).json()).data;
    const results = [...first.data];
    for (let page = 2; page <= first.last_page; page++) {
      results.push(...SearchPage.parse((await search(q, page)).json()).data.data);
    }
    expect(results).toHaveLength(first.total);
    return results;
  }

  it('finds a word of the seeded content, with type, title, url and a marked snippet', async () => {
    const response = await search('warehousing');
    expect(response.statusCode).toBe(200);
    const body = SearchPage.parse(response.json());
    expect(body.status).toBe(1);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.per_page).toBe(DEFAULT_PER_PAGE);
    expect(body.data.data.length).toBe(Math.min(body.data.total, DEFAULT_PER_PAGE));
    for (const result of body.data.data) {
      expect(result.title.length).toBeGreaterThan(0);
      expect(result.snippet).toMatch(/<mark>[^<]*warehous[^<]*<\/mark>/i);
    }
    // The service whose whole title is the word is among the matches.
    expect(body.data.data).toContainEqual(
      expect.objectContaining({
        type: 'service',
        title: 'Warehousing',
        url: '/services/warehousing',
      }),
    );
  });

  it('ranks a title match above results that only mention the word in passing', async () => {
    const results = await allResults('warehousing');
    const titled = results.map((r, i) => ({ i, inTitle: /warehous/i.test(r.title) }));
    const lastTitled = Math.max(...titled.filter((r) => r.inTitle).map((r) => r.i));
    const firstUntitled = Math.min(...titled.filter((r) => !r.inTitle).map((r) => r.i));
    expect(titled.some((r) => !r.inTitle)).toBe(true);
    expect(lastTitled).toBeLessThan(firstUntitled);
  });

  it('puts the service named for a word first, though English stemming reads its title apart ("Warehousing", "warehouse")', async () => {
    const results = await allResults('warehouse');
    expect(results[0]).toMatchObject({ type: 'service', title: 'Warehousing' });
    // Then every result with the word in its title, before those with it only in their text.
    const titled = results.map((result) => /warehous/i.test(result.title));
    expect(titled.indexOf(false)).toBeGreaterThan(titled.lastIndexOf(true));
    // At equal match the company's pages and services come before its branches.
    const railResults = await allResults('rail');
    const railService = railResults.findIndex(
      (result) => result.type === 'service' && result.title === 'Rail Logistics',
    );
    const railBranch = railResults.findIndex((result) => result.type === 'branch');
    expect(railService).toBeGreaterThanOrEqual(0);
    expect(railService).toBeLessThan(railBranch);
  });

  it('finds "warehouse" in a search for "warehousing" (stems apart), but reads a short stem whole', async () => {
    const results = await allResults('warehousing');
    expect(results).toContainEqual(
      expect.objectContaining({ type: 'branch', title: 'Ahmedabad Changodar Warehouse' }),
    );
    // Stems of five letters or more match as the start of a word; a shorter one whole; quotes and -words still work.
    const asRead = async (query: string) =>
      (await rowsOf<{ q: string }>(t.database.db, sql`select (${textQuery(query)})::text as q`))[0]!
        .q;
    expect(await asRead('warehousing rail')).toBe("'wareh':* & 'rail'");
    expect(await asRead('"cold chain" -pharma')).toBe("'cold' <-> 'chain':* & !'pharma':*");
    expect(await asRead('the of')).toBe('');
  });

  it('matches a title by every word of the query, as typed or as its stem, stop words aside', async () => {
    const matches = async (title: string, query: string) =>
      (
        await rowsOf<{ hit: boolean | null }>(
          t.database.db,
          sql`select to_tsvector('simple', ${title}) @@ ${titleMatchQuery(query)} as hit`,
        )
      )[0]!.hit === true;
    expect(await matches('Warehousing', 'warehouse')).toBe(true);
    expect(await matches('Privacy Policy', 'the privacy policy')).toBe(true);
    expect(await matches('Why Warehousing Is Moving to Tier-2 Cities', 'cities warehouse')).toBe(
      true,
    );
    expect(await matches('Rail Logistics', 'rail freight')).toBe(false);
    expect(await matches('Rail Logistics', 'the')).toBe(false);
  });

  it('reads the words a query looks for as the search does (no -words, no "or"), with stop words left to the database', () => {
    expect(queryWords('Warehouse')).toBe('warehouse');
    expect(queryWords('"air cargo" or rail -road')).toBe('air cargo rail');
    expect(queryWords("harsh's e-commerce, 2")).toBe('harsh commerce 2');
    expect(queryWords('हर्ष लॉजिस्टिक्स')).toBe('हर्ष लॉजिस्टिक्स');
    expect(queryWords('- -- ;')).toBe('');
  });

  it('links services, blogs and pages to their routes on the site', async () => {
    const results = await allResults('freight');
    const types = new Set(results.map((r) => r.type));
    expect(types).toEqual(new Set(['page', 'service', 'blog']));
    for (const result of results) {
      if (result.type === 'service') {
        expect(result.url).toMatch(/^\/services\/[a-z0-9-]+$/);
        expect(serviceSlugs.has(result.url.slice('/services/'.length))).toBe(true);
      } else if (result.type === 'blog') {
        expect(result.url).toMatch(/^\/blogs\/blog_details\/[a-z0-9-]+$/);
        expect(blogSlugs.has(result.url.slice('/blogs/blog_details/'.length))).toBe(true);
      } else {
        expect(CONTENT_PATHS.has(result.url)).toBe(true);
      }
    }
    // Results are distinct.
    expect(new Set(results.map((r) => r.url)).size).toBe(results.length);
  });

  it('finds a branch by its name, its area or its pin code, linked to its page', async () => {
    for (const query of ['Bodakdev', 'Ahmedabad Head Office', '380054']) {
      const results = await allResults(query);
      const branch = results.find((result) => result.type === 'branch');
      expect(branch, query).toMatchObject({
        title: 'Ahmedabad Head Office',
        url: '/branches/ahmedabad/head-office',
      });
      // The snippet marks what matched, in the name as in the address.
      expect(branch!.snippet, query).toContain('<mark>');
    }
    // A change to a branch changes the results: the answer names the table, so caches drop it then.
    const response = await t.app.inject({ method: 'GET', url: '/api/search?q=Bodakdev' });
    expect(String(response.headers[CONTENT_TABLES_HEADER]).split(',')).toContain('branches');
  });

  it('pages through results and answers an empty page beyond the end', async () => {
    const first = SearchPage.parse((await search('freight')).json()).data;
    expect(first.total).toBeGreaterThan(DEFAULT_PER_PAGE);
    expect(first.last_page).toBe(Math.ceil(first.total / DEFAULT_PER_PAGE));
    const second = SearchPage.parse((await search('freight', 2)).json()).data;
    expect(second.current_page).toBe(2);
    expect(second.total).toBe(first.total);
    const firstUrls = new Set(first.data.map((r) => r.url));
    for (const result of second.data) expect(firstUrls.has(result.url)).toBe(false);
    const beyond = SearchPage.parse((await search('freight', first.last_page + 5)).json()).data;
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('answers no results for an empty or blank query', async () => {
    for (const response of [
      await search(''),
      await search('   '),
      await t.app.inject({ method: 'GET', url: '/api/search' }),
    ]) {
      expect(response.statusCode).toBe(200);
      const body = SearchPage.parse(response.json());
      expect(body.status).toBe(1);
      expect(body.data.total).toBe(0);
      expect(body.data.data).toEqual([]);
    }
  });

  it('answers no results for a word that appears nowhere', async () => {
    const body = SearchPage.parse((await search('zqxjvwkplm')).json());
    expect(body.data.total).toBe(0);
    expect(body.data.data).toEqual([]);
  });

  it('never fails on query syntax: stop words and operators alone give an answer', async () => {
    for (const q of ['the', '&|!():*', '"unclosed', '-', "o'brien"]) {
      const response = await search(q);
      expect(response.statusCode).toBe(200);
      expect(SearchPage.parse(response.json()).status).toBe(1);
    }
  });

  it('answers 422 for a query over 200 characters, and accepts 200', async () => {
    const tooLong = await search('a'.repeat(201));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ status: 0, data: { q: [expect.any(String)] } });
    const atLimit = await search('a'.repeat(200));
    expect(atLimit.statusCode).toBe(200);
  });

  it('answers 422 for a page that is not a positive number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search?q=rail&page=0' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.page?.length).toBeGreaterThan(0);
  });

  it('escapes snippets: a query with <script> never comes back as markup', async () => {
    const response = await search('<script>alert(1)</script> or freight');
    expect(response.statusCode).toBe(200);
    const body = SearchPage.parse(response.json());
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const result of body.data.data) {
      expect(result.snippet.toLowerCase()).not.toContain('<script');
      // Apart from the <mark> tags, a snippet has no markup at all.
      expect(result.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('treats the query case-insensitively', async () => {
    const lower = SearchPage.parse((await search('rail')).json()).data;
    const upper = SearchPage.parse((await search('RAIL')).json()).data;
    expect(lower.total).toBeGreaterThan(0);
    expect(upper.data.map((r) => r.url)).toEqual(lower.data.map((r) => r.url));
  });
});
