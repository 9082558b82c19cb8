import { type AppLoadContext, data, redirect } from 'react-router';
import { type ContentRequest, type Envelope, MESSAGES, type StaffSession } from '@harsh/contract';

export interface StaffAnswer<T> {
  status: number;
  envelope: Envelope<T>;
  /** The API's `Set-Cookie` headers, to pass back to the browser (sign-in, sign-out). */
  cookies: string[];
}

const isEnvelope = (body: unknown): body is Envelope<unknown> => typeof body === 'object' && body !== null && 'status' in body && 'message' in body;

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
  async function call<T>(method: ContentRequest['method'], path: string, body?: unknown): Promise<StaffAnswer<T>> {
    const response = await context.transport({ method, path: `/admin${path}`, body, clientIp: context.clientIp, headers });
    const envelope = isEnvelope(response.body) ? (response.body as Envelope<T>) : ({ status: 0, message: MESSAGES.unexpected, data: null } as Envelope<T>);
    return { status: response.statusCode, envelope, cookies: response.cookies ?? [] };
  }
  return {
    /** A call whose answer is not JSON (the CSV export): its status, type and text as sent. */
    file: async (path: string) => {
      const response = await context.transport({ method: 'GET', path: `/admin${path}`, clientIp: context.clientIp, headers });
      return { status: response.statusCode, contentType: response.contentType ?? '', text: response.raw ?? '', envelope: isEnvelope(response.body) ? response.body : null };
    },
    get: <T>(path: string) => call<T>('GET', path),
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

/** Where the sign-in page sends a person back to: a staff page of this site, nothing else. */
export function safeNextPath(value: string | null): string {
  return value && /^\/admin(?:[/?#]|$)/.test(value) && !value.startsWith('//') ? value : '/admin';
}

/** The signed-in staff member, or a redirect to the sign-in page (which brings them back here). */
export async function requireStaff(context: AppLoadContext, request: Request): Promise<StaffSession> {
  const answer = await staffApi(context, request).get<StaffSession>('/session');
  if (answer.status === 200 && answer.envelope.status === 1) return answer.envelope.data;
  if (answer.status === 401) {
    const url = new URL(request.url);
    throw redirect(`/admin/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  throw data(answer.envelope.message, { status: answer.status >= 500 ? 503 : answer.status });
}

/** A staff call's data, or the page's error: 401 back to sign-in, 403 and others as an error page. */
export async function staffData<T>(request: Request, answer: Promise<StaffAnswer<T>>): Promise<T> {
  const { status, envelope } = await answer;
  if (status === 200 && envelope.status === 1) return envelope.data;
  if (status === 401) {
    const url = new URL(request.url);
    throw redirect(`/admin/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  throw data(envelope.message, { status });
}
