import { z } from 'zod';
import { pageNumberSchema, searchWordsSchema } from './paging.js';
import { MESSAGES } from './messages.js';
import { DATA_RIGHTS } from './data-rights.js';
import {
  INBOX_ASSIGNEE_FILTERS,
  INBOX_DUE_FILTERS,
  INBOX_KINDS,
  INBOX_MESSAGES,
  INBOX_SORTS,
  INBOX_STATUSES,
  NOTE_MAX_LENGTH,
  REPLY_MAX_LENGTH,
} from './inbox-text.js';
import { LOCALE_CODES } from './locales.js';

/*
 * The staff inbox (`/api/admin/inbox`, issue 10): every submission of the public forms, worked
 * through a status workflow with an assignee and internal notes.
 */

const isoDate = z.iso.date('Use a date as YYYY-MM-DD.');

/** The inbox's filters, sort and page, as its address carries them. */
export const InboxQuerySchema = z
  .object({
    kind: z.enum(INBOX_KINDS, 'Choose a kind from the list.').optional(),
    status: z.enum(INBOX_STATUSES, 'Choose a status from the list.').optional(),
    assignee: z.enum(INBOX_ASSIGNEE_FILTERS, 'Choose from the list.').optional(),
    /** Open data requests past their due date, or due soon. */
    due: z.enum(INBOX_DUE_FILTERS, 'Choose from the list.').optional(),
    /** The language it was sent in: one the site speaks (`LOCALE_CODES`). */
    locale: z
      .enum(LOCALE_CODES as [string, ...string[]], 'Choose a language from the list.')
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    q: searchWordsSchema,
    sort: z.enum(INBOX_SORTS, 'Choose an order from the list.').default('newest'),
    page: pageNumberSchema,
  })
  // Dates the wrong way round match nothing: say so, rather than show an empty inbox.
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: MESSAGES.datesOutOfOrder,
  });
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

export const InboxParamsSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const StaffRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const InboxItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  received_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  summary: z.string(),
  /**
   * The language it was sent in (`hi` from a `/hi/…` page): a code, not an enum, so that a
   * submission in a language since taken off the site still shows.
   */
  locale: z.string(),
  status: z.enum(INBOX_STATUSES),
  assignee: StaffRefSchema.nullable(),
  /** A data request's latest day to answer (null for other kinds). */
  due_at: z.string().nullable(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const InboxListSchema = z.object({
  items: z.array(InboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Submissions still `new`, across kinds: the count the staff pages show. */
  new_count: z.number().int(),
  /** Data requests not closed past their due date: the overview flags them. */
  overdue_count: z.number().int(),
});
export type InboxList = z.infer<typeof InboxListSchema>;

export const InboxNoteSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});

/**
 * What became of the e-mail that told the company about the submission: `waiting` in the outbox,
 * `sending` (taken by the mail worker, its outcome not yet known), `retrying` after a failure
 * (`last_error` says why), or `sent`.
 */
export const NotificationStateSchema = z.object({
  state: z.enum(['waiting', 'sending', 'sent', 'retrying']),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});

/** A staff member's e-mail answer to a submission, and what became of its mail. */
export const InboxReplySchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
  mail: NotificationStateSchema,
});
export type InboxReply = z.infer<typeof InboxReplySchema>;

export const InboxReplyInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, INBOX_MESSAGES.writeReply)
    .max(REPLY_MAX_LENGTH, `Keep a reply under ${REPLY_MAX_LENGTH} characters.`),
  close: z.boolean().default(false).describe('also close the submission'),
});
export type InboxReplyInput = z.infer<typeof InboxReplyInputSchema>;

export const InboxDetailSchema = z.object({
  item: InboxItemSchema,
  /** Every field as stored, in the export's order (`npm run leads`). */
  fields: z.array(
    z.object({ name: z.string(), value: z.union([z.string(), z.number(), z.null()]) }),
  ),
  consent: z.object({ version: z.string(), at: z.string() }),
  notification: NotificationStateSchema.nullable(),
  /** The e-mail to the sender acknowledging what they sent (decision 046); null when none was queued (over the day's cap, or before it existed). */
  acknowledgement: NotificationStateSchema.nullable(),
  notes: z.array(InboxNoteSchema),
  /** Staff's e-mail answers to the sender, oldest first. */
  replies: z.array(InboxReplySchema),
  /** A blog comment's moderation state: only approved ones are shown on the post. */
  moderation: z
    .object({ status: z.enum(['pending', 'approved', 'rejected']), post: z.string() })
    .nullable(),
  /** Who an item can be assigned to: enabled staff of the sales and admin roles. */
  assignees: z.array(StaffRefSchema),
  /** Its personal data was erased (on request, or past the retention period): a tombstone. */
  /** A data request's own facts (kind `data_request`), null for other kinds. */
  request: z
    .object({
      reference: z.string(),
      right: z.enum(DATA_RIGHTS),
      details: z.string(),
      nominee: z.object({ name: z.string(), contact: z.string() }).nullable(),
      channel: z.enum(['web', 'staff']),
      verified_at: z.string(),
      due_at: z.string(),
    })
    .nullable(),
  erasure: z
    .object({
      reason: z
        .enum(['request', 'retention', 'withdrawal'])
        .describe('withdrawal: the sender withdrew consent by the link in its acknowledgement'),
      erased_at: z.string(),
    })
    .nullable(),
});
export type InboxDetail = z.infer<typeof InboxDetailSchema>;

export const InboxUpdateSchema = z
  .object({
    status: z.enum(INBOX_STATUSES).optional(),
    assignee_id: z.number().int().positive().nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.assignee_id !== undefined, {
    message: 'Change the status or the assignee.',
    path: ['status'],
  });
export type InboxUpdate = z.infer<typeof InboxUpdateSchema>;

export const InboxNoteInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write the note.')
    .max(NOTE_MAX_LENGTH, `Keep a note under ${NOTE_MAX_LENGTH} characters.`),
});

export const ModerationSchema = z.object({ decision: z.enum(['approve', 'reject']) });

/** A person's request to be erased (DPDP Act): their e-mail address, their mobile number, or both. */
export const ErasureRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.email('Enter a valid e-mail address.').optional()),
    mobile: z
      .string()
      .trim()
      .max(20)
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine(
        (value) => value === undefined || value.replace(/\D/g, '').length >= 10,
        'Enter a 10-digit mobile number.',
      ),
  })
  .refine((value) => value.email || value.mobile, {
    path: ['email'],
    message: 'Enter the e-mail address or the mobile number to erase.',
  });
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;

export const ErasureResultSchema = z.object({
  erased: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export type ErasureResult = z.infer<typeof ErasureResultSchema>;

/** What the erasure screen tells admins of the daily erasure: after how many days (null: it does not run). */
export const RetentionSchema = z.object({ retention_days: z.number().int().nullable() });
export type Retention = z.infer<typeof RetentionSchema>;

/** How far back a request staff log may have been received: they log it when it comes, not a year on. */
export const DATA_REQUEST_LOG_MAX_DAYS = 365;

/**
 * A data request staff log for someone who asked by phone, by letter or in person (no mailbox to
 * prove, or none at all): who asked, how staff checked it was them, and the day it came, from
 * which its due date counts.
 */
export const DataRequestLogSchema = z
  .object({
    right: z.enum(DATA_RIGHTS, 'Choose what they ask for.'),
    name: z
      .string()
      .trim()
      .min(1, 'Enter their name.')
      .max(100, 'Keep the name under 100 characters.'),
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((value) => value || '')
      .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address, or none.')])),
    mobile: z
      .string()
      .trim()
      .max(20)
      .optional()
      .transform((value) => value || '')
      .refine(
        (value) => value === '' || value.replace(/\D/g, '').length >= 10,
        'Enter a 10-digit mobile number, or none.',
      ),
    details: z
      .string()
      .trim()
      .max(5000, 'Keep the details under 5,000 characters.')
      .optional()
      .default(''),
    nominee_name: z.string().trim().max(100).optional().default(''),
    nominee_contact: z.string().trim().max(254).optional().default(''),
    received_on: isoDate,
    verified_how: z
      .string()
      .trim()
      .min(1, 'Say how you checked that it was them asking.')
      .max(500, 'Keep it under 500 characters.'),
    /** The language to write to them in. */
    locale: z
      .enum(LOCALE_CODES as [string, ...string[]], 'Choose a language from the list.')
      .default('en'),
  })
  .refine((value) => value.email || value.mobile, {
    path: ['email'],
    message: 'Enter their e-mail address or mobile number, so that the answer can reach them.',
  })
  .refine(
    (value) => value.right !== 'nomination' || (value.nominee_name && value.nominee_contact),
    { path: ['nominee_name'], message: 'Enter the nominee’s name and how to reach them.' },
  )
  .refine((value) => Date.parse(`${value.received_on}T00:00:00+05:30`) <= Date.now(), {
    path: ['received_on'],
    message: 'The day it was received cannot be in the future.',
  })
  .refine(
    (value) =>
      Date.parse(`${value.received_on}T00:00:00+05:30`) >
      Date.now() - (DATA_REQUEST_LOG_MAX_DAYS + 1) * 86_400_000,
    {
      path: ['received_on'],
      message: `Log requests received within the last ${DATA_REQUEST_LOG_MAX_DAYS} days.`,
    },
  );
export type DataRequestLog = z.infer<typeof DataRequestLogSchema>;

/*
 * Working a data request (issue 30, slice 5): the copy of everything stored for the address it
 * concerns, a correction of one field of a submission, and erasure from the request. Admins only,
 * as the erasure screen is.
 */

const FieldSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.null()]),
});

/** One submission in a person's copy: every field as stored, and what the company did with it. */
export const CopiedSubmissionSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  received_at: z.string(),
  fields: z.array(FieldSchema),
  status: z.enum(INBOX_STATUSES),
  assigned_to: z.string().nullable(),
  notified_at: z.string().nullable().describe('when the company was told of it by e-mail'),
  acknowledged_at: z.string().nullable().describe('when its sender was sent the acknowledgement'),
  processing: z
    .array(
      z.object({
        at: z.string(),
        action: z.string(),
        by: z.string().describe('the staff member; empty for the sender or the site itself'),
      }),
    )
    .describe('who did what with it (the audit log)'),
  replies: z.array(z.object({ at: z.string(), by: z.string(), body: z.string() })),
});
export type CopiedSubmission = z.infer<typeof CopiedSubmissionSchema>;

/** Everything stored for one e-mail address (matched in any letter case, never by mobile number). */
export const PersonalDataCopySchema = z.object({
  email: z.string(),
  submissions: z.array(CopiedSubmissionSchema),
  requests: z.array(
    z.object({
      reference: z.string(),
      right: z.enum(DATA_RIGHTS),
      received_at: z.string(),
      due_at: z.string(),
      status: z.enum(INBOX_STATUSES),
    }),
  ),
});
export type PersonalDataCopy = z.infer<typeof PersonalDataCopySchema>;

/** The fields a correction may change: who the person is and how to reach them; never what they wrote. */
export const CORRECTABLE_FIELDS = ['name', 'email', 'phone'] as const;
export const CORRECTABLE_FIELD_LABELS: Record<(typeof CORRECTABLE_FIELDS)[number], string> = {
  name: 'Name',
  email: 'E-mail address',
  phone: 'Phone or mobile number',
};

export const DataCorrectionSchema = z.object({
  field: z.enum(CORRECTABLE_FIELDS, 'Choose the field to correct.'),
  value: z
    .string()
    .trim()
    .min(1, 'Enter the corrected value.')
    .max(254, 'Keep it under 255 characters.'),
});
export type DataCorrection = z.infer<typeof DataCorrectionSchema>;
