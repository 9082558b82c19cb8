import type { ContentListQuery, EditableSummary } from '@harsh/contract';

/** Lower case, without accents or the hyphens of an address, so that "modern retail" finds `/modern-retail`. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[-_/]+/g, ' ');

/** Whether an item has a translation language in `state` (none yet, or older than the English). */
const hasTranslation = (item: EditableSummary, state: 'missing' | 'stale') =>
  Object.values(item.translations).some((status) => status?.state === state);

/**
 * Whether an item of the content list shows under the filters: every word of `q` in its title or
 * address; for `waiting`, a saved draft visitors do not see yet (a change, or a new item); for
 * `untranslated` and `stale`, a language it has no translation in yet, or an older one.
 */
export function matchesContentFilter(
  item: EditableSummary,
  { q, state }: Pick<ContentListQuery, 'q' | 'state'>,
): boolean {
  if (state === 'waiting' && !item.draft_waiting) return false;
  if (state === 'untranslated' && !hasTranslation(item, 'missing')) return false;
  if (state === 'stale' && !hasTranslation(item, 'stale')) return false;
  return matchesWords(`${item.title} ${item.path ?? ''}`, q);
}

/** Whether every word of `q` is in `text`, whatever their case, accents and hyphens; no words: yes. */
export function matchesWords(text: string, q: string | undefined): boolean {
  const words = folded(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(text);
  return words.every((word) => haystack.includes(word));
}
