import { describe, expect, it } from 'vitest';
import { fitDescription, fitTitle } from './page-meta';

describe('titles and descriptions search engines show whole', () => {
  it('keeps a short title as it is', () => {
    expect(fitTitle('Blog | Harsh Logistics')).toBe('Blog | Harsh Logistics');
  });

  it('drops the site name from a long title, and never cuts the title\'s own words', () => {
    expect(fitTitle('Preparing Your Supply Chain for the Festive Season Peak | Harsh Logistics')).toBe('Preparing Your Supply Chain for the Festive Season Peak');
    expect(fitTitle('CNG, LNG and Electric Trucks: What We Learned Running a Mixed Fleet | Harsh Logistics')).toBe(
      'CNG, LNG and Electric Trucks: What We Learned Running a Mixed Fleet',
    );
  });

  it('cuts a description over 160 characters at a word', () => {
    const text = 'Dedicated freight corridors separate goods trains from passenger traffic on the busiest routes. Here is what faster, heavier and more punctual rail freight means for shippers.';
    const fitted = fitDescription(text);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted.endsWith('…')).toBe(true);
    expect(text.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(fitDescription('Short and whole.')).toBe('Short and whole.');
  });
});
