import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  type EditableItem,
  type EditableSummary,
  type HomePageTexts,
  projectTranslatable,
} from '@harsh/contract';
import { ContentEvents, type ContentChange } from '../../services/content-events.js';
import { hashPassword } from '../../services/passwords.js';
import { rowsOf } from '../../db/client.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { forgetTranslations } from '../../test/translations.js';

/*
 * Content in a second language (issue 29, decision 044): a translation's own chain, saved,
 * previewed, scheduled and published like English; its state in the list; public reads in it.
 */

const PASSWORD = 'a password for the translation tests';

let t: TestApi;
const events = new ContentEvents();
const changes: ContentChange[] = [];
const cookies: Record<string, string> = {};

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload ? { payload } : {}),
  });
const item = async (kind: string, key: string, locale = 'en') => {
  const response = await as('editor', 'GET', `/content/${kind}/${key}?locale=${locale}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as EditableItem;
};
const summary = async (kind: string, key: string) =>
  ((await as('editor', 'GET', '/content')).json().data as EditableSummary[]).find(
    (entry) => entry.kind === kind && entry.key === key,
  )!;
const read = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

const HINDI_PAGE = {
  title: 'हमारे बारे में',
  content: '<p>हम तीस साल से भारत में माल ले जाते हैं।<script>x()</script></p>',
  meta_title: 'हमारे बारे में',
  meta_description: 'भारत भर में ट्रक, रेल और गोदाम।',
};

beforeAll(async () => {
  t = await buildTestApi({
    rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 },
    events,
  });
  // Translating starts from English alone, not from the seed's Hindi.
  await forgetTranslations(t.database.db);
  events.onChange((change) => changes.push(change));
  const hash = await hashPassword(PASSWORD);
  for (const role of ['sales', 'editor', 'publisher'] as const) {
    await createStaffUser(t.database.db, {
      email: `${role}@harshlogistics.in`,
      name: `${role} person`,
      role,
      passwordHash: hash,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: `${role}@harshlogistics.in`, password: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    cookies[role] = String(response.headers['set-cookie']).split(';')[0]!;
  }
});
afterAll(() => t.close());

describe('a page translated into Hindi', () => {
  it('is missing in the list before anyone translates it, and read in English under ?locale=hi', async () => {
    expect((await summary('pages', '1')).translations).toEqual({
      hi: { state: 'missing', draft_waiting: false, stale_fields: [] },
    });
    const answer = await read('/get/single/pages/1?locale=hi');
    expect(answer.statusCode).toBe(200);
    // The row in English and in Hindi, which languages it is in, and the facts.
    expect(answer.headers['x-content-tables']).toBe(
      'pages#1,pages#1:languages,pages#1:hi,settings',
    );
    expect(answer.json().data).toMatchObject({
      title: 'About Us',
      content_locale: 'en',
      translated: ['en'],
    });
  });

  it('saves a draft of its words only, with the English it was made from; visitors still read English', async () => {
    const english = await item('pages', '1', 'hi');
    expect(english).toMatchObject({
      locale: 'hi',
      latest_revision: 0,
      live: null,
      english: { revision: 0 },
    });
    expect(Object.keys(english.english!.data).sort()).toEqual([
      'content',
      'meta_description',
      'meta_title',
      'title',
    ]);
    const saved = await as('editor', 'POST', '/content/pages/1/revisions?locale=hi', {
      data: { ...HINDI_PAGE, banner_image: '/elsewhere.png' },
      base_revision: 0,
      source_revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toEqual({ revision: 1 });
    const draft = await item('pages', '1', 'hi');
    expect(draft).toMatchObject({
      latest_revision: 1,
      live_revision: null,
      draft_waiting: true,
      translations: { hi: { state: 'missing', draft_waiting: true } },
    });
    // Sanitised like the English, pictures not taken from a translation, the source recorded.
    expect(draft.latest).toMatchObject({
      title: HINDI_PAGE.title,
      _source: { revision: 0, fields: { title: expect.any(String) } },
    });
    expect(draft.latest.content).not.toContain('script');
    expect(draft.latest).not.toHaveProperty('banner_image');
    // English's own chain is untouched.
    expect((await item('pages', '1')).latest_revision).toBe(0);
    expect((await read('/get/single/pages/1?locale=hi')).json().data.content_locale).toBe('en');
  });

  it('refuses a translation draft that breaks the English rules, by field', async () => {
    const response = await as('editor', 'POST', '/content/pages/1/revisions?locale=hi', {
      data: { ...HINDI_PAGE, title: '', meta_title: 'x'.repeat(121) },
      base_revision: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().data).sort()).toEqual(['meta_title', 'title']);
  });

  it('is previewed by a link that shows the Hindi over the English pictures', async () => {
    const made = await as(
      'editor',
      'POST',
      '/content/pages/1/revisions/1/preview-links?locale=hi',
      { hours: 1 },
    );
    expect(made.statusCode, made.body).toBe(201);
    const shown = await as('', 'GET', `/preview-links/${made.json().data.token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const english = (await read('/get/single/pages/1')).json().data;
    expect(shown.json().data).toMatchObject({
      locale: 'hi',
      revision: 1,
      data: { title: HINDI_PAGE.title, banner_image: english.banner_image },
    });
    expect((await item('pages', '1', 'hi')).preview_links).toHaveLength(1);
    expect((await item('pages', '1')).preview_links).toHaveLength(0);
  });

  it('is published by a publisher: the Hindi read changes at once, the English row stays, both marked', async () => {
    const before = (await read('/get/single/pages/1')).json().data;
    await read('/get/single/pages/1?locale=hi'); // cached now
    changes.length = 0;
    expect(
      (await as('editor', 'POST', '/content/pages/1/publish?locale=hi', { revision: 1 }))
        .statusCode,
    ).toBe(403);
    const published = await as('publisher', 'POST', '/content/pages/1/publish?locale=hi', {
      revision: 1,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().message).toBe(CONTENT_MESSAGES.published);
    // Its first Hindi: the Hindi reads, and which languages the page is in (every language's reads).
    expect(changes).toEqual([
      {
        tables: [
          'content_translations',
          'pages:hi',
          'pages#1:hi',
          'pages:languages',
          'pages#1:languages',
        ],
      },
    ]);
    const hindi = (await read('/get/single/pages/1?locale=hi')).json().data;
    expect(hindi).toMatchObject({
      title: HINDI_PAGE.title,
      banner_image: before.banner_image,
      content_locale: 'hi',
      translated: ['en', 'hi'],
    });
    const english = (await read('/get/single/pages/1')).json().data;
    expect(english).toMatchObject({
      title: before.title,
      updated_at: before.updated_at,
      content_locale: 'en',
      translated: ['en', 'hi'],
    });
    expect((await summary('pages', '1')).translations.hi).toEqual({
      state: 'current',
      draft_waiting: false,
      stale_fields: [],
    });
    const [audit] = await rowsOf<{ action: string; details: { locale?: string } }>(
      t.database.db,
      sql`select action, details from audit_log order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'content_published',
      details: { locale: 'hi', revision: 1 },
    });
    const [row] = await rowsOf<{ search_text: string }>(
      t.database.db,
      sql`select search_text from content_translations where kind = 'pages' and item_key = '1'`,
    );
    expect(row!.search_text).toContain('हम तीस साल से');
  });

  it('is not stale after the English picture changes, and is stale in the field whose English words change', async () => {
    const other = (await read('/get/single/pages/2')).json().data;
    const latest = (await item('pages', '1')).latest;
    let saved = await as('editor', 'POST', '/content/pages/1/revisions', {
      data: { ...latest, banner_image: other.banner_image },
      base_revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (await as('publisher', 'POST', '/content/pages/1/publish', { revision: 2 })).statusCode,
    ).toBe(200);
    expect((await summary('pages', '1')).translations.hi?.state).toBe('current');
    saved = await as('editor', 'POST', '/content/pages/1/revisions', {
      data: { ...latest, banner_image: other.banner_image, title: 'About Harsh' },
      base_revision: 2,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // A draft of the English changes nothing yet: staleness is against the live English.
    expect((await summary('pages', '1')).translations.hi?.state).toBe('current');
    expect(
      (await as('publisher', 'POST', '/content/pages/1/publish', { revision: 3 })).statusCode,
    ).toBe(200);
    expect((await summary('pages', '1')).translations.hi).toEqual({
      state: 'stale',
      draft_waiting: false,
      stale_fields: ['title'],
    });
    expect((await item('pages', '1', 'hi')).english).toMatchObject({
      revision: 3,
      data: { title: 'About Harsh' },
    });
  });

  it('is published together with the English: both drafts go up in one call', async () => {
    const english = (await item('pages', '1')).latest;
    expect(
      (
        await as('editor', 'POST', '/content/pages/1/revisions', {
          data: { ...english, title: 'About Harsh Logistics' },
          base_revision: 3,
        })
      ).statusCode,
    ).toBe(201);
    const hindi = await as('editor', 'POST', '/content/pages/1/revisions?locale=hi', {
      data: { ...HINDI_PAGE, title: 'हर्ष लॉजिस्टिक्स के बारे में' },
      base_revision: 1,
      source_revision: 4,
    });
    expect(hindi.statusCode, hindi.body).toBe(201);
    expect((await summary('pages', '1')).translations.hi).toMatchObject({
      state: 'stale',
      draft_waiting: true,
    });
    changes.length = 0;
    const published = await as('publisher', 'POST', '/content/pages/1/publish', {
      revision: 4,
      also: ['hi'],
    });
    expect(published.statusCode, published.body).toBe(200);
    // Its Hindi was live before: its languages stay, and no English read is named by the Hindi.
    expect(changes).toEqual([
      { tables: ['pages', 'pages#1', 'content_translations', 'pages:hi', 'pages#1:hi'] },
    ]);
    const englishReads = String(
      (await read('/get/single/pages/1')).headers['x-content-tables'],
    ).split(',');
    expect(
      changes[0]!.tables.filter((tag) => englishReads.includes(tag) && !/^pages#?1?$/.test(tag)),
    ).toEqual([]);
    expect((await read('/get/single/pages/1')).json().data.title).toBe('About Harsh Logistics');
    expect((await read('/get/single/pages/1?locale=hi')).json().data.title).toBe(
      'हर्ष लॉजिस्टिक्स के बारे में',
    );
    expect((await summary('pages', '1')).translations.hi).toEqual({
      state: 'current',
      draft_waiting: false,
      stale_fields: [],
    });
    // Nothing waits in Hindi now: asking for it again is refused, and nothing is published.
    const again = await as('publisher', 'POST', '/content/pages/1/publish', {
      revision: 3,
      also: ['hi'],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().data).toEqual({
      also: ['There is no Hindi draft waiting to be published with it.'],
    });
    expect((await item('pages', '1')).live_revision).toBe(4);
  });

  it('is scheduled in its own language', async () => {
    const saved = await as('editor', 'POST', '/content/pages/1/revisions?locale=hi', {
      data: { ...HINDI_PAGE, title: 'बाद में' },
      base_revision: 2,
      source_revision: 4,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await as('publisher', 'POST', '/content/pages/1/publish?locale=hi', {
      revision: 3,
      at,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await item('pages', '1', 'hi')).schedules).toMatchObject([
      { revision: 3, published: false },
    ]);
    expect((await item('pages', '1')).schedules).toEqual([]);
    await rowsOf(
      t.database.db,
      sql`update content_schedules set publish_at = now() - interval '1 second' where locale = 'hi'`,
    );
    const { contentWorkflow } = await import('../../content/workflow.js');
    expect(await contentWorkflow({ db: t.database.db, events }).runNextScheduled()).toBe(true);
    expect((await read('/get/single/pages/1?locale=hi')).json().data.title).toBe('बाद में');
    expect((await read('/get/single/pages/1')).json().data.title).toBe('About Harsh Logistics');
  });
});

describe('public reads in a language', () => {
  it('mark each item of a list, and lay the words over the English of the translated ones only', async () => {
    const services = (
      await t.app.inject({ method: 'POST', url: '/api/get/services', payload: {} })
    ).json().data.data as { id: number; title: string }[];
    const first = services[0]!;
    const live = (await item('services', String(first.id))).live!;
    expect(
      (
        await as('editor', 'POST', `/content/services/${first.id}/revisions?locale=hi`, {
          data: { title: 'सेवा', summary: 'सार', description: '<p>विवरण</p>' },
          base_revision: 0,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await as('publisher', 'POST', `/content/services/${first.id}/publish?locale=hi`, {
          revision: 1,
        })
      ).statusCode,
    ).toBe(200);
    const hindi = (
      await t.app.inject({ method: 'POST', url: '/api/get/services?locale=hi', payload: {} })
    ).json().data.data as Record<string, unknown>[];
    expect(hindi[0]).toMatchObject({
      id: first.id,
      title: 'सेवा',
      slug: live.slug,
      content_locale: 'hi',
      translated: ['en', 'hi'],
    });
    expect(hindi[1]).toMatchObject({
      title: services[1]!.title,
      content_locale: 'en',
      translated: ['en'],
    });
    expect(
      (await read(`/get/single/services/by-slug/${String(live.slug)}?locale=hi`)).json().data
        .summary,
    ).toBe('सार');
  });

  it('give the company facts in Hindi where translated, the numbers and phones as in English', async () => {
    const english = (await read('/get/settings')).json().data;
    const words = {
      tagline: 'भरोसे के साथ',
      address: 'पता',
      head_office_city: 'अहमदाबाद',
      claims: { support: '24x7' },
      grievance_officer: { designation: 'शिकायत अधिकारी', address: 'पता' },
    };
    // The grievance officer's designation and address are words too: a translation without them is refused.
    const { grievance_officer: _officer, ...withoutOfficer } = words;
    expect(
      (
        await as('editor', 'POST', '/content/settings/company/revisions?locale=hi', {
          data: withoutOfficer,
          base_revision: 0,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await as('editor', 'POST', '/content/settings/company/revisions?locale=hi', {
          data: words,
          base_revision: 0,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await as('publisher', 'POST', '/content/settings/company/publish?locale=hi', {
          revision: 1,
        })
      ).statusCode,
    ).toBe(200);
    const hindi = (await read('/get/settings?locale=hi')).json().data;
    expect(hindi).toEqual({
      ...english,
      ...words,
      claims: { ...english.claims, support: '24x7' },
      grievance_officer: { ...english.grievance_officer, ...words.grievance_officer },
      content_locale: 'hi',
      translated: ['en', 'hi'],
    });
  });
});

describe('nested words: a home page and the shared blocks', () => {
  it('translate the slides and sections in the English order, keeping the pictures and links', async () => {
    // Visitors read the facts said; staff translate the words that name them.
    const english = (await read('/get/home/home')).json().data as HomePageTexts;
    const words = projectTranslatable('home', (await item('home', 'home')).latest) as HomePageTexts;
    words.heading = 'भारत भर में माल';
    words.slides[0]!.title = 'पहली स्लाइड';
    const [section] = Object.keys(words.sections) as (keyof HomePageTexts['sections'])[];
    words.sections[section!]!.title = 'खंड';
    const saved = await as('editor', 'POST', '/content/home/home/revisions?locale=hi', {
      data: words,
      base_revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (await as('publisher', 'POST', '/content/home/home/publish?locale=hi', { revision: 1 }))
        .statusCode,
    ).toBe(200);
    const hindi = (await read('/get/home/home?locale=hi')).json().data as HomePageTexts & {
      content_locale: string;
    };
    expect(hindi.content_locale).toBe('hi');
    expect(hindi.heading).toBe('भारत भर में माल');
    expect(hindi.slides[0]).toEqual({ ...english.slides[0], title: 'पहली स्लाइड' });
    expect(hindi.slides.slice(1)).toEqual(english.slides.slice(1));
    expect(hindi.sections[section!]).toEqual({ ...english.sections[section!], title: 'खंड' });
    // An unknown company fact is refused as in English.
    const refused = await as('editor', 'POST', '/content/home/home/revisions?locale=hi', {
      data: { ...words, heading: '{nonsense}' },
      base_revision: 1,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().data)).toEqual(['heading']);
  });

  it('mark each shared block with its own language', async () => {
    expect(
      (
        await as('editor', 'POST', '/content/blocks/footer-booking/revisions?locale=hi', {
          data: { heading: 'हमारे साथ भेजें', text: 'पिकअप बुक करें।' },
          base_revision: 0,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await as('publisher', 'POST', '/content/blocks/footer-booking/publish?locale=hi', {
          revision: 1,
        })
      ).statusCode,
    ).toBe(200);
    const blocks = (await read('/get/blocks?locale=hi')).json().data;
    expect(blocks['footer-booking']).toEqual({
      heading: 'हमारे साथ भेजें',
      text: 'पिकअप बुक करें।',
      content_locale: 'hi',
      translated: ['en', 'hi'],
    });
    expect(blocks['service-quote']).toMatchObject({ content_locale: 'en', translated: ['en'] });
  });

  it('give a post in its language in the list and on its page', async () => {
    const list = (
      await t.app.inject({ method: 'POST', url: '/api/get/blogs', payload: { record: 3 } })
    ).json().data.data as { slug: string }[];
    const posts = (await as('editor', 'GET', '/content')).json().data as EditableSummary[];
    const post = posts.find(
      (entry) => entry.kind === 'posts' && entry.path?.endsWith(`/${list[0]!.slug}`),
    )!;
    const words = {
      title: 'मानसून में माल',
      excerpt: 'सार',
      content: '<p>पाठ</p>',
      author: 'प्रिया शर्मा, संचालन प्रमुख',
    };
    expect(
      (
        await as('editor', 'POST', `/content/posts/${post.key}/revisions?locale=hi`, {
          data: words,
          base_revision: 0,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await as('publisher', 'POST', `/content/posts/${post.key}/publish?locale=hi`, {
          revision: 1,
        })
      ).statusCode,
    ).toBe(200);
    const hindi = (
      await t.app.inject({
        method: 'POST',
        url: '/api/get/blogs?locale=hi',
        payload: { record: 3 },
      })
    ).json().data.data;
    expect(hindi[0]).toMatchObject({
      slug: list[0]!.slug,
      title: 'मानसून में माल',
      excerpt: 'सार',
      content_locale: 'hi',
    });
    expect((await read(`/get/single/blogs/${list[0]!.slug}?locale=hi`)).json().data).toMatchObject({
      content: '<p>पाठ</p>',
      content_locale: 'hi',
    });
  });
});

describe('who may translate, and what', () => {
  it('refuses without a session, sales, an unknown language, and another item’s revision', async () => {
    expect((await as('', 'GET', '/content/pages/1?locale=hi')).statusCode).toBe(401);
    expect((await as('sales', 'GET', '/content/pages/1?locale=hi')).statusCode).toBe(403);
    expect(
      (
        await as('sales', 'POST', '/content/pages/1/revisions?locale=hi', {
          data: HINDI_PAGE,
          base_revision: 3,
        })
      ).statusCode,
    ).toBe(403);
    const unknown = await as('editor', 'GET', '/content/pages/1?locale=xx');
    expect(unknown.statusCode).toBe(422);
    expect(
      (
        await as('editor', 'POST', '/content/pages/1/revisions?locale=xx', {
          data: HINDI_PAGE,
          base_revision: 0,
        })
      ).statusCode,
    ).toBe(422);
    expect((await read('/get/single/pages/1?locale=xx')).statusCode).toBe(422);
    expect(
      (await as('publisher', 'POST', '/content/pages/1/publish', { revision: 4, also: ['xx'] }))
        .statusCode,
    ).toBe(422);
    // Page 2 has no Hindi revision 1: page 1's is not reached through it.
    expect((await as('editor', 'GET', '/content/pages/2/revisions/1?locale=hi')).statusCode).toBe(
      404,
    );
    expect(
      (await as('publisher', 'POST', '/content/pages/2/publish?locale=hi', { revision: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await as('editor', 'POST', '/content/pages/2/revisions/1/preview-links?locale=hi', {
          hours: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a translation of an item with no English yet, and deletes the translations with the item', async () => {
    const created = await as('editor', 'POST', '/content/gallery', {
      data: { title: 'Dock', image: (await read('/get/single/pages/1')).json().data.banner_image },
      note: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json().data as { key: string };
    const early = await as('editor', 'POST', `/content/gallery/${key}/revisions?locale=hi`, {
      data: { title: 'गोदी' },
      base_revision: 0,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(CONTENT_MESSAGES.noEnglishYet);
    expect(
      (await as('publisher', 'POST', `/content/gallery/${key}/publish`, { revision: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await as('editor', 'POST', `/content/gallery/${key}/revisions?locale=hi`, {
          data: { title: 'गोदी' },
          base_revision: 0,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await as('publisher', 'POST', `/content/gallery/${key}/publish?locale=hi`, { revision: 1 }))
        .statusCode,
    ).toBe(200);
    const gallery = (
      await t.app.inject({ method: 'POST', url: '/api/get/gallery?locale=hi', payload: {} })
    ).json().data as { id: number; title: string }[];
    expect(gallery.find((entry) => String(entry.id) === key)).toMatchObject({
      title: 'गोदी',
      content_locale: 'hi',
    });
    expect((await as('publisher', 'POST', `/content/gallery/${key}/delete`)).statusCode).toBe(200);
    const left = await rowsOf(
      t.database.db,
      sql`select 1 from content_translations where kind = 'gallery' and item_key = ${key}`,
    );
    expect(left).toEqual([]);
    expect((await as('editor', 'GET', `/content/gallery/${key}?locale=hi`)).statusCode).toBe(404);
  });
});
