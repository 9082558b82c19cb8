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

/** The years: one of these after "since", "in", "from" (or before से, में) states it. */
const YEAR_FACTS: readonly FactToken[] = ['branches_since', 'railways_partner_since'];
const BEFORE_YEAR = /(since|in|from|began|founded|established|year)\s*$/i;
const AFTER_YEAR = /^\s*(से|में|तक)/;

/** Words between a figure and its noun that still make it a claim: "295 or more branches", "30 से ज़्यादा साल". */
const BETWEEN = /^(\s*\+)?(\s*(-\s*strong)|\s+(or more|and more|से ज़्यादा|से अधिक|से भी ज़्यादा|से भी अधिक|plus|strong|of our|own|अपने))*\s*(\*\*|<\/?(strong|b|em)>)*\s*/i;

const figureOf = (facts: CompanySettings, fact: FactToken): number | null => {
  const value = (facts.claims as Record<string, unknown>)[fact];
  return typeof value === 'number' ? value : null;
};

/** A text with its markup taken out (rich text is HTML or Markdown): tags become spaces, bold marks nothing. */
const plain = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/\*\*|__/g, '').replace(/&nbsp;/g, ' ');

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
      if (figureOf(facts, fact) !== value) continue;
      const rest = after.replace(BETWEEN, '');
      const plus = /^\s*\+/.test(after) || /^-\s*strong/i.test(after);
      if (plus || noun.test(rest)) found.push({ fact, typed });
    }
    for (const fact of YEAR_FACTS) {
      if (figureOf(facts, fact) !== value) continue;
      if (BEFORE_YEAR.test(before.slice(-30)) || AFTER_YEAR.test(after)) found.push({ fact, typed });
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
export function typedFactsByField(document: unknown, facts: CompanySettings): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const typed = typedFacts(value, facts);
      if (typed.length > 0) problems[path] = [...new Set(typed.map(typedFactMessage))];
    } else if (Array.isArray(value)) value.forEach((inner, index) => visit(inner, path ? `${path}.${index}` : String(index)));
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
  };
  visit(document, '');
  return problems;
}
