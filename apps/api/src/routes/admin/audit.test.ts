import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, type ContentCreated, MESSAGES } from '@harsh/contract';
import { recordAudit } from '../../repositories/audit-log.js';
import { findStaffByEmail } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';

const PASSWORD = 'a password for the audit log tests';

let t: TestApi;
let cookies: Record<string, string> = {};

const as = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload ? { payload } : {}),
  });

async function entries(query: string): Promise<AuditEntry[]> {
  const response = await as('admin', 'GET', `/audit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.entries;
}

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  cookies = await signedInStaff(
    t.app,
    t.database.db,
    ['admin', 'editor', 'publisher', 'sales'],
    PASSWORD,
  );
});
afterAll(() => t.close());

describe('the audit log names what its entries refer to (GET /api/admin/audit)', () => {
  it('is for admins only', async () => {
    expect((await as('', 'GET', '/audit')).statusCode).toBe(401);
    for (const role of ['sales', 'editor', 'publisher'])
      expect((await as(role, 'GET', '/audit')).statusCode).toBe(403);
  });

  it('refuses dates out of order by the end date, as the inbox does', async () => {
    const response = await as('admin', 'GET', '/audit?from=2026-11-20&to=2026-11-01');
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({ to: [MESSAGES.datesOutOfOrder] });
  });

  it('names a page published by its title, and a staff account by name and e-mail', async () => {
    const page = (await as('editor', 'GET', '/content/pages/1')).json().data;
    const saved = await as('editor', 'POST', '/content/pages/1/revisions', {
      data: { ...page.latest, title: 'About Harsh Logistics' },
      base_revision: page.latest_revision,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (
        await as('publisher', 'POST', '/content/pages/1/publish', {
          revision: saved.json().data.revision,
        })
      ).statusCode,
    ).toBe(200);
    const [published] = await entries('action=content_published');
    expect(published).toMatchObject({
      actor_name: 'publisher person',
      target: 'pages:1',
      target_name: 'About Harsh Logistics',
      target_exists: true,
      detail_names: {},
    });

    const editor = (await findStaffByEmail(t.database.db, 'editor@harshlogistics.in'))!;
    await recordAudit(t.database.db, {
      actorEmail: 'system',
      ip: 'server',
      action: 'content_published',
      target: 'pages:2',
      details: { revision: 1, scheduled_by: editor.id },
    });
    const [scheduled] = await entries('action=content_published&actor=system');
    expect(scheduled).toMatchObject({
      actor_name: null,
      detail_names: { scheduled_by: 'editor person (editor@harshlogistics.in)' },
    });

    const changed = await as('admin', 'PATCH', `/staff/${editor.id}`, { role: 'publisher' });
    expect(changed.statusCode, changed.body).toBe(200);
    const [roleChanged] = await entries('action=role_changed');
    expect(roleChanged).toMatchObject({
      target: `staff:${editor.id}`,
      target_name: 'editor person (editor@harshlogistics.in)',
      target_exists: true,
    });
  });

  it('keeps the title of a post deleted since, marked as gone', async () => {
    const created = await as('editor', 'POST', '/content/posts', {
      data: {
        title: 'Cold chain checks before the wedding season',
        slug: 'cold-chain-wedding-season',
        image: '/api/media/blog-festive.svg',
        excerpt: 'What our reefer crews check before the busiest weeks of the year.',
        content: '<p>Every reefer gets a pre-cooling run.</p>',
        author: 'Operations desk',
        published_on: '2026-11-20',
      },
      note: 'First draft',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json().data as ContentCreated;
    const [drafted] = await entries('action=content_created');
    expect(drafted).toMatchObject({
      target: `posts:${key}`,
      target_name: 'Cold chain checks before the wedding season',
      target_exists: true,
    });

    expect((await as('editor', 'POST', `/content/posts/${key}/delete`)).statusCode).toBe(200);
    const named = (await entries('')).filter((entry) => entry.target === `posts:${key}`);
    expect(named.map((entry) => entry.action)).toEqual(['content_deleted', 'content_created']);
    for (const entry of named)
      expect(entry).toMatchObject({
        target_name: 'Cold chain checks before the wedding season',
        target_exists: false,
      });
  });

  it('gives no name where the log cannot tell, and never fails on an odd target', async () => {
    for (const target of [
      'staff:999999',
      'media:999999',
      'pages:abc',
      'posts:999999',
      'contact:5',
      'clients',
      'nothing-known:1',
      'staff:',
    ]) {
      await recordAudit(t.database.db, {
        actorEmail: 'system',
        ip: 'server',
        action: 'odd_target',
        target,
        details: { scheduled_by: 'x' },
      });
    }
    const odd = await entries('action=odd_target');
    expect(odd).toHaveLength(8);
    for (const entry of odd)
      expect(entry).toMatchObject({ target_name: null, target_exists: false, detail_names: {} });
    // A picture deleted since is named by the file name its deletion kept.
    await recordAudit(t.database.db, {
      actorEmail: 'system',
      ip: 'server',
      action: 'media_deleted',
      target: 'media:999998',
      details: { file_name: 'old-yard.jpg' },
    });
    expect((await entries('action=media_deleted'))[0]).toMatchObject({
      target_name: 'old-yard.jpg',
      target_exists: false,
    });
  });
});
