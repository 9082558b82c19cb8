import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  type EditableItem,
  type EditableSummary,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { ContentEvents, type ContentChange } from '../../services/content-events.js';
import { media, mediaFiles } from '../../db/schema.js';
import { hashPassword } from '../../services/passwords.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { markTwoFactorOn } from '../../test/staff.js';

const PASSWORD = 'a password for the content tests';

let t: TestApi;
const events = new ContentEvents();
const changes: ContentChange[] = [];
const cookies: Record<string, string> = {};

async function signInAs(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password: PASSWORD },
    headers: { 'x-forwarded-for': '198.51.100.9' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0]!;
}

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload ? { payload } : {}),
  });

const item = async (kind: string, key: string) =>
  (await as('editor', 'GET', `/content/${kind}/${key}`)).json().data as EditableItem;
const publicPage = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/get/single/pages/1' })).json().data;
const publicSettings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/get/settings' })).json().data;

beforeAll(async () => {
  t = await buildTestApi({
    rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 },
    events,
  });
  events.onChange((change) => changes.push(change));
  const db = t.database.db;
  const hash = await hashPassword(PASSWORD);
  for (const role of ['admin', 'sales', 'editor', 'publisher'] as const) {
    await createStaffUser(db, {
      email: `${role}@harshlogistics.in`,
      name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
      role,
      passwordHash: hash,
    });
    cookies[role] = await signInAs(`${role}@harshlogistics.in`);
  }
  await markTwoFactorOn(db, 'admin@harshlogistics.in');
});
afterAll(() => t.close());

describe('who may edit (GET /api/admin/content)', () => {
  it('lists every page and the company facts for editors, publishers and admins; 401 without a session, 403 for sales', async () => {
    for (const role of ['editor', 'publisher', 'admin']) {
      const response = await as(role, 'GET', '/content');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const items = response.json().data as EditableSummary[];
      expect(items.find((i) => i.kind === 'pages' && i.key === '1')).toMatchObject({
        title: 'About Us',
        path: '/about-us',
        latest_revision: 0,
        live_revision: null,
      });
      expect(items.find((i) => i.kind === 'settings')).toMatchObject({
        key: 'company',
        path: null,
      });
    }
    expect((await as('', 'GET', '/content')).statusCode).toBe(401);
    const refused = await as('sales', 'GET', '/content/pages/1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.forbidden);
  });

  it('refuses a save from sales and a publish from an editor, changing nothing', async () => {
    expect(
      (await as('sales', 'POST', '/content/pages/1/revisions', { data: {}, base_revision: 0 }))
        .statusCode,
    ).toBe(403);
    const publish = await as('editor', 'POST', '/content/pages/1/publish', { revision: 1 });
    expect(publish.statusCode).toBe(403);
    expect((await item('pages', '1')).latest_revision).toBe(0);
  });

  it('answers 404 for an item that does not exist, and 422 for a kind that does not', async () => {
    expect((await as('editor', 'GET', '/content/pages/999')).statusCode).toBe(404);
    expect((await as('editor', 'GET', '/content/settings/1')).statusCode).toBe(404);
    expect((await as('editor', 'GET', '/content/staff/1')).statusCode).toBe(422);
  });
});

describe('drafts, publishing, history', () => {
  it('saves a draft as a revision that visitors do not see; the content before editing is kept as revision 1', async () => {
    const before = await publicPage();
    const draft = {
      ...(await item('pages', '1')).latest,
      title: 'About Harsh Logistics',
      content: '<p>Moving India since the nineties.</p>',
    };
    const response = await as('editor', 'POST', '/content/pages/1/revisions', {
      data: draft,
      note: 'Shorter opening',
      base_revision: 0,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: CONTENT_MESSAGES.saved,
      data: { revision: 2 },
    });
    expect((await publicPage()).title).toBe(before.title);
    const state = await item('pages', '1');
    expect(state).toMatchObject({ latest_revision: 2, live_revision: 1, draft_waiting: true });
    expect(state.latest.title).toBe('About Harsh Logistics');
    expect(state.live!.title).toBe(before.title);
    expect(state.history.map((r) => [r.number, r.author, r.live, r.note])).toEqual([
      [2, 'Editor Person', false, 'Shorter opening'],
      [1, null, true, 'As published before editing began'],
    ]);
  });

  it('stores sanitised HTML: script, event handlers and javascript: links are gone', async () => {
    const draft = {
      ...(await item('pages', '1')).latest,
      content:
        '<h2>Fleet</h2><p onclick="steal()">Trucks<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="/api/media/banner-company.svg" onerror="x()" alt="a">',
    };
    const response = await as('editor', 'POST', '/content/pages/1/revisions', {
      data: draft,
      base_revision: 2,
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await as('editor', 'GET', '/content/pages/1/revisions/3');
    const html = stored.json().data.data.content as string;
    expect(html).toContain('<h2>Fleet</h2>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('gives field messages for a bad draft, and saves nothing', async () => {
    const draft = { ...(await item('pages', '1')).latest, title: '  ', banner_image: 'banner.png' };
    const response = await as('editor', 'POST', '/content/pages/1/revisions', {
      data: draft,
      base_revision: 3,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toMatchObject({
      title: ['Enter the title.'],
      banner_image: [expect.stringContaining('path on this site')],
    });
    expect((await item('pages', '1')).latest_revision).toBe(3);
  });

  it('refuses a save based on an older revision (someone saved since) with a clear conflict message', async () => {
    const stale = { ...(await item('pages', '1')).latest, title: 'My version' };
    const response = await as('publisher', 'POST', '/content/pages/1/revisions', {
      data: stale,
      base_revision: 2,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CONTENT_MESSAGES.conflict);
    const unchanged = await as('publisher', 'POST', '/content/pages/1/revisions', {
      data: (await item('pages', '1')).latest,
      base_revision: 3,
    });
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json().message).toBe(CONTENT_MESSAGES.unchanged);
    expect((await item('pages', '1')).latest_revision).toBe(3);
  });

  it('publishes: the public read changes at once (its cache dropped), the change is announced and audited', async () => {
    await publicPage(); // cached now
    const read = await t.app.inject({ method: 'GET', url: '/api/get/single/pages/1' });
    // The page's row and its languages, and the facts it names (its banner is a drawing, no library picture).
    expect(read.headers['x-content-tables']).toBe('pages#1,pages#1:languages,settings');
    changes.length = 0;
    const response = await as('publisher', 'POST', '/content/pages/1/publish', { revision: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(CONTENT_MESSAGES.published);
    expect((await publicPage()).content).toContain('<h2>Fleet</h2>');
    expect(changes).toEqual([{ tables: ['pages', 'pages#1'] }]);
    // Another page's read (and the site's page that shows it) is left alone.
    const other = await t.app.inject({ method: 'GET', url: '/api/get/single/pages/2' });
    const otherReads = String(other.headers['x-content-tables']).split(',');
    expect(otherReads).toContain('pages#2');
    expect(changes[0]!.tables.filter((tag) => otherReads.includes(tag))).toEqual([]);
    expect(await item('pages', '1')).toMatchObject({ live_revision: 3, draft_waiting: false });
    const again = await as('publisher', 'POST', '/content/pages/1/publish', { revision: 3 });
    expect(again.statusCode).toBe(422);
    const audit = await as('admin', 'GET', '/audit?action=content_published');
    expect(audit.json().data.entries[0]).toMatchObject({
      action: 'content_published',
      actor_email: 'publisher@harshlogistics.in',
      target: 'pages:1',
      details: { revision: 3 },
    });
  });

  it('restores an old revision as a new one, keeping the history, and publishing it brings the old page back', async () => {
    const original = (await as('editor', 'GET', '/content/pages/1/revisions/1')).json().data.data;
    const response = await as('editor', 'POST', '/content/pages/1/revisions/1/restore', {
      base_revision: 3,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: CONTENT_MESSAGES.restored,
      data: { revision: 4 },
    });
    const state = await item('pages', '1');
    expect(state.history.map((r) => r.number)).toEqual([4, 3, 2, 1]);
    expect(state.history[0]!.note).toBe('Restored version 1');
    expect(state.latest).toEqual(original);
    expect(
      (await as('admin', 'POST', '/content/pages/1/publish', { revision: 4 })).statusCode,
    ).toBe(200);
    expect((await publicPage()).title).toBe(original.title);
    expect((await as('editor', 'GET', '/content/pages/1/revisions/99')).statusCode).toBe(404);
  });

  it('never rewrites history: the database refuses to change or delete a revision', async () => {
    await expect(
      t.database.db.execute(sql`update content_revisions set data = '{}'::jsonb where number = 1`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from content_revisions`)).rejects.toThrow();
  });
});

describe('the company facts', () => {
  it('an editor changes the phone (bad values refused by field), a publisher publishes, every page reads the new one', async () => {
    const company = (await item('settings', 'company')).latest as Record<string, unknown> & {
      claims: Record<string, unknown>;
    };
    const bad = await as('editor', 'POST', '/content/settings/company/revisions', {
      data: { ...company, phone: 'call us', claims: { ...company.claims, vehicles: 'many' } },
      base_revision: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data).sort()).toEqual(['claims.vehicles', 'phone']);
    const saved = await as('editor', 'POST', '/content/settings/company/revisions', {
      data: { ...company, phone: '+91 79 4000 1234' },
      base_revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await publicSettings()).phone).toBe(company.phone);
    changes.length = 0;
    expect(
      (await as('publisher', 'POST', '/content/settings/company/publish', { revision: 2 }))
        .statusCode,
    ).toBe(200);
    expect((await publicSettings()).phone).toBe('+91 79 4000 1234');
    expect(changes).toEqual([{ tables: ['settings', 'settings#company'] }]);
  });
});

describe('long pages', () => {
  it('saves a long page, and names the field when a page is too long', async () => {
    // A long page is well over the server's default body limit of 64 KB.
    const paragraph = `<p>${'हर्ष लॉजिस्टिक्स सड़क, रेल और हवाई माल ढुलाई। '.repeat(40)}</p>`;
    const long = {
      ...(await item('pages', '2')).latest,
      content: paragraph.repeat(Math.floor(150_000 / paragraph.length)),
    };
    expect(long.content.length).toBeGreaterThan(140_000);
    const saved = await as('editor', 'POST', '/content/pages/2/revisions', {
      data: long,
      base_revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const tooLong = await as('editor', 'POST', '/content/pages/2/revisions', {
      data: { ...long, content: long.content.repeat(2) },
      base_revision: 2,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().data).toMatchObject({
      content: ['The page is too long: split it, or shorten it.'],
    });
  });

  it('refuses pictures from other sites, which the pages would not show, with the field named', async () => {
    const page = (await item('pages', '3')).latest;
    const written = (src: string) => `<p>Yard</p><img src="${src}" alt="yard">`;
    const texts = [
      ...[
        'https://cdn.example.in/a.png',
        '//cdn.example.in/a.png',
        'data:image/png;base64,AAAA',
      ].map(written),
      // However the address is written, as a browser would read it.
      ...[
        'h&#116;tps&#58;//cdn.example.in/a.png',
        'https&colon;//cdn.example.in/a.png',
        'https&#0000000058;//cdn.example.in/a.png',
        '&#x2F;&#x2f;cdn.example.in/a.png',
        'ht&#9;tps://cdn.example.in/a.png',
        '\\\\cdn.example.in/a.png',
        '&bsol;&bsol;cdn.example.in/a.png',
        '\u0001https://cdn.example.in/a.png',
      ].map(written),
      '<p>Yard</p><img/src="https://cdn.example.in/a.png" alt="yard">',
      '<p>Yard</p><img alt="yard"src="https://cdn.example.in/a.png">',
      '<p>Yard</p><img alt=">" src="https://cdn.example.in/a.png">',
    ];
    for (const content of texts) {
      const response = await as('editor', 'POST', '/content/pages/3/revisions', {
        data: { ...page, content },
        base_revision: 0,
      });
      expect(response.statusCode, content).toBe(422);
      expect(response.json().data.content[0]).toMatch(
        /^Pictures in the text must come from the media library/,
      );
    }
    const banner = await as('editor', 'POST', '/content/pages/3/revisions', {
      data: { ...page, banner_image: '//cdn.example.in/banner.png' },
      base_revision: 0,
    });
    expect(banner.statusCode).toBe(422);
    expect(banner.json().data.banner_image[0]).toMatch(/pictures from other sites are not shown/);
    // A picture of the site's own, and one written out as text, are kept.
    const local = await as('editor', 'POST', '/content/pages/3/revisions', {
      data: {
        ...page,
        content:
          '<p>Yard</p><img src="/api/media/banner-company.svg" alt="yard"><p>Write &#60;img src="https://…"&#62; and it is refused.</p>',
      },
      base_revision: 0,
    });
    expect(local.statusCode, local.body).toBe(201);
  });

  it('refuses pictures in the text that are not in the media library or have no alt text, naming each, and saves nothing', async () => {
    const db = t.database.db;
    const [picture] = await db
      .insert(media)
      .values({
        hash: '0a1b2c3d4e5f6a7b',
        fileName: 'nagpur-hub.jpg',
        sourceFormat: 'jpeg',
        width: 960,
        height: 640,
        alt: 'The Nagpur hub',
      })
      .returning();
    const library = '/api/media/lib/0a1b2c3d4e5f6a7b-960x640-960.webp';
    await db.insert(mediaFiles).values({
      name: library.split('/').pop()!,
      mediaId: picture!.id,
      contentType: 'image/webp',
      width: 960,
      bytes: Buffer.from('not really a picture'),
    });
    const page = (await item('pages', '4')).latest;
    const missing = (...addresses: string[]) =>
      CONTENT_MESSAGES.picturesNotInLibrary.replace('{addresses}', addresses.join(', '));
    const undescribed = (...addresses: string[]) =>
      CONTENT_MESSAGES.picturesUndescribed.replace('{addresses}', addresses.join(', '));
    const refusals: [string, string[]][] = [
      // Pasted from elsewhere: an address that is no file, and no alt text.
      ['<p>Yard</p><img src="x">', [missing('x'), undescribed('x')]],
      [
        '<p>Yard</p><img src="/api/media/does-not-exist.jpg" alt="Yard">',
        [missing('/api/media/does-not-exist.jpg')],
      ],
      [
        '<p>Yard</p><img src="/api/media/lib/0a1b2c3d4e5f6a7b-960x640-480.webp" alt="Yard"><img alt="Yard"><img src="x" alt="Yard">',
        [missing('/api/media/lib/0a1b2c3d4e5f6a7b-960x640-480.webp', '(no address)', 'x')],
      ],
      [
        `<p>Hub</p><img src="${library}"><img src="/api/media/banner-company.svg" alt="  ">`,
        [undescribed(library, '/api/media/banner-company.svg')],
      ],
    ];
    for (const [content, messages] of refusals) {
      const response = await as('editor', 'POST', '/content/pages/4/revisions', {
        data: { ...page, content },
        base_revision: 0,
      });
      expect(response.statusCode, content).toBe(422);
      expect(response.json().data, content).toEqual({ content: messages });
    }
    expect((await item('pages', '4')).latest_revision).toBe(0);
    // A service's description is held to the same.
    const service = (await as('editor', 'GET', '/content'))
      .json()
      .data.find((entry: EditableSummary) => entry.kind === 'services') as EditableSummary;
    const described = (await item('services', service.key)).latest;
    const refused = await as('editor', 'POST', `/content/services/${service.key}/revisions`, {
      data: { ...described, description: '<p>Fleet</p><img src="x" alt="Fleet">' },
      base_revision: 0,
    });
    expect(refused.json().data).toEqual({ description: [missing('x')] });
    // The library's picture and the site's drawing, described, are taken.
    const saved = await as('editor', 'POST', '/content/pages/4/revisions', {
      data: {
        ...page,
        content: `<p>Hub</p><img src="${library}" alt="The Nagpur hub"><img src="/api/media/banner-company.svg" alt="Our office">`,
      },
      base_revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });
});
