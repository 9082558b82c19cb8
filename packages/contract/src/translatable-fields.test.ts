import { describe, expect, it } from 'vitest';
import {
  overlayTranslation,
  projectTranslatable,
  translatableTopFields,
  translationDraftSchema,
} from './translatable-fields.js';

const home = {
  meta_title: 'Home',
  meta_description: 'Freight across India',
  heading: 'We move {company}',
  lead: 'Since 1990',
  slides_label: 'Highlights',
  slides: [
    {
      image: '/a.jpg',
      tag: 'Road',
      title: 'Trucks',
      text: 'Full loads',
      link: '/x',
      link_label: 'More',
    },
    {
      image: '/b.jpg',
      tag: 'Rail',
      title: 'Trains',
      text: 'Parcels',
      link: '/y',
      link_label: 'Read',
    },
  ],
  sections: {
    why_us: {
      eyebrow: '',
      title: 'Why us',
      lead: 'Because',
      cards: [{ icon: 'truck', title: 'Fast', text: 'Quick', link: null }],
    },
    blogs: { eyebrow: 'News', title: 'Blogs', lead: '', cards: [] },
  },
};

describe('projectTranslatable', () => {
  it('keeps only the words, with the same nesting and the English order', () => {
    expect(projectTranslatable('home', home)).toEqual({
      meta_title: 'Home',
      meta_description: 'Freight across India',
      heading: 'We move {company}',
      lead: 'Since 1990',
      slides_label: 'Highlights',
      slides: [
        { tag: 'Road', title: 'Trucks', text: 'Full loads', link_label: 'More' },
        { tag: 'Rail', title: 'Trains', text: 'Parcels', link_label: 'Read' },
      ],
      sections: {
        why_us: {
          eyebrow: '',
          title: 'Why us',
          lead: 'Because',
          cards: [{ title: 'Fast', text: 'Quick' }],
        },
        blogs: { eyebrow: 'News', title: 'Blogs', lead: '', cards: [] },
      },
    });
  });

  it('takes a nested field of an object and a list of lines', () => {
    expect(
      projectTranslatable('settings', {
        name: 'Harsh',
        tagline: 'T',
        address: 'A',
        head_office_city: 'Pune',
        claims: { vehicles: 4, support: '24x7' },
      }),
    ).toEqual({
      tagline: 'T',
      address: 'A',
      head_office_city: 'Pune',
      claims: { support: '24x7' },
    });
    expect(
      projectTranslatable('plans', {
        type: 'Gold',
        price: 10,
        period: 'month',
        benefits: ['One', 'Two'],
        featured: true,
      }),
    ).toEqual({ type: 'Gold', period: 'month', benefits: ['One', 'Two'] });
  });

  it('names the top-level fields staleness is told by', () => {
    expect(translatableTopFields('home')).toEqual([
      'meta_title',
      'meta_description',
      'heading',
      'lead',
      'slides_label',
      'slides',
      'sections',
    ]);
    expect(translatableTopFields('settings')).toEqual([
      'tagline',
      'address',
      'head_office_city',
      'claims',
      'grievance_officer',
    ]);
  });
});

describe('overlayTranslation', () => {
  it('lays each word over the English, keeping pictures and links, dropping places the English no longer has', () => {
    const translation = {
      heading: 'हम ले जाते हैं',
      slides: [{ title: 'ट्रक' }, { title: 'ट्रेन' }, { title: 'तीसरी' }],
      sections: {
        why_us: { title: 'क्यों हम', cards: [{ text: 'जल्दी' }, { text: 'कोई नहीं' }] },
        quote: { title: 'गया' },
      },
    };
    const out = overlayTranslation('home', home, translation);
    expect(out.heading).toBe('हम ले जाते हैं');
    expect(out.lead).toBe('Since 1990');
    expect(out.slides).toEqual([
      { ...home.slides[0], title: 'ट्रक' },
      { ...home.slides[1], title: 'ट्रेन' },
    ]);
    expect(out.sections).toEqual({
      why_us: {
        ...home.sections.why_us,
        title: 'क्यों हम',
        cards: [{ ...home.sections.why_us.cards[0], text: 'जल्दी' }],
      },
      blogs: home.sections.blogs,
    });
    expect(home.slides[0]!.title).toBe('Trucks');
  });

  it('gives back the English when there is no translation', () => {
    expect(overlayTranslation('pages', { title: 'About', content: '<p>x</p>' }, {})).toEqual({
      title: 'About',
      content: '<p>x</p>',
    });
  });
});

describe('translationDraftSchema', () => {
  it('checks the translated fields with the English rules and nothing else', () => {
    const schema = translationDraftSchema('pages');
    expect(
      schema.safeParse({
        title: 'हमारे बारे में',
        content: '<p>पाठ</p>',
        meta_title: 'हम',
        meta_description: 'विवरण',
      }).success,
    ).toBe(true);
    const refused = schema.safeParse({
      title: '',
      content: '<p>x</p>',
      meta_title: 'x'.repeat(121),
      meta_description: 'd',
      banner_image: 'https://x',
    });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'meta_title',
      'title',
    ]);
  });

  it('checks nested words and company-fact tokens of site texts', () => {
    const schema = translationDraftSchema('home');
    const valid = projectTranslatable('home', home) as typeof home;
    expect(
      schema.safeParse(valid).success,
      JSON.stringify(schema.safeParse(valid).error?.issues),
    ).toBe(true);
    const unknownFact = schema.safeParse({ ...valid, heading: 'हम {unknown_fact}' });
    expect(unknownFact.success).toBe(false);
    const emptySlide = schema.safeParse({ ...valid, slides: [{ ...valid.slides[0]!, title: '' }] });
    expect(emptySlide.success).toBe(false);
    // A block with no cards in the English has none to translate (issue 40): the form posts none.
    const noCards = schema.safeParse({
      ...valid,
      sections: { ...valid.sections, blogs: { eyebrow: 'समाचार', title: 'ब्लॉग', lead: '' } },
    });
    expect(noCards.success, JSON.stringify(noCards.error?.issues)).toBe(true);
    expect(
      schema.safeParse({
        ...valid,
        sections: { why_us: { ...valid.sections.why_us, cards: [{ title: '', text: 'x' }] } },
      }).success,
    ).toBe(false);
    expect(
      translationDraftSchema('settings').safeParse({
        tagline: 't',
        address: 'a',
        head_office_city: 'c',
        claims: { support: '' },
      }).success,
    ).toBe(false);
    expect(
      translationDraftSchema('plans').safeParse({ type: 'स्वर्ण', period: 'माह', benefits: 'एक\nदो' })
        .data,
    ).toEqual({ type: 'स्वर्ण', period: 'माह', benefits: ['एक', 'दो'] });
  });
});
