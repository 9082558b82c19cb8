import { describe, expect, it } from 'vitest';
import { SLUG_FORM, SLUG_MAX_LENGTH, slugFrom } from './content-editing-text.js';

describe('slugFrom', () => {
  it('makes an address of lower-case words and digits joined by single hyphens', () => {
    expect(slugFrom("Rail Freight in 2026: What's New")).toBe('rail-freight-in-2026-what-s-new');
    expect(slugFrom('  Chennai — Bengaluru   express  ')).toBe('chennai-bengaluru-express');
    expect(slugFrom('Café Côte')).toBe('cafe-cote');
    expect(slugFrom('हिंदी')).toBe('');
  });

  it('cuts a long title at a word, within the limit', () => {
    const slug = slugFrom('Warehousing '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_FORM);
    expect(slug.endsWith('warehousing')).toBe(true);
  });
});
