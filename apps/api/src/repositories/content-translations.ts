import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type EditableKind } from '@harsh/contract';
import { type Database, rowsOf } from '../db/client.js';
import {
  contentTranslations,
  type ContentTranslationRow,
  type TranslationSource,
} from '../db/schema.js';

/*
 * The live translations (decision 044): one row per item and language, written by a translation's
 * publish, read under the English row by every public read in that language.
 */

export interface NewTranslation {
  kind: EditableKind;
  key: string;
  locale: string;
  data: Record<string, unknown>;
  source: TranslationSource;
  searchText: string;
}

/** Makes `data` the live translation of the item in `locale`. Call inside the publish's transaction. */
export async function writeTranslation(tx: Database, translation: NewTranslation): Promise<void> {
  const values = {
    data: translation.data,
    source: translation.source,
    searchText: translation.searchText,
    publishedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(contentTranslations)
    .values({
      kind: translation.kind,
      itemKey: translation.key,
      locale: translation.locale,
      ...values,
    })
    .onConflictDoUpdate({
      target: [contentTranslations.kind, contentTranslations.itemKey, contentTranslations.locale],
      set: values,
    });
}

/** Takes every translation of an item off the site (it is being deleted); how many there were. */
export async function deleteTranslations(
  tx: Database,
  kind: EditableKind,
  key: string,
): Promise<number> {
  const rows = await tx
    .delete(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.itemKey, key)))
    .returning({ locale: contentTranslations.locale });
  return rows.length;
}

/** The item's live translation in `locale`; null when it has none. */
export async function findTranslation(
  db: Database,
  kind: EditableKind,
  key: string,
  locale: string,
): Promise<ContentTranslationRow | null> {
  const [row] = await db
    .select()
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.itemKey, key),
        eq(contentTranslations.locale, locale),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The live translations of these items of a kind, in `locale` (all of the kind's when `keys` is not given), by key. */
export async function findTranslations(
  db: Database,
  kind: EditableKind,
  locale: string,
  keys?: readonly string[],
): Promise<Map<string, ContentTranslationRow>> {
  if (keys?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.locale, locale),
        keys ? inArray(contentTranslations.itemKey, [...keys]) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.itemKey, row]));
}

/** The languages each item of a kind has live, English first, by key (only items with a translation are named). */
export async function translatedLocales(
  db: Database,
  kind: EditableKind,
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ key: contentTranslations.itemKey, locale: contentTranslations.locale })
    .from(contentTranslations)
    .where(eq(contentTranslations.kind, kind))
    .orderBy(contentTranslations.locale);
  const locales = new Map<string, string[]>();
  for (const row of rows)
    locales.set(row.key, [...(locales.get(row.key) ?? [DEFAULT_LOCALE.code]), row.locale]);
  return locales;
}

/** Every live translation with when it changed: the sitemap's alternates. */
export async function translationTimes(
  db: Database,
): Promise<{ kind: string; key: string; locale: string; updatedAt: string }[]> {
  return db
    .select({
      kind: contentTranslations.kind,
      key: contentTranslations.itemKey,
      locale: contentTranslations.locale,
      updatedAt: contentTranslations.updatedAt,
    })
    .from(contentTranslations);
}

/** A translation chain's state and its live row, by item and language. */
export interface TranslationStateRow {
  key: string;
  locale: string;
  latestRevision: number;
  liveRevision: number | null;
  source: TranslationSource | null;
}

/**
 * Every translation of a kind as the content list needs it, in one query: each chain's newest and
 * live revision, and the source of its live row (a seeded translation has a row and no chain yet).
 */
export async function translationStates(
  db: Database,
  kind: EditableKind,
): Promise<TranslationStateRow[]> {
  const rows = await rowsOf<{
    key: string;
    locale: string;
    latest_revision: number | null;
    live_revision: number | null;
    source: TranslationSource | null;
  }>(
    db,
    sql`select coalesce(i.item_key, t.item_key) as key, coalesce(i.locale, t.locale) as locale,
               i.latest_revision, i.live_revision, t.source
          from (select * from content_items where kind = ${kind} and locale <> ${DEFAULT_LOCALE.code} and deleted_at is null) i
          full join (select * from content_translations where kind = ${kind}) t
            on t.item_key = i.item_key and t.locale = i.locale`,
  );
  return rows.map((row) => ({
    key: row.key,
    locale: row.locale,
    latestRevision: row.latest_revision ?? 0,
    liveRevision: row.live_revision,
    source: row.source,
  }));
}
