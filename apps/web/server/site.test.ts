import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@harsh/api';
import { buildTestApi, type TestApi } from '../../api/src/test/api.js';
import { openTestDatabase } from '../../api/src/test/database.js';
import { WebEnvSchema } from './config.js';
import { buildSite, formBodyLimit, pathOf } from './site.js';
import { prepareImage } from '../../api/src/content/images.js';
import { addMedia, databaseMediaStore } from '../../api/src/repositories/media.js';
import { createStaffUser } from '../../api/src/repositories/staff.js';
import { issueConsentLink } from '../../api/src/repositories/consent-links.js';
import { subscribeToNewsletter } from '../../api/src/repositories/submissions.js';
import { newsletterSubscriptions } from '../../api/src/db/schema.js';
import { CONSENT_NOTICE_VERSION, mediaAddress } from '@harsh/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';

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

  it('passes the files of the media library through, immutable', async () => {
    const db = remote.database.db;
    const image = await prepareImage(
      await sharp({ create: { width: 600, height: 300, channels: 3, background: '#0b3d91' } })
        .png()
        .toBuffer(),
    );
    const author = await createStaffUser(db, {
      email: 'uploader@harshlogistics.in',
      name: 'Uploader',
      role: 'editor',
      passwordHash: 'x',
    });
    const { row } = await addMedia(db, databaseMediaStore(db), {
      image,
      fileName: 'van.png',
      description: { alt: 'A van', decorative: false, focal_x: 50, focal_y: 50 },
      createdBy: author!.id,
    });
    const response = await site.inject({ method: 'GET', url: mediaAddress(row) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      (await site.inject({ method: 'GET', url: '/api/media/lib/..%2F..%2Fhealth' })).statusCode,
    ).toBe(404);
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

  it("passes a mail provider's one-click unsubscribe through (RFC 8058), and a browser's GET to the page that asks", async () => {
    const db = remote.database.db;
    const { id } = await subscribeToNewsletter(db, 'remote.reader@example.in', {
      consent: { version: CONSENT_NOTICE_VERSION, at: new Date() },
      locale: 'en',
    });
    const token = await issueConsentLink(db, { kind: 'newsletter_subscription', submissionId: id });
    const opened = await site.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(new RegExp(`/withdraw/${token}$`));
    const wrong = await site.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=No',
    });
    expect(wrong.statusCode).toBe(400);
    const done = await site.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id));
    expect(row!.email).toBe(`erased-${id}`);
    expect(
      (
        await site.inject({
          method: 'POST',
          url: '/api/unsubscribe/..%2Fhealth',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode,
    ).toBe(404);
  });
});

/** The site with the content API in its own process, as `npm start` runs it. */
describe('the site with the content API in process', () => {
  let database: DatabaseHandle;
  let site: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    site = await buildSite({
      env: WebEnvSchema.parse({ LOG_LEVEL: 'silent' }),
      build: () => Promise.reject(new Error('pages are not part of this test')),
      mode: 'production',
      database,
    });
  });
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  it('tells no visitor which database tables an answer was read from, even one who claims to be the site', async () => {
    const reads = [
      { method: 'GET', url: '/api/get/single/pages/1' },
      { method: 'GET', url: '/api/get/settings' },
      { method: 'GET', url: '/api/search?q=rail' },
      { method: 'POST', url: '/api/get/services', payload: {} },
    ] as const;
    for (const headers of [{}, { 'x-site-internal': '1' }]) {
      for (const read of reads) {
        const response = await site.inject({ ...read, headers });
        expect(response.statusCode, read.url).toBe(200);
        expect(response.headers['x-content-tables'], read.url).toBeUndefined();
      }
    }
  });
});

describe('how much a form may send', () => {
  it('gives the public forms little, staff forms a page of rich text, and the media upload a picture', () => {
    expect(formBodyLimit('/contact-us')).toBe(32 * 1024);
    expect(formBodyLimit('/admin/content/pages/1')).toBe(2 * 1024 * 1024);
    expect(formBodyLimit('/admin/content/pages/1.data')).toBe(2 * 1024 * 1024);
    expect(formBodyLimit('/admin/media')).toBeGreaterThan(8 * 1024 * 1024);
    expect(formBodyLimit('/admin/media.data')).toBeGreaterThan(8 * 1024 * 1024);
    expect(formBodyLimit('/admin/media.data?index')).toBeGreaterThan(8 * 1024 * 1024);
    expect(formBodyLimit('/admin/media/3')).toBe(2 * 1024 * 1024);
    // The forms sent before signing in take no more than the public ones.
    for (const path of [
      '/admin/sign-in',
      '/admin/sign-in.data',
      '/admin/password',
      '/admin/forgot',
      '/Admin/Setup/',
    ])
      expect(formBodyLimit(path), path).toBe(32 * 1024);
    expect(formBodyLimit('/adminx/media')).toBe(32 * 1024);
    // However the address is written, as React Router reads it.
    expect(formBodyLimit('http://site.example/admin/media')).toBeGreaterThan(8 * 1024 * 1024);
    expect(formBodyLimit('/%61dmin/content/pages/1')).toBe(2 * 1024 * 1024);
  });
});

describe('pathOf', () => {
  it('reads a path as React Router matches it, quickly for a plain one', () => {
    expect(pathOf('/admin/inbox?kind=contact')).toBe('/admin/inbox');
    expect(pathOf('/about-us')).toBe('/about-us');
    expect(pathOf('/search?q=%00')).toBe('/search');
    expect(pathOf('http://other.example/admin/inbox?x=1')).toBe('/admin/inbox');
    expect(pathOf('/%61dmin/inbox')).toBe('/admin/inbox');
    expect(pathOf('//admin/inbox')).toBe('/inbox');
    expect(pathOf('/%E0%A4')).toBe('/%E0%A4');
  });
});
