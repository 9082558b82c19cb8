import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The staff session's cookie. Behind HTTPS it is `__Host-` prefixed and `Secure` (the browser
 * then refuses it from any other path, domain or plain HTTP); always HttpOnly and SameSite=Lax.
 */
export interface StaffCookieOptions {
  secure: boolean;
}

const cookieName = ({ secure }: StaffCookieOptions) => (secure ? '__Host-hl_staff' : 'hl_staff');

/** A new secret token (256 random bits: a session, a single-use link) and the id it is stored under (its SHA-256). */
export function newToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdOf(token) };
}

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session token the request's cookie carries, if any. */
export function readSessionToken(request: FastifyRequest, options: StaffCookieOptions): string | null {
  const name = cookieName(options);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

function serialize(options: StaffCookieOptions, value: string, maxAgeSeconds: number) {
  return [`${cookieName(options)}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(options.secure ? ['Secure'] : [])].join('; ');
}

export function setSessionCookie(reply: FastifyReply, options: StaffCookieOptions, token: string, maxAgeSeconds: number) {
  reply.header('set-cookie', serialize(options, token, maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply, options: StaffCookieOptions) {
  reply.header('set-cookie', serialize(options, '', 0));
}
