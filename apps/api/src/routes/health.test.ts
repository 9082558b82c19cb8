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
    const broken: DatabaseHandle = {
      ...t.database,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const app = Fastify({ logger: false });
    await app.register(api, { prefix: '/api', database: broken });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 0, data: { db: 'down' } });
    await app.close();
  });

  it('answers liveness apart from readiness, and readiness names each dependency', async () => {
    // The scheduler's first sweep runs as the API starts.
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data.scheduler
            .state,
      )
      .toBe('ok');
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
    expect((await ready()).json()).toMatchObject({
      status: 0,
      data: { ready: false, database: 'ok', pages: 'starting' },
    });
    // A change's pages rendered again are served as they were meanwhile: ready all the same.
    // Anyone else is told as much by the status code, and no more.
    const fromElsewhere = await app.inject({
      method: 'GET',
      url: '/api/health/ready',
      remoteAddress: '203.0.113.9',
    });
    expect(fromElsewhere.statusCode).toBe(503);
    expect(fromElsewhere.json().data).toEqual({ ready: false });
    pages = 'rendering';
    expect((await ready()).json()).toMatchObject({
      status: 1,
      data: { ready: true, pages: 'rendering' },
    });
    pages = 'kept';
    expect((await ready()).statusCode).toBe(200);
    await app.close();
  });

  it('tells anyone but this machine only whether it is ready: not the state of Redis, the limits, the mail or the scheduler', async () => {
    const ready = (remoteAddress: string, forwardedFor?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    const short = { status: 1, message: 'OK', data: { ready: true } };
    // A visitor's own connection, IPv4 or IPv6.
    expect((await ready('203.0.113.9')).json()).toEqual(short);
    expect((await ready('2001:db8::9')).json()).toEqual(short);
    // A visitor through nginx on this machine: the connection is loopback, the visitor is not.
    expect((await ready('127.0.0.1', '198.51.100.20')).json()).toEqual(short);
    // nginx appends the address it saw to whatever the visitor wrote: writing loopback in gets nothing.
    expect((await ready('127.0.0.1', '127.0.0.1, 198.51.100.20')).json()).toEqual(short);
    expect((await ready('127.0.0.1', 'localhost')).json()).toEqual(short);
    // From this machine, directly or through its own nginx: every dependency by name.
    for (const [peer, forwarded] of [
      ['127.0.0.1'],
      ['::1'],
      ['::ffff:127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
      ['127.0.0.1', '::1, 127.0.0.1'],
    ] as const) {
      expect((await ready(peer, forwarded)).json().data, `${peer} ${forwarded}`).toHaveProperty(
        'database',
        'ok',
      );
    }
  });

  it('does not take a trusted proxy elsewhere for this machine, whatever address it forwards', async () => {
    const app = Fastify({ logger: false });
    await app.register(api, {
      prefix: '/api',
      database: t.database,
      trustedProxies: ['loopback', '10.0.0.0/8'],
    });
    const ready = await app.inject({
      method: 'GET',
      url: '/api/health/ready',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(ready.json()).toEqual({ status: 1, message: 'OK', data: { ready: true } });
    await app.close();
  });

  it('counts the mail waiting in the outbox and says how old the oldest is', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data
      .outbox;
    await t.database.db.insert(outbox).values({
      kind: 'contact_message',
      payload: { id: 1 },
      createdAt: new Date(Date.now() - 90_000).toISOString(),
    });
    const after = (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data
      .outbox;
    expect(after.waiting).toBe(before.waiting + 1);
    expect(after.oldest_seconds).toBeGreaterThanOrEqual(90);
  });

  it('stays alive but not ready, naming the database, when the database does not answer', async () => {
    const broken: DatabaseHandle = {
      ...t.database,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const app = Fastify({ logger: false });
    await app.register(api, { prefix: '/api', database: broken });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 0,
      data: { ready: false, database: 'unreachable', outbox: { waiting: null } },
    });
    await app.close();
  });
});
