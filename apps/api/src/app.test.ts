import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_MEDIA_DIR } from './db/seed-paths.js';
import { buildTestApi, type TestApi } from './test/api.js';

let t: TestApi;
beforeAll(async () => {
  t = await buildTestApi();
});
afterAll(() => t.close());

describe('GET /api/docs/json', () => {
  const CALLS: [method: string, path: string][] = [
    ['get', '/health'],
    ['get', '/get/single/pages/{number}'],
    ['get', '/get/single/services/{id}'],
    ['get', '/get/single/blogs/{slug}'],
    ['post', '/get/services'],
    ['post', '/get/blogs'],
    ['post', '/get/gallery'],
    ['get', '/get/branch-cities'],
    ['get', '/get/settings'],
    ['post', '/get-branch-locator'],
    ['get', '/search'],
  ];

  it('is an OpenAPI 3 document that lists every call under the /api server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      info: { title: string; version: string };
      servers: { url: string }[];
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title.length).toBeGreaterThan(0);
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const [method, path] of CALLS) {
      expect(doc.paths[path], path).toBeDefined();
      expect(doc.paths[path]![method], `${method} ${path}`).toBeDefined();
      expect(doc.paths[path]![method]!.responses?.['200'], `${method} ${path}`).toBeDefined();
    }
    // Paths are relative to the server entry, so none repeats its prefix.
    for (const path of Object.keys(doc.paths)) expect(path.startsWith('/api/'), path).toBe(false);
  });

  it('documents the request body of a POST call and the 422 answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const locator = doc.paths['/get-branch-locator'].post;
    expect(JSON.stringify(locator.requestBody)).toContain('city');
    expect(locator.responses['422']).toBeDefined();
  });

  it('serves a reader for the document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    // Its files are linked where they are served.
    const scripts = [...response.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
      (match) => match[1]!,
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts)
      expect((await t.app.inject({ method: 'GET', url: file })).statusCode, file).toBe(200);
  });
});

describe('GET /api/media/:file', () => {
  it('serves seed images as SVG with a long Cache-Control and an ETag', async () => {
    const files = (await readdir(SEED_MEDIA_DIR)).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(0);
    const response = await t.app.inject({ method: 'GET', url: `/api/media/${files[0]}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('<svg');
    expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(response.headers.etag).toBeTruthy();
  });

  it('sends the drawing compressed in the encoding asked for, and 304 for the ETag the browser has', async () => {
    const name = 'banner-company.svg';
    const file = await readFile(join(SEED_MEDIA_DIR, name));
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/media/${name}`,
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(file.length);
      expect(decode(response.rawPayload).equals(file), encoding).toBe(true);
    }
    const plain = await t.app.inject({ method: 'GET', url: `/api/media/${name}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file)).toBe(true);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/media/${name}`,
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A cache holding several copies names them all; a weak copy of the tag matches too.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/media/${name}`,
      headers: { 'if-none-match': `"an-older-copy", W/${plain.headers.etag}` },
    });
    expect(listed.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: `/api/media/${name}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
  });

  it('answers 404 in the envelope for a missing file, and does not leave the media folder', async () => {
    for (const url of [
      '/api/media/no-such-file.svg',
      '/api/media/../branches.json',
      '/api/media/%2e%2e/branches.json',
      '/api/media/..%2fpackage.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ status: 0, message: 'Not found.', data: null });
    }
  });
});
