import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  pgView,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { updatedAt, createdAt } from './columns.js';
import { staffUsers } from './staff.js';

/*
 * Staff's work on what visitors sent: each submission's status and assignee, notes and replies, and
 * the `inbox` view over every kind.
 */

export const INBOX_STATUSES = ['new', 'in_progress', 'closed', 'spam'] as const;

/**
 * Where staff have got to with a submission: its status and who has it. A submission without a
 * row has its initial status (the `inbox` view's) and no assignee; the first change makes the row.
 */
export const inboxStates = pgTable(
  'inbox_states',
  {
    kind: text('kind').notNull(),
    submissionId: integer('submission_id').notNull(),
    status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.submissionId] }),
    check(
      'inbox_states_status_check',
      sql`${t.status} in ('new', 'in_progress', 'closed', 'spam')`,
    ),
    index('inbox_states_status_idx').on(t.status),
  ],
);

/** Staff's internal notes on a submission; never shown to the person who sent it. */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    submissionId: integer('submission_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_notes_submission_idx').on(t.kind, t.submissionId)],
);

/**
 * Staff's e-mail answers to a submission, written in the inbox (issue 30, point 5): the thread is
 * kept with the submission, and the outbox (kind `reply`, payload the reply's id) sends each one
 * from the site's address with the company's to reply to. Erased with the submission.
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    submissionId: integer('submission_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_replies_submission_idx').on(t.kind, t.submissionId)],
);

/**
 * Every submission of every kind as one list (a view over the submission tables, migration 0008):
 * its kind and id, when it came, who sent it and a one-line summary.
 */
export const inbox = pgView('inbox', {
  kind: text('kind').notNull(),
  submissionId: integer('submission_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  summary: text('summary').notNull(),
  /** The status before staff touch it: `new`, or `closed` for a comment already moderated. */
  initialStatus: text('initial_status').notNull(),
  /** Every word the person wrote beyond name and contact details, for the free-text search (migration 0021). */
  searchText: text('search_text').notNull(),
  /** The language it was sent in (migration 0028). */
  locale: text('locale').notNull(),
  /** A data request's latest day to answer; null for other kinds (migration 0033). */
  dueAt: timestamp('due_at', { withTimezone: true, mode: 'string' }),
}).existing();
