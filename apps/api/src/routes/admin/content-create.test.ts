import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  type ContentCreated,
  type EditableItem,
  type EditableSummary,
  MESSAGES,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';

const PASSWORD = 'a password for the new items tests';

let t: TestApi;
let cookies: Record<string, string> = {};

const as = (
  who: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...headers, ...(who ? { cookie: cookies[who]! } : {}) },
    ...(payload ? { payload } : {}),
  });
const item = async (key: string, who = 'editor') =>
  (await as(who, 'GET', `/content/posts/${key}`)).json().data as EditableItem;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const listed = async () =>
  ((await as('editor', 'GET', '/content')).json().data as EditableSummary[]).filter(
    (entry) => entry.kind === 'posts',
  );

const draft = (slug: string, title = 'Loading rules for the festive rush') => ({
  title,
  slug,
  image: '/api/media/blog-festive.svg',
  excerpt: 'What changes in our hubs from Navratri to Diwali, and how to book around it.',
  content:
    '<p>From the first week of October our hubs <strong>run two shifts</strong>.</p><script>alert(1)</script>',
  author: 'Operations desk',
  published_on: '2026-11-20',
});

async function create(data: Record<string, unknown>, who = 'editor') {
  return as(who, 'POST', '/content/posts', { data, note: 'First draft' });
}

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  cookies = await signedInStaff(t.app, t.database.db, ['editor', 'publisher', 'sales'], PASSWORD);
});
afterAll(() => t.close());

describe('a new blog post', () => {
  it('is a draft no visitor sees until a publisher publishes it; then it is on the site and in the list', async () => {
    const response = await create(draft('festive-rush-loading-rules'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(CONTENT_MESSAGES.created);
    const { key, revision } = response.json().data as ContentCreated;
    expect(revision).toBe(1);

    expect((await get('/get/single/blogs/festive-rush-loading-rules')).statusCode).toBe(404);
    const created = await item(key);
    expect(created).toMatchObject({
      live: null,
      live_revision: null,
      latest_revision: 1,
      draft_waiting: true,
      path: null,
      deletable: true,
    });
    expect(created.latest['content']).not.toContain('<script');
    expect(created.history).toHaveLength(1);
    expect((await listed()).find((entry) => entry.key === key)).toMatchObject({
      title: 'Loading rules for the festive rush',
      path: null,
      live_revision: null,
      draft_waiting: true,
    });

    // A second draft before the first publish; an editor may not publish.
    const second = await as('editor', 'POST', `/content/posts/${key}/revisions`, {
      data: { ...created.latest, title: 'Festive rush: our loading rules' },
      base_revision: 1,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(
      (await as('editor', 'POST', `/content/posts/${key}/publish`, { revision: 2 })).statusCode,
    ).toBe(403);
    // A first publish has no version to go back to.
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const withUntil = await as('publisher', 'POST', `/content/posts/${key}/publish`, {
      revision: 2,
      until,
    });
    expect(withUntil.statusCode).toBe(422);
    expect(withUntil.json().data).toEqual({ until: [CONTENT_MESSAGES.firstPublishUntil] });

    const published = await as('publisher', 'POST', `/content/posts/${key}/publish`, {
      revision: 2,
    });
    expect(published.statusCode, published.body).toBe(200);
    const live = await get('/get/single/blogs/festive-rush-loading-rules');
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({
      slug: 'festive-rush-loading-rules',
      title: 'Festive rush: our loading rules',
    });
    const after = await item(key);
    expect(after).toMatchObject({
      live_revision: 2,
      path: '/blogs/blog_details/festive-rush-loading-rules',
      deletable: false,
    });
    expect((await item(key, 'publisher')).deletable).toBe(true);
    expect((await listed()).filter((entry) => entry.key === key)).toHaveLength(1);
  });

  it('refuses a slug another post has or of the wrong form, by field, and reserves nothing then', async () => {
    const existing = (await listed()).find((entry) => entry.live_revision !== null || entry.path)!;
    const takenSlug = existing.path!.split('/').pop()!;
    const before = await t.database.db.execute(sql`select last_value from blogs_id_seq`);
    const taken = await create(draft(takenSlug));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      message: MESSAGES.validation,
      data: { slug: [CONTENT_MESSAGES.slugTaken] },
    });
    const badForm = await create(draft('Festive Rush!'));
    expect(badForm.statusCode).toBe(422);
    expect(Object.keys(badForm.json().data)).toEqual(['slug']);
    const noTitle = await create({ ...draft('no-title-here'), title: '' });
    expect(Object.keys(noTitle.json().data)).toEqual(['title']);
    expect(
      JSON.stringify(await t.database.db.execute(sql`select last_value from blogs_id_seq`)),
    ).toBe(JSON.stringify(before));
  });

  it('takes an address a post moved away from: it stops redirecting', async () => {
    const posts = await listed();
    const moved = await item(posts.find((entry) => entry.path)!.key);
    const oldSlug = moved.live!['slug'] as string;
    const saved = await as('editor', 'POST', `/content/posts/${moved.key}/revisions`, {
      data: { ...moved.latest, slug: `${oldSlug}-moved` },
      base_revision: moved.latest_revision,
    });
    await as('publisher', 'POST', `/content/posts/${moved.key}/publish`, {
      revision: saved.json().data.revision,
    });
    expect((await get(`/get/moved/blogs/${oldSlug}`)).statusCode).toBe(200);

    const { key } = (await create(draft(oldSlug, 'A new post at an old address'))).json()
      .data as ContentCreated;
    await as('publisher', 'POST', `/content/posts/${key}/publish`, { revision: 1 });
    expect((await get(`/get/moved/blogs/${oldSlug}`)).statusCode).toBe(404);
    expect((await get(`/get/single/blogs/${oldSlug}`)).json().data.title).toBe(
      'A new post at an old address',
    );
  });
});

describe('a new service', () => {
  const service = (slug: string) => ({
    title: 'Cold chain transport',
    slug,
    summary: 'Refrigerated trucks between 2 °C and 8 °C for medicines and dairy.',
    description: '<p>Temperature logged every five minutes, shared with you live.</p>',
    image: '/api/media/service-road.svg',
    icon: 'road',
  });

  it('takes the next number, is unseen until published, then has its page at its address; a changed address leads on with a 301', async () => {
    const response = await as('editor', 'POST', '/content/services', {
      data: service('cold-chain-transport'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { key } = response.json().data as ContentCreated;
    const numbers = ((await as('editor', 'GET', '/content')).json().data as EditableSummary[])
      .filter((entry) => entry.kind === 'services')
      .map((entry) => Number(entry.key));
    expect(Number(key)).toBe(Math.max(...numbers));
    expect((await get(`/get/single/services/${key}`)).statusCode).toBe(404);
    await as('publisher', 'POST', `/content/services/${key}/publish`, { revision: 1 });
    expect((await get(`/get/single/services/${key}`)).json().data).toMatchObject({
      slug: 'cold-chain-transport',
      title: 'Cold chain transport',
    });
    expect((await as('editor', 'GET', `/content/services/${key}`)).json().data.path).toBe(
      '/services/cold-chain-transport',
    );

    const current = (await as('editor', 'GET', `/content/services/${key}`)).json()
      .data as EditableItem;
    const moved = await as('editor', 'POST', `/content/services/${key}/revisions`, {
      data: { ...current.latest, slug: 'cold-chain' },
      base_revision: current.latest_revision,
    });
    await as('publisher', 'POST', `/content/services/${key}/publish`, {
      revision: moved.json().data.revision,
    });
    expect((await get('/get/moved/services/cold-chain-transport')).json().data).toEqual({
      slug: 'cold-chain',
    });
    expect((await get('/get/moved/services/never-was')).statusCode).toBe(404);

    // Deleted by a publisher: its page and its old address go.
    expect((await as('publisher', 'POST', `/content/services/${key}/delete`)).json().message).toBe(
      CONTENT_MESSAGES.deleted,
    );
    expect((await get(`/get/single/services/${key}`)).statusCode).toBe(404);
    expect((await get('/get/moved/services/cold-chain-transport')).statusCode).toBe(404);
  });

  it('refuses an address another service has, one the routes use, and changing the address of a service the routes name', async () => {
    const taken = await as('editor', 'POST', '/content/services', { data: service('warehousing') });
    expect(taken.json().data).toEqual({ slug: [CONTENT_MESSAGES.slugReserved] });
    expect(
      (await as('editor', 'POST', '/content/services', { data: service('details') })).json().data,
    ).toEqual({ slug: [CONTENT_MESSAGES.slugReserved] });
    const other = (await as('editor', 'GET', '/content/services/1')).json().data as EditableItem;
    const clash = await as('editor', 'POST', '/content/services', {
      data: service(other.live!['slug'] as string),
    });
    expect(clash.json().data).toEqual({ slug: [CONTENT_MESSAGES.serviceSlugTaken] });
    const fixed = (await as('editor', 'GET', '/content/services/4')).json().data as EditableItem;
    expect(fixed.deletable).toBe(false);
    const renamed = await as('editor', 'POST', '/content/services/4/revisions', {
      data: { ...fixed.latest, slug: 'warehouses' },
      base_revision: fixed.latest_revision,
    });
    expect(renamed.json().data).toEqual({ slug: [CONTENT_MESSAGES.slugFixed] });
  });
});

describe('deleting', () => {
  it('lets an editor delete a new draft, and only a publisher a published post; its address and redirects go, and it is audited', async () => {
    const { key: draftKey } = (await create(draft('a-draft-to-discard'))).json()
      .data as ContentCreated;
    // A preview link to the new draft shows it at its own address, until the draft is deleted.
    const link = await as(
      'editor',
      'POST',
      `/content/posts/${draftKey}/revisions/1/preview-links`,
      {},
    );
    expect(link.statusCode, link.body).toBe(201);
    const token = link.json().data.token as string;
    const shared = await t.app.inject({ method: 'GET', url: `/api/admin/preview-links/${token}` });
    expect(shared.json().data).toMatchObject({
      kind: 'posts',
      key: draftKey,
      path: '/blogs/blog_details/a-draft-to-discard',
      data: { title: 'Loading rules for the festive rush' },
    });
    const discarded = await as('editor', 'POST', `/content/posts/${draftKey}/delete`);
    expect(discarded.json()).toMatchObject({ status: 1, message: CONTENT_MESSAGES.draftDeleted });
    expect((await as('editor', 'GET', `/content/posts/${draftKey}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/preview-links/${token}` })).statusCode,
    ).toBe(404);
    expect((await listed()).map((entry) => entry.key)).not.toContain(draftKey);

    const { key } = (await create(draft('winter-fog-delays'))).json().data as ContentCreated;
    await as('publisher', 'POST', `/content/posts/${key}/publish`, { revision: 1 });
    const moved = await as('editor', 'POST', `/content/posts/${key}/revisions`, {
      data: { ...draft('winter-fog-on-nh44') },
      base_revision: 1,
    });
    await as('publisher', 'POST', `/content/posts/${key}/publish`, {
      revision: moved.json().data.revision,
    });
    await get('/get/single/blogs/winter-fog-on-nh44'); // read, and cached

    const refused = await as('editor', 'POST', `/content/posts/${key}/delete`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONTENT_MESSAGES.deleteForbidden);
    const deleted = await as('publisher', 'POST', `/content/posts/${key}/delete`);
    expect(deleted.json()).toMatchObject({ status: 1, message: CONTENT_MESSAGES.deleted });
    expect((await get('/get/single/blogs/winter-fog-on-nh44')).statusCode).toBe(404);
    expect((await get('/get/moved/blogs/winter-fog-delays')).statusCode).toBe(404);
    expect((await as('publisher', 'GET', `/content/posts/${key}`)).statusCode).toBe(404);
    const audit = await t.database.db.execute(
      sql`select action, details from audit_log where target = ${`posts:${key}`} order by id`,
    );
    expect(JSON.stringify(audit)).toMatch(/content_created.*content_published.*content_deleted/s);
    expect(JSON.stringify(audit)).toContain('was_live');
  });

  it('never deletes a fixed page, the company facts or a service the routes name, and refuses strangers', async () => {
    for (const path of [
      '/content/pages/1/delete',
      '/content/settings/company/delete',
      '/content/services/4/delete',
    ]) {
      const response = await as('publisher', 'POST', path);
      expect(response.statusCode, path).toBe(422);
      expect(response.json().message).toBe(CONTENT_MESSAGES.notDeletable);
    }
    expect((await as('publisher', 'POST', '/content/pages', { data: {} })).json().message).toBe(
      CONTENT_MESSAGES.notCreatable,
    );
    expect((await as('publisher', 'POST', '/content/posts/99999/delete')).statusCode).toBe(404);
    expect((await as('', 'POST', '/content/posts', { data: draft('x-y') })).statusCode).toBe(401);
    expect(
      (await as('sales', 'POST', '/content/posts', { data: draft('x-y') })).json().message,
    ).toBe(STAFF_MESSAGES.forbidden);
    const forged = await as(
      'editor',
      'POST',
      '/content/posts',
      { data: draft('forged-post') },
      { origin: 'https://attacker.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(STAFF_MESSAGES.crossSite);
  });
});
