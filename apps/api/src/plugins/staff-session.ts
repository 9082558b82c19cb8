import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  STAFF_MESSAGES,
  STAFF_SESSION_IDLE_MINUTES,
  type StaffRole,
  TWO_FACTOR_MESSAGES,
  TWO_STEP_ROLES,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import type { StaffSessionRow, StaffUserRow } from '../db/schema.js';
import { findLiveSession, touchSession } from '../repositories/staff.js';
import { HttpError } from './errors.js';
import {
  readSessionToken,
  sessionIdOf,
  type StaffCookieOptions,
} from '../services/staff-cookie.js';

/** Who may call a staff route: anyone (sign-in, set-up), or the signed-in staff of these roles (default: every role). */
export type StaffAccess = 'public' | readonly StaffRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess;
    /** Callable by an admin who has not yet turned on two-step sign-in (their session, the set-up itself). */
    beforeTwoFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff member and session on `/admin` calls; null on public ones. */
    staff: { user: StaffUserRow; session: StaffSessionRow } | null;
  }
}

/** A session's use moves its idle end on at most once a minute: a page's several calls make one write. */
const TOUCH_EVERY_MS = 60_000;
const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;

export interface StaffGuardOptions {
  db: Database;
  cookie: StaffCookieOptions;
  /** The site's public origin: an unsafe call naming another `Origin` is refused. */
  siteOrigin: string;
}

/**
 * A cross-site request to a staff call: a browser names the page it comes from (`Origin`) and
 * how it relates (`Sec-Fetch-Site`). Calls without either (the site server's own) are not cross-site.
 */
function isCrossSite(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== siteOrigin;
}

/**
 * The one hook of the `/admin` prefix: every staff answer is private and never stored; an unsafe
 * call from another site is refused (403); a call without a live session is refused (401), and
 * one whose route names other roles (403), both in the envelope.
 */
export function registerStaffGuard(app: FastifyInstance, options: StaffGuardOptions) {
  app.decorateRequest('staff', null);
  app.addHook('onSend', async (_request, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    reply.header('x-robots-tag', 'noindex');
  });
  app.addHook('onRequest', async (request) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      isCrossSite(request, options.siteOrigin)
    ) {
      throw new HttpError(403, STAFF_MESSAGES.crossSite);
    }
    // Before the body is read or checked: nothing of a staff call answers anyone not allowed it.
    const access = request.routeOptions.config.staff;
    if (access === 'public') return;
    const token = readSessionToken(request, options.cookie);
    const now = new Date();
    const found = token ? await findLiveSession(options.db, sessionIdOf(token), now) : null;
    if (!found) throw new HttpError(401, STAFF_MESSAGES.notSignedIn);
    if (access && !access.includes(found.user.role))
      throw new HttpError(403, STAFF_MESSAGES.forbidden);
    // Admins may do everything, so their accounts need two-step sign-in before anything else.
    if (
      TWO_STEP_ROLES.includes(found.user.role) &&
      !found.user.totpEnabledAt &&
      !request.routeOptions.config.beforeTwoFactor
    ) {
      throw new HttpError(403, TWO_FACTOR_MESSAGES.required);
    }
    if (now.getTime() - new Date(found.session.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
      const idleEnd = new Date(
        Math.min(now.getTime() + IDLE_MS, new Date(found.session.expiresAt).getTime()),
      );
      await touchSession(options.db, found.session.id, now, idleEnd);
    }
    request.staff = found;
  });
}
