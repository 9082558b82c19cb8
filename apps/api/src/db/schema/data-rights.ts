import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { DATA_RIGHTS } from '@harsh/contract';
import { consentColumns, createdAt, localeColumn } from './columns.js';
import { OUTBOX_KINDS, type SubmissionOutboxKind } from './submissions.js';

/**
 * A person's request about their own data (issue 30, decision 047): made on `/your-data` (channel
 * `web`) or logged by staff for someone who asked by phone or letter (`staff`). A web request is
 * acted on only once the one-time code mailed to its address comes back (`verified_at`); until
 * then only `pending_hash` names it, and an unproved one is deleted after a day. Proved, it has a
 * due date (fixed then: a later change of the company's period does not move it) and a status
 * code for its status page, kept as a hash. Not erased with the person's submissions: it is the
 * record that the company answered.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    right: text('right', { enum: DATA_RIGHTS }).notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    details: text('details').notNull().default(''),
    nomineeName: text('nominee_name'),
    nomineeContact: text('nominee_contact'),
    ...consentColumns(),
    locale: localeColumn(),
    channel: text('channel', { enum: ['web', 'staff'] })
      .notNull()
      .default('web'),
    /** SHA-256 of the token the browser holds between the form and the code; null once proved. */
    pendingHash: text('pending_hash').unique(),
    /** Wrong codes typed; at `DATA_REQUEST_CODE_ATTEMPTS` the request must be made again. */
    codeFailures: smallint('code_failures').notNull().default(0),
    statusCodeHash: text('status_code_hash'),
    /**
     * No longer read or written: wrong status codes are counted per network now
     * (`data_request_status_failures`). Kept while an instance of an earlier release may still
     * select them during a rolling deploy; a later migration drops them.
     */
    statusFailures: smallint('status_failures').notNull().default(0),
    statusLockedUntil: timestamp('status_locked_until', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'string' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check(
      'data_requests_right_check',
      sql`${t.right} in ('access', 'correction', 'erasure', 'withdrawal', 'nomination', 'grievance')`,
    ),
    check('data_requests_channel_check', sql`${t.channel} in ('web', 'staff')`),
    index('data_requests_email_idx').on(sql`lower(${t.email})`),
    index('data_requests_due_idx')
      .on(t.dueAt)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);
export type DataRequestRow = typeof dataRequests.$inferSelect;

/** The one-time codes mailed for data requests: only a hash of each, valid for minutes, used once. */
export const dataRequestCodes = pgTable(
  'data_request_codes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => dataRequests.id, { onDelete: 'cascade' }),
    /** SHA-256 of the pending token and the code together: a code is worth nothing without its request. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('data_request_codes_request_idx').on(t.requestId)],
);

/**
 * Wrong status codes for a proved request, counted per network that sent them (`networkOf`: an
 * IPv4 address, an IPv6 /64): at `STATUS_ATTEMPTS` that network rests for `STATUS_LOCK_MINUTES`,
 * while the request's owner elsewhere still gets in (issue 40; before, one count per request let
 * whoever knew a reference keep its owner out). A right code from the network ends its row.
 */
export const dataRequestStatusFailures = pgTable(
  'data_request_status_failures',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => dataRequests.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    failures: smallint('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.network] })],
);

/** Why a submission was erased: the person asked staff, it outlived the retention period, or the person withdrew consent by a link. */
export const ERASURE_REASONS = ['request', 'retention', 'withdrawal'] as const;

/**
 * Submissions whose personal data was erased (India's DPDP Act): on the person's request, or when
 * older than `RETENTION_DAYS`. The submission's row stays as a tombstone (kind, id, dates, what
 * was not personal); its name, contact details and free text are gone.
 */
export const erasures = pgTable(
  'erasures',
  {
    kind: text('kind').notNull(),
    submissionId: integer('submission_id').notNull(),
    reason: text('reason', { enum: ERASURE_REASONS }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.submissionId] }),
    check('erasures_reason_check', sql`${t.reason} in ('request', 'retention', 'withdrawal')`),
  ],
);

/**
 * The links in acknowledgement e-mails that withdraw consent to one submission (and unsubscribe a
 * newsletter address, RFC 8058). Only the token's SHA-256 is kept, never the token: the database
 * alone cannot withdraw anyone. Each mail gets a fresh token; all stay valid while the submission
 * exists, and answer "already withdrawn" once it is erased (decision 046).
 */
export const consentLinks = pgTable(
  'consent_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: OUTBOX_KINDS }).$type<SubmissionOutboxKind>().notNull(),
    submissionId: integer('submission_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_links_submission_idx').on(t.kind, t.submissionId)],
);
