import { z } from 'zod';
import { localeMarks, type LocaleMarks } from './content-locale.js';
import type { CompanySettings } from './entities.js';
import { FocalPointSchema } from './media.js';

/*
 * The words of the pages that are not a content page or an item's own page: the home pages (their
 * slides, section headings, cards and search-engine texts) and the other routes' headings and
 * search-engine texts. Staff edit, preview and publish them like the rest (issue 27); the code
 * keeps only the interface's own words.
 *
 * A text may name a company fact in braces, `{branches}+ branches since {branches_since}`: the
 * site fills it in from the company facts, so that a facts edit reaches every page that quotes one.
 */

/** The company facts a text may name, and how each reads. */
export const FACT_TOKENS = {
  company: (facts: CompanySettings) => facts.name,
  years_experience: (facts: CompanySettings) => String(facts.claims.years_experience),
  vehicles: (facts: CompanySettings) => facts.claims.vehicles.toLocaleString('en-IN'),
  warehouses: (facts: CompanySettings) => facts.claims.warehouses.toLocaleString('en-IN'),
  workforce: (facts: CompanySettings) => facts.claims.workforce.toLocaleString('en-IN'),
  branches: (facts: CompanySettings) => facts.claims.branches.toLocaleString('en-IN'),
  branches_since: (facts: CompanySettings) => String(facts.claims.branches_since),
  railways_partner_since: (facts: CompanySettings) => String(facts.claims.railways_partner_since),
  support: (facts: CompanySettings) => facts.claims.support,
} as const;
export type FactToken = keyof typeof FACT_TOKENS;

/** Each fact as staff choose it in the editor's "Company fact" panel. */
export const FACT_TOKEN_LABELS: Record<FactToken, string> = {
  company: 'Company name',
  years_experience: 'Years of experience',
  vehicles: 'Vehicles',
  warehouses: 'Warehouses',
  workforce: 'Workforce',
  branches: 'Branches',
  branches_since: 'In business since (year)',
  railways_partner_since: 'Railways partner since (year)',
  support: 'Support hours (24/7)',
};

/** The facts that are a figure, which an achievement may show. */
export const FIGURE_FACTS = [
  'years_experience',
  'vehicles',
  'warehouses',
  'workforce',
  'branches',
  'branches_since',
  'railways_partner_since',
] as const;
export type FigureFact = (typeof FIGURE_FACTS)[number];

/** The figure facts that are a year: shown as they are, never counted up from zero. */
export const YEAR_FACTS: readonly FigureFact[] = ['branches_since', 'railways_partner_since'];

/**
 * Whether an achievement's figure is a year ("since 1996", "1996 से"): one of the year facts, or,
 * for a figure typed without a fact, one with words before it, as the English "since" is.
 */
export const isYearFigure = (achievement: { prefix: string; fact?: string | null }): boolean =>
  achievement.fact
    ? (YEAR_FACTS as readonly string[]).includes(achievement.fact)
    : achievement.prefix.trim() !== '';

/** An achievement's figure: the company fact's, when it names one. */
export const achievementFigure = (
  achievement: { value: number; fact?: string | null },
  facts: CompanySettings | null | undefined,
): number =>
  achievement.fact && facts && (FIGURE_FACTS as readonly string[]).includes(achievement.fact)
    ? facts.claims[achievement.fact as FigureFact]
    : achievement.value;

const TOKEN = /\{([a-z_]+)\}/g;
const isFactToken = (name: string): name is FactToken => Object.hasOwn(FACT_TOKENS, name);

/** The text with its `{fact}`s filled in from the company facts (as written when there are none to hand). */
export function withFacts(text: string, facts: CompanySettings | null | undefined): string {
  if (!facts) return text;
  return text.replace(TOKEN, (whole, name: string) =>
    isFactToken(name) ? FACT_TOKENS[name](facts) : whole,
  );
}

/** The names in braces that are neither company facts nor one of `also` (a slip: the site would show the braces). */
export function unknownFacts(text: string, also: readonly string[] = []): string[] {
  return [...text.matchAll(TOKEN)]
    .map((match) => match[1]!)
    .filter((name) => !isFactToken(name) && !also.includes(name));
}

const braced = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** A text a visitor reads: asked for, kept short, its facts (and the page's own names, `also`) named right. */
const words = (max: number, label: string, also: readonly string[] = []) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`)
    .refine((text) => unknownFacts(text, also).length === 0, {
      error: (issue) =>
        `${braced(unknownFacts(String(issue.input), also))} is not a company fact: use one of ${braced([...Object.keys(FACT_TOKENS), ...also])}.`,
    });

/** The same, when it may be left empty. */
const optionalWords = (max: number, label: string, also: readonly string[] = []) =>
  z.union([z.literal('').transform(() => null), z.null(), words(max, label, also)]).default(null);

const sitePath = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, { error: `Enter the ${label}.`, abort: true })
    .max(300)
    .regex(
      /^(\/(?!\/)[\w\-./?=&#]*|https:\/\/\S+)$/,
      `Give the ${label} as a path on this site (starting with /) or an https address.`,
    );

const picture = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, { error: `Enter the ${label}.`, abort: true })
    .max(300)
    .regex(
      /^\/(?!\/)[\w\-./]+$/,
      `Give the ${label} as a picture of the media library (starting with /api/media/).`,
    );

/** The search-engine texts every page has. */
const searchTexts = {
  meta_title: words(120, 'title for search engines'),
  meta_description: words(300, 'description for search engines'),
};

/** The icons a card may show, by what they show (the site draws each). */
export const CARD_ICONS = [
  'clock',
  'map',
  'shield',
  'package',
  'handshake',
  'boxes',
  'truck',
  'train',
  'plane',
  'warehouse',
  'scale',
  'calculator',
  'document',
] as const;
export type CardIcon = (typeof CARD_ICONS)[number];

const SlideSchema = z.object({
  tag: words(60, 'slide’s tag'),
  title: words(120, 'slide’s title'),
  text: words(300, 'slide’s text'),
  image: picture('slide’s picture'),
  link: sitePath('slide’s link'),
  link_label: words(40, 'slide’s link text'),
});

const CardSchema = z.object({
  icon: z.enum(CARD_ICONS, { error: 'Choose one of the icons.' }),
  title: words(120, 'card’s title'),
  text: words(400, 'card’s text'),
  link: z
    .union([z.literal('').transform(() => null), z.null(), sitePath('card’s link')])
    .default(null),
});

const SectionSchema = z.object({
  eyebrow: optionalWords(60, 'small heading'),
  title: words(160, 'section heading'),
  lead: optionalWords(400, 'lead sentence'),
  cards: z.array(CardSchema).max(9, 'Keep the cards to 9.').default([]),
});
export type HomeSectionTexts = z.output<typeof SectionSchema>;

/** The blocks a home page may have, each with its heading (and cards, where it has them). */
export const HOME_SECTIONS = [
  'why_us',
  'solutions',
  'services',
  'experience',
  'achievements',
  'estimation',
  'testimonials',
  'plans',
  'projects',
  'clients',
  'quote',
  'track',
  'gallery',
  'blogs',
  'newsletter',
] as const;
export type HomeSectionId = (typeof HOME_SECTIONS)[number];

/** The home pages and the blocks each shows, in order: their editing forms ask for these. */
export const HOME_PAGES = {
  home: {
    path: '/',
    sections: ['why_us', 'solutions', 'services', 'experience', 'gallery', 'blogs', 'newsletter'],
  },
  index2: {
    path: '/index2',
    sections: [
      'solutions',
      'services',
      'achievements',
      'estimation',
      'testimonials',
      'plans',
      'projects',
      'clients',
      'quote',
      'track',
      'blogs',
    ],
  },
  index3: {
    path: '/index3',
    sections: [
      'quote',
      'track',
      'services',
      'plans',
      'achievements',
      'testimonials',
      'clients',
      'estimation',
      'projects',
      'solutions',
      'blogs',
    ],
  },
  index4: {
    path: '/index4',
    sections: [
      'achievements',
      'services',
      'clients',
      'estimation',
      'quote',
      'track',
      'projects',
      'plans',
      'testimonials',
      'solutions',
      'blogs',
    ],
  },
} as const satisfies Record<string, { path: string; sections: readonly HomeSectionId[] }>;
export type HomePageKey = keyof typeof HOME_PAGES;
export const HOME_PAGE_KEYS = Object.keys(HOME_PAGES) as HomePageKey[];

/** The blocks whose cards are the page's own (the others' come from their lists: services, testimonials…). */
export const SECTIONS_WITH_CARDS: readonly HomeSectionId[] = ['why_us', 'solutions', 'estimation'];

/** A home page as staff edit it. */
export const HomePageDraftSchema = z.object({
  ...searchTexts,
  heading: words(160, 'main heading'),
  lead: optionalWords(300, 'sentence under the main heading'),
  slides_label: words(60, 'name of the slides'),
  slides: z.array(SlideSchema).min(1, 'Give at least one slide.').max(5, 'Keep the slides to 5.'),
  sections: z.partialRecord(z.enum(HOME_SECTIONS), SectionSchema),
});
export type HomePageDraft = z.output<typeof HomePageDraftSchema>;
/** A home page as the site reads it: the draft's shape, facts not yet filled in, each slide's picture with its focal point. */
export const HomePageTextsSchema = HomePageDraftSchema.extend({
  slides: z.array(SlideSchema.extend({ focal_point: FocalPointSchema.optional() })),
  ...localeMarks,
});
export type HomePageTexts = z.output<typeof HomePageTextsSchema>;

/** The blocks `key`'s page shows that its draft leaves out, by field path; none when it is whole. */
export function missingHomeSections(
  key: HomePageKey,
  draft: HomePageDraft,
): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const section of HOME_PAGES[key].sections) {
    if (!draft.sections[section])
      missing[`sections.${section}.title`] = ['Enter the section heading.'];
  }
  return missing;
}

/** The other routes whose words are not a content page's: each one's heading and search-engine texts. */
export const ROUTE_TEXTS = {
  services: { path: '/services/services1' },
  'services-at-a-glance': { path: '/services/services2' },
  blog: { path: '/blogs/grid' },
  branches: { path: '/branches' },
  'city-branches': { path: '/branches/{city}' },
  'contact-us': { path: '/contact-us' },
  search: { path: '/search' },
  track: { path: '/track' },
  'your-data': { path: '/your-data' },
} as const satisfies Record<string, { path: string }>;
export type RouteTextsKey = keyof typeof ROUTE_TEXTS;
export const ROUTE_TEXTS_KEYS = Object.keys(ROUTE_TEXTS) as RouteTextsKey[];

/** What a city's page may name besides the facts: its city, its state and how many branches it has. */
export const CITY_TOKENS = ['city', 'state', 'count'] as const;

/** The page's own names filled in (a city's: `{city}`, `{state}`, `{count}`), then its facts. */
export function withNames(
  text: string,
  names: Partial<Record<string, string>>,
  facts: CompanySettings | null | undefined,
): string {
  return withFacts(
    text.replace(TOKEN, (whole, name: string) => names[name] ?? whole),
    facts,
  );
}

/**
 * A route's words as staff edit them. Any may name `{city}`, `{state}` and `{count}`, but only
 * the city page fills them in: the kind's check refuses them elsewhere.
 */
export const RouteTextsDraftSchema = z.object({
  meta_title: words(120, 'title for search engines', CITY_TOKENS),
  meta_description: words(300, 'description for search engines', CITY_TOKENS),
  heading: words(160, 'main heading', CITY_TOKENS),
  lead: optionalWords(400, 'sentence under the main heading', CITY_TOKENS),
  banner_image: picture('banner picture'),
});
export type RouteTextsDraft = z.output<typeof RouteTextsDraftSchema>;
/** A route's words as the site reads them, the banner's focal point beside it. */
export const RouteTextsSchema = RouteTextsDraftSchema.extend({
  focal_point: FocalPointSchema.optional(),
  ...localeMarks,
});
export type RouteTexts = z.output<typeof RouteTextsSchema>;

/** Every text of a document (a home page's, a route's) with its names and facts filled in. */
export function withNamesEverywhere<T>(
  document: T,
  names: Partial<Record<string, string>>,
  facts: CompanySettings | null | undefined,
): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return withNames(value, names, facts);
    if (Array.isArray(value)) return value.map(fill);
    // Plain objects only: a date or a buffer is kept as it is.
    if (
      value &&
      typeof value === 'object' &&
      [Object.prototype, null].includes(Object.getPrototypeOf(value))
    )
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(document) as T;
}

/**
 * The blocks of words several pages share (issue 27): the call to ask for a quote beside every
 * service and every branch, the footer's two, the partner forms' introductions, the comments'
 * promise, the booking page's call to book more. A heading and a sentence or two each; a
 * branch's may name `{city}`.
 */
export const SHARED_BLOCKS = {
  'service-quote': { names: [] },
  'branch-quote': { names: ['city'] },
  'footer-booking': { names: [] },
  'footer-newsletter': { names: [] },
  'vendor-enquiry': { names: [] },
  'partner-enquiry': { names: [] },
  'blog-comments': { names: [] },
  'booking-other': { names: [] },
  // On the partner, vendor and careers pages: we never ask for money (issue 30).
  'fraud-warning': { names: [] },
} as const satisfies Record<string, { names: readonly string[] }>;
export type SharedBlockKey = keyof typeof SHARED_BLOCKS;
export const SHARED_BLOCK_KEYS = Object.keys(SHARED_BLOCKS) as SharedBlockKey[];

/** A shared block as staff edit it; only the branch's may name `{city}` (the kind's check refuses it elsewhere). */
export const SharedBlockSchema = z.object({
  heading: words(120, 'heading', ['city']),
  text: words(400, 'text', ['city']),
});
export type SharedBlock = z.output<typeof SharedBlockSchema>;
/** Every shared block, by key, as the site reads them. */
export type SharedBlocks = Record<SharedBlockKey, SharedBlock & LocaleMarks>;
