import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The staff cookies: the session, and the browser's own token that marks it as one a person has
 * signed in from (decision 019). Behind HTTPS they are `__Host-` prefixed and `Secure` (the
 * browser then refuses them from any other path, domain or plain HTTP); always HttpOnly and
 * SameSite=Lax.
 */
export interface StaffCookieOptions {
  secure: boolean;
}

type CookieKind = 'hl_staff' | 'hl_browser';
const cookieName = ({ secure }: StaffCookieOptions, kind: CookieKind) => (secure ? `__Host-${kind}` : kind);

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

function serialize(options: StaffCookieOptions, kind: CookieKind, value: string, maxAgeSeconds: number) {
  return [`${cookieName(options, kind)}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(options.secure ? ['Secure'] : [])].join('; ');
}

/** The session token the request's cookie carries, if any. */
export const readSessionToken = (request: FastifyRequest, options: StaffCookieOptions) => readToken(request, cookieName(options, 'hl_staff'));

export function setSessionCookie(reply: FastifyReply, options: StaffCookieOptions, token: string, maxAgeSeconds: number) {
  reply.header('set-cookie', serialize(options, 'hl_staff', token, maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply, options: StaffCookieOptions) {
  reply.header('set-cookie', serialize(options, 'hl_staff', '', 0));
}

/**
 * The key the audit log names a browser by: the first 16 hex digits of its token's SHA-256 (the
 * token itself is never stored), if the request carries one.
 */
export function readBrowserKey(request: FastifyRequest, options: StaffCookieOptions): string | null {
  const token = readToken(request, cookieName(options, 'hl_browser'));
  return token ? browserKeyOf(token) : null;
}

export const browserKeyOf = (token: string) => sessionIdOf(token).slice(0, 16);

/** The browser's token, or a new one if it has none, and its key. */
export function browserTokenOf(request: FastifyRequest, options: StaffCookieOptions): { token: string; key: string } {
  const token = readToken(request, cookieName(options, 'hl_browser')) ?? newToken().token;
  return { token, key: browserKeyOf(token) };
}

/** Sets the browser's token cookie (for another `maxAgeSeconds`). */
export function setBrowserCookie(reply: FastifyReply, options: StaffCookieOptions, token: string, maxAgeSeconds: number) {
  reply.header('set-cookie', serialize(options, 'hl_browser', token, maxAgeSeconds));
}
