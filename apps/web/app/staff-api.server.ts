import { type AppLoadContext, data, redirect } from 'react-router';
import {
  type ContentRequest,
  type Envelope,
  isEnvelope,
  MESSAGES,
  type StaffRead,
  type StaffReadPath,
  type StaffSession,
} from '@harsh/contract';
import type { z } from 'zod';
import { pathOnSite } from './site-path';

export interface StaffAnswer<T> {
  status: number;
  envelope: Envelope<T>;
  /** The API's `Set-Cookie` headers, to pass back to the browser (sign-in, sign-out). */
  cookies: string[];
}

/** A staff read typed by its path (`StaffRead`); a path made at run time names its type. */
interface StaffGet {
  <Path extends StaffReadPath>(path: Path): Promise<StaffAnswer<StaffRead<Path>>>;
  <T>(path: string): Promise<StaffAnswer<T>>;
}

/**
 * The staff calls (`/api/admin/*`) on behalf of the browser that made `request`: its session
 * cookie, user agent and address go with each call, and every answer comes back whole, failures
 * included, for the screen to show.
 */
export function staffApi(context: AppLoadContext, request: Request) {
  const headers: Record<string, string> = {};
  const cookie = request.headers.get('cookie');
  if (cookie) headers['cookie'] = cookie;
  headers['user-agent'] = request.headers.get('user-agent') ?? '';
  async function call<T>(
    method: ContentRequest['method'],
    path: string,
    body?: unknown,
  ): Promise<StaffAnswer<T>> {
    const response = await context.transport({
      method,
      path: `/admin${path}`,
      body,
      clientIp: context.clientIp,
      headers,
    });
    const envelope = isEnvelope(response.body)
      ? (response.body as Envelope<T>)
      : ({ status: 0, message: MESSAGES.unexpected, data: null } as Envelope<T>);
    return { status: response.statusCode, envelope, cookies: response.cookies ?? [] };
  }
  return {
    /** A call whose answer is not JSON (the CSV export): its status, type and text as sent. */
    file: async (path: string) => {
      const response = await context.transport({
        method: 'GET',
        path: `/admin${path}`,
        clientIp: context.clientIp,
        headers,
      });
      return {
        status: response.statusCode,
        headers: response.headers ?? {},
        text: response.raw ?? '',
        envelope: isEnvelope(response.body) ? response.body : null,
      };
    },
    get: ((path: string) => call('GET', path)) as StaffGet,
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    patch: <T>(path: string, body: unknown) => call<T>('PATCH', path, body),
    delete: <T>(path: string) => call<T>('DELETE', path),
  };
}

/** Passes the API's cookies on to the browser with a response. */
export function withCookies(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return headers;
}

/**
 * Where the sign-in page sends a person back to: a staff page of this site, nothing else, read as
 * a browser reads it (`pathOnSite`), so a tab or line break cannot break the redirect.
 */
export function safeNextPath(value: string | null): string {
  const path = pathOnSite(value);
  return path && /^\/admin(?:[/?#]|$)/.test(path) ? path : '/admin';
}

/** To the sign-in page, which brings the person back to `path` (this request's page unless given). */
export function signInRedirect(request: Request, path?: string) {
  const url = new URL(request.url);
  return redirect(`/admin/sign-in?next=${encodeURIComponent(path ?? url.pathname + url.search)}`);
}

/** The signed-in staff member, or a redirect to the sign-in page (which brings them back here). */
export function requireStaff(context: AppLoadContext, request: Request): Promise<StaffSession> {
  return staffData(request, staffApi(context, request).get('/session'));
}

/**
 * For an editing form's action: the signed-in staff member, or null when the session has ended.
 * The action then answers in the page (401, `CONTENT_MESSAGES.sessionEnded`) instead of leaving for
 * sign-in, so that with script the text typed stays in the form, to be saved once signed in again
 * in another tab. (Without script the body of a large form was not read at all: the site reads
 * those only for someone signed in.)
 */
export async function staffOrNull(
  context: AppLoadContext,
  request: Request,
): Promise<StaffSession | null> {
  const answer = await staffApi(context, request).get('/session');
  return answer.status === 401 ? null : staffData(request, Promise.resolve(answer));
}

/**
 * A page's read: its data, or the page's error: 401 back to sign-in, 403 and others as an error
 * page. A read the API finds malformed (400, 422: `/admin/content/pages/about-us`) is an address
 * that names nothing, so 404, not an error to try again.
 */
export async function staffData<T>(request: Request, answer: Promise<StaffAnswer<T>>): Promise<T> {
  const { status, envelope } = await answer;
  if (status === 200 && envelope.status === 1) return envelope.data;
  if (status === 401) throw signInRedirect(request);
  throw data(envelope.message, {
    status: status >= 500 ? 503 : status === 400 || status === 422 ? 404 : status,
  });
}

/**
 * A list screen's filters as its address carries them: each named parameter (trimmed, as typed,
 * for the form), and, when the schema takes them with `page`, the query string for the API and the
 * checked values; else (any one bad) the schema's message for each bad one, and nothing narrowed.
 */
export function readFilters<const N extends string, S extends z.ZodType>(
  url: URL,
  names: readonly N[],
  schema: S,
) {
  const filters = Object.fromEntries(
    names.map((name) => [name, url.searchParams.get(name)?.trim() ?? '']),
  ) as Record<N, string>;
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const checked = schema.safeParse({ ...given, page: url.searchParams.get('page') ?? undefined });
  if (!checked.success) {
    return {
      filters,
      query: null,
      checked: null,
      errors: Object.fromEntries(
        checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      ) as Record<string, string>,
    };
  }
  const valid = Object.entries(checked.data as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  return {
    filters,
    query: new URLSearchParams(valid.map(([key, value]) => [key, String(value)])),
    checked: checked.data as z.output<S>,
    errors: {} as Record<string, string>,
  };
}
