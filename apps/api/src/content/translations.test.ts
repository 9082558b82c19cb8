import { describe, expect, it } from 'vitest';
import { searchTextOf, sourceHashes, staleFields, translationStatus } from './translations.js';

const page = {
  title: 'About Us',
  banner_image: '/api/media/a.svg',
  content: '<p>We move goods.</p>',
  meta_title: 'About',
  meta_description: 'Road and rail',
};
const home = {
  meta_title: 'Home',
  meta_description: 'd',
  heading: 'h',
  lead: '',
  slides_label: 'Highlights',
  slides: [
    { image: '/a.jpg', tag: 'Road', title: 'Trucks', text: 't', link: '/x', link_label: 'More' },
  ],
  sections: {
    why_us: {
      eyebrow: '',
      title: 'Why us',
      lead: '',
      cards: [{ icon: 'truck', title: 'Fast', text: 'Quick', link: null }],
    },
  },
};

describe('staleness by per-field hashes', () => {
  it('hashes each top-level field’s English words, blind to pictures, links, key order and white space at the ends', () => {
    const hashes = sourceHashes('pages', page);
    expect(Object.keys(hashes)).toEqual(['title', 'content', 'meta_title', 'meta_description']);
    expect(
      sourceHashes('pages', { ...page, banner_image: '/api/media/b.svg', title: ' About Us\n' }),
    ).toEqual(hashes);
    const moved = {
      ...home,
      slides: [{ ...home.slides[0]!, image: '/b.jpg', link: '/y' }],
      sections: {
        why_us: {
          ...home.sections.why_us,
          cards: [{ ...home.sections.why_us.cards[0]!, icon: 'rail', link: '/z' }],
        },
      },
    };
    expect(sourceHashes('home', moved)).toEqual(sourceHashes('home', home));
  });

  it('names the fields whose English words changed since the translation was made', () => {
    const source = { revision: 3, fields: sourceHashes('home', home) };
    expect(staleFields('home', home, source)).toEqual([]);
    const edited = { ...home, slides: [{ ...home.slides[0]!, text: 'new words' }], lead: 'A lead' };
    expect(staleFields('home', edited, source)).toEqual(['lead', 'slides']);
  });

  it('gives missing without a live translation, stale or current with one, and a waiting draft either way', () => {
    const fields = sourceHashes('pages', page);
    const row = (
      latestRevision: number,
      liveRevision: number | null,
      source: { revision: number; fields: Record<string, string> } | null,
    ) => ({ key: '1', locale: 'hi', latestRevision, liveRevision, source });
    expect(translationStatus('pages', page, undefined)).toEqual({
      state: 'missing',
      draft_waiting: false,
      stale_fields: [],
    });
    expect(translationStatus('pages', page, row(1, null, null))).toEqual({
      state: 'missing',
      draft_waiting: true,
      stale_fields: [],
    });
    expect(translationStatus('pages', page, row(2, 2, { revision: 0, fields }))).toEqual({
      state: 'current',
      draft_waiting: false,
      stale_fields: [],
    });
    expect(
      translationStatus(
        'pages',
        { ...page, meta_title: 'New' },
        row(3, 2, { revision: 0, fields }),
      ),
    ).toEqual({ state: 'stale', draft_waiting: true, stale_fields: ['meta_title'] });
  });
});

describe('what a translation is searched by', () => {
  it('holds every word but the title, the rich text as plain text, nested words included', () => {
    const service = searchTextOf('services', {
      title: 'गोदाम',
      summary: 'सुरक्षित भंडारण',
      description: '<h2>क्या शामिल है</h2><p>CCTV <strong>निगरानी</strong></p>',
    });
    expect(service).toContain('सुरक्षित भंडारण');
    expect(service).toContain('क्या शामिल है');
    expect(service).toContain('CCTV निगरानी');
    expect(service).not.toContain('गोदाम');
    expect(service).not.toContain('<');
    expect(
      searchTextOf('home', {
        heading: 'मुख्य',
        slides: [{ title: 'सड़क से' }],
        sections: { why_us: { cards: [{ text: 'तेज़' }] } },
      }),
    ).toBe('सड़क से तेज़');
  });
});
