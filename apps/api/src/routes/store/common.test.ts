import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SUBMISSION_MESSAGES, SUBMISSION_BODY_LIMIT } from '@harsh/contract';
import { solvedCaptcha } from '../../test/altcha.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import {
  contactMessage,
  countRows,
  newsletterSignup,
  partnerEnquiry,
} from '../../test/submissions.js';

/** What every `/store/*` call shares: body limits, JSON only, and never a 500 for a client's mistake. */

const STORES = {
  '/api/store/partner': partnerEnquiry,
  '/api/store/contact': contactMessage,
  '/api/store/newsletter': newsletterSignup,
} as const;
const URLS = Object.keys(STORES) as (keyof typeof STORES)[];

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi();
});
afterAll(() => t.close());

const raw = (url: string, contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('bodies the stores refuse before reading them', () => {
  it.each(URLS)('%s answers 413 in the envelope to a body over 32 KiB', async (url) => {
    const body = JSON.stringify({ ...STORES[url](), message: 'm'.repeat(SUBMISSION_BODY_LIMIT) });
    const response = await raw(url, 'application/json', body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 0, message: MESSAGES.tooLarge, data: null });
  });

  it.each(URLS)('%s answers 415 to a form, text or XML body', async (url) => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'email=reader%40example.in&consent=on'],
      ['text/plain', JSON.stringify(STORES[url]())],
      ['application/xml', '<email>reader@example.in</email>'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nreader@example.in\r\n--x--',
      ],
    ] as const) {
      const response = await raw(url, type, payload);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({
        status: 0,
        message: MESSAGES.unsupportedMediaType,
        data: null,
      });
    }
  });

  it.each(URLS)('%s answers 400 to malformed JSON', async (url) => {
    for (const payload of ['{"email": "reader@example.in"', "{'email': 'x'}", '{"a":1}}', '']) {
      const response = await raw(url, 'application/json', payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ status: 0, message: MESSAGES.malformedJson, data: null });
    }
  });

  it('stores nothing for any of them', async () => {
    const none = { partnerEnquiries: 0, contactMessages: 0, newsletterSubscriptions: 0, outbox: 0 };
    expect(await countRows(t.database.db)).toMatchObject(none);
  });
});

describe('the largest form a person can send', () => {
  it('fits the body limit: a 5,000-character message in Devanagari with its token is stored', async () => {
    const message = 'क'.repeat(5000);
    const body = JSON.stringify(partnerEnquiry({ message, captcha: await solvedCaptcha(t.app) }));
    expect(Buffer.byteLength(body)).toBeGreaterThan(15_000);
    const response = await raw('/api/store/partner', 'application/json; charset=utf-8', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(SUBMISSION_MESSAGES.partnerEnquiry);
  });
});

describe('odd bodies never cause a 500', () => {
  const odd: unknown[] = [
    null,
    42,
    'text',
    true,
    [],
    [{ email: 'reader@example.in' }],
    { email: { $ne: null }, consent: true },
    { email: ['reader@example.in'], consent: [true] },
    {
      type: { valueOf: 2 },
      name: {},
      email: 1e300,
      mobile: 9876543210,
      message: null,
      consent: 'true',
    },
    {
      type: '2; drop table partner_enquiries',
      name: "Robert'); --",
      email: "a@b.in' or 1=1 --",
      mobile: '9876543210',
      message: 'x',
      consent: true,
      captcha: 1,
    },
    {
      username: 'x'.repeat(200),
      email: '\u0000@example.in',
      phone: '\u202e9876543210',
      subject: '\ud800',
      consent: 'on',
      captcha: 'x'.repeat(10_001),
    },
    { email: 'reader@example.in', consent: true, website: 'x'.repeat(501) },
  ];

  it.each(URLS)('%s answers each with a client error in the envelope', async (url) => {
    for (const payload of odd) {
      const response = await raw(url, 'application/json', JSON.stringify(payload));
      expect([400, 422], JSON.stringify(payload)).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ status: 0 });
    }
    const prototype = await raw(
      url,
      'application/json',
      '{"__proto__": {"consent": true}, "email": "reader@example.in"}',
    );
    expect(prototype.statusCode).toBeLessThan(500);
    expect(prototype.json()).toMatchObject({ status: 0 });
  });

  it('stored nothing for any of them', async () => {
    expect(await countRows(t.database.db)).toMatchObject({
      contactMessages: 0,
      newsletterSubscriptions: 0,
    });
  });
});
