import { freePort } from '../../api/src/test/free-port.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@harsh/api';
import { openTestDatabase } from '../../api/src/test/database.js';
import { WebEnvSchema } from './config.js';
import { buildSite } from './site.js';

describe('the metrics (METRICS_PORT)', () => {
  let database: DatabaseHandle;
  let site: FastifyInstance;
  let metricsUrl: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    site = await buildSite({
      env: WebEnvSchema.parse({ METRICS_PORT: String(port), LOG_LEVEL: 'silent' }),
      build: () => Promise.reject(new Error('pages are not part of this test')),
      mode: 'production',
      database,
    });
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('are served on their own port only, on the machine itself unless told otherwise', async () => {
    expect(WebEnvSchema.parse({}).METRICS_HOST).toBe('127.0.0.1');
    expect(WebEnvSchema.parse({}).METRICS_PORT).toBeUndefined();
    expect(WebEnvSchema.safeParse({ METRICS_PORT: 'nine' }).success).toBe(false);
    expect((await site.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('count requests by route pattern and status, and time them', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await site.inject({ method: 'GET', url: '/api/get/single/pages/1' })).statusCode,
      ).toBe(200);
    await site.inject({ method: 'GET', url: '/api/get/single/pages/99999' });
    const text = await scrape();
    expect(text).toMatch(
      /harsh_http_requests_total\{method="GET",route="\/api\/get\/single\/pages\/:number",status="200"\} 3\b/,
    );
    expect(text).toMatch(
      /harsh_http_requests_total\{method="GET",route="\/api\/get\/single\/pages\/:number",status="404"\} 1\b/,
    );
    expect(text).toMatch(
      /harsh_http_request_duration_seconds_count\{method="GET",route="\/api\/get\/single\/pages\/:number"\} 4\b/,
    );
  });

  it('tell the state of the database, the outbox, the scheduler, the renders and the page cache, and the process', async () => {
    const text = await scrape();
    expect(text).toMatch(/^harsh_database_up 1$/m);
    expect(text).toMatch(/^harsh_outbox_waiting \d+$/m);
    expect(text).toMatch(/^harsh_scheduler_failing 0$/m);
    expect(text).toMatch(/^harsh_renders\{kind="pages",state="waiting"\} 0$/m);
    expect(text).toMatch(/^harsh_page_cache_requests_total\{outcome="hit"\} \d+$/m);
    expect(text).toMatch(/^harsh_503_total\{reason="busy"\} 0$/m);
    expect(text).toMatch(/^harsh_503_total\{reason="unavailable"\} 0$/m);
    expect(text).toMatch(/^harsh_process_resident_memory_bytes \d+/m);
    // The embedded database has no pool, and one process needs no relay.
    expect(text).not.toMatch(/^harsh_database_pool_connections\{/m);
    expect(text).not.toMatch(/^harsh_relay_listening/m);
  });
});
