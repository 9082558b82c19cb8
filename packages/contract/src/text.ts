/** Text helpers shared by the site and the API. */

/** Tags inside a line of text: they go without a trace ("our <a>contact page</a>, call" keeps its comma on the word). */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|cite|code|em|i|mark|q|s|small|span|strong|sub|sup|time|u)\b[^>]*>/gi;

/** Text made safe to put in HTML, in an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The text of a sanitised HTML fragment: tags within a line go, other tags become spaces, the
 * entities sanitisers emit are decoded, runs of white space are folded.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts `text` at the last word that fits in `max` characters, and marks the cut. */
export function cutAtWord(text: string, max: number): string {
  const cut = text.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : text.slice(0, max)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The first `count` words, with an ellipsis when there were more (spec §9: cards show 15). */
export function firstWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}…`;
}

/** A city as people write it: `AHMEDABAD` → `Ahmedabad`, `NAVI MUMBAI` → `Navi Mumbai`. */
export const cityName = (city: string) =>
  city.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase());

/** A city (or state) in an address: `NAVI MUMBAI` → `navi-mumbai`, `S.A.S. NAGAR` → `s-a-s-nagar`. */
export const citySlug = (city: string) =>
  city
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A distance as the site shows it: `12 km`, `1,250 km`; `under 1 km` for a few hundred metres. */
export const distanceText = (km: number) =>
  km < 1 ? 'under 1 km' : `${km.toLocaleString('en-IN')} km`;
