import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_MESSAGE,
  EMAIL_MESSAGE,
  MESSAGES,
  PHONE_MESSAGE,
  SUBMISSION_MESSAGES,
} from '@harsh/contract';
import { contactMessages, outbox } from '../../db/schema.js';
import { solvedCaptcha } from '../../test/altcha.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import {
  contactMessage,
  countRows,
  expectConsentBetween,
  newestSubmissionId,
  postJson,
} from '../../test/submissions.js';

const CONTACT = '/api/store/contact';

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi();
});
afterAll(() => t.close());

const submit = (payload: object) => postJson(t.app, CONTACT, payload);

/** Expects the post stored (201), answered with no id (it would count the forms for anyone), and gives the id the row got. */
async function storedId(response: { statusCode: number; json: () => unknown }): Promise<number> {
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    status: 1,
    message: SUBMISSION_MESSAGES.contactMessage,
    data: null,
  });
  return newestSubmissionId(t.database.db, '/api/store/contact');
}

async function storedMessage(id: number) {
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row;
}

describe('POST /api/store/contact: a good message is stored', () => {
  it('stores the message with its consent and queues its notification', async () => {
    const before = await countRows(t.database.db);
    const sentAt = new Date();
    const id = await storedId(
      await submit(contactMessage({ captcha: await solvedCaptcha(t.app) })),
    );
    const answeredAt = new Date();

    const row = await storedMessage(id);
    expect(row).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      phone: '098123 45678',
      subject: 'Rail freight from Kolkata',
      message: contactMessage().message,
      // Sent without a language: from an English page.
      locale: 'en',
    });
    expectConsentBetween(row!, sentAt, answeredAt);

    const notifications = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'contact_message'), sql`(${outbox.payload}->>'id')::int = ${id}`));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ attempts: 0, sentAt: null });
    expect(await countRows(t.database.db)).toEqual({
      ...before,
      contactMessages: before.contactMessages + 1,
      // Its notification to the company, and its acknowledgement to the sender.
      outbox: before.outbox + 2,
      usedCaptchaTokens: before.usedCaptchaTokens + 1,
    });
  });

  it('stores a message without a message body, and a phone number given with +91', async () => {
    const { message: _message, ...withoutMessage } = contactMessage({ phone: '+91 70123 45678' });
    const id = await storedId(
      await submit({ ...withoutMessage, captcha: await solvedCaptcha(t.app) }),
    );
    expect(await storedMessage(id)).toMatchObject({ message: '', phone: '070123 45678' });
  });

  it('takes an office landline or a toll-free number, stored as staff dial it', async () => {
    for (const [phone, stored] of [
      ['022 2345 6789', '022 2345 6789'],
      ['+91-11-2345-6789', '011 2345 6789'],
      ['(033) 2345 6789', '033 2345 6789'],
      ['1800 270 1996', '1800 270 1996'],
    ]) {
      const id = await storedId(
        await submit(contactMessage({ phone, captcha: await solvedCaptcha(t.app) })),
      );
      expect(await storedMessage(id), phone).toMatchObject({ phone: stored });
    }
  });

  it('stores the language of the page it was sent from, and Devanagari byte for byte as sent', async () => {
    // A nukta written apart (क + ़, which is NFC: क़ U+0958 never composes) and a zero-width
    // non-joiner: text that a normalisation or a strip of invisible characters would change.
    const sent = {
      username: 'राजेश कुमार',
      subject: 'क़ीमत',
      message: 'दिल्ली से पुणे तक 2 टन माल: क्\u200Cष का भाड़ा बताइए।',
    };
    expect(Object.values(sent).every((text) => text.normalize('NFC') === text)).toBe(true);
    const response = await submit(
      contactMessage({ ...sent, locale: 'hi', captcha: await solvedCaptcha(t.app) }),
    );
    // Answered in Hindi: what matters here is what was stored.
    expect(response.statusCode, response.body).toBe(201);
    const row = (await storedMessage(
      await newestSubmissionId(t.database.db, '/api/store/contact'),
    ))!;
    expect(row.locale).toBe('hi');
    const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('hex');
    expect([row.name, row.subject, row.message].map(utf8)).toEqual(
      [sent.username, sent.subject, sent.message].map(utf8),
    );
  });
});

describe('POST /api/store/contact: a bad message is refused and nothing is stored', () => {
  let captcha: string;
  let before: Awaited<ReturnType<typeof countRows>>;
  beforeAll(async () => {
    captcha = await solvedCaptcha(t.app);
    before = await countRows(t.database.db);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a bad phone number', { phone: '12345' }, { phone: [PHONE_MESSAGE] }],
    ['a landline number without its STD code', { phone: '2345 6789' }, { phone: [PHONE_MESSAGE] }],
    ['a number of another country', { phone: '+44 20 7946 0958' }, { phone: [PHONE_MESSAGE] }],
    ['a bad e-mail address', { email: 'ravi.example.in' }, { email: [EMAIL_MESSAGE] }],
    ['a blank subject', { subject: ' ' }, { subject: ['Enter your subject.'] }],
    [
      'a subject of 201 characters',
      { subject: 's'.repeat(201) },
      { subject: ['Use at most 200 characters.'] },
    ],
    [
      'a message of 5,001 characters',
      { message: 'm'.repeat(5001) },
      { message: ['Use at most 5,000 characters.'] },
    ],
    [
      'a name of 101 characters',
      { username: 'u'.repeat(101) },
      { username: ['Use at most 100 characters.'] },
    ],
    ['no consent', { consent: undefined }, { consent: [CONSENT_MESSAGE] }],
  ])('refuses %s', async (_what, change, fields) => {
    const response = await submit({ ...contactMessage(change), captcha });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 0, message: MESSAGES.validation, data: fields });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('requires a name, an e-mail address, a phone number and a subject', async () => {
    const response = await submit({ message: 'Hello', consent: true, captcha });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 0,
      message: MESSAGES.validation,
      data: {
        username: ['Enter your name.'],
        email: ['Enter your e-mail address.'],
        phone: ['Enter your phone number.'],
        subject: ['Enter your subject.'],
      },
    });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('refuses a message without a captcha, with garbage, or with a token already used', async () => {
    for (const bad of [undefined, '', 'garbage']) {
      const response = await submit(contactMessage(bad === undefined ? {} : { captcha: bad }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 0,
        message: MESSAGES.captchaFailed,
        data: { captcha: [MESSAGES.captchaFailed] },
      });
    }
    expect(await countRows(t.database.db)).toEqual(before);

    // The token that went with every refused post above is still good, once.
    await storedId(await submit(contactMessage({ captcha })));
    const afterOne = await countRows(t.database.db);
    const again = await submit(contactMessage({ captcha }));
    expect(again.statusCode).toBe(422);
    expect(again.json().data).toEqual({ captcha: [MESSAGES.captchaFailed] });
    expect(await countRows(t.database.db)).toEqual(afterOne);
  });

  it('answers a filled honeypot as a success with no id, and stores nothing', async () => {
    const now = await countRows(t.database.db);
    const response = await submit(contactMessage({ website: 'spam' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 1,
      message: SUBMISSION_MESSAGES.contactMessage,
      data: null,
    });
    expect(await countRows(t.database.db)).toEqual(now);
  });
});
