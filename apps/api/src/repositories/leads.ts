import { and, asc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { INBOX_KINDS, type InboxKind, languageName } from '@harsh/contract';
import type { Database } from '../db/client.js';
import {
  blogComments,
  blogs,
  contactMessages,
  dataRequests,
  newsletterSubscriptions,
  partnerEnquiries,
  quoteRequests,
} from '../db/schema.js';

/*
 * Stored submissions for the company to read (`npm run leads`), oldest first. Times are the
 * company's: India Standard Time, as ISO 8601 with the offset; `since` is a day in IST.
 */

/** The kinds of submission: the inbox's (the contract's `INBOX_KINDS`). */
export const LEAD_KINDS = INBOX_KINDS;
export type LeadKind = InboxKind;

/** One submission as a flat record; the keys are the export's column names, in order. */
export type Lead = Record<string, string | number | null>;

/** What every kind ends with: the language it was sent in (by its English name), then the consent. */
const closingColumns = ['language', 'consent_version', 'consented_at'] as const;

/** The keys of every `Lead` of a kind, in order: the export's header, also when there are no rows. */
export const LEAD_COLUMNS: Record<LeadKind, readonly string[]> = {
  partner: [
    'id',
    'received_at',
    'name',
    'email',
    'mobile',
    'business_type',
    'message',
    ...closingColumns,
  ],
  vendor: [
    'id',
    'received_at',
    'name',
    'email',
    'mobile',
    'vendor_type',
    'message',
    ...closingColumns,
  ],
  contact: ['id', 'received_at', 'name', 'email', 'phone', 'subject', 'message', ...closingColumns],
  newsletter: ['id', 'received_at', 'email', ...closingColumns],
  quote: [
    'id',
    'received_at',
    'name',
    'email',
    'phone',
    'service',
    'freight_type',
    'departure_city',
    'delivery_city',
    'incoterms',
    'weight_kg',
    'height_cm',
    'width_cm',
    'length_cm',
    'fragile',
    'express_delivery',
    'insurance',
    'packaging',
    'message',
    ...closingColumns,
  ],
  comment: [
    'id',
    'received_at',
    'post',
    'in_reply_to',
    'name',
    'email',
    'comment',
    'moderation',
    ...closingColumns,
  ],
  data_request: [
    'id',
    'received_at',
    'reference',
    'right',
    'name',
    'email',
    'mobile',
    'details',
    'nominee_name',
    'nominee_contact',
    'channel',
    'verified_at',
    'due_at',
    ...closingColumns,
  ],
};

const yesNo = (column: PgColumn) => sql<string>`case when ${column} then 'yes' else 'no' end`;

const inIst = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"')`;
/** The language and consent columns of a submission table, last in every export. */
const closingOf = (t: { locale: PgColumn; consentVersion: PgColumn; consentedAt: PgColumn }) => ({
  language: t.locale,
  consent_version: t.consentVersion,
  consented_at: inIst(t.consentedAt),
});
const sinceDay = (column: PgColumn, day: string | undefined): SQL | undefined =>
  day ? gte(column, sql`(${day}::date)::timestamp at time zone 'Asia/Kolkata'`) : undefined;

/** Which submissions: those received since a day (IST), or the one with an id. */
export interface LeadFilter {
  since?: string;
  id?: number;
  /** Sent with this e-mail address, in any letter case (a person's copy of their data). */
  email?: string;
}

/** The submissions of a kind, each language named in English (`Hindi`) as staff read it. */
export async function listLeads(
  db: Database,
  kind: LeadKind,
  filter: LeadFilter = {},
): Promise<Lead[]> {
  const leads = await selectLeads(db, kind, filter);
  return leads.map((lead) => ({ ...lead, language: languageName(String(lead['language'])) }));
}

async function selectLeads(
  db: Database,
  kind: LeadKind,
  { since, id, email }: LeadFilter,
): Promise<Lead[]> {
  const which = (t: { id: PgColumn; createdAt: PgColumn; email: PgColumn }) =>
    and(
      sinceDay(t.createdAt, since),
      id === undefined ? undefined : eq(t.id, id),
      email === undefined ? undefined : sql`lower(${t.email}) = ${email.toLowerCase()}`,
    );
  switch (kind) {
    case 'partner':
    case 'vendor': {
      const t = partnerEnquiries;
      const rows = await db
        .select({
          id: t.id,
          received_at: inIst(t.createdAt),
          name: t.name,
          email: t.email,
          mobile: t.mobile,
          option: kind === 'vendor' ? t.vendorType : t.businessType,
          message: t.message,
          ...closingOf(t),
        })
        .from(t)
        .where(and(eq(t.type, kind === 'vendor' ? 1 : 2), which(t)))
        .orderBy(asc(t.id));
      // Each kind has its own option list: vendor type (spec §9) or business type.
      const optionName = kind === 'vendor' ? 'vendor_type' : 'business_type';
      return rows.map(({ option, message, language, consent_version, consented_at, ...head }) => ({
        ...head,
        [optionName]: option,
        message,
        language,
        consent_version,
        consented_at,
      }));
    }
    case 'contact': {
      const t = contactMessages;
      return db
        .select({
          id: t.id,
          received_at: inIst(t.createdAt),
          name: t.name,
          email: t.email,
          phone: t.phone,
          subject: t.subject,
          message: t.message,
          ...closingOf(t),
        })
        .from(t)
        .where(which(t))
        .orderBy(asc(t.id));
    }
    case 'quote': {
      const t = quoteRequests;
      return db
        .select({
          id: t.id,
          received_at: inIst(t.createdAt),
          name: t.name,
          email: t.email,
          phone: t.phone,
          service: t.service,
          freight_type: t.freightType,
          departure_city: t.departureCity,
          delivery_city: t.deliveryCity,
          incoterms: t.incoterms,
          weight_kg: t.weightKg,
          height_cm: t.heightCm,
          width_cm: t.widthCm,
          length_cm: t.lengthCm,
          fragile: yesNo(t.fragile),
          express_delivery: yesNo(t.expressDelivery),
          insurance: yesNo(t.insurance),
          packaging: yesNo(t.packaging),
          message: t.message,
          ...closingOf(t),
        })
        .from(t)
        .where(which(t))
        .orderBy(asc(t.id));
    }
    case 'comment': {
      const t = blogComments;
      return db
        .select({
          id: t.id,
          received_at: inIst(t.createdAt),
          post: blogs.slug,
          in_reply_to: t.parentId,
          name: t.name,
          email: t.email,
          comment: t.comment,
          // Approved, rejected or pending: named apart from the inbox's own status (new, in progress, closed).
          moderation: t.status,
          ...closingOf(t),
        })
        .from(t)
        .innerJoin(blogs, eq(blogs.id, t.blogId))
        .where(which(t))
        .orderBy(asc(t.id));
    }
    case 'data_request': {
      const t = dataRequests;
      return (
        db
          .select({
            id: t.id,
            received_at: inIst(t.createdAt),
            reference: t.reference,
            right: t.right,
            name: t.name,
            email: t.email,
            mobile: t.mobile,
            details: t.details,
            nominee_name: t.nomineeName,
            nominee_contact: t.nomineeContact,
            channel: t.channel,
            verified_at: inIst(t.verifiedAt),
            due_at: inIst(t.dueAt),
            ...closingOf(t),
          })
          .from(t)
          // A request is one once its code proved it (or staff logged it).
          .where(and(isNotNull(t.verifiedAt), which(t)))
          .orderBy(asc(t.id))
      );
    }
    case 'newsletter': {
      const t = newsletterSubscriptions;
      return db
        .select({
          id: t.id,
          received_at: inIst(t.createdAt),
          email: t.email,
          ...closingOf(t),
        })
        .from(t)
        .where(which(t))
        .orderBy(asc(t.id));
    }
  }
}
