import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_MESSAGE,
  EMAIL_MESSAGE,
  MESSAGES,
  MOBILE_MESSAGE,
  SUBMISSION_MESSAGES,
} from '@harsh/contract';
import { outbox, quoteRequests } from '../../db/schema.js';
import { findSubmission } from '../../repositories/submissions.js';
import { notificationMail } from '../../services/notification-mail.js';
import { solvedCaptcha } from '../../test/altcha.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import {
  countRows,
  expectConsentBetween,
  newestSubmissionId,
  postJson,
  quoteRequest,
} from '../../test/submissions.js';

const QUOTE = '/api/store/quote';

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
});
afterAll(() => t.close());

const submit = (payload: object) => postJson(t.app, QUOTE, payload);

/** Expects the post stored (201), answered with no id (it would count the forms for anyone), and gives the id the row got. */
async function storedId(response: {
  statusCode: number;
  json: () => unknown;
  body: string;
}): Promise<number> {
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    status: 1,
    message: SUBMISSION_MESSAGES.quoteRequest,
    data: null,
  });
  return newestSubmissionId(t.database.db, '/api/store/quote');
}

const storedQuote = async (id: number) =>
  (await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0];

describe('POST /api/store/quote: a good request is stored', () => {
  it('stores every field with its consent, and queues one notification', async () => {
    const before = await countRows(t.database.db);
    const sentAt = new Date();
    const id = await storedId(await submit(quoteRequest({ captcha: await solvedCaptcha(t.app) })));
    const answeredAt = new Date();
    const row = await storedQuote(id);
    expect(row).toMatchObject({
      name: 'Meera Shah',
      email: 'meera.shah@example.in',
      phone: '9825012345',
      freightType: 'Road',
      departureCity: 'Ahmedabad',
      deliveryCity: 'Kolkata',
      incoterms: 'DAP',
      weightKg: 1250,
      heightCm: 120,
      widthCm: 100,
      lengthCm: 240,
      fragile: true,
      expressDelivery: false,
      insurance: true,
      packaging: false,
      service: '',
      // Sent without a language: from an English page.
      locale: 'en',
    });
    expectConsentBetween(row!, sentAt, answeredAt);
    const notifications = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'quote_request'), sql`(${outbox.payload}->>'id')::int = ${id}`));
    expect(notifications).toHaveLength(1);
    expect(await countRows(t.database.db)).toEqual({
      ...before,
      quoteRequests: before.quoteRequests + 1,
      // Its notification to the company, and its acknowledgement to the sender.
      outbox: before.outbox + 2,
      usedCaptchaTokens: before.usedCaptchaTokens + 1,
    });
  });

  it('takes the measures as a form sends them, and names the service of Book other services', async () => {
    const id = await storedId(
      await submit(
        quoteRequest({
          weight_kg: ' 12.5 ',
          height_cm: '30',
          width_cm: '40',
          length_cm: '55.5',
          fragile: undefined,
          insurance: undefined,
          packaging: 'on',
          express_delivery: 'true',
          service: 'Rail Logistics',
          captcha: await solvedCaptcha(t.app),
        }),
      ),
    );
    expect(await storedQuote(id)).toMatchObject({
      weightKg: 12.5,
      lengthCm: 55.5,
      fragile: false,
      packaging: true,
      expressDelivery: true,
      service: 'Rail Logistics',
    });
  });

  it('tells the company what was asked, in an e-mail that leads to its page in the inbox', async () => {
    const id = await storedId(
      await submit(quoteRequest({ service: 'Warehousing', captcha: await solvedCaptcha(t.app) })),
    );
    const mail = notificationMail((await findSubmission(t.database.db, 'quote_request', id))!);
    expect(mail.subject).toBe(`Quote request #${id}: Ahmedabad to Kolkata by Road`);
    expect(mail.text).toContain(`/admin/inbox/quote/${id}`);
    expect(mail.text).toContain('for Warehousing');
    expect(mail.text).toMatch(/Weight:\s+1250 kg/);
    expect(mail.text).toMatch(/Size \(L × W × H\):\s+240 × 100 × 120 cm/);
    expect(mail.text).toMatch(/Add-ons:\s+Fragile, Insurance/);
  });
});

describe('POST /api/store/quote: a bad request is refused and nothing is stored', () => {
  let captcha: string;
  let before: Awaited<ReturnType<typeof countRows>>;
  beforeAll(async () => {
    captcha = await solvedCaptcha(t.app);
    before = await countRows(t.database.db);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a weight of 0', { weight_kg: 0 }, { weight_kg: ['The weight must be more than 0 kg.'] }],
    [
      'a negative height',
      { height_cm: '-5' },
      { height_cm: ['The height must be more than 0 cm.'] },
    ],
    [
      'a width that is not a number',
      { width_cm: 'wide' },
      { width_cm: ['Enter the width in cm as a number.'] },
    ],
    ['a blank length', { length_cm: ' ' }, { length_cm: ['Enter the length in cm.'] }],
    [
      'a weight past 100,000 kg',
      { weight_kg: 100_001 },
      { weight_kg: ['Use at most 1,00,000 kg.'] },
    ],
    [
      'a freight type not on the list',
      { freight_type: 'Pipeline' },
      { freight_type: ['Choose Road, Train, Air or Sea.'] },
    ],
    [
      'an Incoterm not of 2020',
      { incoterms: 'DDU' },
      { incoterms: ['Choose one of the Incoterms 2020 rules.'] },
    ],
    [
      'a blank city of departure',
      { departure_city: '' },
      { departure_city: ['Enter your city of departure.'] },
    ],
    ['a bad phone number', { phone: '12345' }, { phone: [MOBILE_MESSAGE] }],
    ['a bad e-mail address', { email: 'meera.example.in' }, { email: [EMAIL_MESSAGE] }],
    ['no consent', { consent: undefined }, { consent: [CONSENT_MESSAGE] }],
    [
      'an add-on that is not a tick',
      { fragile: 'yes please' },
      { fragile: [expect.any(String)] as unknown as string[] },
    ],
  ])('refuses %s', async (_what, change, fields) => {
    const response = await submit({ ...quoteRequest(change), captcha });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 0, message: MESSAGES.validation, data: fields });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('refuses a request without a working bot check, and answers a filled honeypot without storing it', async () => {
    const response = await submit(quoteRequest({ captcha: 'garbage' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({ captcha: [MESSAGES.captchaFailed] });
    const honeypot = await submit(quoteRequest({ website: 'spam', captcha }));
    expect(honeypot.statusCode).toBe(201);
    expect(honeypot.json().data).toBeNull();
    expect(await countRows(t.database.db)).toEqual(before);
  });
});
