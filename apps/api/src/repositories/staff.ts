import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffRole, StaffUser } from '@harsh/contract';
import type { Database } from '../db/client.js';
import {
  type StaffSessionRow,
  staffSessions,
  type StaffTokenKind,
  staffTokens,
  type StaffUserRow,
  staffUsers,
} from '../db/schema.js';

export const toStaffUser = (row: StaffUserRow): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  two_factor: row.totpEnabledAt !== null,
});

export async function countStaff(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return row?.n ?? 0;
}

export async function findStaffById(db: Database, id: number): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ?? null;
}

/** The names and e-mail addresses of the accounts with these ids (those that still exist). */
export async function findStaffNames(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; name: string; email: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...ids]));
}

export async function findStaffByEmail(db: Database, email: string): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Creates an account; null when the address has one already. */
export async function createStaffUser(
  db: Database,
  user: { email: string; name: string; role: StaffRole; passwordHash: string | null },
): Promise<StaffUserRow | null> {
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: user.email.toLowerCase(),
      name: user.name,
      role: user.role,
      passwordHash: user.passwordHash,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/* Sessions */

export async function createSession(
  db: Database,
  session: {
    id: string;
    userId: number;
    idleExpiresAt: Date;
    expiresAt: Date;
    ip: string;
    userAgent: string;
  },
): Promise<StaffSessionRow> {
  const [row] = await db
    .insert(staffSessions)
    .values({
      ...session,
      idleExpiresAt: session.idleExpiresAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })
    .returning();
  return row!;
}

/** The session and its account, when the session is live (neither idle nor past its end) and the account enabled. */
export async function findLiveSession(
  db: Database,
  id: string,
  now: Date,
): Promise<{ session: StaffSessionRow; user: StaffUserRow } | null> {
  const [row] = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.id, id),
        gt(staffSessions.idleExpiresAt, now.toISOString()),
        gt(staffSessions.expiresAt, now.toISOString()),
        isNull(staffUsers.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Moves the idle end on (never past the fixed end). */
export async function touchSession(
  db: Database,
  id: string,
  now: Date,
  idleExpiresAt: Date,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now.toISOString(), idleExpiresAt: idleExpiresAt.toISOString() })
    .where(eq(staffSessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

/**
 * Ends every session of an account, and with them the trust of the browsers it signed in from
 * (`sessionsEndedAt`); returns how many sessions there were.
 */
export async function deleteUserSessions(db: Database, userId: number): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(eq(staffSessions.userId, userId))
    .returning({ id: staffSessions.id });
  await db
    .update(staffUsers)
    .set({ sessionsEndedAt: sql`now()` })
    .where(eq(staffUsers.id, userId));
  return rows.length;
}

/** Drops sessions that have ended, so the table holds live ones only. */
export async function deleteEndedSessions(db: Database, now: Date): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.idleExpiresAt, now.toISOString()),
        lt(staffSessions.expiresAt, now.toISOString()),
      ),
    );
}

/* Single-use links */

export async function createStaffToken(
  db: Database,
  token: { id: string; kind: StaffTokenKind; userId: number | null; expiresAt: Date },
): Promise<void> {
  await db.insert(staffTokens).values({ ...token, expiresAt: token.expiresAt.toISOString() });
}

/** Marks a live token of the kind as used; true when this call used it (a second use, or a late one, is refused). */
export async function consumeStaffToken(
  db: Database,
  id: string,
  kind: StaffTokenKind,
  now: Date,
): Promise<{ userId: number | null } | null> {
  const [row] = await db
    .update(staffTokens)
    .set({ usedAt: now.toISOString() })
    .where(
      and(
        eq(staffTokens.id, id),
        eq(staffTokens.kind, kind),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, now.toISOString()),
      ),
    )
    .returning({ userId: staffTokens.userId });
  return row ?? null;
}

/** A live, unused token of the kind, without using it up. */
export async function findLiveStaffToken(
  db: Database,
  id: string,
  kind: StaffTokenKind,
  now: Date,
): Promise<{ userId: number | null } | null> {
  const [row] = await db
    .select({ userId: staffTokens.userId })
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.id, id),
        eq(staffTokens.kind, kind),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a live, unused token of the kind exists (the set-up page checks its link before showing the form). */
export async function isLiveStaffToken(
  db: Database,
  id: string,
  kind: StaffTokenKind,
  now: Date,
): Promise<boolean> {
  return (await findLiveStaffToken(db, id, kind, now)) !== null;
}

/* Accounts, for admins */

export async function listStaffAccounts(db: Database, now: Date) {
  const live = db
    .select({ userId: staffSessions.userId, n: count().as('n') })
    .from(staffSessions)
    .where(
      and(
        gt(staffSessions.idleExpiresAt, now.toISOString()),
        gt(staffSessions.expiresAt, now.toISOString()),
      ),
    )
    .groupBy(staffSessions.userId)
    .as('live');
  return db
    .select({ user: staffUsers, sessions: sql<number>`coalesce(${live.n}, 0)::int` })
    .from(staffUsers)
    .leftJoin(live, eq(live.userId, staffUsers.id))
    .orderBy(asc(staffUsers.name));
}

/**
 * Enabled admins other than `exceptId`: the last one may not be demoted or turned off. Call it in
 * the transaction that makes the change: it locks every admin row, so two admins demoting each
 * other at once are served one after the other, and the second is refused.
 */
export async function countOtherAdmins(db: Database, exceptId: number): Promise<number> {
  const admins = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
    .for('update');
  return admins.filter((admin) => admin.id !== exceptId).length;
}

export async function updateStaffUser(
  db: Database,
  id: number,
  change: Partial<
    Pick<
      StaffUserRow,
      | 'role'
      | 'disabledAt'
      | 'passwordHash'
      | 'totpSecret'
      | 'totpPendingSecret'
      | 'totpEnabledAt'
      | 'totpLastStep'
      | 'recoveryCodes'
    >
  >,
): Promise<void> {
  await db
    .update(staffUsers)
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where(eq(staffUsers.id, id));
}

export async function listUserSessions(
  db: Database,
  userId: number,
  now: Date,
): Promise<StaffSessionRow[]> {
  return db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        gt(staffSessions.idleExpiresAt, now.toISOString()),
        gt(staffSessions.expiresAt, now.toISOString()),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt));
}

/** Ends one session of an account; false when it is not that account's. */
export async function deleteUserSession(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, userId), eq(staffSessions.id, sessionId)))
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

/** Turns two-step sign-in off for an account: its secret, any set-up under way and its recovery codes go. */
export async function clearTwoFactor(db: Database, id: number): Promise<void> {
  await updateStaffUser(db, id, {
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
    recoveryCodes: [],
  });
}

/** Ends the links of a kind an account still has (a new invitation or reset replaces the old). */
export async function expireStaffTokens(
  db: Database,
  userId: number,
  kind: StaffTokenKind,
): Promise<void> {
  await db
    .update(staffTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(
      and(eq(staffTokens.userId, userId), eq(staffTokens.kind, kind), isNull(staffTokens.usedAt)),
    );
}

/**
 * Takes a two-step code's time step for the account, if no code of that step or a later one was
 * taken before (two requests with one code: one of them gets it). Returns whether it did.
 */
export async function claimTotpStep(db: Database, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, id),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** Puts `after` in place of the account's recovery codes, if they are still `before`. Returns whether it did. */
export async function replaceRecoveryCodes(
  db: Database,
  id: number,
  before: readonly string[],
  after: readonly string[],
): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ recoveryCodes: [...after] })
    .where(
      and(
        eq(staffUsers.id, id),
        sql`${staffUsers.recoveryCodes} = ${JSON.stringify(before)}::jsonb`,
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** Every account's stored two-step secrets (in use, and being set up), for sealing those in clear. */
export async function listTwoStepSecrets(
  db: Database,
): Promise<{ id: number; totpSecret: string | null; totpPendingSecret: string | null }[]> {
  return db
    .select({
      id: staffUsers.id,
      totpSecret: staffUsers.totpSecret,
      totpPendingSecret: staffUsers.totpPendingSecret,
    })
    .from(staffUsers)
    .where(
      or(
        sql`${staffUsers.totpSecret} is not null`,
        sql`${staffUsers.totpPendingSecret} is not null`,
      ),
    );
}

/** Puts `after` in place of an account's two-step secret (or pending one), if it is still `before`. */
export async function replaceTwoStepSecret(
  db: Database,
  id: number,
  column: 'totpSecret' | 'totpPendingSecret',
  before: string,
  after: string,
): Promise<void> {
  await db
    .update(staffUsers)
    .set({ [column]: after })
    .where(and(eq(staffUsers.id, id), eq(staffUsers[column], before)));
}
