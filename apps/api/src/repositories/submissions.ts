import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type {
  BlogCommentRequest,
  ContactMessage,
  InboxKind,
  PartnerEnquiry,
  QuoteRequest,
} from '@harsh/contract';
import { type Database, rowsOf } from '../db/client.js';
import {
  type BlogCommentRow,
  blogComments,
  type ContactMessageRow,
  contactMessages,
  type DataRequestRow,
  dataRequests,
  type NewsletterSubscriptionRow,
  newsletterSubscriptions,
  type SubmissionOutboxKind,
  type PartnerEnquiryRow,
  blogs,
  partnerEnquiries,
  type QuoteRequestRow,
  quoteRequests,
} from '../db/schema.js';
import { enqueueAcknowledgement, enqueueNotification } from './outbox.js';
import { claimCaptchaToken } from './used-captcha-tokens.js';

/** What is stored with a submission besides its fields. */
export interface SubmissionContext {
  /** The privacy-notice version the visitor agreed to, and when (DPDP Act). */
  consent: { version: string; at: Date };
  /** The bot-check token that let it in, recorded so that it cannot be used again. */
  botToken: { hash: string; expiresAt: Date } | null;
  /** The language of the page it was sent from, a code of `LOCALES` (`hi`). */
  locale: string;
}

export type StoreOutcome =
  { stored: true; id: number } | { stored: false; reason: 'bot-token-used' };

/** What every submission's row keeps besides its fields: the consent, and the language. */
const contextValues = ({ consent, locale }: Omit<SubmissionContext, 'botToken'>) => ({
  consentVersion: consent.version,
  consentedAt: consent.at.toISOString(),
  locale,
});

/**
 * At most this many acknowledgements a day go to one address, counted by the submissions sent
 * with it: anyone can type someone else's address into a form, and the forms must not become a
 * way to fill a stranger's mailbox.
 */
export const ACKNOWLEDGEMENTS_PER_DAY = 5;

const SUBMISSION_TABLES = [
  partnerEnquiries,
  contactMessages,
  quoteRequests,
  blogComments,
  newsletterSubscriptions,
];

/**
 * One mailbox however its address is written, for every share counted per mailbox (acknowledgements,
 * data request codes): any letter case, without a `+tag`, and for Gmail without dots and under one
 * domain (`A.Sha+1@GoogleMail.com` is `asha@gmail.com`: Google delivers both to one inbox), so that
 * variants share one share.
 */
export const mailbox = (address: SQL) =>
  sql`regexp_replace(regexp_replace(regexp_replace(lower(${address}), '\\+[^@]*@', '@'), '@googlemail\\.com$', '@gmail.com'), '\\.(?=[^@]*@gmail\\.com$)', '', 'g')`;

/** Submissions sent with this mailbox in the last 24 hours, across kinds. */
async function submissionsFromAddressToday(db: Database, email: string): Promise<number> {
  const counts = SUBMISSION_TABLES.map(
    (table) =>
      sql`(select count(*) from ${table} where ${table.createdAt} > now() - interval '1 day' and ${mailbox(sql`${table.email}`)} = ${mailbox(sql`${email}`)})`,
  );
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select ${sql.join(counts, sql` + `)} as n`,
  );
  return Number(row?.n ?? 0);
}

/** The first keys of the advisory locks of `holdMailbox`, one a share (the second is the mailbox's hash). */
const MAILBOX_SHARES = { acknowledgements: 7_311, 'data codes': 7_312 } as const;

/**
 * Waits for any other transaction counting the same mailbox's `share` of mails to commit, and
 * holds it for the rest of this one. Without it, two posts at once with one address each count
 * without the other's row, and a burst passes the share (8 acknowledgements at once sent 7 where
 * 5 was the day's share).
 */
export async function holdMailbox(
  tx: Database,
  share: keyof typeof MAILBOX_SHARES,
  email: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${MAILBOX_SHARES[share]}, hashtext(${mailbox(sql`${email}`)}))`,
  );
}

/** Queues the visitor's acknowledgement of a stored submission, unless the address had its day's share. */
async function acknowledge(
  tx: Database,
  kind: SubmissionOutboxKind,
  id: number,
  email: string,
): Promise<void> {
  await holdMailbox(tx, 'acknowledgements', email);
  if ((await submissionsFromAddressToday(tx, email)) <= ACKNOWLEDGEMENTS_PER_DAY)
    await enqueueAcknowledgement(tx, kind, id);
}

/**
 * One transaction: claim the bot-check token, insert the submission, queue the company's
 * notification and the visitor's acknowledgement. When it resolves, all of it is committed; when
 * the token was used before, none is.
 */
function storeWithNotification(
  db: Database,
  kind: SubmissionOutboxKind,
  context: SubmissionContext & { email: string },
  insert: (tx: Database) => Promise<number>,
): Promise<StoreOutcome> {
  return db.transaction(async (tx) => {
    if (context.botToken && !(await claimCaptchaToken(tx, context.botToken))) {
      return { stored: false, reason: 'bot-token-used' } as const;
    }
    const id = await insert(tx);
    await enqueueNotification(tx, kind, id);
    await acknowledge(tx, kind, id, context.email);
    return { stored: true, id } as const;
  });
}

export function storePartnerEnquiry(
  db: Database,
  enquiry: PartnerEnquiry,
  context: SubmissionContext,
): Promise<StoreOutcome> {
  return storeWithNotification(
    db,
    'partner_enquiry',
    { ...context, email: enquiry.email },
    async (tx) => {
      const [row] = await tx
        .insert(partnerEnquiries)
        .values({
          type: enquiry.type,
          name: enquiry.name,
          email: enquiry.email,
          mobile: enquiry.mobile,
          businessType: enquiry.business_type,
          vendorType: enquiry.vendor_type,
          message: enquiry.message,
          ...contextValues(context),
        })
        .returning({ id: partnerEnquiries.id });
      return row!.id;
    },
  );
}

export function storeContactMessage(
  db: Database,
  contact: ContactMessage,
  context: SubmissionContext,
): Promise<StoreOutcome> {
  return storeWithNotification(
    db,
    'contact_message',
    { ...context, email: contact.email },
    async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: contact.username,
          email: contact.email,
          phone: contact.phone,
          subject: contact.subject,
          message: contact.message,
          ...contextValues(context),
        })
        .returning({ id: contactMessages.id });
      return row!.id;
    },
  );
}

/**
 * A comment held for moderation, on the post it names; a reply only to a published comment of the
 * same post. `stored: false` with `reason: 'no-post'` or `'no-parent'` when those are not there.
 */
export async function storeBlogComment(
  db: Database,
  request: BlogCommentRequest,
  context: SubmissionContext,
): Promise<StoreOutcome | { stored: false; reason: 'no-post' | 'no-parent' }> {
  const [post] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(eq(blogs.slug, request.blog_slug))
    .limit(1);
  if (!post) return { stored: false, reason: 'no-post' };
  if (request.parent_id !== null) {
    const [parent] = await db
      .select({ id: blogComments.id })
      .from(blogComments)
      .where(
        and(
          eq(blogComments.id, request.parent_id),
          eq(blogComments.blogId, post.id),
          eq(blogComments.status, 'approved'),
        ),
      )
      .limit(1);
    if (!parent) return { stored: false, reason: 'no-parent' };
  }
  return storeWithNotification(
    db,
    'blog_comment',
    { ...context, email: request.email },
    async (tx) => {
      const [row] = await tx
        .insert(blogComments)
        .values({
          blogId: post.id,
          parentId: request.parent_id,
          name: request.name,
          email: request.email,
          comment: request.comment,
          ...contextValues(context),
        })
        .returning({ id: blogComments.id });
      return row!.id;
    },
  );
}

export function storeQuoteRequest(
  db: Database,
  quote: QuoteRequest,
  context: SubmissionContext,
): Promise<StoreOutcome> {
  return storeWithNotification(
    db,
    'quote_request',
    { ...context, email: quote.email },
    async (tx) => {
      const [row] = await tx
        .insert(quoteRequests)
        .values({
          name: quote.name,
          email: quote.email,
          phone: quote.phone,
          freightType: quote.freight_type,
          departureCity: quote.departure_city,
          deliveryCity: quote.delivery_city,
          incoterms: quote.incoterms,
          weightKg: quote.weight_kg,
          heightCm: quote.height_cm,
          widthCm: quote.width_cm,
          lengthCm: quote.length_cm,
          fragile: quote.fragile,
          expressDelivery: quote.express_delivery,
          insurance: quote.insurance,
          packaging: quote.packaging,
          service: quote.service,
          message: quote.message,
          ...contextValues(context),
        })
        .returning({ id: quoteRequests.id });
      return row!.id;
    },
  );
}

/**
 * Subscribes an address once, whatever its letter case; a second sign-up changes nothing and
 * sends no mail at all (the sign-up has no bot check: one mail per address, ever).
 */
export function subscribeToNewsletter(
  db: Database,
  email: string,
  context: Omit<SubmissionContext, 'botToken'>,
): Promise<{ id: number; alreadySubscribed: boolean }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, ...contextValues(context) })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (created) {
      await enqueueNotification(tx, 'newsletter_subscription', created.id);
      await acknowledge(tx, 'newsletter_subscription', created.id, email);
      return { id: created.id, alreadySubscribed: false };
    }
    const [existing] = await tx
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
    return { id: existing!.id, alreadySubscribed: true };
  });
}

/** A stored submission, by the outbox kind that names its table. */
export type StoredSubmission =
  | { kind: 'partner_enquiry'; row: PartnerEnquiryRow }
  | { kind: 'contact_message'; row: ContactMessageRow }
  | { kind: 'newsletter_subscription'; row: NewsletterSubscriptionRow }
  | { kind: 'quote_request'; row: QuoteRequestRow }
  | { kind: 'blog_comment'; row: BlogCommentRow & { blogSlug: string; blogTitle: string } }
  | { kind: 'data_request'; row: DataRequestRow };

export async function findSubmission(
  db: Database,
  kind: SubmissionOutboxKind,
  id: number,
): Promise<StoredSubmission | null> {
  switch (kind) {
    case 'partner_enquiry': {
      const [row] = await db.select().from(partnerEnquiries).where(eq(partnerEnquiries.id, id));
      return row ? { kind, row } : null;
    }
    case 'contact_message': {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ? { kind, row } : null;
    }
    case 'newsletter_subscription': {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id));
      return row ? { kind, row } : null;
    }
    case 'quote_request': {
      const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
      return row ? { kind, row } : null;
    }
    case 'blog_comment': {
      const [found] = await db
        .select({ comment: blogComments, blogSlug: blogs.slug, blogTitle: blogs.title })
        .from(blogComments)
        .innerJoin(blogs, eq(blogs.id, blogComments.blogId))
        .where(eq(blogComments.id, id));
      return found
        ? { kind, row: { ...found.comment, blogSlug: found.blogSlug, blogTitle: found.blogTitle } }
        : null;
    }
    case 'data_request': {
      // Only a request proved by its code is one: an unproved one was nobody's yet.
      const [row] = await db
        .select()
        .from(dataRequests)
        .where(and(eq(dataRequests.id, id), isNotNull(dataRequests.verifiedAt)));
      return row ? { kind, row } : null;
    }
  }
}

/** The inbox's name for a submission's kind (the erasures table's too). */
export function inboxKindOf(submission: StoredSubmission): InboxKind {
  switch (submission.kind) {
    case 'partner_enquiry':
      return submission.row.type === 1 ? 'vendor' : 'partner';
    case 'contact_message':
      return 'contact';
    case 'quote_request':
      return 'quote';
    case 'blog_comment':
      return 'comment';
    case 'newsletter_subscription':
      return 'newsletter';
    case 'data_request':
      return 'data_request';
  }
}
