import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGE, EMAIL_MESSAGE, MESSAGES, SUBMISSION_MESSAGES } from '@harsh/contract';
import { newsletterSubscriptions, outbox } from '../../db/schema.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import {
  countRows,
  expectConsentBetween,
  newsletterSignup,
  newsletterSubscriptionId,
  postJson,
} from '../../test/submissions.js';

const NEWSLETTER = '/api/store/newsletter';

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi();
});
afterAll(() => t.close());

const signUp = (payload: object) => postJson(t.app, NEWSLETTER, payload);

const notificationsAbout = (id: number) =>
  t.database.db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.kind, 'newsletter_subscription'), sql`(${outbox.payload}->>'id')::int = ${id}`),
    );

describe('POST /api/store/newsletter', () => {
  let firstId: number;

  it('subscribes a new address once, with its consent, and queues one notification (no bot check needed)', async () => {
    const before = await countRows(t.database.db);
    const sentAt = new Date();
    const response = await signUp(newsletterSignup({ email: '  Reader.One@Example.in ' }));
    const answeredAt = new Date();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: 1,
      message: SUBMISSION_MESSAGES.newsletterSubscribed,
      data: null,
    });
    firstId = await newsletterSubscriptionId(t.database.db, 'reader.one@example.in');
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, firstId));
    expect(row!.email).toBe('Reader.One@Example.in');
    // Sent without a language: from an English page.
    expect(row!.locale).toBe('en');
    expectConsentBetween(row!, sentAt, answeredAt);
    expect(await notificationsAbout(firstId)).toHaveLength(1);
    expect(await countRows(t.database.db)).toEqual({
      ...before,
      newsletterSubscriptions: before.newsletterSubscriptions + 1,
      // Its notification to the company, and its acknowledgement to the sender.
      outbox: before.outbox + 2,
    });
  });

  it('answers a second sign-up of the address, in any letter case, as it answers a new one (nobody learns who is on the list), and stores nothing more', async () => {
    const before = await countRows(t.database.db);
    for (const email of [
      'Reader.One@Example.in',
      'reader.one@example.in',
      'READER.ONE@EXAMPLE.IN',
    ]) {
      const response = await signUp(newsletterSignup({ email }));
      expect(response.statusCode, email).toBe(201);
      expect(response.json()).toEqual({
        status: 1,
        message: SUBMISSION_MESSAGES.newsletterSubscribed,
        data: null,
      });
    }
    expect(await countRows(t.database.db)).toEqual(before);
    expect(await notificationsAbout(firstId)).toHaveLength(1);
  });

  it('subscribes another address as a new one', async () => {
    const before = await countRows(t.database.db);
    const response = await signUp(newsletterSignup({ email: 'reader.two@example.in' }));
    expect(response.statusCode).toBe(201);
    expect(await countRows(t.database.db)).toEqual({
      ...before,
      newsletterSubscriptions: before.newsletterSubscriptions + 1,
      outbox: before.outbox + 2,
    });
  });

  it('stores one subscription when the same new address signs up several times at once', async () => {
    const before = await countRows(t.database.db);
    const responses = await Promise.all(
      ['racer@example.in', 'Racer@example.in', 'RACER@example.in'].map((email) =>
        signUp(newsletterSignup({ email })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await countRows(t.database.db)).toEqual({
      ...before,
      newsletterSubscriptions: before.newsletterSubscriptions + 1,
      // Its notification to the company, and its acknowledgement to the sender.
      outbox: before.outbox + 2,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['an invalid address', { email: 'reader@' }, { email: [EMAIL_MESSAGE] }],
    ['a blank address', { email: '  ' }, { email: ['Enter your e-mail address.'] }],
    ['no address', { email: undefined }, { email: ['Enter your e-mail address.'] }],
    [
      'no consent',
      { email: 'new.reader@example.in', consent: undefined },
      { consent: [CONSENT_MESSAGE] },
    ],
  ])('refuses %s with 422 and stores nothing', async (_what, change, fields) => {
    const before = await countRows(t.database.db);
    const response = await signUp(newsletterSignup(change));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 0, message: MESSAGES.validation, data: fields });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('answers a filled honeypot as a success with no id, stores nothing, and the address can still subscribe', async () => {
    const before = await countRows(t.database.db);
    const trap = await signUp(newsletterSignup({ email: 'honey@example.in', website: 'x' }));
    expect(trap.statusCode).toBe(201);
    expect(trap.json()).toEqual({
      status: 1,
      message: SUBMISSION_MESSAGES.newsletterSubscribed,
      data: null,
    });
    expect(await countRows(t.database.db)).toEqual(before);

    const real = await signUp(newsletterSignup({ email: 'honey@example.in' }));
    expect(real.statusCode).toBe(201);
  });
});
