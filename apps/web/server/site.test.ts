import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../api/src/test/api.js';
import { WebEnvSchema } from './config.js';
import { buildSite } from './site.js';

/** The site alone, reading a content API on another port (`API_BASE_URL`), as README describes. */
describe('the site with a remote content API', () => {
  let remote: TestApi;
  let site: FastifyInstance;

  beforeAll(async () => {
    remote = await buildTestApi();
    const address = await remote.app.listen({ port: 0, host: '127.0.0.1' });
    site = await buildSite({
      env: WebEnvSchema.parse({ API_BASE_URL: `${address}/api`, LOG_LEVEL: 'silent' }),
      // No page is asked for here: what the browser fetches from the API is.
      build: () => Promise.reject(new Error('pages are not part of this test')),
      mode: 'production',
    });
  });
  afterAll(async () => {
    await site?.close();
    await remote?.close();
  });

  it('passes the bot-check challenge through, uncached, so forms can be sent', async () => {
    const response = await site.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const envelope = response.json();
    expect(envelope).toMatchObject({ status: 1, data: { provider: 'altcha' } });
    expect(envelope.data.challenge.signature.length).toBeGreaterThan(10);
  });

  it('passes the media through with their type and caching', async () => {
    const response = await site.inject({ method: 'GET', url: '/api/media/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=');
    expect(response.body).toContain('<svg');
  });

  it('passes the link-preview cards through, and only those addresses', async () => {
    const response = await site.inject({ method: 'GET', url: '/api/og/pages/1.png?v=old' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    for (const url of ['/api/og/../get/settings', '/api/og/pages/1.svg', '/api/og/%2e%2e/health']) {
      expect((await site.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
