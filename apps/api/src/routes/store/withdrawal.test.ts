import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES, visitorText } from '@harsh/contract';
import {
  auditLog,
  contactMessages,
  erasures,
  newsletterSubscriptions,
  outbox,
} from '../../db/schema.js';
import { loggedPath } from '../../plugins/request-log.js';
import { ACKNOWLEDGEMENTS_PER_DAY } from '../../repositories/submissions.js';
import { solvedCaptcha } from '../../test/altcha.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import {
  FAST,
  type FakeSmtp,
  mailSettings,
  type ReceivedMail,
  startFakeSmtp,
} from '../../test/fake-smtp.js';
import {
  contactMessage,
  newestSubmissionId,
  newsletterSignup,
  newsletterSubscriptionId,
  partnerEnquiry,
  postJson,
  waitFor,
} from '../../test/submissions.js';

const SITE = 'https://www.harsh.example';
const COMPANY_ADDRESS = 'info@harshlogistics.in';

let t: TestApi;
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApi({
    mail: mailSettings(smtp.port),
    mailTiming: FAST,
    staff: { siteUrl: SITE },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.accepted.length = 0;
});

/** The acknowledgement a visitor's address received (the company's notification goes to `MAIL_TO`). */
const acknowledgementTo = (address: string) =>
  waitFor(
    () => smtp.accepted.find((mail) => mail.to.includes(address)),
    15_000,
    `the acknowledgement to ${address}`,
  );

/** The withdrawal link's token in an acknowledgement, for a page in `prefix`'s language. */
function tokenIn(mail: ReceivedMail, prefix = ''): string {
  const link = new RegExp(`${SITE.replace(/\./g, '\\.')}${prefix}/withdraw/([\\w-]{43})`).exec(
    mail.text,
  );
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

async function sendContact(overrides: Record<string, unknown>) {
  const response = await postJson(
    t.app,
    '/api/store/contact',
    contactMessage({ captcha: await solvedCaptcha(t.app), ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return newestSubmissionId(t.database.db, '/api/store/contact');
}

const withdrawalOf = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/get/withdrawal/${token}` });
const withdraw = (token: string, locale = 'en') =>
  postJson(t.app, '/api/store/withdrawal', { token, locale });

describe('every submission is acknowledged to its sender', () => {
  it('in English: what came and when, what happens next, and a link to withdraw; from the company, never repeating what was written', async () => {
    await sendContact({
      email: 'nisha.rao@example.in',
      subject: 'Tiles to Jaipur',
      message: 'A private note about our tile shipments.',
    });
    const mail = await acknowledgementTo('nisha.rao@example.in');
    expect(mail.headers.subject).toBe('We have received your message: Harsh Logistics');
    expect(mail.headers['reply-to']).toBe(COMPANY_ADDRESS);
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    expect(mail.headers['content-language']).toBe('en-IN');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.text).toMatch(/our website received a message sent with this e-mail address/);
    expect(mail.text).toContain(SUBMISSION_MESSAGES.contactMessage);
    expect(mail.text).toContain(`${SITE}/privacy-policy`);
    tokenIn(mail);
    // Anyone can type another's address into a form: nothing they wrote comes back in our mail.
    for (const written of ['Tiles to Jaipur', 'private note', 'Ravi Kumar', '09812345678'])
      expect(mail.text + mail.headers.subject).not.toContain(written);
    // The company is told as before.
    await waitFor(
      () => smtp.accepted.find((m) => m.to.includes('partners@harsh.example')),
      15_000,
      'the notification',
    );
  });

  it('in Hindi when sent from a Hindi page, with the Hindi withdrawal page', async () => {
    const response = await postJson(
      t.app,
      '/api/store/partner',
      partnerEnquiry({
        captcha: await solvedCaptcha(t.app),
        email: 'ramesh.yadav@example.in',
        name: 'रमेश यादव',
        locale: 'hi',
      }),
    );
    expect(response.statusCode).toBe(201);
    const mail = await acknowledgementTo('ramesh.yadav@example.in');
    expect(mail.headers.subject).toBe('हमें आपकी पूछताछ मिल गई है: Harsh Logistics');
    expect(mail.headers['content-language']).toBe('hi-IN');
    expect(mail.text).toContain('नमस्ते,');
    expect(mail.text).toContain(visitorText('hi').submitted.partnerEnquiry);
    expect(mail.text).toContain(`${SITE}/hi/privacy-policy`);
    const token = tokenIn(mail, '/hi');
    expect(mail.text).not.toContain('रमेश');
    // The Hindi page reads it in Hindi.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/get/withdrawal/${token}?locale=hi`,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ kind: 'partner', withdrawn: false });
  });

  it(`at most ${ACKNOWLEDGEMENTS_PER_DAY} a day to one address, however many forms name it`, async () => {
    const acknowledgements = async () =>
      (
        await t.database.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(eq(outbox.kind, 'acknowledgement'))
      ).length;
    const before = await acknowledgements();
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_DAY + 2; i++)
      await sendContact({ email: i % 2 ? 'Flooded@Example.in' : 'flooded@example.in' });
    expect(await acknowledgements()).toBe(before + ACKNOWLEDGEMENTS_PER_DAY);
  });

  it(`at most ${ACKNOWLEDGEMENTS_PER_DAY} a day to one address also when its forms arrive at once`, async () => {
    const acknowledgements = async () =>
      (
        await t.database.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(eq(outbox.kind, 'acknowledgement'))
      ).length;
    const before = await acknowledgements();
    const bodies = await Promise.all(
      Array.from({ length: ACKNOWLEDGEMENTS_PER_DAY + 3 }, async () =>
        contactMessage({ captcha: await solvedCaptcha(t.app), email: 'burst@example.in' }),
      ),
    );
    // On PostgreSQL each post is a transaction of its own, on a connection of its own, at the same time.
    const answers = await Promise.all(
      bodies.map((body) => postJson(t.app, '/api/store/contact', body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(bodies.map(() => 201));
    expect(await acknowledgements()).toBe(before + ACKNOWLEDGEMENTS_PER_DAY);
  });

  it('counts one mailbox however its address is written: +tags, and dots and either domain in a Gmail address', async () => {
    const acknowledgements = async () =>
      (
        await t.database.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(eq(outbox.kind, 'acknowledgement'))
      ).length;
    const before = await acknowledgements();
    // The newsletter has no bot check: each variant is a new sign-up, but one mailbox gets its day's share only.
    const variants = [
      'victim.one@gmail.com',
      'victimone+1@googlemail.com',
      'Victim.One+news@Gmail.com',
      'v.i.c.t.i.m.o.n.e@GoogleMail.com',
      'victimone+2@gmail.com',
      'victim.one+3@googlemail.com',
      'victimone+4@gmail.com',
    ];
    for (const email of variants)
      expect(
        (await postJson(t.app, '/api/store/newsletter', newsletterSignup({ email }))).statusCode,
      ).toBe(201);
    expect(await acknowledgements()).toBe(before + ACKNOWLEDGEMENTS_PER_DAY);
    // Dots count elsewhere: another domain's dotted address is another mailbox.
    expect(
      (
        await postJson(
          t.app,
          '/api/store/newsletter',
          newsletterSignup({ email: 'victim.one@example.in' }),
        )
      ).statusCode,
    ).toBe(201);
    expect(await acknowledgements()).toBe(before + ACKNOWLEDGEMENTS_PER_DAY + 1);
  });

  it('gives up on an address that does not exist, saying why, instead of trying it for ever', async () => {
    smtp.noSuchMailbox.add('no.such.person@example.in');
    const id = await sendContact({ email: 'no.such.person@example.in' });
    const row = await waitFor(
      async () => {
        const [ack] = await t.database.db
          .select()
          .from(outbox)
          .where(
            and(
              eq(outbox.kind, 'acknowledgement'),
              sql`(${outbox.payload} ->> 'id')::int = ${id}`,
              sql`${outbox.payload} ->> 'of' = 'contact_message'`,
            ),
          );
        return ack?.sentAt ? ack : null;
      },
      15_000,
      'the acknowledgement given up',
    );
    expect(row).toMatchObject({ attempts: 1 });
    expect(row.lastError).toMatch(/^not delivered: .*550/);
    // The company is still told.
    await waitFor(
      () =>
        smtp.accepted.find(
          (m) => m.to.includes('partners@harsh.example') && m.headers.subject?.includes(`#${id}:`),
        ),
      15_000,
      'the notification',
    );
  });
});

describe('withdrawing consent by the link', () => {
  it('reads what the link is for without acting; the button erases that one submission at once, audited without naming anyone', async () => {
    const first = await sendContact({ email: 'kiran.das@example.in', username: 'Kiran Das' });
    const mail = await acknowledgementTo('kiran.das@example.in');
    const second = await sendContact({ email: 'kiran.das@example.in', username: 'Kiran Das' });
    const token = tokenIn(mail);

    const read = await withdrawalOf(token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json().data).toEqual({
      kind: 'contact',
      received_at: expect.any(String),
      withdrawn: false,
    });
    // Reading (as a mail scanner does) changed nothing.
    const [untouched] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, first));
    expect(untouched!.name).toBe('Kiran Das');

    const done = await withdraw(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      status: 1,
      message: visitorText('en').withdrawal.done,
      data: { withdrawn: true },
    });
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} in (${first}, ${second})`);
    expect(rows.find((row) => row.id === first)).toMatchObject({
      name: '[erased]',
      email: '',
      phone: '',
      subject: '',
      message: '',
    });
    expect(rows.find((row) => row.id === second)).toMatchObject({
      name: 'Kiran Das',
      email: 'kiran.das@example.in',
    });
    const [erasure] = await t.database.db
      .select()
      .from(erasures)
      .where(and(eq(erasures.kind, 'contact'), eq(erasures.submissionId, first)));
    expect(erasure).toMatchObject({ reason: 'withdrawal' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'consent_withdrawn'));
    const entry = entries.find((e) => e.target === `contact:${first}`);
    expect(entry).toMatchObject({
      actorId: null,
      actorEmail: 'visitor',
      ip: 'visitor',
      details: { via: 'link' },
    });
    expect(JSON.stringify(entries)).not.toMatch(/kiran|@example/i);

    // Again: the same answer in other words, and nothing more erased or audited.
    const again = await withdraw(token, 'hi');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(visitorText('hi').withdrawal.already);
    expect((await withdrawalOf(token)).json().data).toMatchObject({ withdrawn: true });
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `contact:${first}`)),
    ).toHaveLength(1);
  });

  it('refuses a link it never made, or a mangled one, with a 404 that changes nothing', async () => {
    await sendContact({ email: 'guarded@example.in' });
    const real = tokenIn(await acknowledgementTo('guarded@example.in'));
    const before = await t.database.db.select().from(erasures);
    for (const token of [
      randomBytes(32).toString('base64url'),
      real.slice(0, 42),
      `${real}x`,
      'x'.repeat(101),
      "' or 1=1 --",
    ]) {
      const read = await withdrawalOf(encodeURIComponent(token));
      expect([404, 422]).toContain(read.statusCode);
      const posted = await withdraw(token);
      expect([404, 422]).toContain(posted.statusCode);
      expect(posted.json().status).toBe(0);
    }
    expect((await withdraw(randomBytes(32).toString('base64url'))).json().message).toBe(
      visitorText('en').withdrawal.unknownLink,
    );
    expect(await t.database.db.select().from(erasures)).toEqual(before);
  });
});

describe('a newsletter subscription, unsubscribed in one click (RFC 8058)', () => {
  async function subscribe(email: string) {
    expect(
      (await postJson(t.app, '/api/store/newsletter', newsletterSignup({ email }))).statusCode,
    ).toBe(201);
    const mail = await acknowledgementTo(email);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(https:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '');
    expect(header, mail.headers['list-unsubscribe']).not.toBeNull();
    const url = new URL(header![1]!);
    expect(url.origin).toBe(SITE);
    expect(mail.text).toContain(visitorText('en').mail.ack.unsubscribe);
    return {
      path: url.pathname,
      token: url.pathname.split('/').pop()!,
      id: await newsletterSubscriptionId(t.database.db, email),
    };
  }
  const subscribed = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id))
    )[0]!.email;

  it('takes the form POST a mail provider sends, urlencoded or multipart, with no cookie or Origin', async () => {
    const one = await subscribe('one.click@example.in');
    const form = await t.app.inject({
      method: 'POST',
      url: one.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.statusCode).toBe(200);
    expect(await subscribed(one.id)).toBe(`erased-${one.id}`);

    const two = await subscribe('multi.part@example.in');
    const boundary = 'harsh-test-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: two.path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(await subscribed(two.id)).toBe(`erased-${two.id}`);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `newsletter:${two.id}`));
    expect(entry).toMatchObject({ action: 'consent_withdrawn', details: { via: 'one_click' } });
  });

  it('changes nothing on a GET (it leads to the page that asks) or on another body', async () => {
    const kept = await subscribe('still.reading@example.in');
    const opened = await t.app.inject({ method: 'GET', url: kept.path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${SITE}/withdraw/${kept.token}`);
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=Yes'],
      ['application/x-www-form-urlencoded', ''],
      ['application/json', '{"List-Unsubscribe":"One-Click"}'],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: kept.path,
        headers: { 'content-type': type },
        payload,
      });
      expect(refused.statusCode, `${type} ${payload}`).toBe(400);
    }
    expect(await subscribed(kept.id)).toBe('still.reading@example.in');
  });
});

it('keeps link tokens out of the request log', () => {
  expect(loggedPath('/api/unsubscribe/abc_DEF-123?x=1')).toBe('/api/unsubscribe/[token]');
  expect(loggedPath('/hi/withdraw/abc_DEF-123')).toBe('/hi/withdraw/[token]');
  expect(loggedPath('/api/get/withdrawal/abc')).toBe('/api/get/withdrawal/[token]');
  expect(loggedPath('/about-us?q=1')).toBe('/about-us');
  expect(loggedPath('/HI/Withdraw/abc')).toBe('/HI/Withdraw/[token]');
  expect(loggedPath('/admin/preview/link/abc')).toBe('/admin/preview/link/[token]');
  expect(loggedPath('/api/admin/preview-links/abc')).toBe('/api/admin/preview-links/[token]');
  expect(loggedPath('/api/admin/setup/abc')).toBe('/api/admin/setup/[token]');
  expect(loggedPath('/api/admin/password/abc')).toBe('/api/admin/password/[token]');
  expect(loggedPath('/admin/password?token=abc')).toBe('/admin/password');
});
