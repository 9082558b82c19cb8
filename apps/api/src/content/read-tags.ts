import { LOCALES } from '@harsh/contract';
import { isTranslation } from './translations.js';

/*
 * What a read depends on, and what a change names, as the strings the read cache and the site's
 * page cache match (`X-Content-Tables`): a change drops every kept answer and page that read one
 * of the strings it names. They are finer than tables, so that a publish drops what it changed
 * and little else (issue 42 §3):
 *
 * - `blogs`: anything in the table (a list, the sitemap); every change to the table names it;
 * - `pages#4`: one row read alone (a content page); a change to that row names it, as well as
 *   its table;
 * - `pages#4:languages`, `blogs:languages`: which languages the items are in, which every read
 *   marks (`translated`); a translation's first publish names it, and an item's delete;
 * - `pages#4:hi`, `blogs:hi`: the words in Hindi, read only in Hindi; a Hindi publish names them,
 *   an English publish names none (a Hindi read reads the English too, under the tags above);
 * - `content_translations`: the translations read whole (search, the sitemap); every
 *   translation's change names it.
 */

/** One row of a table, read alone. */
export const rowOf = (table: string, key: string) => `${table}#${key}`;

const languagesOf = (part: string) => `${part}:languages`;
const wordsIn = (part: string, locale: string) => `${part}:${locale}`;

/** The translations table, read whole. */
const TRANSLATIONS = 'content_translations';

/** What a read of `parts` (tables or rows) in `locale` depends on. */
export const readIn = (parts: readonly string[], locale: string): string[] => [
  ...parts,
  ...parts.map(languagesOf),
  ...(isTranslation(locale) ? parts.map((part) => wordsIn(part, locale)) : []),
];

/**
 * What a publish of item `key` (in `tables`) in `locale` changes. A translation published for
 * the first time in its language (`languagesChanged`) changes which languages the item is in.
 */
export function changeOf(
  tables: readonly string[],
  key: string,
  locale: string,
  { languagesChanged }: { languagesChanged: boolean },
): string[] {
  const parts = tables.flatMap((table) => [table, rowOf(table, key)]);
  if (!isTranslation(locale)) return parts;
  return [
    TRANSLATIONS,
    ...parts.map((part) => wordsIn(part, locale)),
    ...(languagesChanged ? parts.map(languagesOf) : []),
  ];
}

/** What deleting item `key` changes: it, in every language. */
export const removalOf = (tables: readonly string[], key: string): string[] => [
  ...new Set(
    LOCALES.flatMap((locale) => changeOf(tables, key, locale.code, { languagesChanged: true })),
  ),
];
