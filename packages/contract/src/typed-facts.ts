import type { CompanySettings } from './entities.js';
import type { FactToken } from './site-texts.js';

/*
 * A claim is written once, in the company facts, and every text that states it names it in
 * braces (`{branches}+ branches`) so that it follows the facts (issue 40). A text that types the
 * figure instead ("295+ branches") keeps the old number when the facts change: these are the
 * slips staff are told about when they save or publish such a text.
 */

/** The counts: a figure of one of these followed by "+", "-strong" or its noun (in any language the site speaks) states it. */
const COUNT_NOUNS: Partial<Record<FactToken, RegExp>> = {
  branches: /^(branch(es)?|locations?|offices|शाखा|शाखाएँ|शाखाओं|ब्रांच)/i,
  vehicles: /^(vehicles?|trucks?|fleet|वाहन|वाहनों|गाड़ियों|गाड़ियाँ|ट्रकों)/i,
  warehouses: /^(warehouses?|godowns?|वेयरहाउस|गोदाम|गोदामों)/i,
  workforce: /^(people|employees|staff|colleagues|team|लोग|लोगों|कर्मचारी|कर्मचारियों)/i,
  years_experience: /^(years?|yrs|साल|सालों|वर्ष|वर्षों)/i,
};

/** The years: one after "since", "in", "from" (or before से, में) in a sentence about its subject states it. */
const YEAR_SUBJECTS: Partial<Record<FactToken, RegExp>> = {
  branches_since:
    /\b(since|founded|established|began|started|branch(es)?|company)\b|शुरुआत|स्थापना|शाखा|कंपनी/i,
  railways_partner_since: /rail|रेल/i,
};
const BEFORE_YEAR = /\b(since|in|from)\s*$/i;
const AFTER_YEAR = /^\s*(से|में)(?![\p{L}\p{M}])/u;
/** The sentence around a figure: from the last full stop (or danda) before it to the next one. */
const sentenceAround = (text: string, at: number) => {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('।', at), 0);
  const ends = [text.indexOf('. ', at), text.indexOf('।', at)].filter((end) => end >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
};

/** Words between a figure and its noun that still make it a claim: "295 or more branches", "30 से ज़्यादा साल". */
const BETWEEN =
  /^(\s*\+)?(\s*(-\s*strong)|\s+(or more|and more|से ज़्यादा|से अधिक|से भी ज़्यादा|से भी अधिक|plus|strong|of our|own|अपने))*\s*(\*\*|<\/?(strong|b|em)>)*\s*/i;

const figureOf = (facts: CompanySettings, fact: FactToken): number | null => {
  const value = (facts.claims as Record<string, unknown>)[fact];
  return typeof value === 'number' ? value : null;
};

/** A text with its markup taken out (rich text is HTML or Markdown): tags become spaces, bold marks nothing. */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\*\*|__/g, '')
    .replace(/&nbsp;/g, ' ');

export interface TypedFact {
  fact: FactToken;
  /** The figure as the text types it. */
  typed: string;
}

/** The company facts a text types as figures instead of naming them in braces; none when it names them all. */
export function typedFacts(text: string, facts: CompanySettings): TypedFact[] {
  const found: TypedFact[] = [];
  const words = plain(text);
  for (const match of words.matchAll(/(?<![\d.,])\d+(?:,\d+)*(?!\d|\.\d)/g)) {
    const typed = match[0];
    const value = Number(typed.replace(/,/g, ''));
    const before = words.slice(0, match.index);
    const after = words.slice(match.index + typed.length);
    for (const [fact, noun] of Object.entries(COUNT_NOUNS) as [FactToken, RegExp][]) {
      // "400+ vehicles", "600-strong team": the figure with its noun; "₹400 + GST" or "30+ cities" are other figures.
      if (figureOf(facts, fact) === value && noun.test(after.replace(BETWEEN, '')))
        found.push({ fact, typed });
    }
    for (const [fact, subject] of Object.entries(YEAR_SUBJECTS) as [FactToken, RegExp][]) {
      if (figureOf(facts, fact) !== value) continue;
      const dated = BEFORE_YEAR.test(before.slice(-30)) || AFTER_YEAR.test(after);
      if (dated && subject.test(sentenceAround(words, match.index))) found.push({ fact, typed });
    }
  }
  return found;
}

/** What staff are told when a field types a fact: which figure, and what to write instead. */
export const typedFactMessage = ({ fact, typed }: TypedFact) =>
  `${typed} is a company fact: write {${fact}} instead, so that the page follows the company facts when they change.`;

/**
 * Every text field of a document (a draft of any kind) that types a fact, by its path
 * (`content`, `sections.why_us.cards.0.text`), with the message for each.
 */
export function typedFactsByField(
  document: unknown,
  facts: CompanySettings,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const typed = typedFacts(value, facts);
      if (typed.length > 0) problems[path] = [...new Set(typed.map(typedFactMessage))];
    } else if (Array.isArray(value))
      value.forEach((inner, index) => visit(inner, path ? `${path}.${index}` : String(index)));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
  };
  visit(document, '');
  return problems;
}
