import { randomBytes } from 'node:crypto';
import { isGuessablePassword, personalWords, STAFF_SETUP_LINK_MINUTES } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { recordAudit } from '../repositories/audit-log.js';
import { countStaff, createStaffToken, createStaffUser } from '../repositories/staff.js';
import { hashPassword } from './passwords.js';
import { sessionIdOf } from './staff-cookie.js';

export interface FirstAdminOptions {
  /** `ADMIN_EMAIL` and `ADMIN_PASSWORD`: the first admin, made at start when there is no account. */
  email?: string;
  password?: string;
  /** `SITE_URL`, for the set-up link. */
  siteUrl: string;
}

export type FirstAdminOutcome =
  | { kind: 'exists' }
  | { kind: 'created'; email: string }
  | { kind: 'setup-link'; link: string; guessablePassword?: true };

/**
 * Makes sure someone can sign in: with accounts already there, nothing; with `ADMIN_EMAIL` and
 * `ADMIN_PASSWORD`, that admin; otherwise a one-time set-up link, good for an hour. A guessable
 * `ADMIN_PASSWORD` (decision 031) makes no account: the link instead, and the start says why. It
 * is checked only here, when it would be used: a value left in the settings of a site whose
 * admin exists stops nothing.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: FirstAdminOptions,
): Promise<FirstAdminOutcome> {
  if ((await countStaff(db)) > 0) return { kind: 'exists' };
  const guessable =
    options.password !== undefined &&
    isGuessablePassword(options.password, personalWords(options.email ?? ''));
  if (options.email && options.password && !guessable) {
    const passwordHash = await hashPassword(options.password);
    const user = await db.transaction(async (tx) => {
      const created = await createStaffUser(tx, {
        email: options.email!,
        name: 'Administrator',
        role: 'admin',
        passwordHash,
      });
      if (created)
        await recordAudit(tx, {
          actorEmail: 'system',
          ip: 'server',
          action: 'account_created',
          target: `staff:${created.id}`,
          details: { role: 'admin', via: 'ADMIN_EMAIL' },
        });
      return created;
    });
    // Another instance starting at the same moment made it first: that is as good.
    return user ? { kind: 'created', email: user.email } : { kind: 'exists' };
  }
  const token = randomBytes(32).toString('base64url');
  await createStaffToken(db, {
    id: sessionIdOf(token),
    kind: 'setup',
    userId: null,
    expiresAt: new Date(Date.now() + STAFF_SETUP_LINK_MINUTES * 60_000),
  });
  const link = `${options.siteUrl.replace(/\/+$/, '')}/admin/setup?token=${token}`;
  return guessable
    ? { kind: 'setup-link', link, guessablePassword: true }
    : { kind: 'setup-link', link };
}
