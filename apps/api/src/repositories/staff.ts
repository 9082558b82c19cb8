import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { StaffRole, StaffUser } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { type StaffSessionRow, staffSessions, type StaffTokenKind, staffTokens, type StaffUserRow, staffUsers } from '../db/schema.js';

export const toStaffUser = (row: StaffUserRow): StaffUser => ({ id: row.id, email: row.email, name: row.name, role: row.role });

export async function countStaff(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return row?.n ?? 0;
}

export async function findStaffByEmail(db: Database, email: string): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/** Creates an account; null when the address has one already. */
export async function createStaffUser(
  db: Database,
  user: { email: string; name: string; role: StaffRole; passwordHash: string | null },
): Promise<StaffUserRow | null> {
  const [row] = await db
    .insert(staffUsers)
    .values({ email: user.email.toLowerCase(), name: user.name, role: user.role, passwordHash: user.passwordHash })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/* Sessions */

export async function createSession(
  db: Database,
  session: { id: string; userId: number; idleExpiresAt: Date; expiresAt: Date; ip: string; userAgent: string },
): Promise<StaffSessionRow> {
  const [row] = await db
    .insert(staffSessions)
    .values({ ...session, idleExpiresAt: session.idleExpiresAt.toISOString(), expiresAt: session.expiresAt.toISOString() })
    .returning();
  return row!;
}

/** The session and its account, when the session is live (neither idle nor past its end) and the account enabled. */
export async function findLiveSession(db: Database, id: string, now: Date): Promise<{ session: StaffSessionRow; user: StaffUserRow } | null> {
  const [row] = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(and(eq(staffSessions.id, id), gt(staffSessions.idleExpiresAt, now.toISOString()), gt(staffSessions.expiresAt, now.toISOString()), isNull(staffUsers.disabledAt)))
    .limit(1);
  return row ?? null;
}

/** Moves the idle end on (never past the fixed end). */
export async function touchSession(db: Database, id: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now.toISOString(), idleExpiresAt: idleExpiresAt.toISOString() }).where(eq(staffSessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

/** Ends every session of an account; returns how many there were. */
export async function deleteUserSessions(db: Database, userId: number): Promise<number> {
  const rows = await db.delete(staffSessions).where(eq(staffSessions.userId, userId)).returning({ id: staffSessions.id });
  return rows.length;
}

/** Drops sessions that have ended, so the table holds live ones only. */
export async function deleteEndedSessions(db: Database, now: Date): Promise<void> {
  await db.delete(staffSessions).where(or(lt(staffSessions.idleExpiresAt, now.toISOString()), lt(staffSessions.expiresAt, now.toISOString())));
}

/* Single-use links */

export async function createStaffToken(db: Database, token: { id: string; kind: StaffTokenKind; userId: number | null; expiresAt: Date }): Promise<void> {
  await db.insert(staffTokens).values({ ...token, expiresAt: token.expiresAt.toISOString() });
}

/** Marks a live token of the kind as used; true when this call used it (a second use, or a late one, is refused). */
export async function consumeStaffToken(db: Database, id: string, kind: StaffTokenKind, now: Date): Promise<{ userId: number | null } | null> {
  const [row] = await db
    .update(staffTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(staffTokens.id, id), eq(staffTokens.kind, kind), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now.toISOString())))
    .returning({ userId: staffTokens.userId });
  return row ?? null;
}

/** Whether a live, unused token of the kind exists (the set-up page checks its link before showing the form). */
export async function isLiveStaffToken(db: Database, id: string, kind: StaffTokenKind, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: staffTokens.id })
    .from(staffTokens)
    .where(and(eq(staffTokens.id, id), eq(staffTokens.kind, kind), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now.toISOString())))
    .limit(1);
  return Boolean(row);
}
