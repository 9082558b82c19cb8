import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { buildTestApi, type TestApi } from '../test/api.js';
import { TEST_DRIVER } from '../test/database.js';

describe('GET /api/health, /api/health/live and /api/health/ready', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  it('answers 200 in the envelope while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: 'OK', data: { db: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in the envelope when the database does not', async () => {
    const broken: DatabaseHandle = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = Fastify({ logger: false });
    await app.register(api, { prefix: '/api', database: broken });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 0, data: { db: 'down' } });
    await app.close();
  });

  it('answers liveness apart from readiness, and readiness names each dependency', async () => {
    // The scheduler's first sweep runs as the API starts.
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data.scheduler.state).toBe('ok');
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data.uptime_seconds).toBeGreaterThanOrEqual(0);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json().data).toMatchObject({
      ready: true,
      database: 'ok',
      redis: 'not configured',
      rate_limits: 'per instance',
      relay: TEST_DRIVER === 'postgres' ? 'listening' : 'not needed',
      outbox: { waiting: expect.any(Number), sending: false },
      scheduler: { state: 'ok', last_sweep_at: expect.any(String) },
      pages: 'on demand',
    });
  });

  it('is not ready while the site that runs it renders its pages ahead at start, and says so', async () => {
    let pages: 'starting' | 'rendering' | 'kept' = 'starting';
    const app = Fastify({ logger: false });
    await app.register(api, { prefix: '/api', database: t.database, pages: () => pages });
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).statusCode).toBe(503);
    expect((await ready()).json()).toMatchObject({ status: 0, data: { ready: false, database: 'ok', pages: 'starting' } });
    // A change's pages rendered again are served as they were meanwhile: ready all the same.
    pages = 'rendering';
    expect((await ready()).json()).toMatchObject({ status: 1, data: { ready: true, pages: 'rendering' } });
    pages = 'kept';
    expect((await ready()).statusCode).toBe(200);
    await app.close();
  });

  it('counts the mail waiting in the outbox and says how old the oldest is', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data.outbox;
    await t.database.db.insert(outbox).values({ kind: 'contact_message', payload: { id: 1 }, createdAt: new Date(Date.now() - 90_000).toISOString() });
    const after = (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data.outbox;
    expect(after.waiting).toBe(before.waiting + 1);
    expect(after.oldest_seconds).toBeGreaterThanOrEqual(90);
  });

  it('stays alive but not ready, naming the database, when the database does not answer', async () => {
    const broken: DatabaseHandle = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = Fastify({ logger: false });
    await app.register(api, { prefix: '/api', database: broken });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 0, data: { ready: false, database: 'unreachable', outbox: { waiting: null } } });
    await app.close();
  });
});
