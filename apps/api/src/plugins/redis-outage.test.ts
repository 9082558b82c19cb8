import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../test/api.js';
import { TEST_DRIVER } from '../test/database.js';
import { type RedisServer, startRedisServer } from '../test/redis-server.js';
import { REDIS_DEADLINE_MS, REDIS_PAUSE_MS } from './rate-limit-store.js';

const LIMITS = { windowMs: 60_000, submissions: 3, requests: 100 };

/** Runs where Redis is installed (CI says so with TEST_REDIS_URL), once: it needs no database of its own kind. */
describe.runIf(TEST_DRIVER === 'pglite' && process.env.TEST_REDIS_URL)(
  'the rate limits through an outage of Redis',
  () => {
    let redis: RedisServer;
    const apis: TestApi[] = [];
    afterAll(async () => {
      for (const api of apis) await api.close();
      await redis?.stop();
    });

    /** A sign-up refused on its fields (422) when let through, so that nothing is stored; with how long it took. */
    async function signup(api: TestApi, address: string) {
      const started = performance.now();
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/store/newsletter',
        payload: { email: 'x' },
        remoteAddress: address,
      });
      return { status: response.statusCode, ms: performance.now() - started };
    }
    const readiness = async (api: TestApi) =>
      (await api.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data as {
        redis: string;
        rate_limits: string;
      };

    async function until(check: () => Promise<boolean>, ms: number) {
      const started = Date.now();
      while (!(await check())) {
        if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it('counts in each process while Redis is stopped or frozen (never no limit), adds at most the deadline to a call, and shares counts again once it is back', async () => {
      redis = await startRedisServer();
      const options = {
        rateLimits: LIMITS,
        redis: { url: redis.url, keyPrefix: `outage:${randomUUID()}:` },
      };
      const [a, b] = [await buildTestApi(options), await buildTestApi(options)];
      apis.push(a, b);

      // Redis up: one count for both instances.
      expect((await readiness(a)).rate_limits).toBe('shared');
      const shared = [
        await signup(a, '203.0.113.50'),
        await signup(b, '203.0.113.50'),
        await signup(a, '203.0.113.50'),
        await signup(b, '203.0.113.50'),
      ];
      expect(shared.map((call) => call.status)).toEqual([422, 422, 422, 429]);

      // Redis stopped: each instance counts alone, at once (nothing is queued for a connection that is not there).
      await redis.stop();
      // The readiness answer says so before any limit has been counted since.
      expect(await readiness(b)).toMatchObject({
        redis: 'unreachable',
        rate_limits: 'per instance',
      });
      const stopped = [];
      for (let i = 0; i < LIMITS.submissions + 2; i++)
        stopped.push(await signup(a, '203.0.113.51'));
      expect(stopped.map((call) => call.status)).toEqual([422, 422, 422, 429, 429]);
      expect(Math.max(...stopped.map((call) => call.ms))).toBeLessThan(REDIS_DEADLINE_MS + 200);
      expect(await readiness(a)).toMatchObject({
        redis: 'unreachable',
        rate_limits: 'per instance',
      });

      // Back: within the reconnect and the breaker's pause, counts are shared again.
      await redis.start();
      const backedAt = Date.now();
      await until(async () => {
        // On a: a limited call after the pause tries Redis again. On b: its readiness probe alone.
        await signup(a, '203.0.113.52');
        return (
          (await readiness(a)).rate_limits === 'shared' &&
          (await readiness(b)).rate_limits === 'shared'
        );
      }, REDIS_PAUSE_MS + 5_000);
      console.log(`Redis back: counts shared again after ${Date.now() - backedAt} ms`);
      const again = [
        await signup(a, '203.0.113.54'),
        await signup(b, '203.0.113.54'),
        await signup(a, '203.0.113.54'),
        await signup(b, '203.0.113.54'),
      ];
      expect(again.map((call) => call.status)).toEqual([422, 422, 422, 429]);

      // Frozen (connections open, nothing answers): the first call waits out the deadline, the rest count at once.
      redis.freeze();
      try {
        const frozen = [];
        for (let i = 0; i < LIMITS.submissions + 2; i++)
          frozen.push(await signup(a, '203.0.113.55'));
        expect(frozen.map((call) => call.status)).toEqual([422, 422, 422, 429, 429]);
        expect(frozen[0]!.ms).toBeGreaterThanOrEqual(REDIS_DEADLINE_MS - 5);
        expect(Math.max(...frozen.map((call) => call.ms))).toBeLessThan(REDIS_DEADLINE_MS + 200);
      } finally {
        redis.thaw();
      }
    }, 60_000);
  },
);
