import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { consentColumns, createdAt, localeColumn } from './columns.js';
import { blogs } from './content.js';

/*
 * What visitors send. Each submission keeps the privacy-notice version the visitor agreed to and
 * when (DPDP Act), and the language of the page it was sent from; each is stored in one
 * transaction with its notification in the outbox.
 */

/** Spec §3's partner enquiry: type 1 is a vendor (vendor_type), type 2 a business partner (business_type). */
export const partnerEnquiries = pgTable(
  'partner_enquiries',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    businessType: text('business_type'),
    vendorType: text('vendor_type'),
    message: text('message').notNull(),
    ...consentColumns(),
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    check('partner_enquiries_type_check', sql`${t.type} in (1, 2)`),
    index('partner_enquiries_created_idx').on(t.createdAt),
  ],
);
export type PartnerEnquiryRow = typeof partnerEnquiries.$inferSelect;

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ...consentColumns(),
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** One row per address, whatever its letter case. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ...consentColumns(),
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(sql`lower(${t.email})`),
    index('newsletter_subscriptions_created_idx').on(t.createdAt),
  ],
);
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * A request for a quotation: what is shipped, from where to where, on which Incoterms rule, its
 * weight (kg) and size (cm), the add-ons asked for, and the service named when it came from a
 * service's Book other services form.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    freightType: text('freight_type').notNull(),
    departureCity: text('departure_city').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    incoterms: text('incoterms').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    widthCm: doublePrecision('width_cm').notNull(),
    lengthCm: doublePrecision('length_cm').notNull(),
    fragile: boolean('fragile').notNull(),
    expressDelivery: boolean('express_delivery').notNull(),
    insurance: boolean('insurance').notNull(),
    packaging: boolean('packaging').notNull(),
    service: text('service').notNull(),
    message: text('message').notNull(),
    ...consentColumns(),
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'quote_requests_measures_check',
      sql`${t.weightKg} > 0 and ${t.heightCm} > 0 and ${t.widthCm} > 0 and ${t.lengthCm} > 0`,
    ),
    index('quote_requests_created_idx').on(t.createdAt),
  ],
);
export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * Comments on blog posts, and replies to them (`parent_id`). Each is `pending` until staff approve
 * (or reject) it; only approved ones are ever shown.
 */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => blogComments.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    comment: text('comment').notNull(),
    status: text('status', { enum: COMMENT_STATUSES }).notNull().default('pending'),
    ...consentColumns(),
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    check('blog_comments_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('blog_comments_blog_idx').on(t.blogId, t.status, t.createdAt),
    index('blog_comments_created_idx').on(t.createdAt),
  ],
);
export type BlogCommentRow = typeof blogComments.$inferSelect;

export const OUTBOX_KINDS = [
  'partner_enquiry',
  'contact_message',
  'newsletter_subscription',
  'quote_request',
  'blog_comment',
  // Mails to one staff member (payload: their account's id; the link is made as the mail goes out), not to the company.
  'staff_invite',
  'password_reset',
  // The mail to the visitor who sent a submission (payload: its id, and `of`, its kind): what we received, and how to withdraw.
  'acknowledgement',
  // A staff member's answer to a submission, written in the inbox (payload: the `inbox_replies` row's id).
  'reply',
  // A data request proved by its code, for the company to work (payload: the `data_requests` row's id).
  'data_request',
  // To the address a data request concerns: its one-time code, then (once proved) its reference
  // and status code (payload: the request's id and `code`, removed once the mail is sent).
  'data_code',
  'data_ack',
  // The copy of a person's data, for a request (payload: the request's id); put together as it is sent.
  'data_copy',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
/** The outbox kinds that tell the company about a submission. */
export type SubmissionOutboxKind = Exclude<
  OutboxKind,
  | 'staff_invite'
  | 'password_reset'
  | 'acknowledgement'
  | 'reply'
  | 'data_code'
  | 'data_ack'
  | 'data_copy'
>;

/**
 * Notification e-mails waiting to go out. A row names the submission it is about (the payload
 * holds its id, no personal data); the mail worker sends it and records the outcome.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    /**
     * The submission's id (with `of`, its kind, for an acknowledgement), or the staff account's (its
     * link is made as the mail goes out), or a data request's with its code (removed once the mail is sent).
     */
    payload: jsonb('payload')
      .$type<{ id: number; of?: SubmissionOutboxKind; code?: string }>()
      .notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /**
     * The mail's Message-ID is `<{message_key}@{sender's domain}>`: random, so that a mail tells no
     * one how many went before it (a row's id did), and the same at each try of the row.
     */
    messageKey: uuid('message_key').notNull().defaultRandom(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    // An inbox page finds its submission's notification, acknowledgement and answers by kind and id.
    index('outbox_subject_idx').on(t.kind, sql`((${t.payload} ->> 'id')::int)`),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;

/** Bot-check tokens already accepted (a hash of each), kept until they would have expired anyway. */
export const usedCaptchaTokens = pgTable(
  'used_captcha_tokens',
  {
    hash: text('hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('used_captcha_tokens_expires_idx').on(t.expiresAt)],
);
