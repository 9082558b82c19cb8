import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  type EditableItem,
  PREVIEW_LINK_MAX_HOURS,
  type PreviewLinkCreated,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { staffUsers } from '../../db/schema.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';

const PASSWORD = 'a password for the preview link tests';

let t: TestApi;
const cookies: Record<string, string> = {};

const as = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload ? { payload } : {}),
  });
const shared = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/preview-links/${token}` });
const item = async (key: string) =>
  (await as('editor', 'GET', `/content/pages/${key}`)).json().data as EditableItem;

async function draft(key: string, title: string): Promise<number> {
  const current = await item(key);
  const response = await as('editor', 'POST', `/content/pages/${key}/revisions`, {
    data: { ...current.latest, title },
    base_revision: current.latest_revision,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.revision as number;
}

async function makeLink(
  key: string,
  revision: number,
  body: object = {},
): Promise<PreviewLinkCreated> {
  const response = await as(
    'editor',
    'POST',
    `/content/pages/${key}/revisions/${revision}/preview-links`,
    body,
  );
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().message).toBe(CONTENT_MESSAGES.previewLinkMade);
  return response.json().data as PreviewLinkCreated;
}

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  Object.assign(
    cookies,
    await signedInStaff(t.app, t.database.db, ['admin', 'sales', 'editor'], PASSWORD),
  );
});
afterAll(() => t.close());

describe('shareable preview links', () => {
  it('shows one revision to anyone with the link, without an account, privately; later drafts do not change it', async () => {
    const revision = await draft('1', 'About us, for the board to see');
    const link = await makeLink('1', revision);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hours = (new Date(link.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(PREVIEW_LINK_MAX_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(PREVIEW_LINK_MAX_HOURS);
    const seen = await shared(link.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    expect(seen.json().data).toMatchObject({
      kind: 'pages',
      key: '1',
      path: '/about-us',
      revision,
      data: { title: 'About us, for the board to see' },
    });
    await draft('1', 'About us, changed again');
    expect((await shared(link.token)).json().data.data.title).toBe(
      'About us, for the board to see',
    );
    // Only the token's hash is stored.
    const stored = await t.database.db.execute(sql`select token_hash from preview_links`);
    expect(JSON.stringify(stored)).not.toContain(link.token);
    expect((await item('1')).preview_links).toMatchObject([
      { id: link.id, revision, created_by: 'editor person' },
    ]);
  });

  it('stops working when revoked, and when it expires; unknown and malformed tokens get the same answer', async () => {
    const revision = await draft('2', 'Technology, a look before it goes up');
    const revoked = await makeLink('2', revision);
    const expiring = await makeLink('2', revision, { hours: 1 });
    expect(
      (await as('editor', 'POST', `/content/pages/1/preview-links/${revoked.id}/revoke`))
        .statusCode,
    ).toBe(404);
    const revoke = await as(
      'editor',
      'POST',
      `/content/pages/2/preview-links/${revoked.id}/revoke`,
    );
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json().message).toBe(CONTENT_MESSAGES.previewLinkRevoked);
    await t.database.db.execute(
      sql`update preview_links set expires_at = now() - interval '1 second' where id = ${expiring.id}`,
    );
    for (const token of [
      revoked.token,
      expiring.token,
      'A'.repeat(43),
      'not-a-token',
      `${revoked.token}x`,
    ]) {
      const response = await shared(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().message).toBe(CONTENT_MESSAGES.previewLinkGone);
    }
    expect((await item('2')).preview_links).toEqual([]);
    const audit = (await as('admin', 'GET', '/audit?action=preview_link_revoked')).json().data
      .entries;
    expect(audit[0]).toMatchObject({
      actor_email: 'editor@harshlogistics.in',
      target: 'pages:2',
      details: { link: revoked.id },
    });
  });

  it('is made by editors, publishers and admins only, for a revision that exists, for at most a day, for pages', async () => {
    const revision = await draft('3', 'Fleet, in review');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/content/pages/3/revisions/${revision}/preview-links`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    const sales = await as(
      'sales',
      'POST',
      `/content/pages/3/revisions/${revision}/preview-links`,
      {},
    );
    expect(sales.statusCode).toBe(403);
    expect(sales.json().message).toBe(STAFF_MESSAGES.forbidden);
    expect(
      (await as('editor', 'POST', `/content/pages/3/revisions/99/preview-links`, {})).statusCode,
    ).toBe(404);
    const tooLong = await as(
      'editor',
      'POST',
      `/content/pages/3/revisions/${revision}/preview-links`,
      { hours: 25 },
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().data).toEqual({
      hours: [`A preview link works for ${PREVIEW_LINK_MAX_HOURS} hours at most.`],
    });
    // A gallery picture never edited has no revision to show.
    expect(
      (await as('editor', 'POST', `/content/gallery/1/revisions/1/preview-links`, {})).statusCode,
    ).toBe(404);
    expect((await as('sales', 'POST', `/content/pages/3/preview-links/1/revoke`)).statusCode).toBe(
      403,
    );
  });

  it("stops working, for good, when its maker's account is turned off or moved to a role that does not edit", async () => {
    const db = t.database.db;
    const [editor] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, 'editor@harshlogistics.in'));
    // Checked when read, too, whatever changed the maker's account.
    const made = await as(
      'admin',
      'POST',
      `/content/pages/6/revisions/${await draft('6', 'Sort centres, in review')}/preview-links`,
      {},
    );
    expect(made.statusCode, made.body).toBe(201);
    const [admin] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, 'admin@harshlogistics.in'));
    await db
      .update(staffUsers)
      .set({ disabledAt: new Date().toISOString() })
      .where(eq(staffUsers.id, admin!.id));
    expect((await shared(made.json().data.token)).statusCode).toBe(404);
    await db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, admin!.id));
    expect((await shared(made.json().data.token)).statusCode).toBe(200);

    const turnedOffLink = await makeLink('4', await draft('4', 'Careers, before the hiring drive'));
    const movedLink = await makeLink('5', await draft('5', 'Warehousing, in review'));

    // Through the staff screen, the maker's links are revoked: they stay gone whatever comes after.
    expect((await as('admin', 'PATCH', `/staff/${editor!.id}`, { role: 'sales' })).statusCode).toBe(
      200,
    );
    expect((await shared(movedLink.token)).statusCode).toBe(404);
    expect(
      (await as('admin', 'PATCH', `/staff/${editor!.id}`, { role: 'editor' })).statusCode,
    ).toBe(200);
    expect(
      (await shared(movedLink.token)).statusCode,
      'back to editing, the link stays revoked',
    ).toBe(404);
    expect(
      (await shared(turnedOffLink.token)).statusCode,
      'a role change to sales took every link of theirs',
    ).toBe(404);

    const later = await makeLink('4', await draft('4', 'Careers, second look'));
    expect((await shared(later.token)).statusCode).toBe(200);
    const turnedOff = await as('admin', 'PATCH', `/staff/${editor!.id}`, { disabled: true });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    expect((await shared(later.token)).statusCode).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/content/pages/4',
      headers: { cookie: cookies['admin']! },
    });
    expect(listed.json().data.preview_links).toEqual([]);
    expect(
      (await as('admin', 'PATCH', `/staff/${editor!.id}`, { disabled: false })).statusCode,
    ).toBe(200);
    expect((await shared(later.token)).statusCode, 'turned on again, the link stays revoked').toBe(
      404,
    );
  });
});
