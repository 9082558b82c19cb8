import { createHash } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  type EditableKind,
  type FieldErrors,
  fieldErrorsFrom,
  htmlToPlainText,
  overlayTranslation,
  projectTranslatable,
  translatableTopFields,
  translationDraftSchema,
  translationLocales,
  type TranslationsSummary,
  type TranslationStatus,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import type { TranslationSource } from '../db/schema.js';
import {
  findTranslations,
  type TranslationStateRow,
  translatedLocales,
} from '../repositories/content-translations.js';
import { draftProblems } from './draft-checks.js';
import { EDITABLES } from './editable.js';

/*
 * Translations (issue 29, decision 044): what a translation revision holds, how it is checked, how
 * it is told older than the English, and how it is laid over the English for a reader.
 */

/** Where a translation revision keeps the English it was made from (beside its words). */
export const SOURCE_FIELD = '_source';

export const isTranslation = (locale: string) => locale !== DEFAULT_LOCALE.code;

/** A value as hashed: JSON with sorted keys and trimmed texts, so that a save that changes nothing hashes the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    typeof inner === 'string'
      ? inner.trim()
      : inner && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
        : inner,
  );
}

/**
 * A hash of each top-level translatable field's English words (pictures, links and numbers left
 * out): a field whose hash changed since it was translated is "changed since translation".
 */
export function sourceHashes(
  kind: EditableKind,
  english: Record<string, unknown>,
): Record<string, string> {
  const words = projectTranslatable(kind, english);
  return Object.fromEntries(
    translatableTopFields(kind).map((field) => [
      field,
      createHash('sha1').update(canonical(words[field])).digest('base64url').slice(0, 16),
    ]),
  );
}

/** The fields whose English changed since the translation was made from it. */
export function staleFields(
  kind: EditableKind,
  english: Record<string, unknown>,
  source: TranslationSource,
): string[] {
  const now = sourceHashes(kind, english);
  return translatableTopFields(kind).filter((field) => source.fields[field] !== now[field]);
}

/** A translation revision's words, without the record of its source. */
export function wordsOf(data: Record<string, unknown>): Record<string, unknown> {
  const { [SOURCE_FIELD]: _source, ...words } = data;
  return words;
}

export const sourceOf = (data: Record<string, unknown>): TranslationSource =>
  (data[SOURCE_FIELD] as TranslationSource | undefined) ?? { revision: 0, fields: {} };

/**
 * A translation checked as its kind's English is: first its own fields (their lengths, required,
 * tokens), then laid over the live English and checked whole by the kind's schema and checks, which
 * sanitise its rich text. Gives the words as they are to be stored, or the fields' problems.
 */
export async function checkTranslation(
  db: Database,
  kind: EditableKind,
  key: string,
  english: Record<string, unknown>,
  data: Record<string, unknown>,
): Promise<{ words: Record<string, unknown> } | { fields: FieldErrors }> {
  const own = translationDraftSchema(kind).safeParse(wordsOf(data));
  if (!own.success) return { fields: fieldErrorsFrom(own.error, { wholePath: true }) };
  const whole = EDITABLES[kind].schema.safeParse(overlayTranslation(kind, english, own.data));
  if (!whole.success) return { fields: fieldErrorsFrom(whole.error, { wholePath: true }) };
  const problems = await draftProblems(db, kind, key, whole.data);
  if (problems) return { fields: problems };
  return { words: projectTranslatable(kind, whole.data) };
}

/** The fields a translation's search vector weighs as its title (`content_translations.search_vector`). */
const TITLE_FIELDS = new Set(['title', 'heading', 'location_name']);

/**
 * The plain text a translation is searched by besides its title: every other word of it (a
 * service's summary, a post's excerpt), its rich field as text.
 */
export function searchTextOf(kind: EditableKind, words: Record<string, unknown>): string {
  const rich = EDITABLES[kind].richText;
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [field, value] of Object.entries(words)) {
    if (TITLE_FIELDS.has(field)) continue;
    if (field === rich && typeof value === 'string') texts.push(htmlToPlainText(value));
    else collect(value);
  }
  return texts.join(' ');
}

/** Where one item's translation stands in one language. */
export function translationStatus(
  kind: EditableKind,
  english: Record<string, unknown> | null,
  state: TranslationStateRow | undefined,
): TranslationStatus {
  const draftWaiting = (state?.latestRevision ?? 0) > (state?.liveRevision ?? 0);
  if (!state?.source || !english)
    return { state: 'missing', draft_waiting: draftWaiting, stale_fields: [] };
  const stale = staleFields(kind, english, state.source);
  return {
    state: stale.length > 0 ? 'stale' : 'current',
    draft_waiting: draftWaiting,
    stale_fields: stale,
  };
}

/** Each translation language's status of one item, from its kind's states (`byKey`: key → locale → state). */
export function translationsSummary(
  kind: EditableKind,
  english: Record<string, unknown> | null,
  states: ReadonlyMap<string, TranslationStateRow> | undefined,
): TranslationsSummary {
  return Object.fromEntries(
    translationLocales().map((locale) => [
      locale,
      translationStatus(kind, english, states?.get(locale)),
    ]),
  );
}

/** A kind's translation states by key, then by locale. */
export function statesByKey(
  rows: readonly TranslationStateRow[],
): Map<string, Map<string, TranslationStateRow>> {
  const byKey = new Map<string, Map<string, TranslationStateRow>>();
  for (const row of rows)
    byKey.set(row.key, (byKey.get(row.key) ?? new Map()).set(row.locale, row));
  return byKey;
}

/** What a read answers beside the document: the language its words are in, and every language the item has live. */
export interface LocaleMarks {
  content_locale: string;
  translated: string[];
}

/**
 * Documents of a kind as read in `locale`: each with its live translation laid over it (when it
 * has one) and its marks. `keyOf` gives a document's item key. Two queries whatever the number.
 */
export async function inLocale<T extends Record<string, unknown>>(
  db: Database,
  kind: EditableKind,
  locale: string,
  documents: readonly T[],
  keyOf: (document: T) => string,
): Promise<(T & LocaleMarks)[]> {
  if (documents.length === 0) return [];
  const translated = await translatedLocales(db, kind);
  const rows = isTranslation(locale)
    ? await findTranslations(db, kind, locale, documents.map(keyOf))
    : new Map();
  return documents.map((document) => {
    const key = keyOf(document);
    const row = rows.get(key);
    const marks = {
      content_locale: row ? locale : DEFAULT_LOCALE.code,
      translated: translated.get(key) ?? [DEFAULT_LOCALE.code],
    };
    return { ...(row ? overlayTranslation(kind, document, row.data) : document), ...marks };
  });
}

/** One document as read in `locale` (null stays null). */
export async function oneInLocale<T extends Record<string, unknown>>(
  db: Database,
  kind: EditableKind,
  locale: string,
  document: T | null,
  key: string,
) {
  return document && (await inLocale(db, kind, locale, [document], () => key))[0]!;
}
