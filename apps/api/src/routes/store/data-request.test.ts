import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DATA_RIGHT_LABELS,
  GRIEVANCE_DAYS,
  type InboxDetail,
  type InboxList,
  visitorText,
} from '@harsh/contract';
import {
  auditLog,
  dataRequestCodes,
  dataRequests,
  dataRequestStatusFailures,
  outbox,
} from '../../db/schema.js';
import { hashPassword } from '../../services/passwords.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';
import {
  CODES_PER_HOUR,
  forgetUnprovedRequests,
  STATUS_ATTEMPTS,
} from '../../repositories/data-requests.js';
import { createStaffUser } from '../../repositories/staff.js';
import { solvedCaptcha } from '../../test/altcha.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { sendOutbox } from '../../test/outbox.js';
import { TEST_DRIVER } from '../../test/database.js';
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from '../../test/fake-smtp.js';
import { postJson } from '../../test/submissions.js';

const SITE = 'https://www.harsh.example';
const PASSWORD = 'a password for the data request tests';
const OFFICER = 'grievance@harshlogistics.in';

let t: TestApi;
let smtp: FakeSmtp;
let staffCookie = '';

beforeAll(async () => {
  smtp = await startFakeSmtp();
  // The status page's tests send more than a minute's share of posts from one address: what they
  // test is the status page's own count, not the rate limit (tested in plugins/rate-limit.test.ts).
  t = await buildTestApi({
    mail: null,
    staff: { siteUrl: SITE },
    rateLimits: { ...DEFAULT_RATE_LIMITS, submissions: 100 },
  });
  await createStaffUser(t.database.db, {
    email: 'sales@harshlogistics.in',
    name: 'Sales Person',
    role: 'sales',
    passwordHash: await hashPassword(PASSWORD),
  });
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email: 'sales@harshlogistics.in', password: PASSWORD },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  staffCookie = String(signIn.headers['set-cookie']).split(';')[0]!;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.accepted.length = 0;
});

async function ask(overrides: Record<string, unknown> = {}) {
  const response = await postJson(t.app, '/api/store/data-request', {
    right: 'access',
    email: 'meera.pillai@example.in',
    consent: true,
    locale: 'en',
    captcha: await solvedCaptcha(t.app),
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    pending: response.json().data.pending as string,
    message: response.json().message as string,
  };
}

const verify = (pending: string, code: string, locale = 'en') =>
  postJson(t.app, '/api/store/data-request/verify', { pending, code, locale });
const resend = (pending: string) =>
  postJson(t.app, '/api/store/data-request/resend', { pending, locale: 'en' });
const status = (reference: string, code: string, headers: Record<string, string> = {}) =>
  postJson(
    t.app,
    '/api/store/data-request/status',
    { reference, status_code: code, locale: 'en' },
    { headers },
  );

/** The last mail to an address, once the outbox is sent. */
async function lastMailTo(address: string): Promise<ReceivedMail> {
  await sendOutbox(t, smtp, SITE);
  const mail = smtp.accepted.findLast((received) => received.to.includes(address));
  expect(mail, `a mail to ${address}`).toBeDefined();
  return mail!;
}
const codeIn = (mail: ReceivedMail) => /^(\d{6})$/m.exec(mail.text)![1]!;
const statusCodeIn = (mail: ReceivedMail) => /: ([0-9A-Z]{10})$/m.exec(mail.text)![1]!;

/** A request proved with its code, and the mail that gave its reference and status code. */
async function provedRequest(email: string, overrides: Record<string, unknown> = {}) {
  const { pending } = await ask({ email, ...overrides });
  const code = codeIn(await lastMailTo(email));
  const verified = await verify(pending, code);
  expect(verified.statusCode, verified.body).toBe(200);
  const ack = await lastMailTo(email);
  return {
    ...(verified.json().data as { reference: string; due_at: string }),
    statusCode: statusCodeIn(ack),
    ack,
  };
}

const inbox = async (query: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/inbox?${query}`,
      headers: { cookie: staffCookie },
    })
  ).json().data as InboxList;
const requestId = async (reference: string) =>
  (
    await t.database.db
      .select({ id: dataRequests.id })
      .from(dataRequests)
      .where(eq(dataRequests.reference, reference))
  )[0]!.id;

describe('a request about one’s data is acted on only with the code sent to its address', () => {
  it('mails a code, refuses a wrong one, and with the right one gives a reference, a due date, an acknowledgement and a notification', async () => {
    const asked = await ask({ email: 'meera.pillai@example.in', name: 'Meera Pillai' });
    expect(asked.message).toBe(
      visitorText('en').dataRequest.codeSent({ email: 'meera.pillai@example.in', minutes: 15 }),
    );
    const codeMail = await lastMailTo('meera.pillai@example.in');
    expect(codeMail.headers['auto-submitted']).toBe('auto-generated');
    expect(codeMail.headers['reply-to']).toBe(OFFICER);
    const code = codeIn(codeMail);
    // The code is in the body only: a subject shows on a locked phone's screen.
    expect(codeMail.headers.subject).toBe('Harsh Logistics: your confirmation code');
    expect(codeMail.headers.subject).not.toMatch(/\d{6}/);
    // The code left the outbox with the mail: the database keeps only its hash.
    const rows = await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, 'data_code'));
    expect(rows.every((row) => row.payload.code === undefined)).toBe(true);

    const wrong = await verify(asked.pending, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data).toEqual({ code: [visitorText('en').dataRequest.codeWrong] });

    const right = await verify(asked.pending, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(right.statusCode, right.body).toBe(200);
    const { reference, due_at } = right.json().data;
    expect(reference).toMatch(/^DR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [row] = await t.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.reference, reference));
    // The company's stated period (30 days in the seed facts), counted from when it was asked.
    expect(new Date(due_at).getTime() - new Date(row!.createdAt).getTime()).toBe(30 * 86_400_000);
    expect(row!.pendingHash).toBeNull();

    const ack = await lastMailTo('meera.pillai@example.in');
    expect(ack.headers.subject).toBe(`Harsh Logistics: request ${reference} received`);
    expect(ack.text).toContain(`${SITE}/your-data/status`);
    statusCodeIn(ack);
    const notification = smtp.accepted.find(
      (mail) =>
        mail.to.includes('partners@harsh.example') && mail.headers.subject?.includes(reference),
    );
    expect(notification?.text).toContain(DATA_RIGHT_LABELS.access);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data_request_verified'));
    expect(audit.at(-1)).toMatchObject({
      actorEmail: 'visitor',
      target: `data_request:${row!.id}`,
    });
    expect(JSON.stringify(audit.at(-1))).not.toContain('meera');

    // The same code once more, even with the same token, proves nothing.
    expect((await verify(asked.pending, code)).statusCode).toBe(422);
  });

  it('refuses an expired code, sends a new one on asking, and the old one stops working', async () => {
    const { pending } = await ask({ email: 'arjun.menon@example.in' });
    const first = codeIn(await lastMailTo('arjun.menon@example.in'));
    const id = (
      await t.database.db
        .select({ id: dataRequests.id })
        .from(dataRequests)
        .where(eq(dataRequests.email, 'arjun.menon@example.in'))
    )[0]!.id;
    await t.database.db
      .update(dataRequestCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataRequestCodes.requestId, id));
    expect((await verify(pending, first)).statusCode).toBe(422);

    const again = await resend(pending);
    expect(again.json().message).toBe(visitorText('en').dataRequest.resent);
    const second = codeIn(await lastMailTo('arjun.menon@example.in'));
    expect((await verify(pending, second)).statusCode).toBe(200);
  });

  it(`takes ${4} wrong codes, and after the fifth the right one no longer works`, async () => {
    const { pending } = await ask({ email: 'kavya.reddy@example.in' });
    const code = codeIn(await lastMailTo('kavya.reddy@example.in'));
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await verify(pending, wrong)).statusCode).toBe(422);
    expect((await verify(pending, code)).statusCode).toBe(422);
  });

  it('answers a known and an unknown address alike, with the same work done for each', async () => {
    const db = t.database.db;
    const counts = async () => {
      const [requests] = await db.select({ n: sql<number>`count(*)::int` }).from(dataRequests);
      const [mail] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
      return { requests: requests!.n, mail: mail!.n };
    };
    // Someone we hold data for (a contact message), and an address we have never seen.
    await postJson(t.app, '/api/store/contact', {
      username: 'Farhan Qureshi',
      email: 'farhan.q@example.in',
      phone: '9876543210',
      subject: 'Rates',
      message: '',
      consent: true,
      captcha: await solvedCaptcha(t.app),
    });
    const before = await counts();
    const known = await ask({ email: 'farhan.q@example.in' });
    const middle = await counts();
    const unknown = await ask({ email: 'nobody.here@example.in' });
    const after = await counts();
    expect(known.message.replace('farhan.q@example.in', '')).toBe(
      unknown.message.replace('nobody.here@example.in', ''),
    );
    expect({
      requests: middle.requests - before.requests,
      mail: middle.mail - before.mail,
    }).toEqual({
      requests: after.requests - middle.requests,
      mail: after.mail - middle.mail,
    });
  });

  it(`mails at most ${CODES_PER_HOUR} codes an hour to one mailbox, however it is written, and answers the same past that`, async () => {
    const codeMails = async () =>
      (
        await t.database.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(eq(outbox.kind, 'data_code'))
      ).length;
    const before = await codeMails();
    const answers = [];
    for (const email of [
      'rohan.das@example.in',
      'Rohan.Das@example.in',
      'rohan.das+x@example.in',
      'ROHAN.DAS@example.in',
    ])
      answers.push((await ask({ email })).message);
    expect(await codeMails()).toBe(before + CODES_PER_HOUR);
    expect(new Set(answers.map((message) => message.replace(/\S+@example\.in/, ''))).size).toBe(1);
  });

  it(`counts a Gmail mailbox as one under either of its domains, with its dots and +tags, for the ${CODES_PER_HOUR} codes an hour`, async () => {
    const codeMails = async () =>
      (
        await t.database.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(eq(outbox.kind, 'data_code'))
      ).length;
    const before = await codeMails();
    // Google delivers all of these to one inbox.
    for (const email of [
      'asha.kulkarni@gmail.com',
      'ashakulkarni@googlemail.com',
      'Asha.Kulkarni+x@GoogleMail.com',
      'a.sha.kulkarni@gmail.com',
    ])
      await ask({ email });
    expect(await codeMails()).toBe(before + CODES_PER_HOUR);
  });

  it(`mails at most ${CODES_PER_HOUR} codes an hour to one mailbox also when its requests arrive at once`, async () => {
    const codeMails = async () =>
      (
        await t.database.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(eq(outbox.kind, 'data_code'))
      ).length;
    const before = await codeMails();
    const captchas = await Promise.all(
      Array.from({ length: CODES_PER_HOUR + 3 }, () => solvedCaptcha(t.app)),
    );
    // On PostgreSQL each request is a transaction of its own, on a connection of its own, at the same time.
    const answers = await Promise.all(
      captchas.map((captcha) =>
        postJson(t.app, '/api/store/data-request', {
          right: 'access',
          email: 'kavya.menon@example.in',
          consent: true,
          locale: 'en',
          captcha,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(captchas.map(() => 201));
    expect(await codeMails()).toBe(before + CODES_PER_HOUR);
  });

  it('needs the bot check, and what a correction, a grievance and a nomination need', async () => {
    const noCheck = await postJson(t.app, '/api/store/data-request', {
      right: 'access',
      email: 'a@example.in',
      consent: true,
    });
    expect(noCheck.statusCode).toBe(422);
    expect(Object.keys(noCheck.json().data)).toEqual(['captcha']);
    const missing = await postJson(t.app, '/api/store/data-request', {
      right: 'nomination',
      email: 'a@example.in',
      consent: true,
      captcha: await solvedCaptcha(t.app),
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().data).sort()).toEqual(['nominee_contact', 'nominee_name']);
    const inHindi = await postJson(t.app, '/api/store/data-request', {
      right: 'grievance',
      email: 'a@example.in',
      consent: true,
      locale: 'hi',
      captcha: await solvedCaptcha(t.app),
    });
    expect(inHindi.json().data.details).toEqual([
      visitorText('hi').fields.details({ right: 'grievance' }),
    ]);
    const badRight = await postJson(t.app, '/api/store/data-request', {
      right: 'everything',
      email: 'a@example.in',
      consent: true,
    });
    expect(badRight.json().data.right).toEqual([visitorText('en').fields.right]);
  });

  it('speaks Hindi to a request made from the Hindi page', async () => {
    const { pending, message } = await ask({
      email: 'sunita.verma@example.in',
      right: 'grievance',
      details: 'मेरा पता ग़लत दर्ज है',
      locale: 'hi',
    });
    expect(message).toContain('6 अंकों का कोड');
    const codeMail = await lastMailTo('sunita.verma@example.in');
    expect(codeMail.headers['content-language']).toBe('hi-IN');
    expect(codeMail.headers.subject).toBe('Harsh Logistics: आपका पुष्टि कोड');
    const verified = await verify(pending, codeIn(codeMail), 'hi');
    expect(verified.json().message).toContain('आपका अनुरोध हमें मिल गया है');
    const { due_at, reference } = verified.json().data;
    const [row] = await t.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.reference, reference));
    // A grievance: the Rules' 90 days, whatever the company's own period.
    expect(new Date(due_at).getTime() - new Date(row!.createdAt).getTime()).toBe(
      GRIEVANCE_DAYS * 86_400_000,
    );
    expect((await lastMailTo('sunita.verma@example.in')).text).toContain(
      `${SITE}/hi/your-data/status`,
    );
  });

  it('forgets a request left unproved for a day, with its codes, without waiting for another request; a proved one stays', async () => {
    const { pending } = await ask({ email: 'kiran.rao@example.in' });
    const { reference } = await provedRequest('kiran.joshi@example.in');
    const byEmail = async (email: string) =>
      (
        await t.database.db
          .select({ id: dataRequests.id })
          .from(dataRequests)
          .where(eq(dataRequests.email, email))
      )[0]?.id;
    const unproved = (await byEmail('kiran.rao@example.in'))!;
    // Younger than a day, it stays.
    expect(await forgetUnprovedRequests(t.database.db)).toBe(0);
    await t.database.db
      .update(dataRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${dataRequests.email} like 'kiran.%'`);
    expect(await forgetUnprovedRequests(t.database.db)).toBe(1);
    expect(await byEmail('kiran.rao@example.in')).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(dataRequestCodes)
        .where(eq(dataRequestCodes.requestId, unproved)),
    ).toEqual([]);
    expect((await verify(pending, '123456')).statusCode).toBe(422);
    expect(await requestId(reference)).toBeGreaterThan(0);
  });
});

describe('the status page and the inbox', () => {
  it('tells the holder of the reference and status code where the request stands, and nobody else', async () => {
    const { reference, statusCode } = await provedRequest('deepa.nair@example.in', {
      right: 'correction',
      details: 'My surname is spelt Nair, not Nayar.',
    });
    const seen = await status(reference.toLowerCase(), statusCode);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.json().data).toMatchObject({
      reference,
      right: 'correction',
      status: 'received',
      closed_at: null,
    });

    const id = await requestId(reference);
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/inbox/data_request/${id}`,
      headers: { cookie: staffCookie, origin: SITE },
      payload: { status: 'closed' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await status(reference, statusCode)).json().data).toMatchObject({
      status: 'closed',
      closed_at: expect.any(String),
    });

    const wrong = await status(reference, 'ABCDEFGHJK');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(visitorText('en').dataRequest.statusWrong);
    const unknown = await status('DR-0000-0000', statusCode);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('takes a status code typed with O for 0 and I or L for 1, as its alphabet means', async () => {
    const { reference, statusCode } = await provedRequest('typed.by.hand@example.in');
    // A code with every digit the alphabet's lookalike letters stand for (a random one may have none).
    const sent = '0123401234';
    expect(statusCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    await t.database.db
      .update(dataRequests)
      .set({ statusCodeHash: createHash('sha256').update(sent).digest('hex') })
      .where(eq(dataRequests.reference, reference));
    const seen = await status(
      reference.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l'),
      'oI234OL234',
    );
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ reference });
  });

  it(`rests a reference after ${STATUS_ATTEMPTS} wrong status codes for the network that sent them, the right one included, and for nobody else`, async () => {
    const { reference, statusCode } = await provedRequest('vikram.singh@example.in');
    const guesser = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < STATUS_ATTEMPTS; i++)
      expect((await status(reference, 'ABCDEFGHJK', guesser)).statusCode).toBe(404);
    expect((await status(reference, statusCode, guesser)).statusCode).toBe(404);
    // Another address of the same IPv6 /64 is the same network.
    const v6 = (host: string) => ({ 'x-forwarded-for': `2001:db8:40:1::${host}` });
    for (let i = 0; i < STATUS_ATTEMPTS; i++)
      expect((await status(reference, 'ABCDEFGHJK', v6(`${i + 1}`))).statusCode).toBe(404);
    expect((await status(reference, statusCode, v6('ff'))).statusCode).toBe(404);
    // Whoever knows the reference cannot keep its owner out: from her own network, her code works.
    const owner = await status(reference, statusCode, { 'x-forwarded-for': '203.0.113.40' });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('counts every wrong status code sent at once, and rests the reference at exactly the fifth', async () => {
    const { reference, statusCode } = await provedRequest('many.at.once@example.in');
    const id = await requestId(reference);
    const failures = async () =>
      (
        await t.database.db
          .select()
          .from(dataRequestStatusFailures)
          .where(eq(dataRequestStatusFailures.requestId, id))
      ).map((row) => ({
        network: row.network,
        failures: row.failures,
        locked: row.lockedUntil !== null && new Date(row.lockedUntil) > new Date(),
      }));
    // On PostgreSQL each post is a transaction of its own, on a connection of its own, at the same time.
    const wrong = (n: number, network: string) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          status(reference, `ABCDEFGH${'JKMNPQRSTV'[i]}${'WXYZ'[i % 4]}`, {
            'x-forwarded-for': network,
          }),
        ),
      );
    const answers = await wrong(STATUS_ATTEMPTS + 5, '192.0.2.80');
    expect(answers.every((answer) => answer.statusCode === 404)).toBe(true);
    // The fifth locked it; those after it were refused without being counted (read outside a
    // transaction, ten at once each saw no failure before them, and none locked).
    expect(await failures()).toEqual([
      { network: '192.0.2.80', failures: STATUS_ATTEMPTS, locked: true },
    ]);
    expect(
      (await status(reference, statusCode, { 'x-forwarded-for': '192.0.2.80' })).statusCode,
    ).toBe(404);

    // Four at once from another network: each counted, none lost, and no lock yet.
    await wrong(STATUS_ATTEMPTS - 1, '192.0.2.81');
    expect((await failures()).find((row) => row.network === '192.0.2.81')).toEqual({
      network: '192.0.2.81',
      failures: STATUS_ATTEMPTS - 1,
      locked: false,
    });
    // The right code from there still works, and starts its count again.
    expect(
      (await status(reference, statusCode, { 'x-forwarded-for': '192.0.2.81' })).statusCode,
    ).toBe(200);
    expect((await failures()).map((row) => row.network)).toEqual(['192.0.2.80']);
  });

  it('lists proved requests only, with their due dates, and flags the overdue ones', async () => {
    const { reference } = await provedRequest('lata.joshi@example.in', { right: 'erasure' });
    await ask({ email: 'never.proved@example.in' });
    const all = await inbox('kind=data_request');
    expect(all.items.some((item) => item.email === 'never.proved@example.in')).toBe(false);
    const item = all.items.find((each) => each.summary.startsWith(reference))!;
    expect(item.summary).toBe(`${reference} · ${DATA_RIGHT_LABELS.erasure}`);
    expect(item.due_at).not.toBeNull();

    const id = await requestId(reference);
    await t.database.db
      .update(dataRequests)
      .set({ dueAt: sql`now() - interval '2 days'` })
      .where(eq(dataRequests.id, id));
    const overdue = await inbox('due=overdue');
    expect(overdue.items.map((each) => each.id)).toContain(id);
    expect(overdue.overdue_count).toBeGreaterThanOrEqual(1);

    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/inbox/data_request/${id}`,
        headers: { cookie: staffCookie },
      })
    ).json().data as InboxDetail;
    expect(detail.request).toMatchObject({
      reference,
      right: 'erasure',
      channel: 'web',
      nominee: null,
    });
    expect(detail.acknowledgement?.state).toBe('sent');

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/inbox/data_request/${id}`,
      headers: { cookie: staffCookie, origin: SITE },
      payload: { status: 'closed' },
    });
    expect((await inbox('due=overdue')).items.map((each) => each.id)).not.toContain(id);
  });

  it('refuses the inbox’s data requests to a visitor', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/inbox?kind=data_request' })).statusCode,
    ).toBe(401);
  });
});

describe.runIf(TEST_DRIVER === 'postgres')('on PostgreSQL', () => {
  it('proves a request once when its code is sent twice at the same moment', async () => {
    const { pending } = await ask({ email: 'twice.at.once@example.in' });
    const code = codeIn(await lastMailTo('twice.at.once@example.in'));
    const answers = await Promise.all([verify(pending, code), verify(pending, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });
});
