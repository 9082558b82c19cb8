import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { chooseEncoding, type Encoding, isNotModified } from '@harsh/api';
import { answerChosenLanguage, answerVaries } from './language-choice.js';
import type { PageCache, RenderedPage } from './page-cache.js';

/** A kept page's answer in one encoding: its bytes, and every header written once. */
interface Answer {
  body: Buffer;
  headers: Record<string, string | number>;
  /** The headers of a 304: the same, without those of a body. */
  notModified: Record<string, string>;
}

/** Addresses remembered at most; past it the memory starts again (made-up query strings cannot grow it). */
const MAX_ADDRESSES = 2000;
/** Longer addresses are answered the long way (`react-router.ts`), never remembered. */
const MAX_ADDRESS_LENGTH = 512;

/**
 * Kept pages answered as soon as a request arrives, before Fastify reads it, at close to the speed
 * of Node itself. Through Fastify, a kept page's answer cost several times the writing of its
 * bytes: a request object, a logger and an id for it, the route, the hooks of a request and of an
 * answer, then the page handler (`react-router.ts`) reading the address as a route (a URL parse
 * and a route match), negotiating the encoding and setting the headers one by one
 * (docs/performance.md, issue 28). Here an address the handler has already answered from the page
 * cache is remembered with its cache key, and each kept page's answer is written once per
 * encoding, with the same headers (`headers`: the site's security headers, which its `onSend`
 * hook sets on every answer).
 *
 * Only what needs no more work is answered here: a GET or HEAD of a page still kept (a change
 * drops it), as rendered or strongly compressed. Everything else (a stale page, a first fast
 * compression, a render, any other request) goes to Fastify, whose page handler remembers the
 * address again.
 */
export class KeptAnswers {
  private readonly keys = new Map<string, string>();
  private readonly answers = new WeakMap<RenderedPage, Map<Encoding | 'identity', Answer>>();

  /** Off while the server closes: Fastify then answers every request (503s, `return503OnClosing`). */
  private open = true;

  constructor(
    private readonly cache: PageCache,
    private readonly headers: Record<string, string>,
    /** Told of every answer sent here (the metrics), with the seconds it took. */
    private readonly answered: (method: string, status: number, seconds: number) => void = () =>
      undefined,
  ) {}

  close() {
    this.open = false;
  }

  /** Notes that the request target `url` (as sent) is the kept page under `key`. */
  remember(url: string, key: string) {
    if (!url.startsWith('/') || url.length > MAX_ADDRESS_LENGTH) return;
    if (this.keys.size >= MAX_ADDRESSES && !this.keys.has(url)) this.keys.clear();
    this.keys.set(url, key);
  }

  /** Answers a GET or HEAD with its kept page, if there is one ready; returns whether it did. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !this.open || url === undefined) return false;
    const key = this.keys.get(url);
    if (key === undefined) return false;
    const started = performance.now();
    const page = this.cache.kept(key);
    if (!page) return false;
    const answer = this.answerOf(
      page,
      chooseEncoding(headerOf(request.rawHeaders, 'accept-encoding')),
      answerVaries(url),
    );
    if (!answer) return false;
    if (isNotModified(headerOf(request.rawHeaders, 'if-none-match'), page.etag)) {
      response.writeHead(304, answer.notModified).end();
    } else {
      response.writeHead(page.status, answer.headers);
      if (method === 'HEAD') response.end();
      else response.end(answer.body);
    }
    this.answered(method, response.statusCode, (performance.now() - started) / 1000);
    return true;
  }

  private answerOf(
    page: RenderedPage,
    encoding: Encoding | null,
    vary: string,
  ): Answer | undefined {
    let byEncoding = this.answers.get(page);
    const known = byEncoding?.get(encoding ?? 'identity');
    if (known) return known;
    const body = page.finished(encoding);
    if (!body) return undefined;
    // As the handler sends it (`sendRendered`), with what the site's hooks add.
    const notModified = { ...page.headers, etag: page.etag, vary, ...this.headers };
    const headers = {
      ...notModified,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': body.length,
    };
    const answer = { body, headers, notModified };
    if (!byEncoding) this.answers.set(page, (byEncoding = new Map()));
    byEncoding.set(encoding ?? 'identity', answer);
    return answer;
  }
}

/**
 * A request header as `request.headers` gives it (repeats joined by a comma), read from the raw
 * list: `request.headers` builds an object of every header on first use, which was a tenth of a
 * kept answer's time.
 */
export function headerOf(rawHeaders: string[], name: string): string | undefined {
  let value: string | undefined;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const key = rawHeaders[index]!;
    if (key.length !== name.length || key.toLowerCase() !== name) continue;
    value = value === undefined ? rawHeaders[index + 1] : `${value}, ${rawHeaders[index + 1]}`;
  }
  return value;
}

/**
 * A Fastify `serverFactory`: the HTTP server Fastify would make, with the same timeouts and limits
 * (as fastify/lib/server.js sets them), whose requests go to `kept()` first and to Fastify's
 * `handler` unless it answered them.
 */
export function serverAnsweringKeptFirst(
  handler: RequestListener,
  settings: Record<string, unknown>,
  kept: () => KeptAnswers | undefined,
): Server {
  const server = createServer((settings.http ?? {}) as ServerOptions, (request, response) => {
    if (answerChosenLanguage(request, response, headerOf(request.rawHeaders, 'cookie'))) return;
    if (!kept()?.answer(request, response)) handler(request, response);
  });
  // Fastify's options with its defaults filled in (keep-alive 72 s, the site's request timeout).
  server.keepAliveTimeout = Number(settings.keepAliveTimeout);
  server.requestTimeout = Number(settings.requestTimeout);
  server.setTimeout(Number(settings.connectionTimeout));
  if (Number(settings.maxRequestsPerSocket) > 0)
    server.maxRequestsPerSocket = Number(settings.maxRequestsPerSocket);
  return server;
}
