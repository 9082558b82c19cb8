import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outbox, type OutboxKind, type SubmissionOutboxKind } from '../db/schema.js';

/** A notification the mail worker has taken to send. */
export interface ClaimedNotification {
  id: number;
  kind: OutboxKind;
  submissionId: number;
  /** An acknowledgement's submission kind. */
  of?: SubmissionOutboxKind;
  /** A data request's one-time code, or its status code. */
  code?: string;
  /** Including this one. */
  attempts: number;
  /** The random part of the mail's Message-ID. */
  messageKey: string;
}

/**
 * Queues a mail to one staff member (invitation, password reset). It holds no link: the mail
 * worker makes one as the mail goes out, so the outbox never keeps a token that works.
 */
export async function enqueueStaffMail(
  db: Database,
  kind: 'staff_invite' | 'password_reset',
  userId: number,
): Promise<void> {
  await db.insert(outbox).values({ kind, payload: { id: userId } });
}

/**
 * Once a mail is sent, its code is no longer kept anywhere but in the mailbox; nor a staff link,
 * which only a version older than issue 40's queued (an instance still running it mid-upgrade).
 */
export async function forgetSecrets(db: Database, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ payload: sql`${outbox.payload} - 'code' - 'link'` })
    .where(eq(outbox.id, id));
}

/** Queues the notification about a submission; call inside the transaction that stores it. */
export async function enqueueNotification(
  db: Database,
  kind: OutboxKind,
  submissionId: number,
): Promise<void> {
  await db.insert(outbox).values({ kind, payload: { id: submissionId } });
}

/** Queues the mail that acknowledges a submission to the visitor who sent it; call inside the transaction that stores it. */
export async function enqueueAcknowledgement(
  db: Database,
  of: SubmissionOutboxKind,
  submissionId: number,
): Promise<void> {
  await db.insert(outbox).values({ kind: 'acknowledgement', payload: { id: submissionId, of } });
}

/** The message key of a submission's acknowledgement (a data request's: its reference mail), for the Message-ID an answer refers to; or null. */
export async function findAcknowledgementKey(
  db: Database,
  of: SubmissionOutboxKind,
  submissionId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ messageKey: outbox.messageKey })
    .from(outbox)
    .where(
      of === 'data_request'
        ? and(eq(outbox.kind, 'data_ack'), sql`(${outbox.payload} ->> 'id')::int = ${submissionId}`)
        : and(
            eq(outbox.kind, 'acknowledgement'),
            sql`${outbox.payload} ->> 'of' = ${of}`,
            sql`(${outbox.payload} ->> 'id')::int = ${submissionId}`,
          ),
    )
    .orderBy(asc(outbox.id))
    .limit(1);
  return row?.messageKey ?? null;
}

const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Takes up to `limit` notifications that are due, oldest first, and leases them for `leaseMs`: if
 * this process dies while sending, they fall due again when the lease runs out. `skip locked`
 * lets several instances share one outbox without sending a row twice. The attempt is counted
 * now, so a mail that kills its process cannot be tried for ever; the last failure's reason is
 * cleared, so that a row being tried reads "sending" (no `last_error`), never "failed", until
 * this attempt's own outcome is written (`mailState` in the inbox).
 */
export async function claimDueNotifications(
  db: Database,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedNotification[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: secondsFromNow(leaseMs),
      lastError: null,
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      kind: outbox.kind,
      payload: outbox.payload,
      attempts: outbox.attempts,
      messageKey: outbox.messageKey,
    });
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      submissionId: row.payload.id,
      ...(row.payload.of ? { of: row.payload.of } : {}),
      ...(row.payload.code ? { code: row.payload.code } : {}),
      attempts: row.attempts,
      messageKey: row.messageKey,
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markNotificationSent(
  db: Database,
  id: number,
  note: string | null = null,
): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, lastError: note })
    .where(eq(outbox.id, id));
}

export async function markNotificationFailed(
  db: Database,
  id: number,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 1000), nextAttemptAt: secondsFromNow(retryInMs) })
    .where(eq(outbox.id, id));
}

export async function countUnsentNotifications(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
  return row?.n ?? 0;
}

/** Mail not yet sent: how many, and how long the oldest has waited (null when none waits). */
export async function outboxBacklog(
  db: Database,
): Promise<{ waiting: number; oldestSeconds: number | null }> {
  const [row] = await db
    .select({
      waiting: count(),
      oldestSeconds: sql<
        number | null
      >`floor(extract(epoch from now() - min(${outbox.createdAt})))::int`,
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  return { waiting: row?.waiting ?? 0, oldestSeconds: row?.oldestSeconds ?? null };
}
