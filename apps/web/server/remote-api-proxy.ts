import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail, MESSAGES } from '@harsh/contract';

/**
 * With a remote content API, what browsers and mail providers fetch from it directly still
 * answers under this site's `/api/`: the media, the link-preview cards, the bot check's challenge
 * (pages ask for it on Submit), and a newsletter's one-click unsubscribe (RFC 8058, decision 046).
 */
export async function remoteApiProxy(app: FastifyInstance, { baseUrl }: { baseUrl: string }) {
  const base = baseUrl.replace(/\/+$/, '');
  async function relay(reply: FastifyReply, path: string, init: RequestInit = {}) {
    const upstream = await fetch(`${base}${path}`, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    reply.status(upstream.status);
    for (const name of ['content-type', 'cache-control', 'etag', 'last-modified', 'location']) {
      const value = upstream.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  }
  // A drawing (`logo.svg`) or a library file (`lib/{name}`); nothing that could climb out (`..`).
  app.get('/api/media/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!/^(lib\/)?[\w-][\w.-]*$/.test(path))
      return reply.status(404).send(fail(MESSAGES.notFound));
    return relay(reply, `/media/${path}`);
  });
  app.get('/api/captcha/challenge', (_request, reply) => relay(reply, '/captcha/challenge'));
  // Link-preview cards: `/api/og/pages/1.png?v=…`; nothing but their own kind of address is passed on.
  app.get('/api/og/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const version = new URL(request.url, 'http://site').searchParams.get('v');
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\.png$/.test(path))
      return reply.status(404).send(fail(MESSAGES.notFound));
    return relay(reply, `/og/${path}${version ? `?v=${encodeURIComponent(version)}` : ''}`);
  });
  // One-click unsubscribe: the provider's form POST (a few bytes) passed on as it came; a GET leads to the page that asks.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  const unsubscribePath = (request: { params: unknown }) => {
    const { token } = request.params as { token: string };
    return /^[\w-]{1,100}$/.test(token) ? `/unsubscribe/${token}` : null;
  };
  app.get('/api/unsubscribe/:token', (request, reply) => {
    const path = unsubscribePath(request);
    return path ? relay(reply, path) : reply.status(404).send(fail(MESSAGES.notFound));
  });
  app.post('/api/unsubscribe/:token', (request, reply) => {
    const path = unsubscribePath(request);
    if (!path) return reply.status(404).send(fail(MESSAGES.notFound));
    const body = typeof request.body === 'string' ? request.body : '';
    return relay(reply, path, {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? 'application/octet-stream' },
      body,
    });
  });
}
