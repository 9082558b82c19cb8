import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  type EditableItem,
  type EditableSummary,
  MESSAGES,
} from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';

const PASSWORD = 'a password for the services and posts tests';

let t: TestApi;
let cookies: Record<string, string> = {};

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: cookies[who]! },
    ...(payload ? { payload } : {}),
  });
const item = async (kind: string, key: string) =>
  (await as('editor', 'GET', `/content/${kind}/${key}`)).json().data as EditableItem;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

/** Saves `change` of the item's newest version as a draft; the publisher publishes it. Gives the save's answer. */
async function saveAndPublish(
  kind: string,
  key: string,
  change: (latest: Record<string, unknown>) => Record<string, unknown>,
) {
  const current = await item(kind, key);
  const saved = await as('editor', 'POST', `/content/${kind}/${key}/revisions`, {
    data: change(current.latest),
    base_revision: current.latest_revision,
  });
  if (saved.statusCode !== 201) return saved;
  const published = await as('publisher', 'POST', `/content/${kind}/${key}/publish`, {
    revision: saved.json().data.revision,
  });
  expect(published.statusCode, published.body).toBe(200);
  return saved;
}

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  cookies = await signedInStaff(t.app, t.database.db, ['editor', 'publisher'], PASSWORD);
});
afterAll(() => t.close());

describe('services', () => {
  it('are listed, edited as drafts and published: the service reads and the search change at once', async () => {
    const list = (await as('editor', 'GET', '/content')).json().data as EditableSummary[];
    expect(list.filter((entry) => entry.kind === 'services').length).toBeGreaterThanOrEqual(7);
    expect(list.find((entry) => entry.kind === 'services' && entry.key === '4')).toMatchObject({
      path: '/services/warehousing',
    });
    await get('/get/single/services/4'); // read, and cached
    const saved = await saveAndPublish('services', '4', (latest) => ({
      ...latest,
      title: 'Warehousing in 40 cities',
      description: '<p>Bonded and open <strong>warehousing</strong>.</p><script>x()</script>',
      icon: 'warehouse',
    }));
    expect(saved.statusCode, saved.body).toBe(201);
    const service = (await get('/get/single/services/4')).json().data;
    expect(service).toMatchObject({ title: 'Warehousing in 40 cities' });
    expect(JSON.stringify(service)).not.toContain('<script>');
    const found = (await get('/search?q=bonded')).json();
    expect(JSON.stringify(found)).toContain('Warehousing in 40 cities');
  });

  it('refuses an icon that is not one of the set, by field', async () => {
    const current = await item('services', '5');
    const refused = await as('editor', 'POST', '/content/services/5/revisions', {
      data: { ...current.latest, icon: 'rocket' },
      base_revision: current.latest_revision,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual({ icon: ['Choose one of the icons.'] });
  });
});

describe('blog posts', () => {
  it('keep their old address as a 301 when the slug changes, and a second change leads both old addresses to the newest', async () => {
    const list = (await as('editor', 'GET', '/content')).json().data as EditableSummary[];
    const post = list.find((entry) => entry.kind === 'posts')!;
    const before = (await item('posts', post.key)).live!['slug'] as string;
    expect(post.path).toBe(`/blogs/blog_details/${before}`);
    expect((await get(`/get/moved/blogs/${before}`)).statusCode).toBe(404);

    await saveAndPublish('posts', post.key, (latest) => ({
      ...latest,
      slug: 'freight-in-the-monsoon',
    }));
    expect((await get('/get/single/blogs/freight-in-the-monsoon')).statusCode).toBe(200);
    expect((await get(`/get/single/blogs/${before}`)).statusCode).toBe(404);
    expect((await get(`/get/moved/blogs/${before}`)).json().data).toEqual({
      slug: 'freight-in-the-monsoon',
    });

    await saveAndPublish('posts', post.key, (latest) => ({ ...latest, slug: 'monsoon-freight' }));
    expect((await get(`/get/moved/blogs/${before}`)).json().data).toEqual({
      slug: 'monsoon-freight',
    });
    expect((await get('/get/moved/blogs/freight-in-the-monsoon')).json().data).toEqual({
      slug: 'monsoon-freight',
    });
    expect((await item('posts', post.key)).path).toBe('/blogs/blog_details/monsoon-freight');

    // Back to the first address: it is a post again, not a redirect.
    await saveAndPublish('posts', post.key, (latest) => ({ ...latest, slug: before }));
    expect((await get(`/get/moved/blogs/${before}`)).statusCode).toBe(404);
    expect((await get(`/get/single/blogs/${before}`)).statusCode).toBe(200);
  });

  it('refuses a slug another post has, and a slug of the wrong form, by field', async () => {
    const posts = ((await as('editor', 'GET', '/content')).json().data as EditableSummary[]).filter(
      (entry) => entry.kind === 'posts',
    );
    const [first, second] = [
      await item('posts', posts[0]!.key),
      await item('posts', posts[1]!.key),
    ];
    const taken = await as('editor', 'POST', `/content/posts/${first.key}/revisions`, {
      data: { ...first.latest, slug: second.live!['slug'] },
      base_revision: first.latest_revision,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      message: MESSAGES.validation,
      data: { slug: [CONTENT_MESSAGES.slugTaken] },
    });
    const badForm = await as('editor', 'POST', `/content/posts/${first.key}/revisions`, {
      data: { ...first.latest, slug: 'Monsoon Freight!' },
      base_revision: first.latest_revision,
    });
    expect(badForm.statusCode).toBe(422);
    expect(Object.keys(badForm.json().data)).toEqual(['slug']);
    expect(
      (
        await as('editor', 'POST', `/content/posts/${first.key}/revisions`, {
          data: { ...first.latest, published_on: '2026-13-40' },
          base_revision: first.latest_revision,
        })
      ).json().data,
    ).toEqual({ published_on: ['Give the date as a date.'] });
  });

  it('refuses at publish a slug that another post took after the draft was saved', async () => {
    const posts = ((await as('editor', 'GET', '/content')).json().data as EditableSummary[]).filter(
      (entry) => entry.kind === 'posts',
    );
    const [a, b] = [await item('posts', posts[2]!.key), await item('posts', posts[3]!.key)];
    const draftA = await as('editor', 'POST', `/content/posts/${a.key}/revisions`, {
      data: { ...a.latest, slug: 'rail-or-road' },
      base_revision: a.latest_revision,
    });
    expect(draftA.statusCode).toBe(201);
    await saveAndPublish('posts', b.key, (latest) => ({ ...latest, slug: 'rail-or-road' }));
    const publish = await as('publisher', 'POST', `/content/posts/${a.key}/publish`, {
      revision: draftA.json().data.revision,
    });
    expect(publish.statusCode).toBe(422);
    expect(publish.json().data).toMatchObject({ slug: [CONTENT_MESSAGES.slugTaken] });
  });
});

describe('the lists: branches, gallery, the home variants’ content', () => {
  it('lists every kind with its items', async () => {
    const list = (await as('editor', 'GET', '/content')).json().data as EditableSummary[];
    for (const kind of [
      'branches',
      'gallery',
      'testimonials',
      'plans',
      'projects',
      'clients',
      'achievements',
      'solutions',
    ]) {
      expect(list.filter((entry) => entry.kind === kind).length, kind).toBeGreaterThan(0);
    }
  });

  it('a testimonial and a plan (benefits one per line, featured yes or no) are published and read back', async () => {
    const [testimonial] = (await get('/get/testimonials')).json().data as { id: number }[];
    await saveAndPublish('testimonials', String(testimonial!.id), (latest) => ({
      ...latest,
      quote: 'They moved our whole plant in a weekend.',
    }));
    expect((await get('/get/testimonials')).json().data[0]).toMatchObject({
      id: testimonial!.id,
      quote: 'They moved our whole plant in a weekend.',
    });

    const [plan] = (await get('/get/plans')).json().data as { id: number }[];
    const saved = await saveAndPublish('plans', String(plan!.id), (latest) => ({
      ...latest,
      benefits: 'Pickup in 4 hours\n\n  Weekly reports  \nA named manager',
      featured: 'true',
      price: '12500',
    }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (await get('/get/plans')).json().data.find((p: { id: number }) => p.id === plan!.id),
    ).toMatchObject({
      benefits: ['Pickup in 4 hours', 'Weekly reports', 'A named manager'],
      featured: true,
      price: 12500,
    });
  });

  it('a branch’s phone and hours change on its page; a bad PIN code or hours line is refused by field', async () => {
    const [branch] = (await get('/get/branches')).json().data as { id: number }[];
    const key = String(branch!.id);
    const current = await item('branches', key);
    const refused = await as('editor', 'POST', `/content/branches/${key}/revisions`, {
      data: { ...current.latest, pin_code: '12345', opening_hours: 'weekdays 9 to 6' },
      base_revision: current.latest_revision,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().data).sort()).toEqual(['opening_hours.0', 'pin_code']);
    await saveAndPublish('branches', key, (latest) => ({
      ...latest,
      phone_no: '+91 79 4000 1234',
      opening_hours: 'Mo-Fr 09:00-19:00\nSa 10:00-14:00',
    }));
    const after = (
      (await get('/get/branches')).json().data as { id: number; phone_no: string }[]
    ).find((b) => b.id === branch!.id);
    expect(after).toMatchObject({ phone_no: '+91 79 4000 1234' });
  });
});
