import { and, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { type AuditEntry, type AuditQuery, SIGN_IN_LOCK_MINUTES } from '@harsh/contract';
import { type Database, rowsOf } from '../db/client.js';
import { istDayStart } from './india-time.js';
import { auditLog } from '../db/schema.js';

/** One entry of the audit log: who (an account, or the e-mail typed), from where, did what to what. */
export interface NewAuditEntry {
  actorId?: number | null;
  actorEmail?: string | null;
  ip: string;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
}

/** An entry as the log keeps it; the audit route names what it refers to (`nameAuditEntries`). */
export type StoredAuditEntry = Omit<
  AuditEntry,
  'actor_name' | 'target_name' | 'target_exists' | 'detail_names'
>;

/** The actor part of an entry: a staff account, and the address it acted from. */
export const asActor = (user: { id: number; email: string }, ip: string) => ({
  actorId: user.id,
  actorEmail: user.email,
  ip,
});

/** Appends an entry; pass a transaction to write it with the change it records. */
export async function recordAudit(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    ip: entry.ip,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? {},
  });
}

/**
 * Whose failed sign-ins are counted together: a network's (an IPv4 address, or an IPv6 /64 as
 * `normalizeIP` writes it, which entries keep in `details.network` when it is not their address),
 * or an e-mail address's from one browser it signed in from before (`browser`, its key), or from
 * every other (`browser: null`).
 */
export type SignInScope =
  { network: string } | { actorEmail: string; browser: string | null; reason?: string };

/** Entries that name the browser with key `browser` (`null`: entries that name none). */
const namesBrowser = (browser: string | null) =>
  browser === null
    ? sql`${auditLog.details} ->> 'browser' is null`
    : sql`${auditLog.details} ->> 'browser' = ${browser}`;

const inScope = (scope: SignInScope) =>
  'network' in scope
    ? sql`coalesce(${auditLog.details} ->> 'network', ${auditLog.ip}) = ${scope.network}`
    : and(
        eq(auditLog.actorEmail, scope.actorEmail),
        namesBrowser(scope.browser),
        scope.reason === undefined
          ? undefined
          : sql`${auditLog.details} ->> 'reason' = ${scope.reason}`,
      );

/**
 * When the `n`th latest `action` in `scope` since `since` was recorded, if there were `n`: a lock
 * of `n` failures in a window lasts until that one leaves it.
 */
export async function nthLatest(
  db: Database,
  action: string,
  scope: SignInScope,
  n: number,
  since: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inScope(scope), gte(auditLog.at, since.toISOString())))
    .orderBy(desc(auditLog.at))
    .limit(1)
    .offset(n - 1);
  return row ? new Date(row.at) : null;
}

/** How many `action`s in `scope` since `since`, counted up to `cap` (a flood is not counted to its end). */
export async function countRecent(
  db: Database,
  action: string,
  scope: SignInScope,
  since: Date,
  cap: number,
): Promise<number> {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inScope(scope), gte(auditLog.at, since.toISOString())))
    .limit(cap);
  return rows.length;
}

const LOCK_MS = SIGN_IN_LOCK_MINUTES * 60_000;

/**
 * The seconds until a lock lifts when `n` `action`s in `scope` fall in the lock's window (until
 * the `n`th latest leaves it), for `Retry-After`; null when there is no lock.
 */
export async function secondsLocked(
  db: Database,
  action: string,
  scope: SignInScope,
  n: number,
  now: Date,
): Promise<number | null> {
  const nth = await nthLatest(db, action, scope, n, new Date(now.getTime() - LOCK_MS));
  return nth === null
    ? null
    : Math.max(1, Math.ceil((nth.getTime() + LOCK_MS - now.getTime()) / 1000));
}

/**
 * Whether the browser with key `browser` is one of the `newest` browsers `email` signed in from
 * since `since` (by their latest sign-in): a cap, so that one who knew the password cannot gather
 * browser keys by the hundred.
 */
export async function isRecentBrowser(
  db: Database,
  email: string,
  browser: string,
  since: Date,
  newest: number,
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from (
          select ${auditLog.details} ->> 'browser' as browser, max(${auditLog.at}) as last
            from ${auditLog}
           where ${auditLog.action} = 'sign_in' and ${auditLog.actorEmail} = ${email} and ${auditLog.at} >= ${since.toISOString()}
             and ${auditLog.details} ->> 'browser' is not null
           group by 1 order by last desc limit ${newest}
        ) recent where browser = ${browser}`,
  );
  return rows.length > 0;
}

/** Whether anyone signed in from the browser with key `browser` since `since`: a token this server gave out. */
export async function wasIssuedBrowser(
  db: Database,
  browser: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'sign_in'),
        namesBrowser(browser),
        gte(auditLog.at, since.toISOString()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A page of the log, newest first, filtered by action, actor (part of the e-mail) and India-time dates. */
export async function listAudit(
  db: Database,
  query: AuditQuery,
  pageSize: number,
): Promise<{ entries: StoredAuditEntry[]; total: number }> {
  const conditions = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actor
      ? ilike(auditLog.actorEmail, `%${query.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
    query.from ? gte(auditLog.at, istDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, istDayStart(query.to, 1)) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    total: totalRow?.n ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      ip: row.ip,
      action: row.action,
      target: row.target,
      details: row.details,
    })),
  };
}
