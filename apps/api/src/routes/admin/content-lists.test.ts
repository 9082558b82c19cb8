import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  type ContentCreated,
  type EditableItem,
  type EditableSummary,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { auditLog, media, mediaFiles } from '../../db/schema.js';
import { ContentEvents, type ContentChange } from '../../services/content-events.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';
import { postsBeside } from '../../repositories/blogs.js';

const PASSWORD = 'a password for the list entries tests';

let t: TestApi;
let cookies: Record<string, string> = {};
const events = new ContentEvents();
const changes: ContentChange[] = [];

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
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const ids = async (url: string) => {
  // The gallery is read by POST (spec §4), the rest by GET.
  const response =
    url === '/get/gallery'
      ? await t.app.inject({ method: 'POST', url: '/api/get/gallery', payload: {} })
      : await get(url);
  return (response.json().data as { id: number }[]).map((entry) => entry.id);
};

/** An editor drafts a new entry; the publisher publishes its first draft. Gives its key. */
async function addAndPublish(kind: string, data: Record<string, unknown>): Promise<string> {
  const created = await as('editor', 'POST', `/content/${kind}`, { data, note: 'New entry' });
  expect(created.statusCode, created.body).toBe(201);
  const { key, revision } = created.json().data as ContentCreated;
  const published = await as('publisher', 'POST', `/content/${kind}/${key}/publish`, { revision });
  expect(published.statusCode, published.body).toBe(200);
  return key;
}

const branch = (changes: Record<string, unknown> = {}) => ({
  location_name: 'Vashi Sector 19 Hub',
  address: 'Plot 42, APMC Market Road, Sector 19',
  city: 'Navi  Mumbai',
  state: 'Maharashtra',
  slug: 'vashi-sector-19',
  pin_code: '400703',
  phone_no: '+91 22 4000 7788',
  email: 'vashi@harshlogistics.in',
  opening_hours: 'Mo-Sa 08:00-20:00',
  services: 'warehousing\npart-truckload',
  latitude: '19.0771',
  longitude: '72.9986',
  ...changes,
});

beforeAll(async () => {
  t = await buildTestApi({
    rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 },
    events,
  });
  events.onChange((change) => changes.push(change));
  cookies = await signedInStaff(t.app, t.database.db, ['editor', 'publisher', 'sales'], PASSWORD);
});
afterAll(() => t.close());

describe('list entries', () => {
  it('a new testimonial is unseen until published, then last in its list; a publisher deletes it and it is gone', async () => {
    const before = await ids('/get/testimonials');
    const created = await as('editor', 'POST', '/content/testimonials', {
      data: {
        quote: 'Our seed bags reached every taluka before the rains.',
        name: 'Sunita Kale',
        designation: 'Seeds distributor, Latur',
        image: '/api/media/person-2.svg',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, revision } = created.json().data as ContentCreated;
    expect(await ids('/get/testimonials')).toEqual(before);

    expect(
      (await as('editor', 'POST', `/content/testimonials/${key}/publish`, { revision })).statusCode,
    ).toBe(403);
    expect(
      (await as('publisher', 'POST', `/content/testimonials/${key}/publish`, { revision }))
        .statusCode,
    ).toBe(200);
    expect(await ids('/get/testimonials')).toEqual([...before, Number(key)]);

    // A published entry: only a publisher or an admin deletes it.
    expect((await as('editor', 'POST', `/content/testimonials/${key}/delete`)).json().message).toBe(
      CONTENT_MESSAGES.deleteForbidden,
    );
    const deleted = await as('publisher', 'POST', `/content/testimonials/${key}/delete`);
    expect(deleted.json()).toMatchObject({ status: 1, data: { was_live: true } });
    expect(await ids('/get/testimonials')).toEqual(before);
    expect((await as('publisher', 'GET', `/content/testimonials/${key}`)).statusCode).toBe(404);
    const audit = await t.database.db.execute(
      sql`select action from audit_log where target = ${`testimonials:${key}`} order by id`,
    );
    expect(JSON.stringify(audit)).toMatch(/content_created.*content_published.*content_deleted/s);
  });

  it('a new gallery picture takes the next free number (the gallery is numbered by hand) and a bad one is refused by field', async () => {
    const before = await ids('/get/gallery');
    const refused = await as('editor', 'POST', '/content/gallery', {
      data: { title: '', image: 'javascript:alert(1)' },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().data)).toEqual(expect.arrayContaining(['title', 'image']));
    const key = await addAndPublish('gallery', {
      title: 'Night loading at Bhiwandi',
      image: '/api/media/gallery-01.svg',
    });
    expect(Number(key)).toBe(Math.max(...before) + 1);
    expect(await ids('/get/gallery')).toEqual([...before, Number(key)]);
  });

  it('refuses a picture address that names no picture, of the library or of the site, when saved and when published', async () => {
    for (const image of [
      '/api/media/gallery-1.svg',
      '/api/media/banner-life-at-harsh.jpg',
      '/api/media/lib/0123456789abcdef-800x600-800.webp',
    ]) {
      const refused = await as('editor', 'POST', '/content/gallery', {
        data: { title: 'Yard at Vapi', image },
      });
      expect(refused.statusCode, image).toBe(422);
      expect(refused.json().data).toEqual({ image: [CONTENT_MESSAGES.noSuchPicture] });
    }
    // A library picture's file is taken: the draft naming it is saved, and once the file is gone it is not published.
    const db = t.database.db;
    const [picture] = await db
      .insert(media)
      .values({
        hash: 'fedcba9876543210',
        fileName: 'vapi-yard.jpg',
        sourceFormat: 'jpeg',
        width: 800,
        height: 600,
        alt: 'The yard at Vapi',
      })
      .returning();
    const name = 'fedcba9876543210-800x600-800.webp';
    await db.insert(mediaFiles).values({
      name,
      mediaId: picture!.id,
      contentType: 'image/webp',
      width: 800,
      bytes: Buffer.from('not really a picture'),
    });
    const saved = await as('editor', 'POST', '/content/gallery', {
      data: { title: 'Yard at Vapi', image: `/api/media/lib/${name}` },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { key } = saved.json().data as ContentCreated;
    await db.delete(media).where(eq(media.id, picture!.id));
    const published = await as('publisher', 'POST', `/content/gallery/${key}/publish`, {
      revision: 1,
    });
    expect(published.statusCode).toBe(422);
    expect(published.json().data).toMatchObject({ image: [CONTENT_MESSAGES.noSuchPicture] });
  });

  it('an editor may delete a new draft of an entry; it reserves its number for good', async () => {
    const created = await as('editor', 'POST', '/content/gallery', {
      data: { title: 'Rake at Kanpur', image: '/api/media/gallery-02.svg' },
    });
    const { key } = created.json().data as ContentCreated;
    expect((await as('editor', 'POST', `/content/gallery/${key}/delete`)).json()).toMatchObject({
      status: 1,
      data: { was_live: false },
    });
    const next = await as('editor', 'POST', '/content/gallery', {
      data: { title: 'Rake at Kanpur', image: '/api/media/gallery-02.svg' },
    });
    expect(Number((next.json().data as ContentCreated).key)).toBeGreaterThan(Number(key));
  });
});

describe('the order of a list', () => {
  it('a publisher reverses the clients: the site shows them so at once, and the change is audited', async () => {
    const before = await ids('/get/clients');
    const reversed = [...before].reverse().map(String);
    const response = await as('publisher', 'POST', '/content/clients/order', {
      keys: reversed,
      base: before.map(String),
    });
    expect(response.json()).toMatchObject({ status: 1, message: CONTENT_MESSAGES.reordered });
    expect(await ids('/get/clients')).toEqual(reversed.map(Number));
    const staffList = (
      (await as('editor', 'GET', '/content')).json().data as EditableSummary[]
    ).filter((entry) => entry.kind === 'clients');
    expect(staffList.map((entry) => entry.key)).toEqual(reversed);
    const audit = await t.database.db
      .select({ target: auditLog.target, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'content_reordered'));
    expect(audit).toEqual([{ target: 'clients', details: { order: reversed.map(Number) } }]);
  });

  it('refuses an order of another list’s entries, one with an entry missing or twice (409), and keeps the order', async () => {
    const before = await ids('/get/achievements');
    const keys = before.map(String);
    for (const wrong of [keys.slice(1), [...keys, keys[0]!], [...keys.slice(1), '99999']]) {
      const response = await as('publisher', 'POST', '/content/achievements/order', {
        keys: wrong,
        base: keys,
      });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(409);
      expect(response.json().message).toBe(CONTENT_MESSAGES.orderChanged);
    }
    expect(await ids('/get/achievements')).toEqual(before);
  });

  it('refuses an order made from one the list no longer has: two publishers at once, or an entry added since', async () => {
    const read = (await ids('/get/gallery')).map(String);
    const first = [read[1]!, read[0]!, ...read.slice(2)];
    const second = [...read.slice(1), read[0]!];
    expect(
      (await as('publisher', 'POST', '/content/gallery/order', { keys: first, base: read }))
        .statusCode,
    ).toBe(200);
    const late = await as('publisher', 'POST', '/content/gallery/order', {
      keys: second,
      base: read,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CONTENT_MESSAGES.orderChanged);
    expect((await ids('/get/gallery')).map(String)).toEqual(first);

    const added = await addAndPublish('gallery', {
      title: 'Dock doors at Chakan',
      image: '/api/media/gallery-03.svg',
    });
    expect(
      (
        await as('publisher', 'POST', '/content/gallery/order', {
          keys: [...first].reverse(),
          base: first,
        })
      ).statusCode,
    ).toBe(409);
    const withIt = [added, ...first];
    expect(
      (
        await as('publisher', 'POST', '/content/gallery/order', {
          keys: withIt,
          base: [...first, added],
        })
      ).statusCode,
    ).toBe(200);
    expect((await ids('/get/gallery')).map(String)).toEqual(withIt);
  });

  it('refuses editors, strangers, forged posts, lists without an order and keys that are not numbers', async () => {
    const base = (await ids('/get/plans')).map(String);
    const keys = [...base].reverse();
    expect(
      (await as('editor', 'POST', '/content/plans/order', { keys, base })).json().message,
    ).toBe(STAFF_MESSAGES.forbidden);
    expect((await as('sales', 'POST', '/content/plans/order', { keys, base })).statusCode).toBe(
      403,
    );
    expect((await as('', 'POST', '/content/plans/order', { keys, base })).statusCode).toBe(401);
    const forged = await as(
      'publisher',
      'POST',
      '/content/plans/order',
      { keys, base },
      { origin: 'https://attacker.example' },
    );
    expect(forged.json().message).toBe(STAFF_MESSAGES.crossSite);
    expect(
      (
        await as('publisher', 'POST', '/content/branches/order', { keys: ['1'], base: ['1'] })
      ).json().message,
    ).toBe(CONTENT_MESSAGES.notOrdered);
    expect(
      (
        await as('publisher', 'POST', '/content/plans/order', {
          keys: ['1; drop table plans'],
          base,
        })
      ).statusCode,
    ).toBe(422);
    expect((await as('publisher', 'POST', '/content/plans/order', { keys })).statusCode).toBe(422);
    expect(
      (await as('publisher', 'POST', '/content/nothing/order', { keys, base })).statusCode,
    ).toBe(422);
    expect(await ids('/get/plans')).toEqual(keys.map(Number).reverse());
  });
});

describe('branches', () => {
  it('a publish draws again the branch, the pages whose nearest list shows it or it joins, and no other branch page', async () => {
    type Listed = { id: number; city: string; slug: string; pin_code: string };
    type Detail = Listed & { latitude: number | null; longitude: number | null; nearby: Listed[] };
    const citySlug = (city: string) => city.toLowerCase().replace(/\s+/g, '-');
    const detailOf = async (branch: Listed) => {
      const read = await get(`/get/branches/${citySlug(branch.city)}/${branch.slug}`);
      expect(read.statusCode, read.body).toBe(200);
      return {
        data: read.json().data as Detail,
        named: String(read.headers['x-content-tables']).split(','),
      };
    };
    const all = (await get('/get/branches')).json().data as Listed[];
    const details = await Promise.all(all.map(detailOf));
    const placed = details.find((d) => d.data.latitude !== null)!;
    const id = placed.data.id;
    // A page whose list shows it, and one far from it whose list does not (nor it theirs).
    const neighbour = details.find((d) => d.data.nearby.some((other) => other.id === id))!;
    const far = details.find(
      (d) =>
        d.data.id !== id &&
        !d.data.nearby.some((other) => other.id === id) &&
        !placed.data.nearby.some((other) => other.id === d.data.id),
    )!;
    expect(neighbour && far).toBeTruthy();
    const named = (change: ContentChange, reads: string[]) =>
      change.tables.filter((tag) => reads.includes(tag));
    // The city pages: its own lists it; another city's does not.
    const cityReads = async (city: string) => {
      const read = await get(`/get/city-branches/${citySlug(city)}`);
      expect(read.statusCode, read.body).toBe(200);
      return String(read.headers['x-content-tables']).split(',');
    };
    const ownCity = await cityReads(placed.data.city);
    const otherCity = await cityReads(
      details.find((d) => d.data.city !== placed.data.city)!.data.city,
    );

    // Its phone: its page and its neighbour's (which names it), not the far one's.
    const current = (await as('editor', 'GET', `/content/branches/${id}`)).json()
      .data as EditableItem;
    const saved = await as('editor', 'POST', `/content/branches/${id}/revisions`, {
      data: { ...current.latest, phone_no: '+91 79 4000 9911' },
      base_revision: current.latest_revision,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    changes.length = 0;
    expect(
      (
        await as('publisher', 'POST', `/content/branches/${id}/publish`, {
          revision: saved.json().data.revision,
        })
      ).statusCode,
    ).toBe(200);
    const [phone] = changes;
    expect(named(phone!, placed.named)).not.toEqual([]);
    expect(named(phone!, neighbour.named)).not.toEqual([]);
    expect(named(phone!, far.named)).toEqual([]);
    expect(named(phone!, ownCity)).not.toEqual([]);
    expect(named(phone!, otherCity)).toEqual([]);

    // A new branch beside it joins its list: its page is named, the far one's is not.
    changes.length = 0;
    await addAndPublish(
      'branches',
      branch({
        location_name: 'Next Door Depot',
        slug: 'next-door-depot',
        city: placed.data.city,
        state: (placed.data as Detail & { state: string }).state,
        pin_code: placed.data.pin_code,
        latitude: String(placed.data.latitude! + 0.0001),
        longitude: String(placed.data.longitude!),
      }),
    );
    const added = changes.at(-1)!;
    expect(named(added, placed.named)).toContain(`branches#${id}:nearby`);
    expect(named(added, far.named)).toEqual([]);
  });

  it('a new branch gets its page at its city and slug, is offered in its city, and its services are checked', async () => {
    const unknown = await as('editor', 'POST', '/content/branches', {
      data: branch({ services: 'warehousing\nspace-freight' }),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.services[0]).toContain('space-freight');
    const badCity = await as('editor', 'POST', '/content/branches', {
      data: branch({ city: '123', latitude: '91' }),
    });
    expect(Object.keys(badCity.json().data)).toEqual(expect.arrayContaining(['city', 'latitude']));
    // Half a position is none: the pin code's would be used without a word (decision 035).
    const half = await as('editor', 'POST', '/content/branches', {
      data: branch({ longitude: '' }),
    });
    expect(half.json().data).toEqual({ longitude: [expect.stringContaining('leave both empty')] });

    const key = await addAndPublish('branches', branch());
    const page = await get('/get/branches/navi-mumbai/vashi-sector-19');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      id: Number(key),
      city: 'NAVI MUMBAI',
      state: 'Maharashtra',
      latitude: 19.0771,
      longitude: 72.9986,
    });
    expect(page.json().data.services.map((service: { slug: string }) => service.slug)).toEqual([
      'warehousing',
      'part-truckload',
    ]);
    expect((await get('/get/branch-cities')).json().data).toContain('NAVI MUMBAI');
    const summary = ((await as('editor', 'GET', '/content')).json().data as EditableSummary[]).find(
      (entry) => entry.kind === 'branches' && entry.key === key,
    );
    expect(summary).toMatchObject({
      title: 'Vashi Sector 19 Hub, Navi Mumbai',
      path: '/branches/navi-mumbai/vashi-sector-19',
    });

    // Another branch may not take the same address in the city, however the city is written.
    const clash = await as('editor', 'POST', '/content/branches', {
      data: branch({ city: 'navi-mumbai', location_name: 'Vashi Annexe' }),
    });
    expect(clash.json().data.slug).toEqual([CONTENT_MESSAGES.branchAddressTaken]);
  });

  it('a branch that moves keeps a 301 from its old address; deleted, neither address answers', async () => {
    const key = await addAndPublish(
      'branches',
      branch({ location_name: 'Turbhe Depot', slug: 'turbhe-depot', city: 'Navi Mumbai' }),
    );
    const current = (await as('editor', 'GET', `/content/branches/${key}`)).json()
      .data as EditableItem;
    const saved = await as('editor', 'POST', `/content/branches/${key}/revisions`, {
      data: { ...current.latest, city: 'Thane', slug: 'turbhe-naka', services: '' },
      base_revision: current.latest_revision,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (
        await as('publisher', 'POST', `/content/branches/${key}/publish`, {
          revision: saved.json().data.revision,
        })
      ).statusCode,
    ).toBe(200);

    expect((await get('/get/branches/navi-mumbai/turbhe-depot')).statusCode).toBe(404);
    expect((await get('/get/moved/branches/navi-mumbai/turbhe-depot')).json().data).toEqual({
      city: 'thane',
      slug: 'turbhe-naka',
    });
    expect((await get('/get/branches/thane/turbhe-naka')).json().data).toMatchObject({
      id: Number(key),
      services: [],
    });

    expect((await as('publisher', 'POST', `/content/branches/${key}/delete`)).statusCode).toBe(200);
    expect((await get('/get/branches/thane/turbhe-naka')).statusCode).toBe(404);
    expect((await get('/get/moved/branches/navi-mumbai/turbhe-depot')).statusCode).toBe(404);
  });

  it('one branch at an address: a draft for a taken one is refused when published; a city is spelt as the site spells it', async () => {
    const first = await as('editor', 'POST', '/content/branches', {
      data: branch({ slug: 'ghansoli-yard', location_name: 'Ghansoli Yard' }),
    });
    const second = await as('editor', 'POST', '/content/branches', {
      data: branch({ slug: 'ghansoli-yard', location_name: 'Ghansoli Annexe' }),
    });
    expect(second.statusCode, second.body).toBe(201);
    const [a, b] = [first.json().data as ContentCreated, second.json().data as ContentCreated];
    expect(
      (
        await as('publisher', 'POST', `/content/branches/${a.key}/publish`, {
          revision: a.revision,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await as('publisher', 'POST', `/content/branches/${b.key}/publish`, {
      revision: b.revision,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.slug).toEqual([CONTENT_MESSAGES.branchAddressTaken]);

    const spelt = await as('editor', 'POST', '/content/branches', {
      data: branch({ city: 'Navi-Mumbai', slug: 'airoli-depot' }),
    });
    expect(spelt.json().data.city).toEqual([
      CONTENT_MESSAGES.citySpeltOtherwise.replace('{city}', 'Navi Mumbai'),
    ]);
    // The state is one of India's, as listed: 'Madya Pradesh' would have made a second Madhya Pradesh on /branches.
    const state = await as('editor', 'POST', '/content/branches', {
      data: branch({ state: 'Madya Pradesh', slug: 'bhopal-depot' }),
    });
    expect(state.statusCode).toBe(422);
    expect(state.json().data.state).toEqual(['Choose the state or union territory from the list.']);
  });

  it('a new branch may take an address another moved away from: that redirect stops', async () => {
    const key = await addAndPublish(
      'branches',
      branch({ slug: 'koparkhairane-hub', location_name: 'Kopar Khairane Hub' }),
    );
    const current = (await as('editor', 'GET', `/content/branches/${key}`)).json()
      .data as EditableItem;
    const moved = await as('editor', 'POST', `/content/branches/${key}/revisions`, {
      data: { ...current.latest, slug: 'kopar-khairane-hub' },
      base_revision: current.latest_revision,
    });
    expect(
      (
        await as('publisher', 'POST', `/content/branches/${key}/publish`, {
          revision: moved.json().data.revision,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get('/get/moved/branches/navi-mumbai/koparkhairane-hub')).statusCode).toBe(200);

    const newcomer = await addAndPublish(
      'branches',
      branch({ slug: 'koparkhairane-hub', location_name: 'Kopar Khairane Depot' }),
    );
    expect((await get('/get/moved/branches/navi-mumbai/koparkhairane-hub')).statusCode).toBe(404);
    expect((await get('/get/branches/navi-mumbai/koparkhairane-hub')).json().data.id).toBe(
      Number(newcomer),
    );
  });

  it('a service that moves is renamed in the branches that offer it, a draft naming its old address publishes the new one, and a deleted one leaves them', async () => {
    const service = await as('editor', 'POST', '/content/services', {
      data: {
        title: 'Bonded warehousing',
        slug: 'bonded-storage',
        summary: 'Goods kept under customs bond.',
        description: '<p>Under bond.</p>',
        image: '/api/media/service-warehousing.svg',
        icon: 'warehouse',
      },
    });
    const { key: serviceKey, revision } = service.json().data as ContentCreated;
    expect(
      (await as('publisher', 'POST', `/content/services/${serviceKey}/publish`, { revision }))
        .statusCode,
    ).toBe(200);
    const key = await addAndPublish(
      'branches',
      branch({
        slug: 'nerul-bonded',
        location_name: 'Nerul Bonded Store',
        services: 'bonded-storage\nwarehousing',
      }),
    );
    const draft = (await as('editor', 'GET', `/content/branches/${key}`)).json()
      .data as EditableItem;
    const waiting = await as('editor', 'POST', `/content/branches/${key}/revisions`, {
      data: { ...draft.latest, phone_no: '+91 22 4000 9911' },
      base_revision: draft.latest_revision,
    });
    expect(waiting.statusCode, waiting.body).toBe(201);

    const renamed = (await as('editor', 'GET', `/content/services/${serviceKey}`)).json()
      .data as EditableItem;
    const saved = await as('editor', 'POST', `/content/services/${serviceKey}/revisions`, {
      data: { ...renamed.latest, slug: 'bonded-warehousing' },
      base_revision: renamed.latest_revision,
    });
    expect(
      (
        await as('publisher', 'POST', `/content/services/${serviceKey}/publish`, {
          revision: saved.json().data.revision,
        })
      ).statusCode,
    ).toBe(200);
    const services = async () =>
      (
        (await get('/get/branches/navi-mumbai/nerul-bonded')).json().data.services as {
          slug: string;
        }[]
      ).map((offered) => offered.slug);
    expect(await services()).toEqual(['bonded-warehousing', 'warehousing']);

    // The draft saved before the move still names 'bonded-storage'.
    expect(
      (
        await as('publisher', 'POST', `/content/branches/${key}/publish`, {
          revision: waiting.json().data.revision,
        })
      ).statusCode,
    ).toBe(200);
    expect(await services()).toEqual(['bonded-warehousing', 'warehousing']);

    expect(
      (await as('publisher', 'POST', `/content/services/${serviceKey}/delete`)).statusCode,
    ).toBe(200);
    expect(await services()).toEqual(['warehousing']);
  });
});

describe('posts', () => {
  it('a post’s words draw again its page and the lists that show it; a new newest post the lists of the newest too', async () => {
    type Summary = { slug: string; published_at: string };
    const namedBy = (read: { headers: Record<string, unknown> }) =>
      String(read.headers['x-content-tables']).split(',');
    const list = async (record: number, page = 1) => {
      const read = await t.app.inject({
        method: 'POST',
        url: '/api/get/blogs',
        payload: { record, page },
      });
      expect(read.statusCode, read.body).toBe(200);
      return {
        slugs: (read.json().data.data as Summary[]).map((post) => post.slug),
        named: namedBy(read),
      };
    };
    const besideOf = async (slug: string) =>
      ((await get(`/get/blogs/${slug}/beside`)).json().data as Summary[]).map((post) => post.slug);
    const postReads = async (slug: string) => [
      ...namedBy(await get(`/get/single/blogs/${slug}`)),
      ...namedBy(await get(`/get/blogs/${slug}/comments`)),
      ...namedBy(await get(`/get/blogs/${slug}/beside`)),
    ];
    const newest = await list(4);
    const everyPost = await list(50);
    const oldest = everyPost.slugs.at(-1)!;
    // A post's page offers the three just older than it to read next; the oldest, the three newer.
    expect(await besideOf(everyPost.slugs[1]!)).toEqual(everyPost.slugs.slice(2, 5));
    expect(await besideOf(oldest)).toEqual(everyPost.slugs.slice(-4, -1).reverse());
    // The read finds by the index what a publish works out from the whole order: the same.
    for (const [index, slug] of everyPost.slugs.entries())
      expect(await besideOf(slug)).toEqual(postsBeside(everyPost.slugs, index));
    // One whose list does not show the oldest (as the three just newer than it do).
    const other = everyPost.slugs[1]!;
    const listing = everyPost.slugs.at(-2)!;
    expect(await besideOf(listing)).toContain(oldest);
    expect(newest.slugs).not.toContain(oldest);
    const oldestPage = await postReads(oldest);
    const otherPage = await postReads(other);
    const listingPage = await postReads(listing);
    const named = (change: ContentChange, reads: string[]) =>
      change.tables.filter((tag) => reads.includes(tag));

    const summaries = (await as('editor', 'GET', '/content')).json().data as EditableSummary[];
    const key = summaries.find(
      (item) => item.kind === 'posts' && item.path?.endsWith(`/${oldest}`),
    )!.key;
    const current = (await as('editor', 'GET', `/content/posts/${key}`)).json()
      .data as EditableItem;
    const publish = async (data: Record<string, unknown>) => {
      const latest = (await as('editor', 'GET', `/content/posts/${key}`)).json()
        .data as EditableItem;
      const saved = await as('editor', 'POST', `/content/posts/${key}/revisions`, {
        data: { ...latest.latest, ...data },
        base_revision: latest.latest_revision,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      changes.length = 0;
      const published = await as('publisher', 'POST', `/content/posts/${key}/publish`, {
        revision: saved.json().data.revision,
      });
      expect(published.statusCode, published.body).toBe(200);
      return changes.at(-1)!;
    };

    // Its excerpt: its page and the lists that show it; not another post's page, nor the newest.
    const words = await publish({ excerpt: 'An excerpt written again for the posts test.' });
    expect(named(words, oldestPage)).not.toEqual([]);
    expect(named(words, everyPost.named)).not.toEqual([]);
    expect(named(words, listingPage)).not.toEqual([]);
    expect(named(words, otherPage)).toEqual([]);
    expect(named(words, newest.named)).toEqual([]);

    // Dated next year, it is the newest: the lists of the newest change, and the pages that
    // offered it to read next; the other posts' pages do not.
    const date = await publish({
      published_on: (current.latest as { published_on: string }).published_on.replace(
        /^\d{4}/,
        String(new Date().getFullYear() + 1),
      ),
    });
    expect(named(date, newest.named)).toContain('blogs:order:head');
    expect(named(date, everyPost.named)).toContain('blogs:order');
    expect(named(date, listingPage).some((tag) => tag.endsWith(':beside'))).toBe(true);
    expect(named(date, otherPage)).toEqual([]);
    expect((await list(4)).slugs[0]).toBe(oldest);
    expect(await besideOf(listing)).not.toContain(oldest);
  });
});

describe('previews of list entries', () => {
  it('a shared preview link shows a new testimonial’s draft', async () => {
    const created = await as('editor', 'POST', '/content/testimonials', {
      data: {
        quote: 'Cold chain without a single excursion all summer.',
        name: 'Farah Shaikh',
        designation: 'Pharmacy chain, Pune',
        image: '/api/media/person-3.svg',
      },
    });
    const { key, revision } = created.json().data as ContentCreated;
    const link = await as(
      'editor',
      'POST',
      `/content/testimonials/${key}/revisions/${revision}/preview-links`,
      {},
    );
    expect(link.statusCode, link.body).toBe(201);
    const shared = await t.app.inject({
      method: 'GET',
      url: `/api/admin/preview-links/${link.json().data.token}`,
    });
    expect(shared.json().data).toMatchObject({
      kind: 'testimonials',
      key,
      revision,
      path: null,
      data: { name: 'Farah Shaikh' },
    });
  });
});
