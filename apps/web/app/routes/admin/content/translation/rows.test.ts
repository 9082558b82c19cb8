import { describe, expect, it } from 'vitest';
import { translationFromForm, translationRows } from './rows';

describe('the translation form’s rows', () => {
  it('gives each word of the English a row labelled as the English form labels it, slides and cards by their place', () => {
    const english = {
      heading: 'Road, rail and air',
      lead: null,
      slides: [
        { tag: 'Road', title: 'By road' },
        { tag: 'Rail', title: 'By rail' },
      ],
      sections: { why_us: { title: 'Why us', cards: [{ title: 'On time', text: 'Always' }] } },
    };
    const rows = translationRows('home', 'home', english);
    expect(rows.map((row) => [row.name, row.label, row.english])).toEqual([
      ['heading', 'Main heading', 'Road, rail and air'],
      ['lead', 'Sentence under the main heading', ''],
      ['slides.0.tag', 'Slide 1: Tag', 'Road'],
      ['slides.0.title', 'Slide 1: Title', 'By road'],
      ['slides.1.tag', 'Slide 2: Tag', 'Rail'],
      ['slides.1.title', 'Slide 2: Title', 'By rail'],
      ['sections.why_us.title', 'Why choose us: heading', 'Why us'],
      ['sections.why_us.cards.0.title', 'Why choose us: card 1: Title', 'On time'],
      ['sections.why_us.cards.0.text', 'Why choose us: card 1: Text', 'Always'],
    ]);
    expect(rows.find((row) => row.name === 'slides.1.title')!.field).toBe('slides');
  });

  it('edits a rich field as rich text and a list of lines as one text', () => {
    const page = translationRows('pages', '1', {
      title: 'About',
      content: '<p>We move goods.</p>',
    });
    expect(page.find((row) => row.name === 'content')!.spec.richText).toBe(true);
    const plan = translationRows('plans', '1', {
      type: 'Gold',
      period: 'a month',
      benefits: ['Pickup', 'Insurance'],
    });
    expect(plan.find((row) => row.name === 'benefits')!.english).toBe('Pickup\nInsurance');
  });

  it('puts each posted word back at its place, a slide left empty keeping the next one’s place', () => {
    const rows = translationRows('home', 'home', {
      heading: 'h',
      slides: [{ title: 'a' }, { title: 'b' }],
      sections: { why_us: { title: 't' } },
    });
    expect(
      translationFromForm(rows, {
        heading: 'मुख्य',
        'slides.1.title': 'रेल से',
        'sections.why_us.title': 'क्यों',
      }),
    ).toEqual({
      heading: 'मुख्य',
      slides: [{ title: '' }, { title: 'रेल से' }],
      sections: { why_us: { title: 'क्यों' } },
    });
  });
});
