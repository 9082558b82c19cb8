import { describe, expect, it } from 'vitest';
import { branchPath } from './public-paths.js';
import { cityName, citySlug, htmlToPlainText } from './text.js';

describe('city names and addresses', () => {
  it('writes a stored city as people write it', () => {
    expect(cityName('AHMEDABAD')).toBe('Ahmedabad');
    expect(cityName('NAVI MUMBAI')).toBe('Navi Mumbai');
  });

  it('gives every city an address segment of lower-case letters and hyphens', () => {
    expect(citySlug('AHMEDABAD')).toBe('ahmedabad');
    expect(citySlug(' NAVI  MUMBAI ')).toBe('navi-mumbai');
    expect(citySlug('S.A.S. NAGAR')).toBe('s-a-s-nagar');
    expect(citySlug('Madhya Pradesh')).toBe('madhya-pradesh');
    expect(branchPath({ city: 'NAVI MUMBAI', slug: 'vashi-hub' })).toBe(
      '/branches/navi-mumbai/vashi-hub',
    );
  });
});

describe('htmlToPlainText, within a line', () => {
  it('drops inline tags without a space, so punctuation stays on its word; blocks stay apart', () => {
    expect(
      htmlToPlainText(
        '<p>Write through our <a href="/contact-us">contact page</a>, call us or <strong>e-mail</strong>.</p><p>Next</p>',
      ),
    ).toBe('Write through our contact page, call us or e-mail. Next');
  });
});
