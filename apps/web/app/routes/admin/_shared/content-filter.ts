import type { ContentListQuery, EditableSummary } from '@harsh/contract';

/** Lower case, without accents or the hyphens of an address, so that "modern retail" finds `/modern-retail`. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[-_/]+/g, ' ');

/**
 * Whether an item of the content list shows under the filters: every word of `q` in its title or
 * address, and, for `waiting`, a saved draft visitors do not see yet (a change, or a new item).
 */
export function matchesContentFilter(item: EditableSummary, { q, state }: ContentListQuery): boolean {
  if (state === 'waiting' && !item.draft_waiting) return false;
  const words = folded(q ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(`${item.title} ${item.path ?? ''}`);
  return words.every((word) => haystack.includes(word));
}
