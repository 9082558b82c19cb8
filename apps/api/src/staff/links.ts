import { INVITE_LINK_DAYS, RESET_LINK_MINUTES } from '@harsh/contract';
import type { Database } from '../db/client.js';
import type { StaffTokenKind, StaffUserRow } from '../db/schema.js';
import { newToken } from '../services/staff-cookie.js';
import { enqueueStaffMail } from '../repositories/outbox.js';
import { createStaffToken, expireStaffTokens } from '../repositories/staff.js';

/** The single-use links staff get by mail (or, without a mail server, from an admin). */
export type StaffLinkKind = Exclude<StaffTokenKind, 'setup' | 'two_factor'>;

/**
 * Makes a single-use link for an account now: any earlier link of the kind stops working, and the
 * database keeps only the token's SHA-256. The link itself goes to the caller, to be mailed or
 * shown at once, and is stored nowhere.
 */
export async function mintStaffLink(
  tx: Database,
  { kind, userId, siteUrl }: { kind: StaffLinkKind; userId: number; siteUrl: string },
): Promise<string> {
  const { token, id } = newToken();
  const ttlMs = kind === 'invite' ? INVITE_LINK_DAYS * 86_400_000 : RESET_LINK_MINUTES * 60_000;
  await expireStaffTokens(tx, userId, kind);
  await createStaffToken(tx, { id, kind, userId, expiresAt: new Date(Date.now() + ttlMs) });
  return `${siteUrl.replace(/\/+$/, '')}/admin/password?token=${token}`;
}

/**
 * Gives an account a new invitation or password link, in the caller's transaction. With a mail
 * server the mail is queued without a link: the mail worker makes the link as the mail goes out
 * (as it does withdrawal links), so that no table, and so no backup and no write-ahead log, ever
 * holds a token that works. Links made before stop working now. Without a mail server the link is
 * made now and handed back, for the admin to pass on; otherwise null.
 */
export async function issueStaffLink(
  tx: Database,
  {
    kind,
    user,
    siteUrl,
    mailConfigured,
  }: { kind: StaffLinkKind; user: StaffUserRow; siteUrl: string; mailConfigured: boolean },
): Promise<string | null> {
  if (!mailConfigured) return mintStaffLink(tx, { kind, userId: user.id, siteUrl });
  await expireStaffTokens(tx, user.id, kind);
  await enqueueStaffMail(tx, kind === 'invite' ? 'staff_invite' : 'password_reset', user.id);
  return null;
}
