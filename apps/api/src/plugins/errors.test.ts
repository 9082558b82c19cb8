import { DrizzleQueryError } from 'drizzle-orm';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, MESSAGES } from '@harsh/contract';
import { api } from '../app.js';
import { loggableError } from './errors.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { buildTestApi, type TestApi } from '../test/api.js';

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi();
});
afterAll(() => t.close());

describe('client errors in the envelope', () => {
  it('answers 400 to a malformed JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/get-branch-locator',
      headers: { 'content-type': 'application/json' },
      payload: '{"city": "JAIPUR"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: MESSAGES.malformedJson, data: null });
  });

  it('answers 400 to an empty body sent as JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/get-branch-locator',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: MESSAGES.malformedJson, data: null });
  });

  it('answers 415 to a text/plain body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/get-branch-locator',
      headers: { 'content-type': 'text/plain' },
      payload: '{"city":"JAIPUR"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: 0,
      message: MESSAGES.unsupportedMediaType,
      data: null,
    });
  });

  it('answers 415 to a form or XML body', async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'city=JAIPUR'],
      ['application/xml', '<city>JAIPUR</city>'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/get-branch-locator',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({
        status: 0,
        message: MESSAGES.unsupportedMediaType,
        data: null,
      });
    }
  });

  it('answers 413 to a body over 64 KiB', async () => {
    const payload = JSON.stringify({ city: 'J'.repeat(65 * 1024) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/get-branch-locator',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 0, message: MESSAGES.tooLarge, data: null });
  });

  it('accepts a body just under the limit as far as validation', async () => {
    const payload = JSON.stringify({ city: 'J'.repeat(60 * 1024) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/get-branch-locator',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    // Parsed, then refused by the schema (a city is at most 60 characters), not by the size limit.
    expect(response.statusCode).toBe(422);
    expect(response.json().data.city?.length).toBeGreaterThan(0);
  });

  it('answers 404 in the envelope for an unknown path or method under /api', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-call'],
      ['POST', '/api/get/single/pages/1'],
      ['DELETE', '/api/get/services'],
      ['GET', '/api/get/services'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ status: 0, message: MESSAGES.notFound, data: null });
    }
  });

  it('answers a URL with broken percent-encoding in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/single/blogs/%E0%A4%A' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(ErrorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
  });
});

describe('unexpected errors', () => {
  const SECRET = 'relation "secret_internal_table" does not exist';
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    // Every use of the database fails as a driver would, with SQL in the message.
    const db = new Proxy({} as Database, {
      get() {
        throw new Error(`Failed query: select "value" from "secret_internal_table"\n${SECRET}`);
      },
    });
    const broken: DatabaseHandle = { ...t.database, db };
    app = Fastify({ logger: { level: 'error', stream }, bodyLimit: 64 * 1024 });
    await app.register(api, { prefix: '/api', database: broken });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 500 with status 0 and a request id, hiding the stack and SQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/get/settings' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = ErrorEnvelopeSchema.parse(response.json());
    expect(body).toMatchObject({ status: 0, message: MESSAGES.unexpected, data: null });
    expect(Object.keys(response.json()).sort()).toEqual([
      'data',
      'message',
      'request_id',
      'status',
    ]);
    expect(body.request_id).toEqual(expect.any(String));
    expect(body.request_id!.length).toBeGreaterThan(0);
    for (const leak of [
      'secret_internal_table',
      'select',
      'Failed query',
      'stack',
      '    at ',
      '.ts:',
    ]) {
      expect(response.body).not.toContain(leak);
    }
  });

  it('logs the detail under the same request id', async () => {
    logLines.length = 0;
    const response = await app.inject({ method: 'POST', url: '/api/get/services', payload: {} });
    expect(response.statusCode).toBe(500);
    const requestId = ErrorEnvelopeSchema.parse(response.json()).request_id!;
    const entries = logLines.map(
      (line) => JSON.parse(line) as { reqId?: string; err?: { message?: string; stack?: string } },
    );
    const entry = entries.find((e) => e.reqId === requestId && e.err);
    expect(entry, logLines.join('\n')).toBeDefined();
    expect(entry!.err!.message).toContain('secret_internal_table');
    expect(entry!.err!.stack).toContain('Error');
  });

  it('gives each failing request its own id', async () => {
    const first = ErrorEnvelopeSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/search?q=rail' })).json(),
    );
    const second = ErrorEnvelopeSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/search?q=road' })).json(),
    );
    expect(first.request_id).toBeTruthy();
    expect(second.request_id).toBeTruthy();
    expect(first.request_id).not.toBe(second.request_id);
  });
});

describe('what an unexpected error leaves in the log', () => {
  it("keeps the query and the driver's message, never the parameters or the row", () => {
    const driverError = Object.assign(
      new Error(
        'new row for relation "partner_enquiries" violates check constraint "partner_enquiries_type_check"',
      ),
      {
        code: '23514',
        detail: 'Failing row contains (7, 3, Asha Verma, asha@example.in, 9876543210).',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "partner_enquiries" ("name", "email") values ($1, $2)',
      ['Asha Verma', 'asha@example.in'],
      driverError,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('insert into \\"partner_enquiries\\"');
    expect(logged).toContain('23514');
    expect(logged).toContain('violates check constraint');
    for (const personal of ['Asha', 'asha@example.in', '9876543210'])
      expect(logged).not.toContain(personal);
  });
});
