import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_TYPES,
  CONSENT_MESSAGE,
  decodeAltchaToken,
  EMAIL_MESSAGE,
  encodeAltchaToken,
  MESSAGES,
  MOBILE_MESSAGE,
  SUBMISSION_MESSAGES,
  VENDOR_TYPES,
} from '@harsh/contract';
import { outbox, partnerEnquiries } from '../../db/schema.js';
import { solvedCaptcha } from '../../test/altcha.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import {
  countRows,
  expectConsentBetween,
  newestSubmissionId,
  partnerEnquiry,
  postJson,
} from '../../test/submissions.js';

const PARTNER = '/api/store/partner';
const CAPTCHA_MESSAGE = 'The bot check failed. Please try again.';
const CAPTCHA_FAILED = {
  status: 0,
  message: CAPTCHA_MESSAGE,
  data: { captcha: [CAPTCHA_MESSAGE] },
};

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi();
});
afterAll(() => t.close());

const submit = (payload: object) => postJson(t.app, PARTNER, payload);

async function storedEnquiry(id: number) {
  const [row] = await t.database.db
    .select()
    .from(partnerEnquiries)
    .where(eq(partnerEnquiries.id, id));
  return row;
}

async function notificationsAbout(id: number) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'partner_enquiry'), sql`(${outbox.payload}->>'id')::int = ${id}`));
}

/** Expects the post stored (201), answered with no id (it would count the forms for anyone), and gives the id the row got. */
async function storedId(response: { statusCode: number; json: () => unknown }): Promise<number> {
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    status: 1,
    message: SUBMISSION_MESSAGES.partnerEnquiry,
    data: null,
  });
  return newestSubmissionId(t.database.db, '/api/store/partner');
}

describe('POST /api/store/partner: a good enquiry is stored', () => {
  it('stores a business partner enquiry (type 2) with its consent, and queues its notification with it', async () => {
    const before = await countRows(t.database.db);
    const sentAt = new Date();
    const response = await submit(
      partnerEnquiry({ vendor_type: VENDOR_TYPES[0], captcha: await solvedCaptcha(t.app) }),
    );
    const answeredAt = new Date();
    const id = await storedId(response);

    const row = await storedEnquiry(id);
    expect(row).toMatchObject({
      type: 2,
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      mobile: '9876543210',
      businessType: BUSINESS_TYPES[3],
      // A business partner keeps only its own option.
      vendorType: null,
      message: partnerEnquiry().message,
      // Sent without a language: from an English page.
      locale: 'en',
    });
    expectConsentBetween(row!, sentAt, answeredAt);

    const notifications = await notificationsAbout(id);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      attempts: 0,
      sentAt: null,
      lastError: null,
      payload: { id },
    });

    const after = await countRows(t.database.db);
    expect(after).toEqual({
      ...before,
      partnerEnquiries: before.partnerEnquiries + 1,
      // Its notification to the company, and its acknowledgement to the sender.
      outbox: before.outbox + 2,
      usedCaptchaTokens: before.usedCaptchaTokens + 1,
    });
  });

  it('stores a vendor enquiry (type 1, as a form sends it) with its vendor type, the mobile number without its 0', async () => {
    const response = await submit(
      partnerEnquiry({
        type: '1',
        name: '  Sunil Transport Co.  ',
        mobile: '09812345678',
        vendor_type: VENDOR_TYPES[2],
        business_type: BUSINESS_TYPES[0],
        message: '  We insure goods in transit.  ',
        consent: 'on',
        captcha: await solvedCaptcha(t.app),
      }),
    );
    const id = await storedId(response);
    expect(await storedEnquiry(id)).toMatchObject({
      type: 1,
      name: 'Sunil Transport Co.',
      mobile: '9812345678',
      vendorType: VENDOR_TYPES[2],
      businessType: null,
      message: 'We insure goods in transit.',
    });
    expect(await notificationsAbout(id)).toHaveLength(1);
  });

  it('stores blank or missing option fields as none, and a name of exactly 100 characters', async () => {
    const name = 'N'.repeat(100);
    const id = await storedId(
      await submit(
        partnerEnquiry({
          name: ` ${name} `,
          business_type: '',
          mobile: '+919812345670',
          captcha: await solvedCaptcha(t.app),
        }),
      ),
    );
    expect(await storedEnquiry(id)).toMatchObject({
      name,
      businessType: null,
      vendorType: null,
      mobile: '9812345670',
    });
  });

  it('gives each enquiry its own id', async () => {
    const first = await storedId(
      await submit(partnerEnquiry({ captcha: await solvedCaptcha(t.app) })),
    );
    const second = await storedId(
      await submit(partnerEnquiry({ captcha: await solvedCaptcha(t.app) })),
    );
    expect(second).not.toBe(first);
  });

  it('stores the language of the page it was sent from, and Devanagari exactly as sent', async () => {
    const name = 'सुनीता यादव';
    const message = 'हमारे पास भिवंडी में 40 ट्रक हैं; साझेदारी के बारे में बात करनी है।';
    const response = await submit(
      partnerEnquiry({ name, message, locale: 'hi', captcha: await solvedCaptcha(t.app) }),
    );
    // Answered in Hindi: what matters here is what was stored.
    expect(response.statusCode, response.body).toBe(201);
    expect(
      await storedEnquiry(await newestSubmissionId(t.database.db, '/api/store/partner')),
    ).toMatchObject({ name, message, locale: 'hi' });
  });
});

describe('POST /api/store/partner: a bad enquiry is refused with field messages and nothing is stored', () => {
  // One good token goes with every bad post: the fields alone are at fault, and a refused post
  // does not use the token up (the last test spends it).
  let captcha: string;
  let before: Awaited<ReturnType<typeof countRows>>;
  beforeAll(async () => {
    captcha = await solvedCaptcha(t.app);
    before = await countRows(t.database.db);
  });

  const {
    name: _name,
    email: _email,
    mobile: _mobile,
    message: _message,
    type: _type,
    consent: _consent,
    ...withoutRequired
  } = partnerEnquiry();

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a bad e-mail address', { email: 'asha@' }, { email: [EMAIL_MESSAGE] }],
    [
      'an e-mail address with a space',
      { email: 'asha verma@example.in' },
      { email: [EMAIL_MESSAGE] },
    ],
    ['a short mobile number', { mobile: '98765' }, { mobile: [MOBILE_MESSAGE] }],
    ['a foreign mobile number', { mobile: '+1 415 555 0100' }, { mobile: [MOBILE_MESSAGE] }],
    ['a mobile number starting 5', { mobile: '5876543210' }, { mobile: [MOBILE_MESSAGE] }],
    ['a blank name', { name: '   ' }, { name: ['Enter your name.'] }],
    [
      'a name of 101 characters',
      { name: 'N'.repeat(101) },
      { name: ['Use at most 100 characters.'] },
    ],
    [
      'a message of 5,001 characters',
      { message: 'm'.repeat(5001) },
      { message: ['Use at most 5,000 characters.'] },
    ],
    [
      'an e-mail address of 255 characters',
      { email: `${'a'.repeat(244)}@example.in` },
      { email: ['Use at most 254 characters.'] },
    ],
    ['a blank message', { message: '' }, { message: ['Enter your message.'] }],
    ['type 3', { type: 3 }, { type: ['Choose vendor (1) or business partner (2).'] }],
    [
      'a business type outside the list',
      { business_type: 'Courier' },
      { business_type: ['Choose one of the listed options.'] },
    ],
    [
      'a vendor type outside the list',
      { type: 1, vendor_type: 'Fuel partner' },
      { vendor_type: ['Choose one of the listed options.'] },
    ],
    ['an unticked consent box', { consent: false }, { consent: [CONSENT_MESSAGE] }],
    ['no consent at all', { consent: undefined }, { consent: [CONSENT_MESSAGE] }],
    ['consent given as another word', { consent: 'yes' }, { consent: [CONSENT_MESSAGE] }],
  ])('refuses %s', async (_what, change, fields) => {
    const response = await submit({ ...partnerEnquiry(change), captcha });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 0, message: MESSAGES.validation, data: fields });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('names every required field that is missing, in words', async () => {
    const response = await submit({ ...withoutRequired, captcha });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 0,
      message: MESSAGES.validation,
      data: {
        type: ['Choose vendor (1) or business partner (2).'],
        name: ['Enter your name.'],
        email: ['Enter your e-mail address.'],
        mobile: ['Enter your mobile number.'],
        message: ['Enter your message.'],
        consent: [CONSENT_MESSAGE],
      },
    });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('reports every bad field at once', async () => {
    const response = await submit({
      ...partnerEnquiry({ email: 'nope', mobile: '12345', consent: false }),
      captcha,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({
      email: [EMAIL_MESSAGE],
      mobile: [MOBILE_MESSAGE],
      consent: [CONSENT_MESSAGE],
    });
  });

  it('refuses a body that is not an object, and an empty one', async () => {
    for (const payload of [[partnerEnquiry()], {}]) {
      const response = await submit(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 0, message: MESSAGES.validation });
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('stored nothing for any of them, and the token sent with them still works', async () => {
    expect(await countRows(t.database.db)).toEqual(before);
    await storedId(await submit({ ...partnerEnquiry(), captcha }));
  });
});

describe('POST /api/store/partner: the bot check', () => {
  let before: Awaited<ReturnType<typeof countRows>>;
  beforeAll(async () => {
    before = await countRows(t.database.db);
  });

  const refusedByBotCheck = async (captcha: unknown) => {
    const response = await submit(partnerEnquiry(captcha === undefined ? {} : { captcha }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(CAPTCHA_FAILED);
    expect(MESSAGES.captchaFailed).toBe(CAPTCHA_FAILED.message);
  };

  it('refuses an enquiry without a captcha, or with an empty one', async () => {
    await refusedByBotCheck(undefined);
    await refusedByBotCheck('');
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('refuses a captcha sent as null, as another type, or too long to be a token, in the same words', async () => {
    // A client whose bot check did not run sends `captcha: null`: that is a missing token.
    for (const captcha of [null, 12345, { token: 'x' }, ['x'], 'c'.repeat(10_001)]) {
      const response = await submit(partnerEnquiry({ captcha }));
      expect(response.statusCode, JSON.stringify(captcha).slice(0, 20)).toBe(422);
      expect(response.json()).toEqual(CAPTCHA_FAILED);
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('refuses garbage, and well-formed text that is no solution', async () => {
    await refusedByBotCheck('not-a-token');
    await refusedByBotCheck(btoa('{"challenge":{},"solution":{}}'));
    await refusedByBotCheck(btoa('not json'));
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('refuses a tampered solution or challenge, and the untouched token still works after', async () => {
    const captcha = await solvedCaptcha(t.app);
    const token = decodeAltchaToken(captcha)!;
    const flipped = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

    const { challenge, solution } = token;
    // Another derived key; a later expiry; another signature.
    await refusedByBotCheck(
      encodeAltchaToken({
        challenge,
        solution: { ...solution, derivedKey: flipped(solution.derivedKey) },
      }),
    );
    const later = { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 };
    await refusedByBotCheck(
      encodeAltchaToken({ solution, challenge: { ...challenge, parameters: later } }),
    );
    await refusedByBotCheck(
      encodeAltchaToken({
        solution,
        challenge: { ...challenge, signature: flipped(challenge.signature) },
      }),
    );
    expect(await countRows(t.database.db)).toEqual(before);

    await storedId(await submit(partnerEnquiry({ captcha })));
    before = await countRows(t.database.db);
  });

  it('refuses a challenge that expired before it was sent', async () => {
    const captcha = await solvedCaptcha(t.app);
    const { expiresAt } = decodeAltchaToken(captcha)!.challenge.parameters;
    // Only the clock moves on (timers stay real): past the challenge's ten minutes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((expiresAt! + 1) * 1000);
    try {
      await refusedByBotCheck(captcha);
    } finally {
      vi.useRealTimers();
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('accepts a token once: the same token again is refused', async () => {
    const captcha = await solvedCaptcha(t.app);
    await storedId(await submit(partnerEnquiry({ captcha })));
    const afterFirst = await countRows(t.database.db);
    await refusedByBotCheck(captcha);
    // Not on another form either.
    const contact = await postJson(t.app, '/api/store/contact', {
      username: 'Ravi',
      email: 'ravi@example.in',
      phone: '9812345678',
      subject: 'Rates',
      consent: true,
      captcha,
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json()).toEqual(CAPTCHA_FAILED);
    expect(await countRows(t.database.db)).toEqual(afterFirst);
    before = afterFirst;
  });

  it('accepts a token once even when this server’s clock runs behind the database’s', async () => {
    // Twenty minutes behind: by the database's clock the challenge has expired by the time it is
    // used, by this server's it has not, so it passes the check, twice. (On PostgreSQL. PGlite
    // reads this process's clock, fake or not, so there the clocks agree and this is once-only.)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 20 * 60_000 });
    try {
      const captcha = await solvedCaptcha(t.app);
      await storedId(await submit(partnerEnquiry({ captcha })));
      const afterFirst = await countRows(t.database.db);
      await refusedByBotCheck(captcha);
      expect(await countRows(t.database.db)).toEqual(afterFirst);
      before = afterFirst;
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores exactly one of two enquiries sent at the same time with one token', async () => {
    const captcha = await solvedCaptcha(t.app);
    const responses = await Promise.all([
      submit(partnerEnquiry({ captcha, name: 'First Racer', email: 'racers@example.in' })),
      submit(partnerEnquiry({ captcha, name: 'Second Racer', email: 'racers@example.in' })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = responses.find((r) => r.statusCode === 422)!;
    expect(refused.json()).toEqual(CAPTCHA_FAILED);
    const after = await countRows(t.database.db);
    expect(after).toEqual({
      ...before,
      partnerEnquiries: before.partnerEnquiries + 1,
      outbox: before.outbox + 2,
      usedCaptchaTokens: before.usedCaptchaTokens + 1,
    });
    before = after;
  });
});

describe('POST /api/store/partner: the honeypot', () => {
  it('answers a filled honeypot as a success with no id, and stores and sends nothing', async () => {
    const before = await countRows(t.database.db);
    // No captcha either: a bot that fills the field learns nothing about the bot check.
    const response = await submit(partnerEnquiry({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 1,
      message: SUBMISSION_MESSAGES.partnerEnquiry,
      data: null,
    });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('treats an empty honeypot as no honeypot: the bot check still applies', async () => {
    const response = await submit(partnerEnquiry({ website: '' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(CAPTCHA_FAILED);
  });
});

describe('POST /api/store/partner: the enquiry and its notification are one transaction', () => {
  it('stores neither, and keeps the token unused, when the notification cannot be queued; answers 500 without detail', async () => {
    const { db } = t.database;
    const before = await countRows(db);
    const captcha = await solvedCaptcha(t.app);
    // New partner notifications break a rule, as a full disk or a lost connection would break the insert.
    await db.execute(
      sql`alter table outbox add constraint test_refuse_partner check (kind <> 'partner_enquiry') not valid`,
    );
    try {
      const response = await submit(partnerEnquiry({ captcha }));
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        status: 0,
        message: MESSAGES.unexpected,
        data: null,
        request_id: expect.any(String),
      });
      expect(response.body).not.toMatch(/outbox|constraint|insert|test_refuse_partner|at .*\.ts/i);
      expect(await countRows(db)).toEqual(before);
    } finally {
      await db.execute(sql`alter table outbox drop constraint test_refuse_partner`);
    }
    // The token was not spent by the failed attempt.
    await storedId(await submit(partnerEnquiry({ captcha })));
  });
});

describe('the enquiry calls in the OpenAPI document', () => {
  it('lists the three stores and the challenge, with their answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>
      >;
    };
    for (const path of ['/store/partner', '/store/contact', '/store/newsletter']) {
      const call = doc.paths[path]?.post;
      expect(call, path).toBeDefined();
      expect(Object.keys(call!.responses), path).toEqual(
        expect.arrayContaining(['201', '413', '415', '422', '429']),
      );
      expect(JSON.stringify(call!.requestBody), path).toContain('consent');
    }
    expect(JSON.stringify(doc.paths['/store/partner']!.post!.requestBody)).toContain(
      'business_type',
    );
    expect(doc.paths['/captcha/challenge']?.get?.responses['200']).toBeDefined();
  });
});
