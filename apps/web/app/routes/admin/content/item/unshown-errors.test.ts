import { describe, expect, it } from 'vitest';
import { translationRows } from '../translation/rows';
import { namingUnshown } from './unshown-errors';

const REFUSED = 'Please correct the highlighted fields.';

describe('a refusal on a field the screen does not show (issue 40)', () => {
  it('is named in the message of a translation form', () => {
    const rows = translationRows('home', 'index2', {
      heading: 'Logistics',
      sections: { blogs: { title: 'Blogs' } },
    });
    expect(namingUnshown(REFUSED, 'home', 'index2', { heading: ['This is required.'] }, rows)).toBe(
      REFUSED,
    );
    expect(
      namingUnshown(
        REFUSED,
        'home',
        'index2',
        { heading: ['This is required.'], 'sections.blogs.cards': ['This is required.'] },
        rows,
      ),
    ).toBe(
      `${REFUSED} Refused on what this form does not show: sections.blogs.cards: This is required.`,
    );
  });

  it('is named in the message of an English form, whose fields, groups and rows are shown', () => {
    expect(
      namingUnshown(REFUSED, 'pages', '1', { title: ['Too long.'], note: ['Too long.'] }),
    ).toBe(REFUSED);
    expect(
      namingUnshown(REFUSED, 'home', 'home', {
        'slides.2.title': ['This is required.'],
        slides: ['Keep the slides to 6.'],
      }),
    ).toBe(REFUSED);
    expect(
      namingUnshown(REFUSED, 'pages', '1', {
        title: ['Too long.'],
        focal_points: ['Not a point.'],
      }),
    ).toBe(`${REFUSED} Refused on what this form does not show: focal_points: Not a point.`);
    expect(
      namingUnshown(REFUSED, 'home', 'home', { 'slides.2.colour': ['No such colour.'] }),
    ).toContain('slides.2.colour: No such colour.');
  });

  it('is named when it is on the whole document and says more than the message', () => {
    expect(
      namingUnshown('Nothing has changed.', 'pages', '1', { _: ['Nothing has changed.'] }),
    ).toBe('Nothing has changed.');
    expect(namingUnshown(REFUSED, 'pages', '1', { _: ['Two fields say the same.'] })).toBe(
      `${REFUSED} Refused on what this form does not show: Two fields say the same.`,
    );
  });
});
