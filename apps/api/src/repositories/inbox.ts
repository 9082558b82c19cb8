import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  DUE_SOON_DAYS,
  type InboxDetail,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
  type InboxStatus,
  INBOX_DUE_FILTERS,
  INBOX_ROLES,
  languageName,
} from '@harsh/contract';

type InboxDueFilter = (typeof INBOX_DUE_FILTERS)[number];
import type { Database } from '../db/client.js';
import {
  blogComments,
  blogs,
  type DataRequestRow,
  inbox,
  inboxNotes,
  inboxReplies,
  inboxStates,
  type OutboxRow,
  outbox,
  type SubmissionOutboxKind,
  staffUsers,
} from '../db/schema.js';
import { findDataRequest } from './data-requests.js';
import { findErasure, mobileDigits } from './erasure.js';
import { istDayStart, istTimestamp } from './india-time.js';
import { LEAD_COLUMNS, type Lead, listLeads } from './leads.js';

/** The outbox kind of each submission kind: how its notification is found. */
export const OUTBOX_KIND: Record<InboxKind, SubmissionOutboxKind> = {
  partner: 'partner_enquiry',
  vendor: 'partner_enquiry',
  contact: 'contact_message',
  newsletter: 'newsletter_subscription',
  quote: 'quote_request',
  comment: 'blog_comment',
  data_request: 'data_request',
};

const statusOf = sql<InboxStatus>`coalesce(${inboxStates.status}, ${inbox.initialStatus})`;
const isOpen = sql`${statusOf} not in ('closed', 'spam')`;
/** Open data requests past their due date, or due within `DUE_SOON_DAYS` days. */
const DUE: Record<InboxDueFilter, SQL> = {
  overdue: and(isOpen, lt(inbox.dueAt, sql`now()`))!,
  soon: and(
    isOpen,
    gte(inbox.dueAt, sql`now()`),
    lt(inbox.dueAt, sql`now() + make_interval(days => ${DUE_SOON_DAYS})`),
  )!,
};
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const itemColumns = {
  kind: inbox.kind,
  id: inbox.submissionId,
  receivedAt: inbox.receivedAt,
  name: inbox.name,
  email: inbox.email,
  phone: inbox.phone,
  summary: inbox.summary,
  locale: inbox.locale,
  dueAt: inbox.dueAt,
  status: statusOf,
  assigneeId: staffUsers.id,
  assigneeName: staffUsers.name,
};

type ItemRow = {
  kind: string;
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  summary: string;
  locale: string;
  dueAt: string | null;
  status: InboxStatus;
  assigneeId: number | null;
  assigneeName: string | null;
};

const toItem = (row: ItemRow): InboxItem => ({
  kind: row.kind as InboxKind,
  id: row.id,
  received_at: new Date(row.receivedAt).toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  summary: row.summary,
  locale: row.locale,
  status: row.status,
  assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
  due_at: row.dueAt ? new Date(row.dueAt).toISOString() : null,
});

/** A submission's workflow state row, when staff have touched it. */
const stateOfItem = and(
  eq(inboxStates.kind, inbox.kind),
  eq(inboxStates.submissionId, inbox.submissionId),
);

function itemsQuery(db: Database) {
  return db
    .select(itemColumns)
    .from(inbox)
    .leftJoin(inboxStates, stateOfItem)
    .leftJoin(staffUsers, eq(staffUsers.id, inboxStates.assigneeId));
}

const countItems = (db: Database, where: SQL | undefined) =>
  db.select({ n: count() }).from(inbox).leftJoin(inboxStates, stateOfItem).where(where);

/**
 * A search that reads as a phone number, as its digits: `98765 43210`, `+91 98765-43210` and
 * `09876543210` find a number stored as any of them (the last ten digits, once there are more,
 * as an Indian number's +91 or 0 comes before them). Null for other words, or under six digits.
 */
export function phoneDigits(search: string): string | null {
  if (!/^[\d\s+().-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return mobileDigits(digits) ?? digits;
}

/**
 * A page of the inbox, filtered (kind, status, assignee, language, India-time dates, free text over
 * name, e-mail, phone, summary and all the person wrote) and sorted by arrival.
 */
export async function listInbox(
  db: Database,
  query: InboxQuery,
  pageSize: number,
  viewerId: number,
): Promise<{ items: InboxItem[]; total: number; newCount: number; overdueCount: number }> {
  const text = query.q ? `%${escapeLike(query.q)}%` : null;
  const digits = query.q ? phoneDigits(query.q) : null;
  const where = and(
    query.kind ? eq(inbox.kind, query.kind) : undefined,
    query.status ? sql`${statusOf} = ${query.status}` : undefined,
    query.assignee === 'me'
      ? eq(inboxStates.assigneeId, viewerId)
      : query.assignee === 'nobody'
        ? isNull(inboxStates.assigneeId)
        : undefined,
    query.locale ? eq(inbox.locale, query.locale) : undefined,
    query.due ? DUE[query.due] : undefined,
    query.from ? gte(inbox.receivedAt, istDayStart(query.from)) : undefined,
    query.to ? lt(inbox.receivedAt, istDayStart(query.to, 1)) : undefined,
    text
      ? or(
          ilike(inbox.name, text),
          ilike(inbox.email, text),
          ilike(inbox.phone, text),
          ilike(inbox.summary, text),
          ilike(inbox.searchText, text),
          digits
            ? sql`regexp_replace(${inbox.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
            : undefined,
        )
      : undefined,
  );
  // Due dates first when asking what is due: the most pressing on top.
  const order = query.due
    ? [asc(inbox.dueAt), asc(inbox.submissionId)]
    : query.sort === 'oldest'
      ? [asc(inbox.receivedAt), asc(inbox.submissionId)]
      : [desc(inbox.receivedAt), desc(inbox.submissionId)];
  const [rows, [total], [fresh], [overdue]] = await Promise.all([
    itemsQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    countItems(db, where),
    countItems(db, sql`${statusOf} = 'new'`),
    countItems(db, DUE.overdue),
  ]);
  return {
    items: (rows as ItemRow[]).map(toItem),
    total: total?.n ?? 0,
    newCount: fresh?.n ?? 0,
    overdueCount: overdue?.n ?? 0,
  };
}

export async function findInboxItem(
  db: Database,
  kind: InboxKind,
  id: number,
): Promise<InboxItem | null> {
  const [row] = await itemsQuery(db)
    .where(and(eq(inbox.kind, kind), eq(inbox.submissionId, id)))
    .limit(1);
  return row ? toItem(row as ItemRow) : null;
}

/** Staff an item may be assigned to: enabled accounts of the roles that work the inbox. */
export function listAssignees(db: Database) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(inArray(staffUsers.role, [...INBOX_ROLES]), isNull(staffUsers.disabledAt)))
    .orderBy(asc(staffUsers.name));
}

/**
 * Where an outbox mail stands, as the detail view shows it. A row taken by the worker counts its
 * attempt before the send and has no reason yet: it is being sent, not failed (issue 40: an answer
 * read "1 attempt failed (no reason given)" while it went out). Only a written reason is a failure.
 */
function mailState(
  row: Pick<OutboxRow, 'sentAt' | 'attempts' | 'lastError'>,
): InboxDetail['notification'] & object {
  return {
    state: row.sentAt
      ? 'sent'
      : row.lastError
        ? 'retrying'
        : row.attempts > 0
          ? 'sending'
          : 'waiting',
    attempts: row.attempts,
    sent_at: row.sentAt ? new Date(row.sentAt).toISOString() : null,
    last_error: row.lastError,
  };
}

/** Everything about one submission for its detail view; null when there is no such submission. */
export async function inboxDetail(
  db: Database,
  kind: InboxKind,
  id: number,
): Promise<InboxDetail | null> {
  const item = await findInboxItem(db, kind, id);
  if (!item) return null;
  const [[lead], [notice], [acknowledgement], notes, replies, moderation, assignees, request] =
    await Promise.all([
      listLeads(db, kind, { id }),
      db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.kind, OUTBOX_KIND[kind]), sql`(${outbox.payload} ->> 'id')::int = ${id}`),
        )
        .orderBy(desc(outbox.id))
        .limit(1),
      db
        .select()
        .from(outbox)
        .where(
          kind === 'data_request'
            ? and(eq(outbox.kind, 'data_ack'), sql`(${outbox.payload} ->> 'id')::int = ${id}`)
            : and(
                eq(outbox.kind, 'acknowledgement'),
                sql`${outbox.payload} ->> 'of' = ${OUTBOX_KIND[kind]}`,
                sql`(${outbox.payload} ->> 'id')::int = ${id}`,
              ),
        )
        .orderBy(desc(outbox.id))
        .limit(1),
      db
        .select({
          id: inboxNotes.id,
          author: staffUsers.name,
          body: inboxNotes.body,
          createdAt: inboxNotes.createdAt,
        })
        .from(inboxNotes)
        .innerJoin(staffUsers, eq(staffUsers.id, inboxNotes.authorId))
        .where(and(eq(inboxNotes.kind, kind), eq(inboxNotes.submissionId, id)))
        .orderBy(asc(inboxNotes.id)),
      db
        .select({
          id: inboxReplies.id,
          author: staffUsers.name,
          body: inboxReplies.body,
          createdAt: inboxReplies.createdAt,
          mail: outbox,
        })
        .from(inboxReplies)
        .innerJoin(staffUsers, eq(staffUsers.id, inboxReplies.authorId))
        .innerJoin(
          outbox,
          and(
            eq(outbox.kind, 'reply'),
            sql`(${outbox.payload} ->> 'id')::int = ${inboxReplies.id}`,
          ),
        )
        .where(and(eq(inboxReplies.kind, kind), eq(inboxReplies.submissionId, id)))
        .orderBy(asc(inboxReplies.id)),
      kind === 'comment'
        ? db
            .select({ status: blogComments.status, post: blogs.slug })
            .from(blogComments)
            .innerJoin(blogs, eq(blogs.id, blogComments.blogId))
            .where(eq(blogComments.id, id))
        : Promise.resolve([]),
      listAssignees(db),
      kind === 'data_request' ? findDataRequest(db, id) : Promise.resolve(null),
    ]);
  if (!lead) return null;
  const erasure = await findErasure(db, kind, id);
  const { consent_version, consented_at, ...fields } = lead;
  return {
    item,
    fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
    consent: { version: String(consent_version), at: String(consented_at) },
    notification: notice ? mailState(notice) : null,
    acknowledgement: acknowledgement ? mailState(acknowledgement) : null,
    notes: notes.map((note) => ({
      id: note.id,
      author: note.author,
      body: note.body,
      created_at: new Date(note.createdAt).toISOString(),
    })),
    replies: replies.map((reply) => ({
      id: reply.id,
      author: reply.author,
      body: reply.body,
      created_at: new Date(reply.createdAt).toISOString(),
      mail: mailState(reply.mail),
    })),
    moderation: moderation[0] ?? null,
    request: requestFacts(request),
    assignees,
    erasure: erasure
      ? { reason: erasure.reason, erased_at: new Date(erasure.erasedAt).toISOString() }
      : null,
  };
}

/** A data request's own facts, as its inbox page shows them; null for one not proved (never listed). */
function requestFacts(request: DataRequestRow | null): InboxDetail['request'] {
  if (!request?.verifiedAt || !request.dueAt) return null;
  return {
    reference: request.reference,
    right: request.right,
    details: request.details,
    nominee: request.nomineeName
      ? { name: request.nomineeName, contact: request.nomineeContact ?? '' }
      : null,
    channel: request.channel,
    verified_at: new Date(request.verifiedAt).toISOString(),
    due_at: new Date(request.dueAt).toISOString(),
  };
}

/** Sets the status and/or assignee of a submission (making its state row on the first change). */
export async function updateInboxState(
  db: Database,
  kind: InboxKind,
  id: number,
  change: { status?: InboxStatus; assigneeId?: number | null },
): Promise<void> {
  const set = {
    ...(change.status !== undefined ? { status: change.status } : {}),
    ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
    updatedAt: new Date().toISOString(),
  };
  await db
    .insert(inboxStates)
    .values({ kind, submissionId: id, ...set })
    .onConflictDoUpdate({ target: [inboxStates.kind, inboxStates.submissionId], set });
}

export async function addInboxNote(
  db: Database,
  kind: InboxKind,
  id: number,
  authorId: number,
  body: string,
): Promise<number> {
  const [row] = await db
    .insert(inboxNotes)
    .values({ kind, submissionId: id, authorId, body })
    .returning({ id: inboxNotes.id });
  return row!.id;
}

/** Keeps a staff member's answer with the submission and queues its mail; call inside the transaction that audits it. */
export async function addInboxReply(
  db: Database,
  kind: InboxKind,
  id: number,
  authorId: number,
  body: string,
): Promise<number> {
  const [row] = await db
    .insert(inboxReplies)
    .values({ kind, submissionId: id, authorId, body })
    .returning({ id: inboxReplies.id });
  await db.insert(outbox).values({ kind: 'reply', payload: { id: row!.id } });
  return row!.id;
}

/** A reply with the submission it answers, for the mail worker; null when erased since. */
export async function findInboxReply(db: Database, replyId: number) {
  const [row] = await db.select().from(inboxReplies).where(eq(inboxReplies.id, replyId));
  return row ?? null;
}

/** Approves or rejects a blog comment; returns the post's slug, or null when there is no such comment. */
export async function moderateComment(
  db: Database,
  id: number,
  status: 'approved' | 'rejected',
): Promise<string | null> {
  const [row] = await db
    .update(blogComments)
    .set({ status })
    .where(eq(blogComments.id, id))
    .returning({ blogId: blogComments.blogId });
  if (!row) return null;
  const [post] = await db.select({ slug: blogs.slug }).from(blogs).where(eq(blogs.id, row.blogId));
  return post?.slug ?? null;
}

/** The most rows one export holds; past it, narrow the filters. */
export const EXPORT_LIMIT = 50_000;

const COMMON_COLUMNS = [
  'kind',
  'id',
  'received_at',
  'status',
  'assigned_to',
  'name',
  'email',
  'phone',
  'summary',
  'language',
] as const;

/**
 * The filtered inbox as records for a CSV export, in the list's order, times in India's time. One
 * kind: every field of that kind with its status and assignee; several: the fields they share.
 */
export async function exportInbox(
  db: Database,
  query: InboxQuery,
  viewerId: number,
): Promise<{ columns: string[]; records: Lead[] }> {
  const { items } = await listInbox(db, { ...query, page: 1 }, EXPORT_LIMIT, viewerId);
  const workflow = (item: InboxItem) => ({
    status: item.status,
    assigned_to: item.assignee?.name ?? '',
  });
  if (!query.kind) {
    return {
      columns: [...COMMON_COLUMNS],
      records: items.map((item) => ({
        kind: item.kind,
        id: item.id,
        received_at: istTimestamp(item.received_at),
        ...workflow(item),
        name: item.name,
        email: item.email,
        phone: item.phone,
        summary: item.summary,
        language: languageName(item.locale),
      })),
    };
  }
  const byId = new Map((await listLeads(db, query.kind)).map((lead) => [lead['id'], lead]));
  const [first, ...rest] = LEAD_COLUMNS[query.kind];
  return {
    columns: [first!, 'status', 'assigned_to', ...rest],
    records: items.flatMap((item) => {
      const lead = byId.get(item.id);
      return lead ? [{ ...lead, ...workflow(item) }] : [];
    }),
  };
}
