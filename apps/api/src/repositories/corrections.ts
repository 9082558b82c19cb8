import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type CORRECTABLE_FIELDS,
  type InboxKind,
  normaliseIndianMobile,
  normaliseIndianPhone,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import {
  blogComments,
  contactMessages,
  dataRequests,
  newsletterSubscriptions,
  partnerEnquiries,
  quoteRequests,
} from '../db/schema.js';

type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** The table of each kind, and the key of the row each correctable field is stored under (a kind without the field has none). */
const CORRECTABLE: Record<
  InboxKind,
  { table: PgTable & { id: PgColumn }; keys: Partial<Record<CorrectableField, string>> }
> = {
  partner: { table: partnerEnquiries, keys: { name: 'name', email: 'email', phone: 'mobile' } },
  vendor: { table: partnerEnquiries, keys: { name: 'name', email: 'email', phone: 'mobile' } },
  contact: { table: contactMessages, keys: { name: 'name', email: 'email', phone: 'phone' } },
  quote: { table: quoteRequests, keys: { name: 'name', email: 'email', phone: 'phone' } },
  comment: { table: blogComments, keys: { name: 'name', email: 'email' } },
  newsletter: { table: newsletterSubscriptions, keys: { email: 'email' } },
  data_request: { table: dataRequests, keys: { name: 'name', email: 'email', phone: 'mobile' } },
};

/** A corrected value as its form would have stored it; null when the form would have refused it. */
function normalised(kind: InboxKind, field: CorrectableField, value: string): string | null {
  if (field === 'email') return z.email().safeParse(value).success ? value : null;
  // The contact form takes a landline too; the others a mobile.
  if (field === 'phone')
    return kind === 'contact' ? normaliseIndianPhone(value) : normaliseIndianMobile(value);
  return value;
}

export type CorrectionOutcome = 'corrected' | 'no-such-field' | 'bad-value' | 'taken';

/**
 * Corrects who a person is or how to reach them, on one submission, at their request (DPDP Act):
 * their name, e-mail address or phone, never what they wrote. The value is checked as its form
 * checks it. `taken`: a newsletter address that another sign-up has already.
 */
export async function correctField(
  db: Database,
  kind: InboxKind,
  id: number,
  field: CorrectableField,
  value: string,
): Promise<CorrectionOutcome> {
  const { table, keys } = CORRECTABLE[kind];
  const key = keys[field];
  if (!key) return 'no-such-field';
  const stored = normalised(kind, field, value);
  if (stored === null) return 'bad-value';
  try {
    await db
      .update(table)
      .set({ [key]: stored } as never)
      .where(eq(table.id, id));
  } catch (error) {
    if (
      (error as { code?: string }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    )
      return 'taken';
    throw error;
  }
  return 'corrected';
}
