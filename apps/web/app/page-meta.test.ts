import { describe, expect, it } from 'vitest';
import { fitDescription, fitTitle, socialImageTags } from './page-meta';

describe('titles and descriptions search engines show whole', () => {
  it('keeps a short title as it is', () => {
    expect(fitTitle('Blog | Harsh Logistics')).toBe('Blog | Harsh Logistics');
  });

  it("drops the site name from a long title, and never cuts the title's own words", () => {
    expect(
      fitTitle('Preparing Your Supply Chain for the Festive Season Peak | Harsh Logistics'),
    ).toBe('Preparing Your Supply Chain for the Festive Season Peak');
    expect(
      fitTitle(
        'CNG, LNG and Electric Trucks: What We Learned Running a Mixed Fleet | Harsh Logistics',
      ),
    ).toBe('CNG, LNG and Electric Trucks: What We Learned Running a Mixed Fleet');
  });

  it('cuts a description over 160 characters at a word', () => {
    const text =
      'Dedicated freight corridors separate goods trains from passenger traffic on the busiest routes. Here is what faster, heavier and more punctual rail freight means for shippers.';
    const fitted = fitDescription(text);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted.endsWith('…')).toBe(true);
    expect(text.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(fitDescription('Short and whole.')).toBe('Short and whole.');
  });
});

describe('a page’s link-preview image', () => {
  it('says what it shows on both cards, wherever the picture is given', () => {
    const tags = socialImageTags('https://www.example.in/api/og/site.png?v=1', 'Harsh Logistics');
    const images = tags.filter((tag) =>
      /^(og|twitter):image$/.test(tag.property ?? tag.name ?? ''),
    );
    expect(images.map((tag) => tag.property ?? tag.name)).toEqual(['og:image', 'twitter:image']);
    for (const image of images) {
      const key = `${image.property ?? image.name}:alt`;
      expect(tags.find((tag) => (tag.property ?? tag.name) === key)?.content, key).toBe(
        'Harsh Logistics',
      );
    }
  });
});
