import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxDetail } from '@harsh/contract';
import { hashPassword } from '../../services/passwords.js';
import { ResponseCache } from '../../services/response-cache.js';
import { eraseOlderThan } from '../../repositories/erasure.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { markTwoFactorOn, signedInStaff } from '../../test/staff.js';
import {
  contactMessage,
  newsletterSubscriptionId,
  partnerEnquiry,
  quoteRequest,
  storeSubmission,
} from '../../test/submissions.js';

const PASSWORD = 'a password for the erasure tests';
const PERSON = { email: 'Priya.Nair@Example.in', mobile: '+91 98450 11223' };
const POST = 'e-way-bills-gst-interstate-freight';

let t: TestApi;
const cache = new ResponseCache();
const cookies: Record<string, string> = {};

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: cookies[who]! },
    ...(payload ? { payload } : {}),
  });

const store = (path: Parameters<typeof storeSubmission>[1], body: object) =>
  storeSubmission(t, path, body);

const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApi({
    rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 },
    cache,
  });
  const hash = await hashPassword(PASSWORD);
  for (const [role, email] of [
    ['admin', 'dpo@harshlogistics.in'],
    ['sales', 'desk@harshlogistics.in'],
  ] as const) {
    await createStaffUser(t.database.db, { email, name: role, role, passwordHash: hash });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password: PASSWORD },
    });
    cookies[role] = String(response.headers['set-cookie']).split(';')[0]!;
  }
  await markTwoFactorOn(t.database.db, 'dpo@harshlogistics.in');
  // One person, four kinds: her e-mail in one case, her mobile written two ways.
  ids['contact'] = await store(
    '/api/store/contact',
    contactMessage({
      username: 'Priya Nair',
      email: 'priya.nair@example.in',
      phone: '09845011223',
      message: 'Call me about Kochi.',
    }),
  );
  ids['quote'] = await store(
    '/api/store/quote',
    quoteRequest({ name: 'Priya Nair', email: 'someone.else@example.in', phone: '98450 11223' }),
  );
  ids['partner'] = await store(
    '/api/store/partner',
    partnerEnquiry({
      name: 'Priya Nair',
      email: 'PRIYA.NAIR@example.in',
      mobile: '+91 90000 00001',
    }),
  );
  ids['comment'] = await store('/api/store/comment', {
    blog_slug: POST,
    name: 'Priya Nair',
    email: 'priya.nair@example.in',
    comment: 'Useful, thank you.',
    consent: true,
  });
  await store('/api/store/newsletter', { email: 'priya.nair@example.in', consent: true });
  ids['newsletter'] = await newsletterSubscriptionId(t.database.db, 'priya.nair@example.in');
  ids['other'] = await store(
    '/api/store/contact',
    contactMessage({ username: 'Arjun Rao', email: 'arjun@example.in', phone: '9123456789' }),
  );
  // The inbox item gets a note that names her.
  await as('sales', 'POST', `/inbox/contact/${ids['contact']}/notes`, {
    body: 'Priya prefers calls after 6 pm.',
  });
  await as('sales', 'POST', `/inbox/comment/${ids['comment']}/moderation`, { decision: 'approve' });
});
afterAll(() => t.close());

describe('erasure on request (POST /api/admin/erasure)', () => {
  it('is for admins only, and needs an address or a number', async () => {
    expect((await as('sales', 'POST', '/erasure', PERSON)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/erasure', payload: PERSON }))
        .statusCode,
    ).toBe(401);
    const empty = await as('admin', 'POST', '/erasure', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.email).toEqual([
      'Enter the e-mail address or the mobile number to erase.',
    ]);
    expect((await as('admin', 'POST', '/erasure', { mobile: '12345' })).json().data.mobile).toEqual(
      ['Enter a 10-digit mobile number.'],
    );
  });

  it('turns every submission with the e-mail or the mobile, across kinds, into a tombstone, and says so once', async () => {
    const published = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/get/blogs/${POST}/comments` })).json()
          .data as Array<{ comment: string }>
      ).map((c) => c.comment);
    expect(await published()).toContain('Useful, thank you.');

    // First, what it would take: counted, nothing changed, nothing audited; admins only.
    const preview = await as('admin', 'POST', '/erasure/preview', PERSON);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      message: '5 submissions would be erased.',
      data: { erased: { contact: 1, quote: 1, partner: 1, comment: 1, newsletter: 1 }, total: 5 },
    });
    expect(
      ((await as('admin', 'GET', `/inbox/contact/${ids['contact']}`)).json().data as InboxDetail)
        .erasure,
    ).toBeNull();
    expect(await published()).toContain('Useful, thank you.');
    expect((await as('admin', 'GET', '/audit?action=erasure')).json().data.entries).toHaveLength(0);
    expect((await as('sales', 'POST', '/erasure/preview', PERSON)).statusCode).toBe(403);

    const newCount = async () =>
      (await as('admin', 'GET', '/inbox?status=new')).json().data.new_count as number;
    expect(await newCount()).toBe(5); // hers but the newsletter sign-up (not new work), and Arjun's
    const response = await as('admin', 'POST', '/erasure', PERSON);
    expect(response.statusCode, response.body).toBe(200);
    // Nothing is left to work on: the erased submissions are closed, no longer counted as new.
    expect(await newCount()).toBe(1);
    expect(response.json().data).toEqual({
      erased: { contact: 1, quote: 1, partner: 1, comment: 1, newsletter: 1 },
      total: 5,
    });

    for (const kind of ['contact', 'quote', 'partner', 'comment', 'newsletter']) {
      const detail = (await as('admin', 'GET', `/inbox/${kind}/${ids[kind]}`)).json()
        .data as InboxDetail;
      expect(detail.erasure, kind).toMatchObject({ reason: 'request' });
      const text = JSON.stringify(detail).toLowerCase();
      for (const trace of ['priya', 'nair', '98450', '11223', 'kochi', 'useful', '6 pm'])
        expect(text, `${kind}: ${trace}`).not.toContain(trace);
      expect(detail.notes).toEqual([]);
      expect(detail.item.status, kind).toBe('closed');
    }
    // Someone else's submission is untouched.
    const other = (await as('admin', 'GET', `/inbox/contact/${ids['other']}`)).json()
      .data as InboxDetail;
    expect(other.erasure).toBeNull();
    expect(other.item.name).toBe('Arjun Rao');
    expect(other.item.status).toBe('new');
    // The comment has left its post.
    expect(await published()).not.toContain('Useful, thank you.');

    // Asked again, nothing more to erase.
    expect((await as('admin', 'POST', '/erasure', PERSON)).json().data.total).toBe(0);
    // The audit log says how many, not whose.
    const audit = (await as('admin', 'GET', '/audit?action=erasure')).json().data.entries as Array<{
      details: object;
    }>;
    expect(audit).toHaveLength(2);
    expect(audit[1]!.details).toEqual({
      by: ['email', 'mobile'],
      erased: { contact: 1, quote: 1, partner: 1, comment: 1, newsletter: 1 },
      total: 5,
    });
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('priya');
  });
});

describe('retention', () => {
  it('erases what is older than the retention period, once, and leaves the rest', async () => {
    const fresh = await store(
      '/api/store/contact',
      contactMessage({ username: 'Kabir Das', email: 'kabir@example.in', phone: '9811122233' }),
    );
    const old = await store(
      '/api/store/contact',
      contactMessage({ username: 'Meena Iyer', email: 'meena@example.in', phone: '9811122244' }),
    );
    await t.database.db.execute(
      sql`update contact_messages set created_at = now() - interval '731 days' where id = ${old}`,
    );
    const erased = await eraseOlderThan(t.database.db, new Date(Date.now() - 730 * 86_400_000));
    expect(erased).toEqual({ contact: 1 });
    expect(await eraseOlderThan(t.database.db, new Date(Date.now() - 730 * 86_400_000))).toEqual(
      {},
    );
    const detail = (await as('admin', 'GET', `/inbox/contact/${old}`)).json().data as InboxDetail;
    expect(detail).toMatchObject({
      erasure: { reason: 'retention' },
      item: { name: '[erased]', email: '' },
    });
    expect(
      ((await as('admin', 'GET', `/inbox/contact/${fresh}`)).json().data as InboxDetail).item.name,
    ).toBe('Kabir Das');
  });
});

describe('after how many days submissions go by themselves (GET /api/admin/erasure)', () => {
  it('tells admins, and no one else', async () => {
    const answer = await as('admin', 'GET', '/erasure');
    expect(answer.statusCode, answer.body).toBe(200);
    // This test API runs no daily erasure.
    expect(answer.json().data).toEqual({ retention_days: null });
    expect((await as('sales', 'GET', '/erasure')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/erasure' })).statusCode).toBe(401);
  });

  it('gives the days RETENTION_DAYS set', async () => {
    const withJob = await buildTestApi({ retentionDays: 400 });
    try {
      const [cookie] = Object.values(
        await signedInStaff(withJob.app, withJob.database.db, ['admin'], PASSWORD),
      );
      const answer = await withJob.app.inject({
        method: 'GET',
        url: '/api/admin/erasure',
        headers: { cookie: cookie! },
      });
      expect(answer.json().data).toEqual({ retention_days: 400 });
    } finally {
      await withJob.close();
    }
  });
});
