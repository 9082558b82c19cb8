import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  type CopiedSubmission,
  INBOX_KINDS,
  type InboxStatus,
  type PersonalDataCopy,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import {
  auditLog,
  dataRequests,
  inbox,
  inboxReplies,
  inboxStates,
  outbox,
  staffUsers,
} from '../db/schema.js';
import { OUTBOX_KIND } from './inbox.js';
import { listLeads } from './leads.js';

/** Submission kinds a person sends on the website; their requests are listed apart. */
const SENT_KINDS = INBOX_KINDS.filter((kind) => kind !== 'data_request');

const iso = (at: string | null) => (at ? new Date(at).toISOString() : null);

/**
 * Everything stored for one e-mail address, for its owner's copy (DPDP Act, the right of access):
 * every submission sent with it (in any letter case, never by a mobile number, which nobody
 * proved), each with every field as stored, the consent it came with, its status and who it was
 * assigned to, when the company was told and the sender acknowledged, who did what with it (the
 * audit log) and the company's answers; then the person's own requests. Erased submissions hold
 * the address no more, so they are not in it. Staff's internal notes are not either: they are
 * the company's working notes, and an erasure takes them with the submission.
 */
export async function personalDataCopy(db: Database, email: string): Promise<PersonalDataCopy> {
  const submissions = (
    await Promise.all(SENT_KINDS.map((kind) => copiedOfKind(db, kind, email)))
  ).flat();
  submissions.sort((a, b) => a.received_at.localeCompare(b.received_at));
  const requests = await db
    .select({ request: dataRequests, status: inboxStates.status })
    .from(dataRequests)
    .leftJoin(
      inboxStates,
      and(eq(inboxStates.kind, 'data_request'), eq(inboxStates.submissionId, dataRequests.id)),
    )
    .where(
      and(
        sql`lower(${dataRequests.email}) = ${email.toLowerCase()}`,
        isNotNull(dataRequests.verifiedAt),
      ),
    )
    .orderBy(asc(dataRequests.id));
  return {
    email,
    submissions,
    requests: requests.map(({ request, status }) => ({
      reference: request.reference,
      right: request.right,
      received_at: iso(request.createdAt)!,
      due_at: iso(request.dueAt)!,
      status: (status ?? 'new') as InboxStatus,
    })),
  };
}

async function copiedOfKind(
  db: Database,
  kind: (typeof SENT_KINDS)[number],
  email: string,
): Promise<CopiedSubmission[]> {
  const leads = await listLeads(db, kind, { email });
  if (leads.length === 0) return [];
  const ids = leads.map((lead) => Number(lead['id']));
  const targets = ids.map((id) => `${kind}:${id}`);
  const outboxKind = OUTBOX_KIND[kind];
  const [items, mails, audit, replies] = await Promise.all([
    db
      .select({
        id: inbox.submissionId,
        receivedAt: inbox.receivedAt,
        status: sql<InboxStatus>`coalesce(${inboxStates.status}, ${inbox.initialStatus})`,
        assignee: staffUsers.name,
      })
      .from(inbox)
      .leftJoin(
        inboxStates,
        and(eq(inboxStates.kind, inbox.kind), eq(inboxStates.submissionId, inbox.submissionId)),
      )
      .leftJoin(staffUsers, eq(staffUsers.id, inboxStates.assigneeId))
      .where(and(eq(inbox.kind, kind), inArray(inbox.submissionId, ids))),
    db
      .select({
        kind: outbox.kind,
        id: sql<number>`(${outbox.payload} ->> 'id')::int`,
        sentAt: outbox.sentAt,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(
        and(
          inArray(sql`(${outbox.payload} ->> 'id')::int`, ids),
          sql`(${outbox.kind} = ${outboxKind} or (${outbox.kind} = 'acknowledgement' and ${outbox.payload} ->> 'of' = ${outboxKind}))`,
        ),
      ),
    db
      .select({
        target: auditLog.target,
        at: auditLog.at,
        action: auditLog.action,
        name: staffUsers.name,
      })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
      .where(inArray(auditLog.target, targets))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
    db
      .select({
        id: inboxReplies.submissionId,
        at: inboxReplies.createdAt,
        by: staffUsers.name,
        body: inboxReplies.body,
      })
      .from(inboxReplies)
      .innerJoin(staffUsers, eq(staffUsers.id, inboxReplies.authorId))
      .where(and(eq(inboxReplies.kind, kind), inArray(inboxReplies.submissionId, ids)))
      .orderBy(asc(inboxReplies.id)),
  ]);
  /** When a mail of that kind about the submission went, if it did (one given up on did not). */
  const sentAt = (id: number, which: 'notification' | 'acknowledgement') =>
    iso(
      mails.find(
        (mail) =>
          mail.id === id &&
          (which === 'acknowledgement') === (mail.kind === 'acknowledgement') &&
          mail.sentAt &&
          !mail.lastError?.startsWith('not delivered'),
      )?.sentAt ?? null,
    );
  return leads.flatMap((lead) => {
    const id = Number(lead['id']);
    const item = items.find((each) => each.id === id);
    if (!item) return [];
    return [
      {
        kind,
        id,
        received_at: iso(item.receivedAt)!,
        fields: Object.entries(lead).map(([name, value]) => ({ name, value })),
        status: item.status,
        assigned_to: item.assignee,
        notified_at: sentAt(id, 'notification'),
        acknowledged_at: sentAt(id, 'acknowledgement'),
        processing: audit
          .filter((entry) => entry.target === `${kind}:${id}`)
          .map((entry) => ({ at: iso(entry.at)!, action: entry.action, by: entry.name ?? '' })),
        replies: replies
          .filter((reply) => reply.id === id)
          .map((reply) => ({ at: iso(reply.at)!, by: reply.by, body: reply.body })),
      },
    ];
  });
}
