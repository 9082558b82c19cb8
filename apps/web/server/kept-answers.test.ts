import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { headerOf, KeptAnswers, serverAnsweringKeptFirst } from './kept-answers.js';
import { PageCache, PageFactory } from './page-cache.js';

const SITE_HEADERS = { 'x-frame-options': 'DENY' };
const SETTINGS = {
  keepAliveTimeout: 72_000,
  requestTimeout: 330_000,
  connectionTimeout: 0,
  maxRequestsPerSocket: 0,
};
const body = Buffer.from(
  `<!doctype html><html><body>${'Full truckload from Jaipur to Pune. '.repeat(200)}</body></html>`,
);

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

async function setUp() {
  const cache = new PageCache({ ttlMs: 60_000 });
  const page = await cache.get('/about-us', async () =>
    new PageFactory().page(
      200,
      { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0' },
      body,
    ),
  );
  const answered: number[] = [];
  const kept = new KeptAnswers(cache, SITE_HEADERS, (_method, status) => answered.push(status));
  const handled: string[] = [];
  const server = serverAnsweringKeptFirst(
    (request, response) => {
      handled.push(`${request.method} ${request.url}`);
      response.end('from Fastify');
    },
    SETTINGS,
    () => kept,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (
    path: string,
    { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    });
  return { cache, page, kept, server, ask, handled, answered };
}

let close = () => {};
afterEach(() => close());

describe('KeptAnswers', () => {
  it('answers a remembered address with its kept page and every header the page handler and the site add', async () => {
    const { kept, server, ask, handled, answered, page } = await setUp();
    close = () => server.close();
    expect((await ask('/about-us')).body.toString()).toBe('from Fastify');
    kept.remember('/about-us', '/about-us');
    const answer = await ask('/about-us', { headers: { 'accept-encoding': 'identity' } });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(body)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0',
      'x-frame-options': 'DENY',
      etag: page.etag,
      vary: 'accept-encoding',
      'content-length': String(body.length),
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(handled).toEqual(['GET /about-us']);
    expect(answered).toEqual([200]);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const { kept, server, ask, page } = await setUp();
    close = () => server.close();
    kept.remember('/about-us', '/about-us');
    const notModified = await ask('/about-us', { headers: { 'if-none-match': page.etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers).toMatchObject({ etag: page.etag, 'x-frame-options': 'DENY' });
    expect(notModified.headers['content-length']).toBeUndefined();
    const head = await ask('/about-us', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(body.length));
    expect(head.body.length).toBe(0);
  });

  it('sends a compressed page only once its strong compression is made; until then Fastify answers', async () => {
    const { kept, server, ask, handled, page } = await setUp();
    close = () => server.close();
    kept.remember('/about-us', '/about-us');
    expect((await ask('/about-us', { headers: { 'accept-encoding': 'br' } })).body.toString()).toBe(
      'from Fastify',
    );
    await page.compressStrongly();
    const answer = await ask('/about-us', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).equals(body)).toBe(true);
    expect(handled).toHaveLength(1);
  });

  it('leaves to Fastify a page dropped by a change, other addresses and methods, and everything once closing', async () => {
    const { cache, kept, server, ask, handled } = await setUp();
    close = () => server.close();
    kept.remember('/about-us', '/about-us');
    await ask('/about-us?x=1');
    await ask('/about-us', { method: 'POST' });
    kept.close();
    await ask('/about-us');
    expect(handled).toEqual(['GET /about-us?x=1', 'POST /about-us', 'GET /about-us']);
    const reopened = await setUp();
    close = () => {
      server.close();
      reopened.server.close();
    };
    reopened.kept.remember('/about-us', '/about-us');
    reopened.cache.invalidate(['*']);
    expect((await reopened.ask('/about-us')).body.toString()).toBe('from Fastify');
    expect(cache.enabled).toBe(true);
  });

  it('reads a header from the raw list as request.headers would: any case, repeats joined', () => {
    const raw = [
      'Host',
      'site',
      'If-None-Match',
      '"a"',
      'ACCEPT-ENCODING',
      'gzip',
      'if-none-match',
      'W/"b"',
    ];
    expect(headerOf(raw, 'if-none-match')).toBe('"a", W/"b"');
    expect(headerOf(raw, 'accept-encoding')).toBe('gzip');
    expect(headerOf(raw, 'accept')).toBeUndefined();
  });

  it('answers 304 to an If-None-Match sent in two header lines, one of them naming the page', async () => {
    const { kept, server, page } = await setUp();
    close = () => server.close();
    kept.remember('/about-us', '/about-us');
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          port,
          host: '127.0.0.1',
          path: '/about-us',
          headers: [
            ['Host', '127.0.0.1'],
            ['If-None-Match', '"other"'],
            ['if-none-match', page.etag],
          ].flat(),
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on('error', reject).end();
    });
    expect(status).toBe(304);
  });
});
