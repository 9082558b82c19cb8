import { DEFAULT_LOCALE } from './locales.js';
import type { ContentReadPath, ContentReads } from './content-reads.js';
import type { Envelope } from './envelope.js';
import { MESSAGES } from './messages.js';

/** One call to the content API, by its path below the base address (`/get/single/pages/1`). */
export interface ContentRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Forwarded to the API so that its limits and logs see the visitor, not the site server. */
  clientIp?: string;
  /** The staff pages pass on the browser's session cookie and user agent. */
  headers?: Record<string, string>;
}

export interface ContentResponse {
  statusCode: number;
  body: unknown;
  /** The API's `Set-Cookie` headers (staff sign-in and sign-out), for the site to pass back. */
  cookies?: string[];
  /** The body as sent and its type and disposition, for answers that are not JSON (the staff's CSV export). */
  raw?: string;
  headers?: { 'content-type'?: string; 'content-disposition'?: string };
  /** The tables a read came from (`X-Content-Tables`): a page that used it is kept until one of them changes. */
  tables?: string[];
}

/** The API's `X-Content-Tables` header as a list. */
export const contentTablesOf = (header: string | null | undefined): string[] | undefined =>
  header ? header.split(',').filter(Boolean) : undefined;

/** A read's path asking for its content in `locale`. */
export const withLocale = (path: string, locale: string) =>
  `${path}${path.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`;

/**
 * A transport whose content reads (`/get/…`, GET or POST) ask for `locale` (decision 044): a page
 * in another language reads every answer in it, English where an item is not translated.
 */
export function readingIn(transport: ContentTransport, locale: string): ContentTransport {
  if (locale === DEFAULT_LOCALE.code) return transport;
  return (request) =>
    transport(
      request.path.startsWith('/get/')
        ? { ...request, path: withLocale(request.path, locale) }
        : request,
    );
}

/** How requests reach the API: in-process (`inject`) or over HTTP to `API_BASE_URL`. */
export type ContentTransport = (request: ContentRequest) => Promise<ContentResponse>;

/** A failed call: the API's HTTP status, message and field errors. */
export class ContentError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}

/** Whether an answer's body is the API's envelope. */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body && 'message' in body;
}

/**
 * The site's view of the content API: resolves to the envelope's `data` on status 1 and
 * throws a ContentError otherwise.
 */
export class ContentClient {
  constructor(private readonly transport: ContentTransport) {}

  /**
   * The spec's generic loader: any GET call by its path, its answer typed by the path
   * (`ContentReads`). With `locale` (a non-English code), the content comes in that language
   * where it is translated, marked with `content_locale`.
   */
  get<Path extends ContentReadPath>(
    path: Path,
    options?: { locale?: string },
  ): Promise<ContentReads[Path]>;
  /** A read whose path is made at run time (`/get/${type}`): its caller names the answer's type. */
  get<T>(path: string, options?: { locale?: string }): Promise<T>;
  get<T>(path: string, options: { locale?: string } = {}): Promise<T> {
    return this.call<T>({
      method: 'GET',
      path: options.locale ? withLocale(path, options.locale) : path,
    });
  }

  post<T>(path: string, body?: unknown, clientIp?: string): Promise<T> {
    return this.call<T>({ method: 'POST', path, body, clientIp });
  }

  /** Like `post`, but hands back the whole envelope, failures included (forms read field errors). */
  async submit<T>(
    path: string,
    body: unknown,
    clientIp?: string,
  ): Promise<{ statusCode: number; envelope: Envelope<T> }> {
    const response = await this.transport({ method: 'POST', path, body, clientIp });
    if (!isEnvelope(response.body))
      throw new ContentError(response.statusCode, 'The content API answered without an envelope.');
    return { statusCode: response.statusCode, envelope: response.body as Envelope<T> };
  }

  private async call<T>(request: ContentRequest): Promise<T> {
    const response = await this.transport(request);
    const { body } = response;
    if (!isEnvelope(body))
      throw new ContentError(response.statusCode, 'The content API answered without an envelope.');
    if (body.status !== 1 || response.statusCode >= 400) {
      throw new ContentError(response.statusCode, body.message, body.data);
    }
    return body.data as T;
  }
}

/** The headers a file answer is passed on with. */
export function fileHeaders(
  get: (name: string) => string | undefined,
): NonNullable<ContentResponse['headers']> {
  const type = get('content-type');
  const disposition = get('content-disposition');
  return {
    ...(type ? { 'content-type': type } : {}),
    ...(disposition ? { 'content-disposition': disposition } : {}),
  };
}

/** A transport over HTTP to a content API at `baseUrl` (e.g. `https://content.example.com/api`). */
export function httpTransport(baseUrl: string, timeoutMs = 10_000): ContentTransport {
  const base = baseUrl.replace(/\/+$/, '');
  return async ({ method, path, body, clientIp, headers: extra }) => {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (clientIp) headers['x-forwarded-for'] = clientIp;
    let response: Response;
    try {
      response = await fetch(base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // The API is unreachable or too slow: the site's answer is 503, as when the API's database is away.
      throw new ContentError(503, MESSAGES.unavailable, {
        cause: error instanceof Error ? error.message : String(error),
      });
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return {
      statusCode: response.status,
      body: parsed,
      cookies: response.headers.getSetCookie(),
      raw: text,
      headers: fileHeaders((name) => response.headers.get(name) ?? undefined),
      tables: contentTablesOf(response.headers.get('x-content-tables')),
    };
  };
}
