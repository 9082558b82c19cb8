import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/* Column types and columns that several parts of the schema share. */

/** PostgreSQL full-text vector, kept up to date by the database as a generated column. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Bytes as PostgreSQL keeps them (`bytea`); both drivers hand them over as a `Uint8Array`. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const consentColumns = () => ({
  consentVersion: text('consent_version').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'string' }).notNull(),
});
/**
 * The language it was sent in, a code of `LOCALES` (`hi`). Not checked against them here: a
 * language is a setting, and one taken off the site leaves its submissions as they were. Rows
 * from before the site spoke Hindi were all sent in English (migration 0028).
 */
export const localeColumn = () => text('locale').notNull().default('en');
