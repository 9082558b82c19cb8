import { and, count, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@harsh/contract';
import type { Database } from '../db/client.js';
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

/** The actor part of an entry: a staff account, and the address it acted from. */
export const asActor = (user: { id: number; email: string }, ip: string) => ({ actorId: user.id, actorEmail: user.email, ip });

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
 * How many times `action` was recorded since `since` for an e-mail address or from a network
 * address (failed sign-ins, for the locks).
 */
export async function countRecent(db: Database, action: string, who: { actorEmail: string } | { ip: string }, since: Date): Promise<number> {
  const whose = 'ip' in who ? eq(auditLog.ip, who.ip) : eq(auditLog.actorEmail, who.actorEmail);
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), whose, gte(auditLog.at, since.toISOString())));
  return row?.n ?? 0;
}

/** A page of the log, newest first, filtered by action, actor (part of the e-mail) and India-time dates. */
export async function listAudit(db: Database, query: AuditQuery, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }> {
  const conditions = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actor ? ilike(auditLog.actorEmail, `%${query.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.from ? gte(auditLog.at, istDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, istDayStart(query.to, 1)) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(pageSize).offset((query.page - 1) * pageSize),
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
