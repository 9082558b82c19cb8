import { and, eq, inArray, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  blogComments,
  contactMessages,
  erasures,
  inboxNotes,
  inboxReplies,
  inboxStates,
  newsletterSubscriptions,
  partnerEnquiries,
  quoteRequests,
  type SubmissionOutboxKind,
} from '../db/schema.js';

/** What an erased submission's name shows instead. */
export const ERASED_NAME = '[erased]';

export type ErasureReason = 'request' | 'retention' | 'withdrawal';

/** Who to erase: every submission with this e-mail address (any case) or this mobile number (its last 10 digits). */
export interface ErasureTarget {
  email?: string;
  mobile?: string;
}

/** How many submissions of each kind were erased. */
export type ErasureCount = Record<string, number>;

const sameEmail = (column: PgColumn, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;
const sameMobile = (column: PgColumn, digits: string) =>
  sql`right(regexp_replace(${column}, '\\D', '', 'g'), 10) = ${digits}`;

/** The last ten digits of an Indian mobile number, however it was typed (+91, 0, spaces); null when there are fewer. */
export function mobileDigits(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** Ends a trial erasure's transaction, undoing it, with what it would have erased. */
class TrialErasure extends Error {
  constructor(readonly counts: ErasureCount) {
    super('A trial erasure, rolled back');
  }
}

/** Which rows of one submission table to erase; `kind` names the table (as the outbox does). */
type Match = (t: {
  kind: SubmissionOutboxKind;
  id: PgColumn;
  email: PgColumn;
  createdAt: PgColumn;
  phone?: PgColumn;
}) => SQL | undefined;

/**
 * Replaces the personal data of matching submissions with a tombstone, records each erasure,
 * and drops staff's notes on them and answers to them (both may quote the person). Submissions already erased are
 * left as they are. One transaction: all of it, or none; a `trial` is rolled back, and counts
 * exactly what the erasure would take.
 */
async function eraseWhere(
  db: Database,
  reason: ErasureReason,
  match: Match,
  { trial = false } = {},
): Promise<ErasureCount> {
  try {
    return await eraseInTransaction(db, reason, match, trial);
  } catch (error) {
    if (error instanceof TrialErasure) return error.counts;
    throw error;
  }
}

function eraseInTransaction(
  db: Database,
  reason: ErasureReason,
  match: Match,
  trial: boolean,
): Promise<ErasureCount> {
  return db.transaction(async (tx) => {
    const counts: ErasureCount = {};
    const notErased = (kind: SQL | string, id: PgColumn) =>
      notExists(
        tx
          .select({ one: sql`1` })
          .from(erasures)
          .where(and(sql`${erasures.kind} = ${kind}`, eq(erasures.submissionId, id))),
      );
    const record = async (kind: string, ids: number[]) => {
      if (ids.length === 0) return;
      counts[kind] = (counts[kind] ?? 0) + ids.length;
      // Two erasures of one submission at once (a double click on a withdrawal) record it once.
      await tx
        .insert(erasures)
        .values(ids.map((submissionId) => ({ kind, submissionId, reason })))
        .onConflictDoNothing();
      await tx
        .delete(inboxNotes)
        .where(and(eq(inboxNotes.kind, kind), inArray(inboxNotes.submissionId, ids)));
      // Staff's answers to them quote and address the person too; one not yet sent never goes.
      await tx
        .delete(inboxReplies)
        .where(and(eq(inboxReplies.kind, kind), inArray(inboxReplies.submissionId, ids)));
      // Nothing is left to work on: an erased submission leaves the new ones, and the count of them.
      const closed = { status: 'closed' as const, updatedAt: new Date().toISOString() };
      await tx
        .insert(inboxStates)
        .values(ids.map((submissionId) => ({ kind, submissionId, ...closed })))
        .onConflictDoUpdate({ target: [inboxStates.kind, inboxStates.submissionId], set: closed });
    };

    const partnerKind = sql`case when ${partnerEnquiries.type} = 1 then 'vendor' else 'partner' end`;
    const partners = await tx
      .update(partnerEnquiries)
      .set({ name: ERASED_NAME, email: '', mobile: '', message: '' })
      .where(
        and(
          match({
            kind: 'partner_enquiry',
            id: partnerEnquiries.id,
            email: partnerEnquiries.email,
            phone: partnerEnquiries.mobile,
            createdAt: partnerEnquiries.createdAt,
          }),
          notErased(partnerKind, partnerEnquiries.id),
        ),
      )
      .returning({ id: partnerEnquiries.id, type: partnerEnquiries.type });
    await record(
      'partner',
      partners.filter((p) => p.type === 2).map((p) => p.id),
    );
    await record(
      'vendor',
      partners.filter((p) => p.type === 1).map((p) => p.id),
    );

    const contacts = await tx
      .update(contactMessages)
      .set({ name: ERASED_NAME, email: '', phone: '', subject: '', message: '' })
      .where(
        and(
          match({
            kind: 'contact_message',
            id: contactMessages.id,
            email: contactMessages.email,
            phone: contactMessages.phone,
            createdAt: contactMessages.createdAt,
          }),
          notErased('contact', contactMessages.id),
        ),
      )
      .returning({ id: contactMessages.id });
    await record(
      'contact',
      contacts.map((row) => row.id),
    );

    const quotes = await tx
      .update(quoteRequests)
      .set({ name: ERASED_NAME, email: '', phone: '', message: '' })
      .where(
        and(
          match({
            kind: 'quote_request',
            id: quoteRequests.id,
            email: quoteRequests.email,
            phone: quoteRequests.phone,
            createdAt: quoteRequests.createdAt,
          }),
          notErased('quote', quoteRequests.id),
        ),
      )
      .returning({ id: quoteRequests.id });
    await record(
      'quote',
      quotes.map((row) => row.id),
    );

    // A comment's text is the person's too; an erased comment is never shown again.
    const comments = await tx
      .update(blogComments)
      .set({ name: ERASED_NAME, email: '', comment: '', status: 'rejected' })
      .where(
        and(
          match({
            kind: 'blog_comment',
            id: blogComments.id,
            email: blogComments.email,
            createdAt: blogComments.createdAt,
          }),
          notErased('comment', blogComments.id),
        ),
      )
      .returning({ id: blogComments.id });
    await record(
      'comment',
      comments.map((row) => row.id),
    );

    // The address is the whole sign-up; it must stay unique, so the tombstone names the row.
    const signUps = await tx
      .update(newsletterSubscriptions)
      .set({ email: sql`'erased-' || ${newsletterSubscriptions.id}` })
      .where(
        and(
          match({
            kind: 'newsletter_subscription',
            id: newsletterSubscriptions.id,
            email: newsletterSubscriptions.email,
            createdAt: newsletterSubscriptions.createdAt,
          }),
          notErased('newsletter', newsletterSubscriptions.id),
        ),
      )
      .returning({ id: newsletterSubscriptions.id });
    await record(
      'newsletter',
      signUps.map((row) => row.id),
    );
    if (trial) throw new TrialErasure(counts);
    return counts;
  });
}

/** Erases every submission of one person, across kinds, on their request; `trial`: only counts what it would erase. */
export function erasePerson(
  db: Database,
  target: ErasureTarget,
  { trial = false } = {},
): Promise<ErasureCount> {
  const digits = target.mobile ? mobileDigits(target.mobile) : null;
  return eraseWhere(
    db,
    'request',
    (t) => {
      const conditions = [
        target.email ? sameEmail(t.email, target.email) : undefined,
        digits && t.phone ? sameMobile(t.phone, digits) : undefined,
      ].filter((condition) => condition !== undefined);
      // Nothing to match on matches nothing.
      return conditions.length ? or(...conditions) : sql`false`;
    },
    { trial },
  );
}

/** Erases every submission received before `before` (the retention period's start). */
export function eraseOlderThan(db: Database, before: Date): Promise<ErasureCount> {
  return eraseWhere(db, 'retention', (t) => lt(t.createdAt, before.toISOString()));
}

/**
 * Erases one submission because its sender withdrew consent (a link in the acknowledgement, or a
 * newsletter's one-click unsubscribe). Empty counts when it was erased before.
 */
export function eraseSubmission(
  db: Database,
  target: { kind: SubmissionOutboxKind; submissionId: number },
): Promise<ErasureCount> {
  return eraseWhere(db, 'withdrawal', (t) =>
    t.kind === target.kind ? eq(t.id, target.submissionId) : sql`false`,
  );
}

/** When a submission was erased and why, or null. */
export async function findErasure(
  db: Database,
  kind: string,
  id: number,
): Promise<{ reason: ErasureReason; erasedAt: string } | null> {
  const [row] = await db
    .select({ reason: erasures.reason, erasedAt: erasures.erasedAt })
    .from(erasures)
    .where(and(eq(erasures.kind, kind), eq(erasures.submissionId, id)));
  return row ?? null;
}
