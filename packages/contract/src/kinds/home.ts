import {
  CARD_ICONS,
  type CardIcon,
  HOME_PAGES,
  type HomePageKey,
  HomePageDraftSchema,
  type HomeSectionId,
  SECTIONS_WITH_CARDS,
  HomePageTextsSchema,
} from '../site-texts.js';
import { FACTS_HINT, type FieldSpec, defineKind, IMAGE_HINT } from './kind.js';

/*
 * The home pages (issue 27): their draft schema is `HomePageDraftSchema` in `site-texts.ts`, beside
 * the home pages' blocks and the public shape the site reads.
 */

/** What each card icon shows, as staff choose it. */
const CARD_ICON_LABELS: Record<CardIcon, string> = {
  clock: 'Clock',
  map: 'Map pin',
  shield: 'Shield',
  package: 'Parcel with a tick',
  handshake: 'Handshake',
  boxes: 'Boxes',
  truck: 'Truck',
  train: 'Train',
  plane: 'Plane',
  warehouse: 'Warehouse',
  scale: 'Scales',
  calculator: 'Calculator',
  document: 'Document',
};

/** The blocks of the home pages by what staff call them. */
const SECTION_LABELS: Record<HomeSectionId, string> = {
  why_us: 'Why choose us',
  solutions: 'Solutions',
  services: 'Services',
  experience: 'Experience in numbers',
  achievements: 'Achievements',
  estimation: 'Estimation',
  testimonials: 'Testimonials',
  plans: 'Pricing plans',
  projects: 'Projects',
  clients: 'Clients',
  quote: 'Request a quote',
  track: 'Track your consignment',
  gallery: 'Gallery',
  blogs: 'Blog',
  newsletter: 'Newsletter',
};

/** The fields of each block a home page shows, in its order: heading texts, then cards where it has its own. */
function sectionFields(key: string): FieldSpec[] {
  if (!Object.hasOwn(HOME_PAGES, key)) return [];
  return HOME_PAGES[key as HomePageKey].sections.flatMap((section): FieldSpec[] => {
    const label = SECTION_LABELS[section];
    const own: FieldSpec[] = [
      {
        name: `sections.${section}.eyebrow`,
        label: `${label}: small heading`,
        hint: 'Optional: a word or two over the heading.',
      },
      { name: `sections.${section}.title`, label: `${label}: heading` },
      {
        name: `sections.${section}.lead`,
        label: `${label}: lead sentence`,
        multiline: true,
        hint: 'Optional.',
      },
    ];
    if (!SECTIONS_WITH_CARDS.includes(section)) return own;
    const cards: FieldSpec = {
      name: `sections.${section}.cards`,
      label: `${label}: cards`,
      group: {
        legend: (n) => `${label}: card ${n}`,
        max: 9,
        extra: 1,
        fields: [
          {
            name: 'icon',
            label: 'Icon',
            options: CARD_ICONS.map((icon) => ({ value: icon, label: CARD_ICON_LABELS[icon] })),
          },
          { name: 'title', label: 'Title' },
          { name: 'text', label: 'Text', multiline: true },
          {
            name: 'link',
            label: 'Link',
            hint: 'Optional: a path on this site (starting with /) or an https address.',
            optional: true,
          },
        ],
      },
    };
    return [...own, cards];
  });
}

export const HOME_KIND = defineKind({
  schema: HomePageDraftSchema,
  public: HomePageTextsSchema,
  shown: {
    meta_title: true,
    meta_description: true,
    heading: true,
    lead: true,
    slides_label: true,
    slides: true,
    sections: true,
  },
  translated: {
    meta_title: true,
    meta_description: true,
    heading: true,
    lead: true,
    slides_label: true,
    slides: ['slides[].tag', 'slides[].title', 'slides[].text', 'slides[].link_label'],
    sections: [
      'sections.*.eyebrow',
      'sections.*.title',
      'sections.*.lead',
      'sections.*.cards[].title',
      'sections.*.cards[].text',
    ],
  },
  form: {
    meta_title: { label: 'Title for search engines', hint: FACTS_HINT },
    meta_description: { label: 'Description for search engines', multiline: true },
    heading: { label: 'Main heading', hint: 'The page’s one main heading (h1).' },
    lead: { label: 'Sentence under the main heading', multiline: true, hint: 'Optional.' },
    slides_label: {
      label: 'Name of the slides',
      hint: 'What screen readers call the slider, such as Road, rail and air.',
    },
    slides: {
      label: 'Slides',
      group: {
        legend: (n) => `Slide ${n}`,
        max: 5,
        extra: 1,
        fields: [
          { name: 'tag', label: 'Tag', hint: 'A word or two over the title, such as Road.' },
          { name: 'title', label: 'Title' },
          { name: 'text', label: 'Text', multiline: true },
          { name: 'image', label: 'Picture', hint: IMAGE_HINT, image: true },
          {
            name: 'link',
            label: 'Link',
            hint: 'A path on this site (starting with /) or an https address.',
          },
          { name: 'link_label', label: 'Link text' },
        ],
      },
    },
    // Each home page's form has the blocks its page shows.
    sections: { fieldsOf: sectionFields },
  },
});
