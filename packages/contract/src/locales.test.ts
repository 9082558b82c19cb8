import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleSetting, SCRIPTS, scriptOf } from './locales.js';

describe('the languages’ scripts', () => {
  it('are Latin or set up in scripts.json, each named once', () => {
    for (const locale of LOCALES) expect(() => scriptOf(locale), locale.code).not.toThrow();
    expect(new Set(SCRIPTS.map((script) => script.name)).size).toBe(SCRIPTS.length);
    expect(scriptOf(LOCALES.find((locale) => locale.code === 'hi')!)?.family).toBe(
      'Noto Sans Devanagari',
    );
  });

  it('refuse a script nobody set up, rather than setting it in boxes', () => {
    const gujarati: LocaleSetting = {
      code: 'gu',
      tag: 'gu-IN',
      name: 'ગુજરાતી',
      englishName: 'Gujarati',
      script: 'gujarati',
    };
    expect(() => scriptOf(gujarati)).toThrow(
      'The gu language is written in gujarati, which packages/contract/src/scripts.json does not set up',
    );
  });
});
