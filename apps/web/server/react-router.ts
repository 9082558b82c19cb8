import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { formPostTarget } from './form-posts.js';
import { answerVaries } from './language-choice.js';
import { DEFAULT_LOCALE, escapeHtml, localeOf, visitorText } from '@harsh/contract';
import { chooseEncoding, isNotModified, networkOf } from '@harsh/api';
import {
  markedScriptHashes,
  type PageCache,
  PageFactory,
  type RenderedPage,
  RenderReads,
} from './page-cache.js';
import { pageKeyer } from './page-key.js';
import type { RenderFor } from './render-ahead.js';
import { RendererBusyError, type RenderLimiter } from './render-limiter.js';
import { createNonce } from './security-headers.js';
import { type BodyBudget, bodyDeadlineMs, BodyRefusedError, readBody } from './request-body.js';

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
  /** The largest request body a page's form may send, in bytes, by the request's path. */
  bodyLimit: (path: string) => number;
  /** The site's public origin (`SITE_URL`): pages are rendered for it, whatever `Host` a request names. */
  siteUrl: string;
  /** Bound the renders running at once, of pages and of form posts apart; past them a request gets a fast 503. */
  limiters: { pages: RenderLimiter; actions: RenderLimiter };
  /** Bounds the bytes of the request bodies read (before their renders) at once, by the request's path. */
  bodyBudget: (path: string) => BodyBudget;
  /**
   * Whether a body of up to `limit` bytes may be read before the page's action has checked who
   * sent it. When not, the action gets the post without its body, and answers as it does to
   * anyone not signed in (the staff side's large forms: only staff may have the server hold them).
   */
  mayReadBody: (request: FastifyRequest, limit: number) => Promise<boolean>;
  /**
   * Pages are the same for every visitor: GET and HEAD are rendered for everyone, keyed by route
   * (`pageKeyer`), and served from here, with the policy that allows their inline scripts by
   * hash. Unset in development.
   */
  pageCache?: {
    /** Paths that are one person's whatever their route says (the staff side): never keyed, never kept. */
    isPersonal: (path: string) => boolean;
    cache: PageCache;
    /** The context of a render of `url` for everyone; what it reads is noted in `reads`. */
    loadContext: (reads: RenderReads, scriptMarker: string, url: URL) => AppLoadContext;
    policy: (scriptHashes: string[]) => string;
    /** Given the render of a path for everyone, as a request for it would render: for rendering pages ahead. */
    renderAhead?: (renderFor: RenderFor) => void;
    /** Told that a request target was answered with the page kept under `key` (`KeptAnswers`). */
    answeredKept?: (url: string, key: string) => void;
  };
}

async function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply
    .status(page.status)
    .headers(page.headers)
    .header('etag', page.etag)
    .header('vary', answerVaries(request.url));
  if (isNotModified(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding ? await page.encoded(encoding) : await page.body();
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return request.method === 'HEAD' ? reply.send() : reply.send(body);
}

/** Pages are read (GET, HEAD) and their forms posted (POST); nothing else. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * The pages this server answers itself, before any render, in the language of the address asked
 * for (`/hi/…` in Hindi): busy, a post to a page without a form, a post to no page at all (the 404
 * page's texts, spec §2 and §8). Built once a language.
 */
function ownPages(url: string) {
  const locale = localeOf(url);
  let pages = OWN_PAGES.get(locale.code);
  if (pages) return pages;
  const { pages: said } = visitorText(locale.code);
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale.code}`;
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="${locale.tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Harsh Logistics</title></head><body><main>${body}</main></body></html>`;
  const homeLink = (text: string) => `<p><a href="${home}">${escapeHtml(text)}</a></p>`;
  pages = {
    busy: page(
      said.busy.title,
      `<h1>${escapeHtml(said.busy.heading)}</h1><p>${escapeHtml(said.busy.text)}</p>${homeLink(said.home)}`,
    ),
    noForm: page(
      said.noForm.title,
      `<h1>${escapeHtml(said.noForm.heading)}</h1><p>${escapeHtml(said.noForm.text)}</p>${homeLink(said.home)}`,
    ),
    noPage: page(
      said.notFound.heading,
      `<h1>${escapeHtml(said.notFound.heading)}</h1><h2>${escapeHtml(said.notFound.subheading)}</h2><p>${escapeHtml(said.notFound.text)}</p><p><a href="${locale === DEFAULT_LOCALE ? '/index' : home}">${escapeHtml(said.notFound.backToHome)}</a></p>`,
    ),
    tooMuch: said.tooMuch,
    tooSlow: said.tooSlow,
  };
  OWN_PAGES.set(locale.code, pages);
  return pages;
}
const OWN_PAGES = new Map<
  string,
  { busy: string; noForm: string; noPage: string; tooMuch: string; tooSlow: string }
>();

function sendNoForm(request: FastifyRequest, reply: FastifyReply, target: 'no-form' | 'unknown') {
  if (target === 'no-form') reply.status(405).header('allow', 'GET, HEAD');
  else reply.status(404);
  return reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(ownPages(request.url)[target === 'no-form' ? 'noForm' : 'noPage']);
}

function sendBusy(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', BUSY_RETRY_AFTER_SECONDS)
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(ownPages(request.url).busy);
}

/**
 * A body not read (`readBody`). The rest of it is never read, so the connection is closed after
 * the answer; a client that went away gets none.
 */
function sendBodyRefused(
  request: FastifyRequest,
  reply: FastifyReply,
  status: BodyRefusedError['status'],
) {
  if (status === 499) {
    reply.hijack();
    return reply.raw.destroy();
  }
  if (status === 503) return sendBusy(request, reply.header('connection', 'close'));
  return reply
    .status(status)
    .header('connection', 'close')
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(ownPages(request.url)[status === 413 ? 'tooMuch' : 'tooSlow']);
}

/**
 * The request's path and query on the site's own origin. An absolute-form target
 * (`GET http://other.example/x`) keeps only its path: the `Host` a client names never changes a page.
 */
function onSiteOrigin(rawUrl: string, siteUrl: string): URL | null {
  try {
    if (rawUrl.startsWith('/')) return new URL(siteUrl + rawUrl);
    const absolute = new URL(rawUrl);
    return new URL(siteUrl + absolute.pathname + absolute.search);
  } catch {
    return null;
  }
}

/**
 * The request as React Router takes it. Its URL keeps the request's own origin, which React Router
 * compares with `Origin` before it runs an action; null when the `Host` header makes no address.
 */
function toWebRequest(
  request: FastifyRequest,
  signal: AbortSignal,
  body: Buffer<ArrayBuffer> | undefined,
): Request | null {
  let url: URL;
  try {
    url = new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: request.method, headers, signal, ...(body ? { body } : {}) });
}

/**
 * Hands every request it is given to React Router: the site's pages and their form actions.
 * Bodies are passed on untouched, so forms post as the browser sent them, but read whole first:
 * a client that sends slowly holds its connection, not a render slot.
 */
export const reactRouterHandler: FastifyPluginAsync<ReactRouterOptions> = async (app, options) => {
  const { pageCache, limiters, siteUrl, bodyBudget } = options;
  const handle = createRequestHandler(options.build, options.mode);
  const pages = new PageFactory();
  const keyOf = pageCache && typeof options.build !== 'function' ? pageKeyer(options.build) : null;
  const takesPost = typeof options.build !== 'function' ? formPostTarget(options.build) : null;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /** Renders a page for everyone: no visitor's headers, no nonce of theirs (a marker instead), the whole document at once. */
  async function renderForEveryone(
    url: URL,
    cached: NonNullable<ReactRouterOptions['pageCache']>,
  ): Promise<RenderedPage> {
    const reads = new RenderReads();
    const scriptMarker = createNonce();
    const response = await handle(
      new Request(url, { headers: { accept: 'text/html' } }),
      cached.loadContext(reads, scriptMarker, url),
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
    let page: RenderedPage;
    if (headers['content-type']?.startsWith('text/html')) {
      const { html, hashes } = markedScriptHashes(await response.text(), scriptMarker);
      headers['content-security-policy'] = cached.policy(hashes);
      page = pages.page(response.status, headers, Buffer.from(html));
    } else {
      page = pages.page(response.status, headers, Buffer.from(await response.arrayBuffer()));
    }
    page.tables = reads.tables;
    if (reads.failed) {
      // Shown once as it is, kept by nobody: the next request renders again.
      page.incomplete = true;
      page.headers['cache-control'] = 'no-store';
    }
    return page;
  }

  if (pageCache?.renderAhead && keyOf) {
    const cached = pageCache;
    pageCache.renderAhead((path) => {
      const url = onSiteOrigin(path, siteUrl);
      const target = url && !cached.isPersonal(url.pathname) ? keyOf(url) : null;
      if (!target) return null;
      const render = () =>
        limiters.pages.run(() => renderForEveryone(new URL(siteUrl + target.path), cached));
      return { key: target.key, sharedNotFound: target.notFound, render };
    });
  }

  app.all('/*', async (request, reply) => {
    let release = () => {};
    if (!PAGE_METHODS.has(request.method)) {
      return reply
        .status(405)
        .header('allow', [...PAGE_METHODS].join(', '))
        .type('text/plain; charset=utf-8')
        .send('Method not allowed.');
    }
    try {
      if (pageCache && keyOf && (request.method === 'GET' || request.method === 'HEAD')) {
        const url = onSiteOrigin(request.url, siteUrl);
        if (!url)
          return reply.status(400).type('text/plain; charset=utf-8').send('Bad request address.');
        const target = pageCache.isPersonal(url.pathname) ? null : keyOf(url);
        if (target) {
          const page = await pageCache.cache.get(
            target.key,
            () =>
              limiters.pages.run(() =>
                renderForEveryone(new URL(siteUrl + target.path), pageCache),
              ),
            { sharedNotFound: target.notFound },
          );
          if (page.kept) pageCache.answeredKept?.(request.url, target.key);
          return await sendRendered(request, reply, page);
        }
      }
      // What is refused on sight never waits for a render slot.
      if (request.method === 'POST' && takesPost) {
        const url = onSiteOrigin(request.url, siteUrl);
        const target = url ? takesPost(url) : 'form';
        if (target !== 'form') return sendNoForm(request, reply, target);
      }
      const bodyLimit = options.bodyLimit(request.url);
      if (Number(request.headers['content-length'] ?? 0) > bodyLimit)
        return sendBodyRefused(request, reply, 413);
      let bytes: Buffer<ArrayBuffer> | undefined;
      if (request.method === 'POST' && (await options.mayReadBody(request, bodyLimit))) {
        const held = await readBody(request.raw, {
          limit: bodyLimit,
          deadlineMs: bodyDeadlineMs(bodyLimit),
          budget: bodyBudget(request.url),
          client: networkOf(request.ip),
        });
        release = held.release;
        bytes = held.bytes;
      }
      const controller = new AbortController();
      const webRequest = toWebRequest(request, controller.signal, bytes);
      // The request has its own copy now: this one goes, so a body is held once while it waits.
      bytes = undefined;
      if (!webRequest)
        return reply.status(400).type('text/plain; charset=utf-8').send('Bad request address.');
      reply.raw.once('close', () => controller.abort());
      const limiter = request.method === 'POST' ? limiters.actions : limiters.pages;
      return await limiter.run(() => renderForVisitor(webRequest, request, reply));
    } catch (error) {
      if (error instanceof RendererBusyError) return sendBusy(request, reply);
      if (error instanceof BodyRefusedError) return sendBodyRefused(request, reply, error.status);
      throw error;
    } finally {
      // The action has read the body by the time its render is out (or refused, or failed).
      release();
    }
  });

  /** Renders for this request alone: form posts, development, React Router's manifest. */
  async function renderForVisitor(
    webRequest: Request,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const response = await handle(webRequest, options.getLoadContext(request, reply));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body || request.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  }
};
