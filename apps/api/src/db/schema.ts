import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  pgView,
  primaryKey,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DATA_RIGHTS, STAFF_ROLES } from '@harsh/contract';

/** PostgreSQL full-text vector, kept up to date by the database as a generated column. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Bytes as PostgreSQL keeps them (`bytea`); both drivers hand them over as a `Uint8Array`. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const pages = pgTable(
  'pages',
  {
    number: integer('number').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    bannerImage: text('banner_image').notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(content_text, '')), 'B')`,
    ),
  },
  (t) => [index('pages_search_idx').using('gin', t.searchVector)],
);
export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    image: text('image').notNull(),
    /** One of the contract's SERVICE_ICONS. */
    icon: text('icon').notNull().default('road'),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description_text, '')), 'B')`,
    ),
  },
  (t) => [index('services_search_idx').using('gin', t.searchVector)],
);
export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    excerpt: text('excerpt').notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    author: text('author').notNull(),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '') || ' ' || coalesce(content_text, '')), 'B')`,
    ),
  },
  (t) => [
    index('blogs_published_idx').on(t.publishedAt),
    index('blogs_search_idx').using('gin', t.searchVector),
  ],
);
export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;

export const galleryItems = pgTable('gallery_items', {
  id: integer('id').primaryKey(),
  /** Its place in the gallery, which staff set; new pictures go last. */
  position: integer('position').notNull().default(0),
  image: text('image').notNull(),
  title: text('title').notNull(),
});
export type GalleryItemRow = typeof galleryItems.$inferSelect;

/** A city as addresses write it, in SQL: the same mapping as the contract's `citySlug()`. */
export const citySlugSql = (city: AnyPgColumn) =>
  sql`trim(both '-' from regexp_replace(lower(${city}), '[^a-z]+', '-', 'g'))`;

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    locationName: text('location_name').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    pinCode: text('pin_code').notNull(),
    phoneNo: text('phone_no').notNull(),
    email: text('email').notNull(),
    /** With the city, the branch's address on the site: `/branches/{city}/{slug}`. */
    slug: text('slug').notNull(),
    /** schema.org `openingHours` values, e.g. `Mo-Sa 09:30-18:30`; `Mo-Su 00:00-23:59` is round the clock. */
    openingHours: jsonb('opening_hours')
      .$type<string[]>()
      .notNull()
      .default(sql`'["Mo-Sa 09:30-18:30"]'::jsonb`),
    /** Slugs of the services this branch offers. */
    serviceSlugs: jsonb('service_slugs')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Where the branch is, roughly: for "nearest other branches". */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    updatedAt: updatedAt(),
    /** For the site's search: a visitor looks for a branch by its name, city, area or pin code (decision 029). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(location_name, '') || ' ' || coalesce(city, '')), 'A') || setweight(to_tsvector('english', coalesce(address, '') || ' ' || coalesce(state, '') || ' ' || coalesce(pin_code, '')), 'B')`,
    ),
  },
  (t) => [
    index('branches_search_idx').using('gin', t.searchVector),
    index('branches_city_idx').on(t.city),
    index('branches_state_idx').on(t.state),
    index('branches_pin_code_idx').on(t.pinCode.op('text_pattern_ops')),
    uniqueIndex('branches_city_slug_idx').on(t.city, t.slug),
    // A branch's address is its city as addresses write it and its slug: one branch each.
    uniqueIndex('branches_address_idx').on(citySlugSql(t.city), t.slug),
  ],
);
export type BranchRow = typeof branches.$inferSelect;
export type NewBranchRow = typeof branches.$inferInsert;

/*
 * The home variants' content types (issue 9): each row has its place in its list (`position`)
 * and its last change, so that staff can reorder and edit them (issue 11).
 */
const listColumns = () => ({
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable('testimonials', {
  ...listColumns(),
  quote: text('quote').notNull(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
  image: text('image').notNull(),
});

export const plans = pgTable('plans', {
  ...listColumns(),
  type: text('type').notNull(),
  price: doublePrecision('price').notNull(),
  currency: text('currency').notNull(),
  period: text('period').notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
  featured: boolean('featured').notNull().default(false),
});

export const projects = pgTable('projects', {
  ...listColumns(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  caption: text('caption').notNull(),
});

export const clients = pgTable('clients', {
  ...listColumns(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  sector: text('sector').notNull(),
});

export const achievements = pgTable('achievements', {
  ...listColumns(),
  value: doublePrecision('value').notNull(),
  prefix: text('prefix').notNull().default(''),
  suffix: text('suffix').notNull().default(''),
  label: text('label').notNull(),
  /** A company fact whose figure this shows instead of `value` (issue 27): `branches`, `branches_since`… */
  fact: text('fact'),
});

export const solutions = pgTable('solutions', {
  ...listColumns(),
  serial: text('serial').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  link: text('link').notNull(),
});

/** Small named documents of site-wide facts (for now: `company`). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The words of the home pages and of the routes that are no content page (issue 27): one document
 * each, by kind (`home`, `texts`) and key (`index2`, `contact-us`), as its editing form gives it.
 */
export const siteTexts = pgTable(
  'site_texts',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check('site_texts_kind_check', sql`${t.kind} in ('home', 'texts', 'blocks')`),
  ],
);

/*
 * What visitors send. Each submission keeps the privacy-notice version the visitor agreed to and
 * when (DPDP Act), and the language of the page it was sent from; each is stored in one
 * transaction with its notification in the outbox.
 */

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const consentColumns = () => ({
  consentVersion: text('consent_version').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'string' }).notNull(),
});
/**
 * The language it was sent in, a code of `LOCALES` (`hi`). Not checked against them here: a
 * language is a setting, and one taken off the site leaves its submissions as they were. Rows
 * from before the site spoke Hindi were all sent in English (migration 0028).
 */
const localeColumn = () => text('locale').notNull().default('en');

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

/*
 * The staff side (issue 10): accounts, their sessions, single-use links and the audit log.
 */

/** A staff account. No password until the person sets one (first admin set-up, invitation). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case: one account per address, however it is typed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** argon2id, in the PHC string format (its parameters and salt included). */
    passwordHash: text('password_hash'),
    /** Two-step sign-in (TOTP, RFC 6238): the shared secret (base32) once enabled, and one being set up. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'string' }),
    /** The time step of the last code accepted: a code is never taken twice. */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 of each unused recovery code. */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'string' }),
    /**
     * When every session of the account was last ended (new password, turned off, sessions ended
     * by an admin or by the person, two-step sign-in reset): browsers it signed in from before
     * are strangers again to the sign-in limits (decision 030).
     */
    sessionsEndedAt: timestamp('sessions_ended_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_users_email_idx').on(t.email),
    // The contract's roles, as SQL: a new role is a generated migration.
    check(
      'staff_users_role_check',
      sql`${t.role} in (${sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '))})`,
    ),
    check('staff_users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);
export type StaffUserRow = typeof staffUsers.$inferSelect;

/**
 * A signed-in browser. The id is the SHA-256 of the cookie's token, so a read of this table
 * cannot be replayed as a session. It ends at `idle_expires_at` (moved on by use) or
 * `expires_at` (fixed at sign-in), whichever comes first, or when revoked (row deleted).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** `two_factor`: the five minutes between a right password and the code, for an account with two-step sign-in. */
export const STAFF_TOKEN_KINDS = ['setup', 'invite', 'reset', 'two_factor'] as const;
export type StaffTokenKind = (typeof STAFF_TOKEN_KINDS)[number];

/** Single-use links (first admin set-up, invitations, password resets), by the SHA-256 of their token. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: STAFF_TOKEN_KINDS }).notNull(),
    userId: integer('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_tokens_kind_check', sql`${t.kind} in ('setup', 'invite', 'reset', 'two_factor')`),
  ],
);

/**
 * What staff did, and every sign-in attempt: who, when, from which address, what. Append-only:
 * a trigger refuses updates and deletes (migration 0007).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** No foreign key: the log outlives what it names, and is never updated. */
    actorId: integer('actor_id'),
    /** The e-mail address as typed on a failed sign-in, or the actor's; kept after an account is gone. */
    actorEmail: text('actor_email'),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_actor_email_idx').on(t.actorEmail, t.at),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

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

/*
 * Content editing (issue 11). The content tables above stay what the public site reads: the live
 * version. Staff work on revisions; publishing copies a revision into its live row.
 */

/** Every saved version of an editable item: its whole document as the editing form sends it. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    /** The kind of item (`pages`, `settings`, …) and its key within the kind (a page's number, `company`). */
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    /** The language of the words (issue 29): 'en' for the item itself, another code for a translation's own chain. */
    locale: text('locale').notNull().default('en'),
    /** 1, 2, 3, … within the item and language. */
    number: integer('number').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    /** Null for the snapshot of the content as it was before anyone edited it. */
    authorId: integer('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_revisions_item_locale_number_idx').on(
      t.kind,
      t.itemKey,
      t.locale,
      t.number,
    ),
  ],
);
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;

/** Each edited item's state: its newest revision (for conflict checks) and the one that is live. */
export const contentItems = pgTable(
  'content_items',
  {
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    /** One state per language: a translation is drafted and published on its own chain. */
    locale: text('locale').notNull().default('en'),
    latestRevision: integer('latest_revision').notNull(),
    liveRevision: integer('live_revision'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    publishedBy: integer('published_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** When the item was deleted: gone from the site and the lists; its revisions stay, as history does. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemKey, t.locale] })],
);
export type ContentItemRow = typeof contentItems.$inferSelect;

/**
 * A publish at a chosen time, and optionally an unpublish after it: at `unpublish_at` the version
 * that was live before (`replaced_revision`) goes back up, unless someone published another since.
 * A publish done at once with an end time is a row whose publish is already done.
 */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    locale: text('locale').notNull().default('en'),
    revision: integer('revision').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** When the publish ran; null while it waits. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    /** The version live just before the publish: what an unpublish brings back. */
    replacedRevision: integer('replaced_revision'),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true, mode: 'string' }),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true, mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
    /** What happened when it ran, when that was not what was planned (the item changed meanwhile). */
    outcome: text('outcome'),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_schedules_item_idx').on(t.kind, t.itemKey),
    index('content_schedules_due_publish_idx')
      .on(t.publishAt)
      .where(sql`published_at is null and cancelled_at is null`),
    index('content_schedules_due_unpublish_idx')
      .on(t.unpublishAt)
      .where(sql`unpublish_at is not null and unpublished_at is null and cancelled_at is null`),
  ],
);
export type ContentScheduleRow = typeof contentSchedules.$inferSelect;

/**
 * A link that shows one revision of an item to anyone who has it, without an account: for a
 * manager or a client to look before it is published. Only the token's hash is kept; the link
 * works until `expires_at` (at most a day) or until someone revokes it.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    locale: text('locale').notNull().default('en'),
    revision: integer('revision').notNull(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('preview_links_token_idx').on(t.tokenHash),
    index('preview_links_item_idx').on(t.kind, t.itemKey),
  ],
);
export type PreviewLinkRow = typeof previewLinks.$inferSelect;

/** Where a translation's words came from: per top-level field, a hash of the English words; the English revision shown. */
export interface TranslationSource {
  revision: number;
  fields: Record<string, string>;
}

/**
 * The live translations (issue 29, decision 044): one row per item and language, its words only
 * (`TRANSLATABLE_FIELDS`), laid over the English live row when a page is read in that language.
 * Publishing a translation writes here and never touches the English row.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    locale: text('locale').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The English each field was translated from: what tells a translation older than the English. */
    source: jsonb('source').$type<TranslationSource>().notNull(),
    /** The rich fields as plain text, for search. */
    searchText: text('search_text').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(data->>'title', data->>'heading', data->>'location_name', '')), 'A') || setweight(to_tsvector('simple', coalesce(search_text, '')), 'B')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemKey, t.locale] }),
    index('content_translations_search_idx').using('gin', t.searchVector),
  ],
);
export type ContentTranslationRow = typeof contentTranslations.$inferSelect;

/**
 * Old addresses of items whose slug changed: `/blogs/blog_details/{old}` answers a 301 to the
 * item's address now. Kept for good, so that links and search results keep working.
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    kind: text('kind').notNull(),
    oldSlug: text('old_slug').notNull(),
    itemKey: text('item_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.oldSlug] })],
);

/**
 * The media library: pictures staff uploaded, each re-encoded into a few widths (`media_files`).
 * `hash` is the start of the SHA-256 of what was uploaded: the same picture twice is one entry,
 * and every file's address carries it, so the files never change under an address.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    /** The file's name as uploaded, for staff to recognise it; never part of an address. */
    fileName: text('file_name').notNull(),
    /** The kind of file uploaded (`jpeg`, `png`, `webp`, `svg`). */
    sourceFormat: text('source_format').notNull(),
    /** Of the widest file kept (at most `MEDIA_WIDTHS`' last), upright. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    decorative: boolean('decorative').notNull().default(false),
    /** The focal point every crop keeps, in percentages of the width and the height (issue 27). */
    focalX: integer('focal_x').notNull().default(50),
    focalY: integer('focal_y').notNull().default(50),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('media_hash_idx').on(t.hash)],
);
export type MediaRow = typeof media.$inferSelect;

/** The files of a library picture, one per width and format, by the name their address ends in. */
export const mediaFiles = pgTable(
  'media_files',
  {
    name: text('name').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('media_files_media_idx').on(t.mediaId)],
);
export type MediaFileRow = typeof mediaFiles.$inferSelect;
