import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SUBMISSION_MESSAGES } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { contactMessage, countRows, partnerEnquiry, postJson } from '../../test/submissions.js';
import { tokenHash } from './index.js';
import { createRecaptchaBotCheck, RECAPTCHA_VERIFY_URL } from './recaptcha.js';

/**
 * A stand-in for Google's siteverify on loopback: it answers each token with what `answers`
 * holds for it (else `success: false`), and records what it was sent.
 */
interface FakeSiteverify {
  url: string;
  answers: Map<string, { status?: number; body: unknown } | 'hang'>;
  requests: { method: string; headers: IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const answers: FakeSiteverify['answers'] = new Map();
  const requests: FakeSiteverify['requests'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', headers: request.headers, body });
      const answer = answers.get(new URLSearchParams(body).get('response') ?? '') ?? {
        body: { success: false, 'error-codes': ['invalid-input-response'] },
      };
      if (answer === 'hang') return; // never answers
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status ?? 200, {
        'content-type': typeof answer.body === 'string' ? 'text/html' : 'application/json',
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    answers,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const SECRET = 'test-secret-6Lc';
const SITE_KEY = 'test-site-key-6Lc';
// Generous, so that a busy machine does not fail a good token; the cases that never answer wait less.
const OPTIONS = { siteKey: SITE_KEY, secret: SECRET, minScore: 0.5, timeoutMs: 3_000 };
const SHORT_TIMEOUT_MS = 300;
const good = (action: string, score = 0.9) => ({
  body: {
    success: true,
    action,
    score,
    hostname: 'localhost',
    challenge_ts: new Date().toISOString(),
  },
});

let fake: FakeSiteverify;
beforeAll(async () => {
  fake = await startFakeSiteverify();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.answers.clear();
  fake.requests.length = 0;
});

describe('the reCAPTCHA v3 bot check', () => {
  const botCheck = () => createRecaptchaBotCheck({ ...OPTIONS, verifyUrl: fake.url });

  it('verifies against Google by default', () => {
    expect(RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
  });

  it('tells the browser its site key', async () => {
    expect(await botCheck().challenge()).toEqual({ provider: 'recaptcha', site_key: SITE_KEY });
  });

  it('passes a token Google vouches for, for the action, with a good score; posts the secret and token form-encoded', async () => {
    fake.answers.set('token-a', good('form_type2', 0.9));
    const verdict = await botCheck().verify('token-a', 'form_type2');
    expect(verdict.passed).toBe(true);
    if (!verdict.passed) return;
    expect(verdict.token.hash).toBe(tokenHash('token-a'));
    // Remembered past Google's own two minutes.
    expect(verdict.token.expiresAt.getTime()).toBeGreaterThan(Date.now() + 2 * 60_000);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request!.body);
    expect(Object.fromEntries(form)).toEqual({ secret: SECRET, response: 'token-a' });
  });

  it('passes a score exactly at the minimum', async () => {
    fake.answers.set('edge', good('contact', 0.5));
    expect((await botCheck().verify('edge', 'contact')).passed).toBe(true);
  });

  it.each<[string, { status?: number; body: unknown } | 'hang', string, string]>([
    ['a token made for the other form', good('form_type1'), 'form_type2', 'wrong-action'],
    [
      'a token made for the vendor form sent with the business form',
      good('form_type2'),
      'form_type1',
      'wrong-action',
    ],
    [
      'a token without an action',
      { body: { success: true, score: 0.9 } },
      'contact',
      'wrong-action',
    ],
    ['a low score', good('contact', 0.3), 'contact', 'low-score'],
    ['no score', { body: { success: true, action: 'contact' } }, 'contact', 'low-score'],
    [
      'a token Google does not vouch for',
      { body: { success: false, 'error-codes': ['timeout-or-duplicate'] } },
      'contact',
      'invalid',
    ],
    ['an answer of another shape', { body: { ok: true } }, 'contact', 'unavailable'],
    ['an error page', { status: 502, body: '<html>Bad gateway</html>' }, 'contact', 'unavailable'],
    [
      'an error status, whatever its body says',
      { status: 500, body: { success: true, score: 0.9, action: 'contact' } },
      'contact',
      'unavailable',
    ],
    ['no answer in time', 'hang', 'contact', 'unavailable'],
  ])('fails closed on %s', async (_what, answer, action, reason) => {
    fake.answers.set('token-b', answer);
    const timeoutMs = answer === 'hang' ? SHORT_TIMEOUT_MS : OPTIONS.timeoutMs;
    const check = createRecaptchaBotCheck({ ...OPTIONS, verifyUrl: fake.url, timeoutMs });
    expect(await check.verify('token-b', action as 'contact')).toEqual({ passed: false, reason });
  });

  it('fails closed when Google cannot be reached', async () => {
    const closed = await startFakeSiteverify();
    await closed.close();
    const unreachable = createRecaptchaBotCheck({ ...OPTIONS, verifyUrl: closed.url });
    expect(await unreachable.verify('token-c', 'contact')).toEqual({
      passed: false,
      reason: 'unavailable',
    });
  });

  it('does not ask Google about a missing token', async () => {
    expect(await botCheck().verify(undefined, 'contact')).toEqual({
      passed: false,
      reason: 'missing',
    });
    expect(await botCheck().verify('', 'contact')).toEqual({ passed: false, reason: 'missing' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the enquiry calls with reCAPTCHA configured', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi({
      botCheck: { provider: 'recaptcha', ...OPTIONS, verifyUrl: fake.url, timeoutMs: 1_500 },
    });
  });
  afterAll(() => t.close());

  const CAPTCHA_FAILED = {
    status: 0,
    message: 'The bot check failed. Please try again.',
    data: { captcha: [MESSAGES.captchaFailed] },
  };

  it('answers the challenge call with the site key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      message: 'OK',
      data: { provider: 'recaptcha', site_key: SITE_KEY },
    });
  });

  it('stores a vendor enquiry with a form_type1 token and a business one with a form_type2 token', async () => {
    fake.answers.set('vendor-token', good('form_type1'));
    fake.answers.set('partner-token', good('form_type2'));
    const vendor = await postJson(
      t.app,
      '/api/store/partner',
      partnerEnquiry({ type: 1, captcha: 'vendor-token' }),
    );
    expect(vendor.statusCode).toBe(201);
    expect(vendor.json().message).toBe(SUBMISSION_MESSAGES.partnerEnquiry);
    const partner = await postJson(
      t.app,
      '/api/store/partner',
      partnerEnquiry({ type: 2, captcha: 'partner-token' }),
    );
    expect(partner.statusCode).toBe(201);
    expect(fake.requests.map((r) => new URLSearchParams(r.body).get('response'))).toEqual([
      'vendor-token',
      'partner-token',
    ]);
  });

  it('stores a contact message with a contact token', async () => {
    fake.answers.set('contact-token', good('contact'));
    const response = await postJson(
      t.app,
      '/api/store/contact',
      contactMessage({ captcha: 'contact-token' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses, storing nothing, a token for the other type, a low score, an unvouched token, or no answer', async () => {
    fake.answers.set('type1-token', good('form_type1'));
    fake.answers.set('low-token', good('form_type2', 0.1));
    fake.answers.set('hang-token', 'hang');
    const before = await countRows(t.database.db);
    for (const captcha of ['type1-token', 'low-token', 'unknown-token', 'hang-token', undefined]) {
      const response = await postJson(
        t.app,
        '/api/store/partner',
        partnerEnquiry({ type: 2, ...(captcha ? { captcha } : {}) }),
      );
      expect(response.statusCode, captcha).toBe(422);
      expect(response.json()).toEqual(CAPTCHA_FAILED);
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('accepts a token once, even though Google would vouch for it again', async () => {
    fake.answers.set('once-token', good('form_type2'));
    const first = await postJson(
      t.app,
      '/api/store/partner',
      partnerEnquiry({ captcha: 'once-token' }),
    );
    expect(first.statusCode).toBe(201);
    const before = await countRows(t.database.db);
    const second = await postJson(
      t.app,
      '/api/store/partner',
      partnerEnquiry({ captcha: 'once-token' }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual(CAPTCHA_FAILED);
    expect(await countRows(t.database.db)).toEqual(before);
  });
});
