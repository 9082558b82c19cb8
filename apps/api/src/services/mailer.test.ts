import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_VERSION, PartnerEnquirySchema, VENDOR_TYPES } from '@harsh/contract';
import type { DatabaseHandle } from '../db/client.js';
import { outbox, partnerEnquiries } from '../db/schema.js';
import {
  storeContactMessage,
  storePartnerEnquiry,
  subscribeToNewsletter,
} from '../repositories/submissions.js';
import { solvedCaptcha } from '../test/altcha.js';
import { buildTestApi, type TestApi } from '../test/api.js';
import { openTestDatabase } from '../test/database.js';
import {
  contactMessage,
  newestSubmissionId,
  outboxRows,
  partnerEnquiry,
  postJson,
  waitFor,
} from '../test/submissions.js';
import { FAST, type FakeSmtp, mailSettings, startFakeSmtp } from '../test/fake-smtp.js';
import { type MailWorker, retryDelay, startMailWorker } from './mailer.js';

function capturingLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const log = Fastify({ logger: { level: 'info', stream } }).log;
  return { log, lines };
}

describe('retryDelay', () => {
  it('waits the base after the first failure, twice as long after each further one, up to the maximum', () => {
    const timing = { retryBaseMs: 30_000, retryMaxMs: 60 * 60_000 };
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, timing))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(retryDelay(8, timing)).toBe(60 * 60_000);
    expect(retryDelay(200, timing)).toBe(60 * 60_000);
  });
});

describe('notification mails of the API (SMTP on loopback)', () => {
  let smtp: FakeSmtp;
  let t: TestApi;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await buildTestApi({ mail: mailSettings(smtp.port), mailTiming: FAST });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails a stored partner enquiry to the company, from the website, with the sender to reply to', async () => {
    const response = await postJson(
      t.app,
      '/api/store/partner',
      partnerEnquiry({ captcha: await solvedCaptcha(t.app) }),
    );
    expect(response.statusCode).toBe(201);
    const id = await newestSubmissionId(t.database.db, '/api/store/partner');
    const subject = `Business partner enquiry #${id} from Asha Verma`;
    const mail = await waitFor(
      () => smtp.accepted.find((m) => m.headers.subject === subject),
      undefined,
      'the enquiry mail',
    );

    expect(mail.from).toBe('website@harsh.example');
    expect(mail.to).toEqual(['partners@harsh.example', 'ops@harsh.example']);
    // From the site's address, named after the sender; Reply in a mail program writes to the sender (issue 40).
    expect(mail.headers.from).toBe(
      'Asha Verma via Harsh Logistics website <website@harsh.example>',
    );
    expect(mail.headers.to).toBe('partners@harsh.example, ops@harsh.example');
    expect(mail.headers['reply-to']).toBe(`Asha Verma <${partnerEnquiry().email}>`);
    expect(mail.text).toContain(
      `Answer the sender from the inbox, where the thread is kept: http://localhost:3000/admin/inbox/partner/${id}`,
    );
    const [row] = (await outboxRows(t.database.db)).filter(
      (r) => r.kind === 'partner_enquiry' && r.payload.id === id,
    );
    // Random, not the outbox row's number: a mail does not tell how many went before it (issue 40).
    expect(mail.headers['message-id']).toBe(`<${row!.messageKey}@harsh.example>`);
    expect(row!.messageKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(mail.headers['message-id']).not.toContain(`outbox-${row!.id}`);

    expect(mail.text).toContain('A business partner enquiry arrived through the website.');
    expect(mail.text).toMatch(new RegExp(`Enquiry: +#${id}\\n`));
    expect(mail.text).toMatch(/Mobile: +\+91 98765 43210\n/);
    expect(mail.text).toMatch(/Business type: +Franchise partner\n/);
    expect(mail.text).not.toContain('Vendor type');
    expect(mail.text).toContain(partnerEnquiry().message);
    expect(mail.text).toContain(`privacy notice ${CONSENT_NOTICE_VERSION}`);

    const sent = await waitFor(async () => {
      const [current] = await t.database.db.select().from(outbox).where(eq(outbox.id, row!.id));
      return current?.sentAt ? current : null;
    });
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
  });

  it('mails a contact message and a newsletter subscription too', async () => {
    const { message: _none, ...withoutMessage } = contactMessage();
    const contact = await postJson(t.app, '/api/store/contact', {
      ...withoutMessage,
      captcha: await solvedCaptcha(t.app),
    });
    expect(contact.statusCode).toBe(201);
    const contactId = await newestSubmissionId(t.database.db, '/api/store/contact');
    const newsletter = await postJson(t.app, '/api/store/newsletter', {
      email: 'reader@example.in',
      consent: true,
    });
    expect(newsletter.statusCode).toBe(201);

    const contactMail = await waitFor(() =>
      smtp.accepted.find(
        (m) => m.headers.subject === `Contact message #${contactId}: Rail freight from Kolkata`,
      ),
    );
    expect(contactMail.headers['reply-to']).toBe(`Ravi Kumar <${contactMessage().email}>`);
    expect(contactMail.text).toContain(`/admin/inbox/contact/${contactId}`);
    // Staff read every phone number in one form (phoneForStaff), the inbox and the export too.
    expect(contactMail.text).toMatch(/Phone: +\+91 98123 45678\n/);
    expect(contactMail.text).toContain('Message:\n(none)');

    const newsletterMail = await waitFor(() =>
      smtp.accepted.find(
        (m) =>
          String(m.headers.subject).startsWith('Newsletter subscription #') &&
          m.text.includes('reader@example.in'),
      ),
    );
    expect(newsletterMail.text).toMatch(/E-mail: +reader@example\.in\n/);
    // A subscription has no name: the address stands for it.
    expect(newsletterMail.headers.from).toBe(
      '"reader@example.in via Harsh Logistics website" <website@harsh.example>',
    );
    expect(newsletterMail.headers['reply-to']).toBe('reader@example.in');

    await waitFor(
      async () => (await outboxRows(t.database.db)).every((r) => r.sentAt !== null),
      undefined,
      'every row sent',
    );
  });

  it('keeps a visitor’s line breaks out of the headers', async () => {
    const response = await postJson(
      t.app,
      '/api/store/partner',
      partnerEnquiry({
        name: 'Mallory\r\nBcc: victim@example.in',
        captcha: await solvedCaptcha(t.app),
      }),
    );
    expect(response.statusCode).toBe(201);
    const id = await newestSubmissionId(t.database.db, '/api/store/partner');
    const mail = await waitFor(() =>
      smtp.accepted.find((m) => m.headers.subject?.startsWith(`Business partner enquiry #${id} `)),
    );
    expect(mail.headers.bcc).toBeUndefined();
    // Quoted: the colon and the @ stay inside the name.
    expect(mail.headers.from).toBe(
      '"Mallory Bcc: victim@example.in via Harsh Logistics website" <website@harsh.example>',
    );
    expect(mail.to).toEqual(['partners@harsh.example', 'ops@harsh.example']);
    expect(mail.headers.subject).toBe(
      `Business partner enquiry #${id} from Mallory Bcc: victim@example.in`,
    );
  });
});

describe('the mail worker', () => {
  let database: DatabaseHandle;
  let smtp: FakeSmtp;
  let worker: MailWorker | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startFakeSmtp();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    smtp.refuse = () => false;
    smtp.attempts = 0;
    smtp.accepted.length = 0;
    smtp.refused.length = 0;
    await database.db.delete(outbox);
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  const consent = () => ({
    consent: { version: CONSENT_NOTICE_VERSION, at: new Date() },
    botToken: null,
    locale: 'en',
  });

  /** These tests are about the company's notifications: the visitors' acknowledgements have tests of their own (visitor-mail.test.ts). */
  const dropAcknowledgements = () =>
    database.db.delete(outbox).where(eq(outbox.kind, 'acknowledgement'));

  async function storeEnquiry(name: string) {
    const enquiry = PartnerEnquirySchema.parse({
      ...partnerEnquiry({ type: 1, vendor_type: VENDOR_TYPES[0] }),
      name,
    });
    const outcome = await storePartnerEnquiry(database.db, enquiry, consent());
    if (!outcome.stored) throw new Error('not stored');
    await dropAcknowledgements();
    return outcome.id;
  }

  const messageIdOf = (messageKey: string) => `<${messageKey}@harsh.example>`;

  it('retries refused mails until each is delivered, recording attempts and the last error; nothing is lost', async () => {
    const ids = [await storeEnquiry('Retry One'), await storeEnquiry('Retry Two')];
    const contact = await storeContactMessage(
      database.db,
      { ...contactMessage(), phone: '9812345678', message: 'Hello' },
      consent(),
    );
    const newsletter = await subscribeToNewsletter(database.db, 'retry@example.in', consent());
    expect(contact.stored && newsletter.alreadySubscribed === false).toBe(true);
    await dropAcknowledgements();
    const rows = await outboxRows(database.db);
    expect(rows).toHaveLength(4);
    const [first] = rows;

    // Six tries are turned away: the first round after DATA, the first row's second try too, and
    // the next one at RCPT TO.
    smtp.refuse = (attempt) => (attempt <= 4 ? 'data' : attempt === 5 ? 'rcpt' : false);
    const { log, lines } = capturingLog();
    worker = startMailWorker({
      db: database.db,
      settings: mailSettings(smtp.port),
      timing: FAST,
      log,
    });

    // While it is failing, the row says why.
    const failing = await waitFor(async () => {
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, first!.id));
      return row && row.sentAt === null && row.attempts >= 1 && row.lastError ? row : null;
    });
    expect(failing.lastError).toMatch(/451/);

    await waitFor(async () => smtp.accepted.length >= 4, undefined, 'four mails');
    // The worker marks a row sent after the server's answer reaches it: a moment after the server has the mail.
    await waitFor(
      async () => (await outboxRows(database.db)).every((row) => row.sentAt !== null),
      undefined,
      'four rows marked sent',
    );
    const after = await outboxRows(database.db);
    expect(after.every((row) => row.sentAt !== null && row.lastError === null)).toBe(true);
    // Each notification was delivered once; the refused tries account for the other attempts.
    expect(smtp.accepted.map((m) => m.headers['message-id']).sort()).toEqual(
      rows.map((row) => messageIdOf(row.messageKey)).sort(),
    );
    expect(after.reduce((sum, row) => sum + row.attempts, 0)).toBe(4 + 6);
    expect(after.find((row) => row.id === first!.id)!.attempts).toBeGreaterThanOrEqual(3);
    expect(
      smtp.accepted.find((m) => m.headers['message-id'] === messageIdOf(first!.messageKey))!.headers
        .subject,
    ).toBe(`Vendor enquiry #${ids[0]} from Retry One`);

    // The log names outbox ids, never the people or their messages.
    const log_ = lines.join('');
    expect(log_).toContain('notification not sent; will retry');
    expect(log_).toContain('notification sent');
    for (const personal of [
      'Retry One',
      'asha.verma@example.in',
      'retry@example.in',
      '9876543210',
      'Ravi Kumar',
      'fleet of 40 trucks',
    ]) {
      expect(log_).not.toContain(personal);
    }
  });

  it('waits the base time before the second try and twice that before the third', async () => {
    await storeEnquiry('Backoff');
    const [row] = await outboxRows(database.db);
    smtp.refuse = (attempt) => (attempt < 2 ? 'data' : false);
    const timing = { ...FAST, retryBaseMs: 150, retryMaxMs: 10_000 };
    worker = startMailWorker({
      db: database.db,
      settings: mailSettings(smtp.port),
      timing,
      log: capturingLog().log,
    });
    await waitFor(() => smtp.accepted.length === 1, undefined, 'the mail');

    const tries = [...smtp.refused, ...smtp.accepted].map((m) => m.at).sort((a, b) => a - b);
    expect(tries).toHaveLength(3);
    expect(smtp.accepted[0]!.headers['message-id']).toBe(messageIdOf(row!.messageKey));
    // Every try of the row carries the same Message-ID.
    expect(smtp.refused.map((m) => m.headers['message-id'])).toEqual([
      messageIdOf(row!.messageKey),
      messageIdOf(row!.messageKey),
    ]);
    // Lower bounds only: a busy machine may add to a wait, never take from it.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(timing.retryBaseMs - 5);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(2 * timing.retryBaseMs - 5);
    await waitFor(async () => (await outboxRows(database.db))[0]!.sentAt !== null);
    expect((await outboxRows(database.db))[0]).toMatchObject({ attempts: 3, lastError: null });
  });

  it('keeps a mail it cannot deliver while the server is down, and delivers it once the server is back and it is due', async () => {
    const id = await storeEnquiry('Down Then Up');
    const down = await startFakeSmtp();
    await down.close();
    const { log } = capturingLog();
    const slow = { ...FAST, retryBaseMs: 60_000, retryMaxMs: 3_600_000 };
    const broken = startMailWorker({
      db: database.db,
      settings: mailSettings(down.port),
      timing: slow,
      log,
    });
    await broken.drain();
    await broken.stop();

    const [row] = await outboxRows(database.db);
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    const wait = new Date(row!.nextAttemptAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    // A worker that can reach the server leaves the row alone until it is due…
    worker = startMailWorker({
      db: database.db,
      settings: mailSettings(smtp.port),
      timing: FAST,
      log,
    });
    await worker.drain();
    await new Promise((resolve) => setTimeout(resolve, FAST.pollMs * 5));
    expect(smtp.accepted).toHaveLength(0);
    // …and sends it when it is.
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, row!.id));
    await waitFor(() => smtp.accepted.length === 1, undefined, 'the mail');
    expect(smtp.accepted[0]!.headers.subject).toBe(`Vendor enquiry #${id} from Down Then Up`);
    await waitFor(async () => (await outboxRows(database.db))[0]!.sentAt !== null);
    expect((await outboxRows(database.db))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('sends nothing about a submission erased before its mail went out, and says so', async () => {
    const id = await storeEnquiry('Erased');
    await database.db.delete(partnerEnquiries).where(eq(partnerEnquiries.id, id));
    const { log } = capturingLog();
    worker = startMailWorker({
      db: database.db,
      settings: mailSettings(smtp.port),
      timing: FAST,
      log,
    });
    await worker.drain();
    const [row] = await outboxRows(database.db);
    expect(row).toMatchObject({ attempts: 1, lastError: 'submission no longer stored' });
    expect(row!.sentAt).not.toBeNull();
    expect(smtp.accepted).toHaveLength(0);
  });

  it('sends each mail once when two workers share the outbox', async () => {
    for (let i = 0; i < 6; i++) await storeEnquiry(`Shared ${i}`);
    const rows = await outboxRows(database.db);
    const { log } = capturingLog();
    worker = startMailWorker({
      db: database.db,
      settings: mailSettings(smtp.port),
      timing: FAST,
      log,
    });
    const second = startMailWorker({
      db: database.db,
      settings: mailSettings(smtp.port),
      timing: FAST,
      log,
    });
    try {
      await Promise.all([worker.drain(), second.drain()]);
      await waitFor(
        async () => (await outboxRows(database.db)).every((row) => row.sentAt !== null),
        undefined,
        'every row sent',
      );
    } finally {
      await second.stop();
    }
    expect(smtp.accepted.map((m) => m.headers['message-id']).sort()).toEqual(
      rows.map((row) => messageIdOf(row.messageKey)).sort(),
    );
    expect((await outboxRows(database.db)).map((row) => row.attempts)).toEqual(rows.map(() => 1));
  });
});

describe('without mail settings', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi({ mail: null, mailTiming: FAST });
  });
  afterAll(() => t.close());

  it('keeps notifications in the outbox, unsent and untried', async () => {
    const response = await postJson(t.app, '/api/store/newsletter', {
      email: 'waiting@example.in',
      consent: true,
    });
    expect(response.statusCode).toBe(201);
    // Several poll intervals of a worker, had there been one.
    await new Promise((resolve) => setTimeout(resolve, FAST.pollMs * 10));
    const rows = await outboxRows(t.database.db);
    // The company's notification, and the subscriber's acknowledgement.
    expect(rows.map((row) => row.kind)).toEqual(['newsletter_subscription', 'acknowledgement']);
    for (const row of rows)
      expect(row).toMatchObject({ attempts: 0, sentAt: null, lastError: null });
  });
});
