import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, LOCALES, VENDOR_TYPES, visitorText } from '@harsh/contract';
import { uiText } from '.';

describe('the interface’s catalogues', () => {
  const en = uiText('en');
  const hi = uiText('hi');

  it('hold every message in every language, in its own words', () => {
    const source = Object.keys(
      JSON.parse(readFileSync(new URL('./locales/en.json', import.meta.url), 'utf8')) as Record<
        string,
        string
      >,
    );
    for (const locale of LOCALES) {
      const catalogue = JSON.parse(
        readFileSync(new URL(`./locales/${locale.code}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      expect(Object.keys(catalogue).sort(), locale.code).toEqual([...source].sort());
    }
    // A catalogue that failed to load would fall back to English, or to the message's key.
    expect(hi.forms.partner.submit).toBe('भेजें');
    expect(hi.layout.skipToContent).toMatch(/\p{Script=Devanagari}/u);
  });

  it('write the spec’s words as words, in their case: no run-together or Title Case Sentences (issue 40)', () => {
    expect(en.options.business['Register YourVehicle']).toBe('Register Your Vehicle');
    // The option lists are in Title Case, each of their words.
    for (const label of [
      ...BUSINESS_TYPES.map((value) => en.options.business[value]),
      ...VENDOR_TYPES.map((value) => en.options.vendor[value]),
    ]) {
      expect(label).toMatch(/^(\p{Lu}\p{Ll}+)( \p{Lu}\p{Ll}+)*$/u);
    }
    expect(en.servicesList.viewDetail).toBe('View details');
    expect(en.servicesList.viewDetailOf({ service: 'Warehousing' })).toBe(
      'View details: Warehousing',
    );
    expect(visitorText('en').pages.notFound.subheading).toBe('Uh oh, something went wrong');
    expect(visitorText('en').pages.notFound.backToHome).toBe('Back to home');
  });

  it('put the values into each language’s own order', () => {
    expect(en.forms.consent.agree({ company: 'Harsh Logistics' })).toBe(
      'I agree that Harsh Logistics may use these details for this purpose.',
    );
    expect(hi.forms.consent.agree({ company: 'Harsh Logistics' })).toBe(
      'मैं सहमत हूँ कि Harsh Logistics इस काम के लिए इन जानकारियों का उपयोग कर सकती है।',
    );
    expect(hi.booking.title({ service: 'Warehousing' })).toBe('Warehousing बुक करें');
  });

  it('choose plural forms, and write numbers with lakh grouping', () => {
    expect(en.articles.comments.heading({ count: 0 })).toBe('Comments');
    expect(en.articles.comments.heading({ count: 1 })).toBe('1 comment');
    expect(en.search.resultsFor({ count: 125000, query: 'rail' })).toBe(
      '1,25,000 results for “rail”',
    );
    expect(hi.locator.inPlace({ count: 2, place: 'Surat' })).toBe('Surat में 2 शाखाएँ');
    expect(hi.locator.inPlace({ count: 1, place: 'Surat' })).toBe('Surat में 1 शाखा');
  });

  it('gives English for a language it does not know', () => {
    expect(uiText('xx').nav.home).toBe('Home');
  });
});
