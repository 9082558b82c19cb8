import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../test/api.js';
import {
  contactMessage,
  countRows,
  newsletterSignup,
  partnerEnquiry,
} from '../test/submissions.js';
import { DEFAULT_RATE_LIMITS } from './rate-limit.js';

const LIMITS = { windowMs: 60_000, submissions: 2, requests: 3 };
const RATE_LIMITED = { status: 0, message: MESSAGES.rateLimited, data: null };

/**
 * Every rule runs on each store of counters: in this process, and in Redis when TEST_REDIS_URL
 * names a server (CI starts one, as it does PostgreSQL).
 */
const STORES = process.env.TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);
/** A key prefix of its own for every instance built, so that runs and tests never share counters. */
// A generous deadline: these tests are about sharing counts, not outages (`redis-outage.test.ts`).
const redisOptions = () => ({
  url: process.env.TEST_REDIS_URL!,
  keyPrefix: `test:${randomUUID()}:`,
  deadlineMs: 1000,
});

it('allows ten submissions a minute by default', () => {
  expect(DEFAULT_RATE_LIMITS).toEqual({ windowMs: 60_000, submissions: 10, requests: 300 });
});

for (const store of STORES) {
  // One API a store, its hooks scoped to the store's tests.
  describe(`counters in ${store}`, () => {
    let t: TestApi;
    beforeAll(async () => {
      t = await buildTestApi({
        rateLimits: LIMITS,
        trustedProxies: ['loopback', '10.0.0.0/8'],
        ...(store === 'redis' ? { redis: redisOptions() } : {}),
      });
    });
    afterAll(() => t.close());
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A submission that is refused on its fields (422) when it is let through, so that nothing is stored. */
    const badSignup = (options: Partial<InjectOptions> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/store/newsletter',
        payload: { email: 'not-an-address', consent: true },
        ...options,
      });

    const from = (remoteAddress: string, forwardedFor?: string): Partial<InjectOptions> => ({
      remoteAddress,
      ...(forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } }),
    });

    describe(`the rate limit on form submissions (${store})`, () => {
      it('lets an address send its allowance, then answers 429 in the envelope with when to come back', async () => {
        for (let i = 0; i < LIMITS.submissions; i++)
          expect((await badSignup(from('203.0.113.10'))).statusCode).toBe(422);
        const limited = await badSignup(from('203.0.113.10'));
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual(RATE_LIMITED);
        expect(limited.headers['x-ratelimit-limit']).toBe(String(LIMITS.submissions));
        expect(limited.headers['x-ratelimit-remaining']).toBe('0');
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowMs / 1000);
      });

      it('counts the three forms together, and refuses before storing anything', async () => {
        const address = from('203.0.113.11');
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/store/partner',
              payload: partnerEnquiry(),
              ...address,
            })
          ).statusCode,
        ).toBe(422);
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/store/contact',
              payload: contactMessage(),
              ...address,
            })
          ).statusCode,
        ).toBe(422);
        const before = await countRows(t.database.db);
        // A good sign-up, which would be stored if it were let through.
        const limited = await t.app.inject({
          method: 'POST',
          url: '/api/store/newsletter',
          payload: newsletterSignup(),
          ...address,
        });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual(RATE_LIMITED);
        expect(await countRows(t.database.db)).toEqual(before);
      });

      it('gives another address its own allowance', async () => {
        for (let i = 0; i < LIMITS.submissions + 1; i++) await badSignup(from('203.0.113.12'));
        expect((await badSignup(from('203.0.113.12'))).statusCode).toBe(429);
        expect((await badSignup(from('203.0.113.13'))).statusCode).toBe(422);
      });

      it('does not believe X-Forwarded-For from a peer that is not a trusted proxy', async () => {
        for (let i = 0; i < LIMITS.submissions; i++) await badSignup(from('203.0.113.14'));
        for (const spoofed of ['198.51.100.1', '198.51.100.2', '127.0.0.1', '10.0.0.1']) {
          const response = await badSignup(from('203.0.113.14', spoofed));
          expect(response.statusCode, spoofed).toBe(429);
        }
      });

      it('behind a trusted proxy, counts each forwarded client apart, by the hop the proxy appended', async () => {
        // Through the local proxy (loopback) and through a balancer in 10.0.0.0/8.
        for (let i = 0; i < LIMITS.submissions; i++)
          expect((await badSignup(from('127.0.0.1', '198.51.100.20'))).statusCode).toBe(422);
        expect((await badSignup(from('127.0.0.1', '198.51.100.20'))).statusCode).toBe(429);
        expect((await badSignup(from('10.2.3.4', '198.51.100.20'))).statusCode).toBe(429);
        // What the client writes in front of its real address changes nothing.
        expect((await badSignup(from('127.0.0.1', '192.0.2.99, 198.51.100.20'))).statusCode).toBe(
          429,
        );
        // Another client behind the same proxy has its own allowance.
        expect((await badSignup(from('10.2.3.4', '198.51.100.21'))).statusCode).toBe(422);
      });

      it('limits an IPv6 client by its /64', async () => {
        for (let i = 0; i < LIMITS.submissions; i++)
          await badSignup(from(`2001:db8:1:2::${i + 1}`));
        expect((await badSignup(from('2001:db8:1:2:ffff::9'))).statusCode).toBe(429);
        expect((await badSignup(from('2001:db8:1:3::1'))).statusCode).toBe(422);
      });

      it('does not count the site server’s own calls from this machine, which carry no forwarded address', async () => {
        for (let i = 0; i < LIMITS.submissions * 3; i++)
          expect((await badSignup()).statusCode).toBe(422);
        for (let i = 0; i < LIMITS.submissions * 3; i++)
          expect((await badSignup(from('::1'))).statusCode).toBe(422);
      });

      it('gives a new allowance when the window has passed', async () => {
        if (store === 'redis') {
          // Redis keeps the window itself: a short one, waited out for real.
          // Long enough for the first requests to fall inside it on a loaded CI machine.
          const short = await buildTestApi({
            rateLimits: { ...LIMITS, windowMs: 1500 },
            redis: redisOptions(),
          });
          try {
            const signup = () =>
              short.app.inject({
                method: 'POST',
                url: '/api/store/newsletter',
                payload: { email: 'x' },
                ...from('203.0.113.15'),
              });
            for (let i = 0; i < LIMITS.submissions; i++) await signup();
            expect((await signup()).statusCode).toBe(429);
            await new Promise((resolve) => setTimeout(resolve, 1600));
            expect((await signup()).statusCode).toBe(422);
          } finally {
            await short.close();
          }
          return;
        }
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
        for (let i = 0; i < LIMITS.submissions; i++) await badSignup(from('203.0.113.15'));
        expect((await badSignup(from('203.0.113.15'))).statusCode).toBe(429);
        vi.setSystemTime(Date.now() + LIMITS.windowMs + 1);
        expect((await badSignup(from('203.0.113.15'))).statusCode).toBe(422);
      });
    });

    describe(`the rate limit on other calls (${store})`, () => {
      it('limits every other POST under the larger allowance', async () => {
        const services = () =>
          t.app.inject({
            method: 'POST',
            url: '/api/get/services',
            payload: {},
            ...from('203.0.113.30'),
          });
        for (let i = 0; i < LIMITS.requests; i++) expect((await services()).statusCode).toBe(200);
        const limited = await services();
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual(RATE_LIMITED);
      });

      it('limits bot-check challenges', async () => {
        const challenge = () =>
          t.app.inject({ method: 'GET', url: '/api/captcha/challenge', ...from('203.0.113.31') });
        for (let i = 0; i < LIMITS.requests; i++) expect((await challenge()).statusCode).toBe(200);
        expect((await challenge()).statusCode).toBe(429);
      });

      it('counts submissions and other calls apart', async () => {
        for (let i = 0; i < LIMITS.submissions; i++) await badSignup(from('203.0.113.32'));
        expect((await badSignup(from('203.0.113.32'))).statusCode).toBe(429);
        const services = await t.app.inject({
          method: 'POST',
          url: '/api/get/services',
          payload: {},
          ...from('203.0.113.32'),
        });
        expect(services.statusCode).toBe(200);
      });

      it('does not limit content reads', async () => {
        for (let i = 0; i < LIMITS.requests * 2; i++) {
          const response = await t.app.inject({
            method: 'GET',
            url: '/api/get/single/pages/1',
            ...from('203.0.113.33'),
          });
          expect(response.statusCode).toBe(200);
        }
      });
    });

    describe(`two instances on one store (${store})`, () => {
      it(
        store === 'redis' ? 'share one count per address' : 'each count on their own',
        async () => {
          const options = {
            rateLimits: LIMITS,
            ...(store === 'redis' ? { redis: redisOptions() } : {}),
          };
          const [a, b] = [await buildTestApi(options), await buildTestApi(options)];
          try {
            const signup = (api: TestApi) =>
              api.app.inject({
                method: 'POST',
                url: '/api/store/newsletter',
                payload: { email: 'x' },
                ...from('203.0.113.40'),
              });
            // The allowance spent half on each instance, then one more on each.
            for (let i = 0; i < LIMITS.submissions; i++)
              expect((await signup(i % 2 ? a : b)).statusCode).toBe(422);
            const expected = store === 'redis' ? 429 : 422;
            expect((await signup(a)).statusCode).toBe(expected);
            expect((await signup(b)).statusCode).toBe(expected);
          } finally {
            await a.close();
            await b.close();
          }
        },
      );
    });
  });
}
