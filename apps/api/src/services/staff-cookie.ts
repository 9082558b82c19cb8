import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The staff cookies: the session, and the browser's own token that marks it as one a person has
 * signed in from (decision 030). Behind HTTPS they are `__Host-` prefixed and `Secure` (the
 * browser then refuses them from any other path, domain or plain HTTP); always HttpOnly and
 * SameSite=Lax.
 */
export interface StaffCookieOptions {
  secure: boolean;
}

type CookieKind = 'hl_staff' | 'hl_browser';
const cookieName = ({ secure }: StaffCookieOptions, kind: CookieKind) =>
  secure ? `__Host-${kind}` : kind;

/** A new secret token (256 random bits: a session, a single-use link) and the id it is stored under (its SHA-256). */
export function newToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdOf(token) };
}

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

function readToken(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

function serialize(
  options: StaffCookieOptions,
  kind: CookieKind,
  value: string,
  maxAgeSeconds: number,
) {
  return [
    `${cookieName(options, kind)}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The session token the request's cookie carries, if any. */
export const readSessionToken = (request: FastifyRequest, options: StaffCookieOptions) =>
  readToken(request, cookieName(options, 'hl_staff'));

export function setSessionCookie(
  reply: FastifyReply,
  options: StaffCookieOptions,
  token: string,
  maxAgeSeconds: number,
) {
  reply.header('set-cookie', serialize(options, 'hl_staff', token, maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply, options: StaffCookieOptions) {
  reply.header('set-cookie', serialize(options, 'hl_staff', '', 0));
}

/** A browser's own token, and the key the audit log names it by (decision 030). */
export interface KnownBrowser {
  token: string;
  key: string;
}

/** The key of a browser token: the first 16 hex digits of its SHA-256 (the token itself is never stored). */
const browserKeyOf = (token: string) => sessionIdOf(token).slice(0, 16);

/** The browser token the request's cookie carries, if any: whether the account knows it is for the caller to ask. */
export function readBrowserToken(
  request: FastifyRequest,
  options: StaffCookieOptions,
): KnownBrowser | null {
  const token = readToken(request, cookieName(options, 'hl_browser'));
  return token ? { token, key: browserKeyOf(token) } : null;
}

/** A new browser token, made here: a browser never chooses its own. */
export function newBrowserToken(): KnownBrowser {
  const { token } = newToken();
  return { token, key: browserKeyOf(token) };
}

/** Sets the browser's token cookie (for another `maxAgeSeconds`). Set after the session cookie. */
export function setBrowserCookie(
  reply: FastifyReply,
  options: StaffCookieOptions,
  token: string,
  maxAgeSeconds: number,
) {
  reply.header('set-cookie', serialize(options, 'hl_browser', token, maxAgeSeconds));
}
