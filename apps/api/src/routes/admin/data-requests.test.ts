import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRIEVANCE_DAYS, INBOX_MESSAGES, type InboxDetail, type InboxList } from '@harsh/contract';
import { auditLog, dataRequests, outbox } from '../../db/schema.js';
import { hashPassword } from '../../services/passwords.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { sendOutbox } from '../../test/outbox.js';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.js';
import { postJson } from '../../test/submissions.js';

const SITE = 'https://www.harsh.example';
const PASSWORD = 'a password for logging data requests';

let t: TestApi;
let smtp: FakeSmtp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApi({ mail: null, staff: { siteUrl: SITE } });
  const hash = await hashPassword(PASSWORD);
  for (const [role, email] of [
    ['sales', 'sales@harshlogistics.in'],
    ['editor', 'writer@harshlogistics.in'],
  ] as const) {
    await createStaffUser(t.database.db, {
      email,
      name: `${role} person`,
      role,
      passwordHash: hash,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password: PASSWORD },
    });
    cookies[role] = String(signIn.headers['set-cookie']).split(';')[0]!;
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A day in India's calendar, `days` before today. */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

const logRequest = (
  who: string | null,
  body: Record<string, unknown>,
  headers: Record<string, string> = { origin: SITE },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/inbox/data_request',
    headers: { ...(who ? { cookie: cookies[who]! } : {}), ...headers },
    payload: body,
  });

const byPhone = {
  right: 'erasure',
  name: 'Ramesh Patil',
  mobile: '98220 12345',
  received_on: daysAgo(0),
  verified_how: 'Called back on the number our records hold for him.',
};

describe('staff log data requests that came by phone, by letter or in person', () => {
  it('logs one received 100 days ago as overdue, with how staff checked who asked, and audits it', async () => {
    const logged = await logRequest('sales', { ...byPhone, received_on: daysAgo(100) });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json().message).toBe(INBOX_MESSAGES.requestLogged);
    const { id, reference } = logged.json().data;
    expect(reference).toMatch(/^DR-/);

    const overdue = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/inbox?due=overdue',
        headers: { cookie: cookies['sales']! },
      })
    ).json().data as InboxList;
    expect(overdue.items.map((item) => item.id)).toContain(id);
    expect(overdue.overdue_count).toBe(1);

    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/inbox/data_request/${id}`,
        headers: { cookie: cookies['sales']! },
      })
    ).json().data as InboxDetail;
    expect(detail.request).toMatchObject({ reference, right: 'erasure', channel: 'staff' });
    expect(detail.notes[0]!.body).toContain(byPhone.verified_how);
    // No mailbox: no acknowledgement, and an answer goes by phone.
    expect(detail.acknowledgement).toBeNull();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inbox/data_request/${id}/replies`,
      headers: { cookie: cookies['sales']!, origin: SITE },
      payload: { body: 'Done.' },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(INBOX_MESSAGES.noAddress);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data_request_logged'));
    expect(audit).toMatchObject({
      actorEmail: 'sales@harshlogistics.in',
      target: `data_request:${id}`,
    });
    expect(JSON.stringify(audit)).not.toContain('Ramesh');
  });

  it('sends a logged grievance with an address its reference and a status code that works, due in 90 days', async () => {
    const logged = await logRequest('sales', {
      ...byPhone,
      right: 'grievance',
      email: 'ramesh.patil@example.in',
      details: 'Nobody called back.',
      locale: 'hi',
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const { id, reference } = logged.json().data;
    const [row] = await t.database.db.select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(new Date(row!.dueAt!).getTime() - new Date(row!.createdAt).getTime()).toBe(
      GRIEVANCE_DAYS * 86_400_000,
    );

    await sendOutbox(t, smtp, SITE);
    const ack = smtp.accepted.find((mail) => mail.to.includes('ramesh.patil@example.in'))!;
    expect(ack.headers['content-language']).toBe('hi-IN');
    expect(ack.text).toContain(reference);
    const statusCode = /: ([0-9A-Z]{10})$/m.exec(ack.text)![1]!;
    const status = await postJson(t.app, '/api/store/data-request/status', {
      reference,
      status_code: statusCode,
      locale: 'hi',
    });
    expect(status.json().data).toMatchObject({ reference, right: 'grievance', status: 'received' });
    expect(
      (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'data_ack'))).every(
        (mail) => mail.payload.code === undefined,
      ),
    ).toBe(true);
  });

  it('says what is missing or wrong', async () => {
    const nobody = await logRequest('sales', { ...byPhone, mobile: '' });
    expect(nobody.statusCode).toBe(422);
    expect(Object.keys(nobody.json().data)).toEqual(['email']);
    const future = await logRequest('sales', { ...byPhone, received_on: '2999-01-01' });
    expect(Object.keys(future.json().data)).toEqual(['received_on']);
    const unchecked = await logRequest('sales', { ...byPhone, verified_how: ' ' });
    expect(Object.keys(unchecked.json().data)).toEqual(['verified_how']);
  });

  it('refuses a visitor, an editor and a post from another site', async () => {
    expect((await logRequest(null, byPhone)).statusCode).toBe(401);
    expect((await logRequest('editor', byPhone)).statusCode).toBe(403);
    expect(
      (await logRequest('sales', byPhone, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
  });
});
