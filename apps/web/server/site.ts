import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import {
  api,
  apiOptionsFromEnv,
  apiServerOptions,
  type DatabaseHandle,
  CONTENT_TABLES_HEADER,
  ContentEvents,
  refusalReason,
  registerRequestLog,
  INTERNAL_CALL_HEADER,
  Metrics,
  type PagesState,
  serveMetrics,
  serverLogOptions,
  trustedProxyCheck,
} from '@harsh/api';
import {
  ContentClient,
  type ContentTransport,
  DEFAULT_LOCALE,
  fail,
  httpTransport,
  isStaffPath,
  localeOf,
  MEDIA_MAX_BYTES,
  MESSAGES,
  readingIn,
  SUBMISSION_BODY_LIMIT,
  visitorText,
} from '@harsh/contract';
import type { WebEnv } from './config.js';
import { reactRouterHandler } from './react-router.js';
import { KeptAnswers, serverAnsweringKeptFirst } from './kept-answers.js';
import { PageCache } from './page-cache.js';
import { RenderAhead } from './render-ahead.js';
import { RenderLimiter } from './render-limiter.js';
import { BodyBudget } from './request-body.js';
import { cdnPurger } from './cdn-purge.js';
import { isSameOriginPost, siteOrigins } from './same-origin.js';
import { contentSecurityPolicy, createNonce, SECURITY_HEADERS } from './security-headers.js';
import { inProcessTransport, recordingReads } from './content-transport.js';
import { remoteApiProxy } from './remote-api-proxy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Refuses new renders and resolves once the running ones are done. Call it before `close()`:
     * a render reads the in-process API, which refuses calls once the server is closing.
     */
    drainRenders(): Promise<void>;
    /**
     * Resolves true once every address of the sitemap is kept (rendered ahead) and compressed,
     * or false after `timeoutMs`; true at once when pages are not rendered ahead.
     */
    pagesRenderedAhead(timeoutMs: number): Promise<boolean>;
  }
}

export interface SiteOptions {
  env: WebEnv;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** The in-process content API's database; unset when `API_BASE_URL` names a remote API. */
  database?: DatabaseHandle;
  /** Vite's client build (`build/client`); unset in development, where Vite serves assets. */
  clientDir?: string;
  /** Extra set-up before the page handler (development mounts Vite here). */
  beforePages?: (app: FastifyInstance) => Promise<void>;
  /** Where the in-process API announces changes; tests pass their own to announce some. */
  events?: ContentEvents;
}

/**
 * How long a rendered page is served to everyone before it is rendered again. With the API in
 * this process, publishes are heard and drop exactly the pages that read what changed, so a page
 * is kept until then (the day is a safety net). With a remote API they are not heard: pages are
 * micro-cached, a busy page costing one render per interval, and edits showing within it.
 */
const PAGE_CACHE_TTL_MS = { heard: 24 * 60 * 60_000, remote: 10_000 };

/**
 * Renders at once, and renders waiting for a slot. With the API in this process a render is CPU
 * work on the only thread from start to end, so one at a time renders as fast as any number and
 * keeps the wait of everyone else (cached pages too) shortest. With a remote API (`API_BASE_URL`)
 * renders wait on the network, and a few at once keep the processor busy meanwhile. The queue is
 * short enough that a page waiting in it still comes well inside a second.
 */
const RENDER_CONCURRENCY = { inProcessApi: 1, remoteApi: 4 };
const RENDER_QUEUE = 8;

/**
 * Rendering pages ahead (`RENDER_AHEAD`): the share of the thread its renders may take while
 * visitors are served, whoever made the change waiting for its answer or not (a larger share
 * while they wait, 0.8, kept the change again sooner, but a crawler's p99 during a company-facts
 * publish rose from 47 to 78 ms, past issue 28's 50), and how long after a change a page kept
 * before it is still served while its new render is on the way. A change of the company facts
 * drops every page; the sitemap's 130 pages render again in about 6 s at this share. Past the
 * bound (renders held back by visitors' own), a page is rendered for the visitor who asks, as
 * before. A new instance says it is ready once the sitemap's pages are kept, or after
 * `startWaitMs`.
 */
const RENDER_AHEAD = { share: 0.5, staleMs: 10_000, startWaitMs: 30_000 };

/**
 * Form posts at once, apart from the pages' renders. A post spends its time in the API, mostly
 * off this thread (a password's hash, a picture encoded on sharp's threads, the database), so in
 * the pages' one slot a picture upload held every fresh page and staff page for seconds. With
 * slots of their own, posts wait only for posts.
 */
const ACTION_CONCURRENCY = { inProcessApi: 2, remoteApi: 4 };

/**
 * The media library's upload: twice the largest picture, so that a file somewhat over the limit
 * (sent without script, which would have refused it before sending) reaches the page, which names
 * the limit by the file field.
 */
const MEDIA_BODY_LIMIT = 2 * MEDIA_MAX_BYTES + 64 * 1024;

/**
 * Bytes of form bodies held at once, read before their renders (`readBody`); past it a post gets
 * the busy answer. The staff side's large forms, read only for someone signed in (`mayReadBody`),
 * have a budget of their own (four of the largest uploads), apart from the visitors' forms and
 * the staff forms used before signing in.
 */
const BODY_BUDGET_BYTES = { public: 256 * SUBMISSION_BODY_LIMIT, staff: 4 * MEDIA_BODY_LIMIT };

/**
 * What one client (an IPv4 address, an IPv6 /64) may hold of the visitors' budget: 32 of the
 * largest forms at once, far more than an office of people sending forms together holds (a
 * form's few kilobytes for a moment each), and an eighth of the whole, so that one address sending
 * slowly cannot keep everyone else's forms busy. Staff forms are read only for someone signed in,
 * who shares the whole staff budget.
 */
const PUBLIC_BODY_SHARE_BYTES = 32 * SUBMISSION_BODY_LIMIT;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The one server: `/assets/*` from the client build, `/api/*` the content API, and every other
 * path a React Router page rendered on the server.
 */
export async function buildSite(options: SiteOptions): Promise<FastifyInstance> {
  let keptAnswers: KeptAnswers | undefined;
  const app = Fastify({
    ...apiServerOptions,
    ...serverLogOptions(options.env.LOG_LEVEL),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Believe X-Forwarded-* only from our own proxies (TRUST_PROXY): the visitor's address keys the rate limits.
    trustProxy: trustedProxyCheck(options.env.TRUST_PROXY),
    return503OnClosing: true,
    // Kept pages are answered before Fastify reads the request (kept-answers.ts); the page cache is made below.
    serverFactory: (handler, settings) =>
      serverAnsweringKeptFirst(handler, settings, () => keptAnswers),
  });

  registerRequestLog(app);
  const metrics = options.env.METRICS_PORT ? new Metrics() : undefined;
  if (metrics) {
    metrics.countRequests(app);
    serveMetrics(app, metrics, { port: options.env.METRICS_PORT!, host: options.env.METRICS_HOST });
  }
  // Marks the site's own calls to the API it runs: unguessable, so that no visitor passes for one.
  const internalCall = randomUUID();
  app.addHook('onSend', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    // The tables an answer was read from are for the page cache, not for visitors to learn.
    if (request.headers[INTERNAL_CALL_HEADER] !== internalCall)
      reply.removeHeader(CONTENT_TABLES_HEADER);
    // The staff pages are one person's: never stored by a browser's or anyone else's cache, never indexed.
    if (isStaffPath(pathOf(request.url)))
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 1: 4 } },
  });

  /** The readiness answer's word on the pages rendered ahead (set once the renderer is made, below). */
  let pagesState = (): PagesState => 'on demand';
  // Publishes in the API this process runs are heard here: the pages that read what changed go.
  const events = options.events ?? new ContentEvents();
  const cdnPurge = options.env.CDN_PURGE_URL
    ? cdnPurger(options.env.CDN_PURGE_URL, app.log)
    : undefined;
  let transport: ContentTransport;
  if (options.database) {
    await app.register(api, {
      prefix: '/api',
      database: options.database,
      events,
      metrics,
      pages: () => pagesState(),
      ...apiOptionsFromEnv(options.env, options.env.SITE_URL),
    });
    transport = inProcessTransport(app, internalCall);
  } else if (options.env.API_BASE_URL) {
    transport = httpTransport(options.env.API_BASE_URL);
    await app.register(remoteApiProxy, { baseUrl: options.env.API_BASE_URL });
  } else {
    throw new Error('buildSite needs a database or API_BASE_URL');
  }
  const content = new ContentClient(transport);
  // Any other method or path under /api is the API's 404, in its envelope, not a page.
  app.all('/api/*', (_request, reply) => reply.status(404).send(fail(MESSAGES.notFound)));

  if (options.clientDir && existsSync(options.clientDir)) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(options.clientDir!, 'assets'));
        reply.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  const where = options.database ? 'inProcessApi' : 'remoteApi';
  const limiters = {
    pages: new RenderLimiter(RENDER_CONCURRENCY[where], RENDER_QUEUE),
    actions: new RenderLimiter(ACTION_CONCURRENCY[where], RENDER_QUEUE),
  };
  // Pages are rendered ahead where publishes are heard (the API in this process); with a remote
  // API they are micro-cached, and rendering them ahead would only render them every few seconds.
  const rendersAhead =
    options.env.RENDER_AHEAD === 'on' &&
    options.env.PAGE_CACHE === 'on' &&
    options.database !== undefined &&
    options.mode === 'production';
  const pageCache = new PageCache({
    ttlMs:
      options.env.PAGE_CACHE === 'off'
        ? 0
        : options.database
          ? PAGE_CACHE_TTL_MS.heard
          : PAGE_CACHE_TTL_MS.remote,
    staleMs: rendersAhead ? RENDER_AHEAD.staleMs : 0,
    maxPages: options.env.PAGE_CACHE_PAGES,
  });
  // A new instance is not ready until the sitemap's pages are kept, or for a bound at most (a load
  // balancer that reads readiness sends it no visitor meanwhile); it listens at once, and its
  // renderer takes the whole thread its visitors leave it until then.
  let starting = true;
  const ahead = rendersAhead
    ? new RenderAhead({
        cache: pageCache,
        limiter: limiters.pages,
        siteUrl: options.env.SITE_URL,
        log: app.log,
        share: RENDER_AHEAD.share,
        serving: () => !starting,
      })
    : undefined;
  if (ahead) pageCache.onStaleServed = ahead.wanted;
  // Not at `debug`, where every request is logged with its id (registerRequestLog).
  const logsEveryRequest = options.env.LOG_LEVEL === 'debug' || options.env.LOG_LEVEL === 'trace';
  if (pageCache.enabled && options.mode === 'production' && !logsEveryRequest) {
    const answers = new KeptAnswers(pageCache, SECURITY_HEADERS, (method, status, seconds) => {
      // As `Metrics.countRequests` counts the answers of the page route.
      metrics?.requests.inc({ method, route: 'page', status: String(status) });
      metrics?.duration.observe({ method, route: 'page' }, seconds);
    });
    app.addHook('preClose', async () => answers.close());
    keptAnswers = answers;
  }
  events.onChange(({ tables }) => {
    const dropped = pageCache.invalidate(tables, ahead?.covers);
    if (dropped.length === 0) return;
    ahead?.dropped(dropped);
    // A CDN asked to drop pages while this server still serves their stale copies would take those again.
    const purge = () => cdnPurge?.(dropped.map((key) => options.env.SITE_URL + key));
    if (ahead) void ahead.settled(RENDER_AHEAD.staleMs).then(purge);
    else purge();
  });

  const cspOptions = { recaptcha: options.env.CAPTCHA_PROVIDER === 'recaptcha' };
  await options.beforePages?.(app);
  const budgets = {
    public: new BodyBudget(BODY_BUDGET_BYTES.public, PUBLIC_BODY_SHARE_BYTES),
    staff: new BodyBudget(BODY_BUDGET_BYTES.staff),
  };
  const budgetFor = (url: string) =>
    formBodyLimit(url) > SUBMISSION_BODY_LIMIT ? budgets.staff : budgets.public;
  /** Whether the request comes with a live staff session (the API's answer to its cookie). */
  const signedIn = async (request: FastifyRequest) => {
    const cookie = request.headers.cookie;
    if (!cookie) return false;
    const answer = await transport({
      method: 'GET',
      path: '/admin/session',
      clientIp: request.ip,
      headers: { cookie, 'user-agent': request.headers['user-agent'] ?? '' },
    });
    return answer.statusCode === 200;
  };
  if (metrics) registerSiteMetrics(app, metrics, pageCache, limiters);
  app.decorate('drainRenders', async () => {
    ahead?.stop();
    await Promise.all([limiters.pages.close(), limiters.actions.close()]);
  });
  app.decorate('pagesRenderedAhead', async (timeoutMs: number) => {
    if (!ahead) return true;
    const deadline = Date.now() + timeoutMs;
    if (!(await ahead.settled(timeoutMs))) return false;
    return Promise.race([
      ahead.compressed().then(() => true),
      new Promise<boolean>((resolve) =>
        setTimeout(resolve, Math.max(0, deadline - Date.now()), false).unref(),
      ),
    ]);
  });
  if (ahead) {
    pagesState = () => (starting ? 'starting' : ahead.pending > 0 ? 'rendering' : 'kept');
    app.addHook('onClose', async () => ahead.stop());
    app.addHook('onReady', async () => {
      // Not awaited: its renders read the API through `inject`, which waits for the server to be ready.
      ahead.renderAll('start');
      void app.pagesRenderedAhead(RENDER_AHEAD.startWaitMs).then((kept) => {
        starting = false;
        if (kept) app.log.info("ready: the sitemap's pages are kept");
        else
          app.log.warn(
            { pending: ahead.pending },
            'ready before every page was rendered ahead: the rest follow in the background',
          );
      });
      // The page cache's lifetime is a safety net for changes not heard: every page is rendered
      // again before it runs out, served meanwhile as it was.
      const refresh = setInterval(
        () => ahead.dropped(pageCache.invalidate(['*'], ahead.covers)),
        PAGE_CACHE_TTL_MS.heard / 2,
      );
      refresh.unref();
      app.addHook('onClose', async () => clearInterval(refresh));
    });
    // Whoever made a change (a publish, an approved comment, an erasure) gets the answer once the
    // pages it changed are rendered again: from then on every visitor sees it, as when pages were
    // dropped and rendered on their next request.
    const changesSeen = new WeakMap<FastifyRequest, number>();
    // Callback hooks, not async ones: they run for every request, kept pages too, and do nothing for a GET.
    app.addHook('onRequest', (request, _reply, done) => {
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        request.headers[INTERNAL_CALL_HEADER] !== internalCall
      )
        changesSeen.set(request, ahead.generation);
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      const seen = changesSeen.get(request);
      if (seen === undefined || seen === ahead.generation) return done(null, payload);
      void ahead.settled(RENDER_AHEAD.staleMs).then(() => done(null, payload));
    });
  }
  // The site's own form actions take posts from its own pages only (no cross-site request forgery).
  const ownOrigins = siteOrigins(options.env.SITE_URL);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.url.startsWith('/api/'))
      return;
    if (isSameOriginPost(request, ownOrigins)) return;
    request.log.info('cross-origin form post refused');
    return reply
      .status(403)
      .type('text/plain; charset=utf-8')
      .send(visitorText(localeOf(request.url).code).pages.crossSite);
  });
  await app.register(reactRouterHandler, {
    build: options.build,
    mode: options.mode,
    bodyLimit: formBodyLimit,
    siteUrl: options.env.SITE_URL,
    limiters,
    bodyBudget: budgetFor,
    mayReadBody: async (request, limit) =>
      limit <= SUBMISSION_BODY_LIMIT || (await signedIn(request)),
    getLoadContext: (request, reply) => {
      const nonce = createNonce();
      reply.header('content-security-policy', contentSecurityPolicy({ nonce }, cspOptions));
      // A page in another language reads its content in that language.
      const locale = localeOf(request.url).code;
      return {
        content:
          locale === DEFAULT_LOCALE.code
            ? content
            : new ContentClient(readingIn(transport, locale)),
        transport,
        nonce,
        clientIp: request.ip,
        siteUrl: options.env.SITE_URL,
      };
    },
    pageCache:
      options.mode === 'production'
        ? {
            isPersonal: isStaffPath,
            cache: pageCache,
            renderAhead: ahead ? (renderFor) => ahead.attach(renderFor) : undefined,
            loadContext: (reads, scriptMarker, url) => ({
              content: new ContentClient(
                readingIn(recordingReads(transport, reads), localeOf(url.pathname).code),
              ),
              transport,
              nonce: undefined,
              scriptMarker,
              clientIp: '',
              siteUrl: options.env.SITE_URL,
            }),
            policy: (hashes) => contentSecurityPolicy({ hashes }, cspOptions),
            answeredKept: (url, key) => keptAnswers?.remember(url, key),
          }
        : undefined,
  });
  return app;
}

/**
 * The site's metrics: the page cache's hits and misses, the renders running and waiting, and the
 * 503s sent, by reason: `busy` (no render slot or body budget left: load shed on purpose, told
 * by the short wait it asks for) or `unavailable` (the content could not be read, the server closing).
 */
function registerSiteMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  pageCache: PageCache,
  limiters: Record<'pages' | 'actions', RenderLimiter>,
) {
  metrics.counter(
    'harsh_page_cache_requests_total',
    'Page requests answered from the page cache (hit), with a page kept before a change while it renders again (stale), or that started a render for everyone (miss)',
    ['outcome'] as const,
    () => [
      [{ outcome: 'hit' }, pageCache.counts.hits],
      [{ outcome: 'stale' }, pageCache.counts.stale],
      [{ outcome: 'miss' }, pageCache.counts.misses],
    ],
  );
  metrics.gauge(
    'harsh_renders',
    'Renders of pages and of form posts, running and waiting for a slot',
    ['kind', 'state'] as const,
    () =>
      (['pages', 'actions'] as const).flatMap((kind) => [
        [{ kind, state: 'running' }, limiters[kind].stats.running],
        [{ kind, state: 'waiting' }, limiters[kind].stats.waiting],
      ]),
  );
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode === 503 && request.headers[INTERNAL_CALL_HEADER] === undefined) {
      metrics.refusals.inc({ reason: refusalReason(reply) });
    }
    done();
  });
}

/**
 * A request's path as React Router matches it: an absolute-form target (`GET http://host/admin`)
 * keeps only its path, and percent-escapes are decoded (`/%61dmin` is `/admin`).
 */
export function pathOf(rawUrl: string): string {
  // Nearly every request: an origin-form path with nothing to decode, read as it is (this runs for
  // every answer, cached pages included, and a URL parse would cost them more than the rest).
  if (/^\/(?![/\\])[^%\\?]*(?:\?|$)/.test(rawUrl)) {
    const query = rawUrl.indexOf('?');
    return query === -1 ? rawUrl : rawUrl.slice(0, query);
  }
  let pathname: string;
  try {
    pathname = new URL(rawUrl, 'http://site.invalid').pathname;
  } catch {
    return rawUrl;
  }
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * How much a form may send: the public forms little; staff forms a whole page of rich text, and
 * the media library's upload a picture. A form sent by script posts to the route's data address
 * (`/admin/media.data`), one without script to the page itself.
 */
export function formBodyLimit(url: string): number {
  // Read as React Router reads the address (`pathOf`), so the limit is the page's that takes it.
  const path = pathOf(url);
  if (/^\/admin\/media(?:\.data)?\/?$/i.test(path)) return MEDIA_BODY_LIMIT;
  // The forms used before signing in take a password or an e-mail address, no more.
  if (SIGNED_OUT_STAFF_FORMS.test(path)) return SUBMISSION_BODY_LIMIT;
  return isStaffPath(path) ? STAFF_FORM_BODY_LIMIT : SUBMISSION_BODY_LIMIT;
}

/**
 * A staff form: a page of rich text (the API takes 200,000 characters) as the browser encodes it;
 * text in Devanagari or another script takes up to 9 bytes a character once URL-encoded.
 */
const STAFF_FORM_BODY_LIMIT = 2 * 1024 * 1024;

/** The staff pages whose forms are sent by someone not signed in. */
const SIGNED_OUT_STAFF_FORMS = /^\/admin\/(?:sign-in|forgot|password|setup)(?:\.data)?\/?$/i;
