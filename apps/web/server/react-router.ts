import { Readable, Transform } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { inlineScriptHashes, type PageCache, type RenderedPage, renderedPage } from './page-cache.js';

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
  /** The largest request body a page's form may send, in bytes. */
  bodyLimit: number;
  /**
   * Pages are the same for every visitor: GET and HEAD are rendered once per `ttl` and served
   * from here, with the policy that allows their inline scripts by hash. Unset in development.
   */
  pageCache?: {
    cache: PageCache;
    loadContext: () => AppLoadContext;
    policy: (scriptHashes: string[]) => string;
  };
}

/** The encoding to send: brotli, then gzip, else none. */
function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.status(page.status).headers(page.headers).header('etag', page.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return request.method === 'HEAD' ? reply.send() : reply.send(body);
}

/** Passes a body through until it grows past `limit` bytes, then fails the stream. */
function limitedBody(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new Error(`Request body over ${limit} bytes`) : null, chunk);
    },
  });
}

function toWebRequest(request: FastifyRequest, signal: AbortSignal, bodyLimit: number): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw.pipe(limitedBody(bodyLimit))) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Hands every request it is given to React Router: the site's pages and their form actions.
 * Bodies are passed through untouched, so forms post as the browser sent them.
 */
export const reactRouterHandler: FastifyPluginAsync<ReactRouterOptions> = async (app, options) => {
  const handle = createRequestHandler(options.build, options.mode);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /** Renders a page for everyone: no visitor's headers, no nonce, the whole document at once. */
  async function renderForEveryone(url: URL, cached: NonNullable<ReactRouterOptions['pageCache']>): Promise<RenderedPage> {
    const response = await handle(new Request(url, { headers: { accept: 'text/html' } }), cached.loadContext());
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
    if (headers['content-type']?.startsWith('text/html')) {
      headers['content-security-policy'] = cached.policy(inlineScriptHashes(body.toString('utf8')));
    }
    return renderedPage(response.status, headers, body);
  }

  app.all('/*', async (request, reply) => {
    const { pageCache } = options;
    if (pageCache && (request.method === 'GET' || request.method === 'HEAD')) {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const page = await pageCache.cache.get(url.href, () => renderForEveryone(url, pageCache));
      return sendRendered(request, reply, page);
    }
    if (Number(request.headers['content-length'] ?? 0) > options.bodyLimit) {
      return reply.status(413).type('text/plain; charset=utf-8').send('The form sent too much data.');
    }
    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    const response = await handle(toWebRequest(request, controller.signal, options.bodyLimit), options.getLoadContext(request, reply));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body || request.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  });
};
