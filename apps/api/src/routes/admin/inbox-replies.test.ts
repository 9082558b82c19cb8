import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_MESSAGES, type InboxDetail, visitorText } from '@harsh/contract';
import { auditLog, inboxReplies, outbox } from '../../db/schema.js';
import { hashPassword } from '../../services/passwords.js';
import { erasePerson } from '../../repositories/erasure.js';
import {
  claimDueNotifications,
  markNotificationFailed,
  markNotificationSent,
} from '../../repositories/outbox.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { sendOutbox } from '../../test/outbox.js';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp.js';
import { markTwoFactorOn } from '../../test/staff.js';
import { contactMessage, partnerEnquiry, storeSubmission } from '../../test/submissions.js';

const PASSWORD = 'a password for the reply tests';
const SITE = 'https://www.harsh.example';

let t: TestApi;
let smtp: FakeSmtp;
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

const answer = (
  who: string | null,
  path: string,
  payload: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/inbox/${path}/replies`,
    headers: { ...(who ? { cookie: cookies[who]! } : {}), ...headers },
    payload,
  });
const detail = async (path: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/inbox/${path}`,
      headers: { cookie: cookies['sales']! },
    })
  ).json().data as InboxDetail;

const store = (path: Parameters<typeof storeSubmission>[1], body: object) =>
  storeSubmission(t, path, body);

beforeAll(async () => {
  smtp = await startFakeSmtp();
  // No worker of its own: each test sends the outbox when it wants the mail.
  t = await buildTestApi({ mail: null, staff: { siteUrl: SITE } });
  const hash = await hashPassword(PASSWORD);
  for (const [role, email] of [
    ['admin', 'boss@harshlogistics.in'],
    ['sales', 'sales@harshlogistics.in'],
    ['editor', 'writer@harshlogistics.in'],
  ] as const) {
    await createStaffUser(t.database.db, {
      email,
      name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
      role,
      passwordHash: hash,
    });
    cookies[role] = await signInAs(email);
  }
  await markTwoFactorOn(t.database.db, 'boss@harshlogistics.in');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('answering a submission from the inbox (POST /api/admin/inbox/:kind/:id/replies)', () => {
  it('sends the answer from the site with the company to reply to, threaded under the acknowledgement, and keeps it with the submission', async () => {
    const id = await store('/api/store/contact', contactMessage({ email: 'answered@example.in' }));
    await sendOutbox(t, smtp, SITE);
    const acknowledgement = smtp.accepted.find((mail) => mail.to.includes('answered@example.in'))!;
    expect(acknowledgement).toBeDefined();

    const body =
      'Namaste Ravi,\n\nA full rake from Kolkata to Jaipur runs about ₹9 lakh. Shall we call you?';
    const response = await answer('sales', `contact/${id}`, { body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(INBOX_MESSAGES.replied);
    const before = await detail(`contact/${id}`);
    expect(before.replies).toEqual([
      {
        id: response.json().data.id,
        author: 'Sales Person',
        body,
        created_at: expect.any(String),
        mail: expect.objectContaining({ state: 'waiting' }),
      },
    ]);
    expect(before.acknowledgement).toMatchObject({ state: 'sent' });

    await sendOutbox(t, smtp, SITE);
    const mail = smtp.accepted.find(
      (m) => m.to.includes('answered@example.in') && m.headers.subject?.startsWith('Re: '),
    )!;
    expect(mail).toBeDefined();
    expect(mail.headers.subject).toBe('Re: We have received your message: Harsh Logistics');
    expect(mail.headers.from).toBe('Harsh Logistics website <website@harsh.example>');
    // Their reply comes to the company, never to the staff member's own mailbox.
    expect(mail.headers['reply-to']).toBe('info@harshlogistics.in');
    expect(mail.text).not.toContain('sales@harshlogistics.in');
    expect(mail.headers['in-reply-to']).toBe(acknowledgement.headers['message-id']);
    expect(mail.headers.references).toBe(acknowledgement.headers['message-id']);
    expect(mail.text).toContain(body);
    expect(mail.text).toContain(
      visitorText('en').mail.ack.replies({ email: 'info@harshlogistics.in' }),
    );
    expect((await detail(`contact/${id}`)).replies[0]!.mail).toMatchObject({ state: 'sent' });

    // The log says an answer went, not what it said.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox_reply'), eq(auditLog.target, `contact:${id}`)));
    expect(entry).toMatchObject({
      actorEmail: 'sales@harshlogistics.in',
      details: { reply: response.json().data.id },
    });
    expect(JSON.stringify(entry)).not.toContain('lakh');
  });

  it('answers a Hindi enquiry in a Hindi frame, and closes it when asked', async () => {
    const id = await store(
      '/api/store/partner',
      partnerEnquiry({ email: 'hindi.partner@example.in', name: 'सुनीता देवी', locale: 'hi' }),
    );
    const response = await answer('admin', `partner/${id}`, {
      body: 'सुनीता जी, नमस्ते। हम कल आपको फ़ोन करेंगे।',
      close: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(INBOX_MESSAGES.repliedAndClosed);
    expect((await detail(`partner/${id}`)).item.status).toBe('closed');
    await sendOutbox(t, smtp, SITE);
    const mail = smtp.accepted.find(
      (m) => m.to.includes('hindi.partner@example.in') && m.headers.subject?.startsWith('Re: '),
    )!;
    expect(mail.headers.subject).toBe('Re: हमें आपकी पूछताछ मिल गई है: Harsh Logistics');
    expect(mail.headers['content-language']).toBe('hi-IN');
    expect(mail.text).toContain('सुनीता जी, नमस्ते। हम कल आपको फ़ोन करेंगे।');
    expect(mail.text).toContain(
      visitorText('hi').mail.ack.replies({ email: 'info@harshlogistics.in' }),
    );
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `partner:${id}`))
    ).map((entry) => entry.action);
    expect(actions).toEqual(['inbox_reply', 'inbox_status']);
  });

  it('is refused to strangers, to editors, to a forged cross-site post, for a submission that is not there, and without words', async () => {
    const id = await store('/api/store/contact', contactMessage({ email: 'refusals@example.in' }));
    expect((await answer(null, `contact/${id}`, { body: 'Hello' })).statusCode).toBe(401);
    expect((await answer('editor', `contact/${id}`, { body: 'Hello' })).statusCode).toBe(403);
    expect(
      (
        await answer(
          'sales',
          `contact/${id}`,
          { body: 'Hello' },
          { origin: 'https://evil.example' },
        )
      ).statusCode,
    ).toBe(403);
    expect((await answer('sales', `contact/${id + 1000}`, { body: 'Hello' })).statusCode).toBe(404);
    expect((await answer('sales', `quote/${id}`, { body: 'Hello' })).statusCode).toBe(404);
    const empty = await answer('sales', `contact/${id}`, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data).toEqual({ body: [INBOX_MESSAGES.writeReply] });
    expect(
      await t.database.db.select().from(inboxReplies).where(eq(inboxReplies.submissionId, id)),
    ).toEqual([]);
  });

  it('an erasure takes the answers with it: one not yet sent never goes, and no new one can be written', async () => {
    const id = await store('/api/store/contact', contactMessage({ email: 'erase.me@example.in' }));
    expect(
      (await answer('sales', `contact/${id}`, { body: 'A reply that must never leave.' }))
        .statusCode,
    ).toBe(200);
    await erasePerson(t.database.db, { email: 'erase.me@example.in' });
    expect(
      await t.database.db
        .select()
        .from(inboxReplies)
        .where(and(eq(inboxReplies.kind, 'contact'), eq(inboxReplies.submissionId, id))),
    ).toEqual([]);
    await sendOutbox(t, smtp, SITE);
    expect(smtp.accepted.filter((m) => m.to.includes('erase.me@example.in'))).toEqual([]);
    const replyRows = (
      await t.database.db.select().from(outbox).where(eq(outbox.kind, 'reply'))
    ).filter((row) => row.lastError);
    expect(replyRows.map((row) => row.lastError)).toContain('submission no longer stored');
    const refused = await answer('sales', `contact/${id}`, { body: 'Hello again' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INBOX_MESSAGES.replyToErased);
  });

  it('says an answer is being sent while the worker has it, and failed only once a failure is written (issue 40)', async () => {
    const id = await store(
      '/api/store/contact',
      contactMessage({ email: 'sending.now@example.in' }),
    );
    await sendOutbox(t, smtp, SITE);
    expect((await answer('sales', `contact/${id}`, { body: 'On its way.' })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'reply'))
      .orderBy(desc(outbox.id))
      .limit(1);
    const mailOf = async () => (await detail(`contact/${id}`)).replies[0]!.mail;
    expect(await mailOf()).toMatchObject({ state: 'waiting', attempts: 0, last_error: null });

    // The worker has taken it (its attempt counted) and is talking to the mail server: not a failure.
    const [taken] = await claimDueNotifications(t.database.db, { limit: 10, leaseMs: 60_000 });
    expect(taken).toMatchObject({ id: row!.id, attempts: 1 });
    expect(await mailOf()).toMatchObject({ state: 'sending', attempts: 1, last_error: null });

    // A real failure says why, and the next try reads as sending again, not as failed.
    await markNotificationFailed(t.database.db, row!.id, '451 try again later', 0);
    expect(await mailOf()).toMatchObject({
      state: 'retrying',
      attempts: 1,
      last_error: '451 try again later',
    });
    await claimDueNotifications(t.database.db, { limit: 10, leaseMs: 60_000 });
    expect(await mailOf()).toMatchObject({ state: 'sending', attempts: 2, last_error: null });

    await markNotificationSent(t.database.db, row!.id);
    expect(await mailOf()).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });
});
