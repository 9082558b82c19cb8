import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { buildTestApi, type TestApi } from '../test/api.js';

describe('GET /api/health', () => {
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
});
