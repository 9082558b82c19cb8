import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  type EditableItem,
  type EditableSummary,
  SHARED_BLOCK_KEYS,
} from '@harsh/contract';
import { ContentEvents, type ContentChange } from '../../services/content-events.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';

const PASSWORD = 'a password for the site texts tests';

let t: TestApi;
let cookies: Record<string, string> = {};
const events = new ContentEvents();
const changes: ContentChange[] = [];
/** What a public read names in `X-Content-Tables`. */
const readsOf = async (url: string) =>
  String(
    (await t.app.inject({ method: 'GET', url: `/api${url}` })).headers['x-content-tables'],
  ).split(',');

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: cookies[who]! },
    ...(payload ? { payload } : {}),
  });
const item = async (kind: string, key: string) =>
  (await as('editor', 'GET', `/content/${kind}/${key}`)).json().data as EditableItem;
const save = async (
  kind: string,
  key: string,
  change: (latest: Record<string, unknown>) => Record<string, unknown>,
) => {
  const current = await item(kind, key);
  return as('editor', 'POST', `/content/${kind}/${key}/revisions`, {
    data: change(current.latest),
    base_revision: current.latest_revision,
  });
};

beforeAll(async () => {
  t = await buildTestApi({
    rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 },
    events,
  });
  events.onChange((change) => changes.push(change));
  cookies = await signedInStaff(t.app, t.database.db, ['editor', 'publisher', 'sales'], PASSWORD);
});
afterAll(() => t.close());

describe('the home pages’ and the routes’ words', () => {
  it('are listed for editors with their addresses; sales may not read them', async () => {
    const list = (await as('editor', 'GET', '/content')).json().data as EditableSummary[];
    expect(list.filter((entry) => entry.kind === 'home').map((entry) => entry.path)).toEqual([
      '/',
      '/index2',
      '/index3',
      '/index4',
    ]);
    expect(
      list.find((entry) => entry.kind === 'texts' && entry.key === 'contact-us'),
    ).toMatchObject({ path: '/contact-us' });
    expect((await as('sales', 'GET', '/content/home/home')).statusCode).toBe(403);
  });

  it('are drafted, then published by a publisher: the public read changes at once', async () => {
    const saved = await save('home', 'index2', (latest) => ({
      ...latest,
      heading: 'Freight planned for makers and dealers',
    }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get/home/index2' })).json().data.heading,
    ).toBe('Logistics for manufacturers and distributors');
    expect(
      (
        await as('editor', 'POST', '/content/home/index2/publish', {
          revision: saved.json().data.revision,
        })
      ).statusCode,
    ).toBe(403);
    changes.length = 0;
    expect(
      (
        await as('publisher', 'POST', '/content/home/index2/publish', {
          revision: saved.json().data.revision,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get/home/index2' })).json().data.heading,
    ).toBe('Freight planned for makers and dealers');
    // The change names what /index2 read, and nothing the other home pages, the routes' words or
    // the blocks every page shows read: only /index2's pages are rendered again.
    const [change] = changes;
    const named = (reads: string[]) => change!.tables.filter((tag) => reads.includes(tag));
    expect(named(await readsOf('/get/home/index2'))).not.toEqual([]);
    for (const url of ['/get/home/home', '/get/texts/contact-us', '/get/blocks'])
      expect(named(await readsOf(url)), url).toEqual([]);
  });

  it('refuse a fact that does not exist, by field, naming the ones that do', async () => {
    const refused = await save('home', 'home', (latest) => ({
      ...latest,
      meta_description: 'Over {trucks} trucks across India.',
    }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.meta_description[0]).toMatch(
      /^\{trucks\} is not a company fact: use one of \{company\}, .*\{vehicles\}/,
    );
  });

  it('refuse a home page without the heading of a block it shows, and a slide without its picture', async () => {
    const refused = await save('home', 'index3', (latest) => {
      const sections = { ...(latest['sections'] as Record<string, unknown>) };
      delete sections['testimonials'];
      const slides = (latest['slides'] as Record<string, unknown>[]).map((slide, index) =>
        index === 1 ? { ...slide, image: '' } : slide,
      );
      return { ...latest, sections, slides };
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual({ 'slides.1.image': ['Enter the slide’s picture.'] });
    const withSlide = await save('home', 'index3', (latest) => {
      const sections = { ...(latest['sections'] as Record<string, unknown>) };
      delete sections['testimonials'];
      return { ...latest, sections };
    });
    expect(withSlide.json().data).toEqual({
      'sections.testimonials.title': ['Enter the section heading.'],
    });
  });

  it('let only the city page name its city', async () => {
    const refused = await save('texts', 'branches', (latest) => ({
      ...latest,
      heading: 'Branches in {city}',
    }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual({ heading: [CONTENT_MESSAGES.cityNamesElsewhere] });
    expect(
      (
        await save('texts', 'city-branches', (latest) => ({
          ...latest,
          heading: 'Our {count} branches in {city}',
        }))
      ).statusCode,
    ).toBe(201);
  });

  it('cannot be added to nor deleted', async () => {
    expect((await as('editor', 'POST', '/content/home', { data: {} })).statusCode).toBe(422);
    expect((await as('publisher', 'POST', '/content/texts/search/delete')).statusCode).toBe(422);
  });
});

describe('the shared blocks', () => {
  it('are listed for editors, drafted, then published: the public read changes at once', async () => {
    const list = (await as('editor', 'GET', '/content')).json().data as EditableSummary[];
    expect(list.filter((entry) => entry.kind === 'blocks').map((entry) => entry.key)).toEqual(
      SHARED_BLOCK_KEYS,
    );
    const saved = await save('blocks', 'footer-booking', (latest) => ({
      ...latest,
      text: 'Book a pickup on any lane in India; a planner calls you back within the hour.',
    }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get/blocks' })).json().data['footer-booking']
        .text,
    ).toMatch(/two working hours/);
    expect(
      (
        await as('publisher', 'POST', '/content/blocks/footer-booking/publish', {
          revision: saved.json().data.revision,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get/blocks' })).json().data['footer-booking']
        .text,
    ).toMatch(/within the hour/);
  });

  it('refuse an empty text, an unknown fact, and a city outside the branch’s block', async () => {
    const empty = await save('blocks', 'service-quote', (latest) => ({ ...latest, text: ' ' }));
    expect(empty.json().data).toEqual({ text: ['Enter the text.'] });
    const unknown = await save('blocks', 'blog-comments', (latest) => ({
      ...latest,
      heading: 'Talk to {founder}',
    }));
    expect(unknown.json().data.heading[0]).toMatch(/^\{founder\} is not a company fact/);
    const city = await save('blocks', 'service-quote', (latest) => ({
      ...latest,
      heading: 'Ship from {city}',
    }));
    expect(city.statusCode).toBe(422);
    expect(city.json().data).toEqual({ heading: [CONTENT_MESSAGES.cityOnlyBesideBranches] });
    expect(
      (
        await save('blocks', 'branch-quote', (latest) => ({
          ...latest,
          heading: 'Ship from {city} today',
        }))
      ).statusCode,
    ).toBe(201);
  });

  it('cannot be added to nor deleted, and sales may not read them', async () => {
    expect((await as('editor', 'POST', '/content/blocks', { data: {} })).statusCode).toBe(422);
    expect(
      (await as('publisher', 'POST', '/content/blocks/footer-newsletter/delete')).statusCode,
    ).toBe(422);
    expect((await as('sales', 'GET', '/content/blocks/footer-newsletter')).statusCode).toBe(403);
  });
});
