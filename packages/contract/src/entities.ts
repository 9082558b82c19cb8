import { z } from 'zod';
import { MAX_PER_PAGE, SERVICE_ICONS } from './constants.js';
import { FocalPointSchema } from './media.js';
import { LOCALE_CODES } from './locales.js';
import { PIN_CODE_MESSAGES } from './messages.js';
import { localeMarks } from './content-locale.js';

/** Beside an answer's picture: its focal point, for every crop of it (absent for a picture that has none). */
const focal_point = FocalPointSchema.optional();

export const PageSchema = z.object({
  number: z.number().int(),
  slug: z.string(),
  title: z.string(),
  banner_image: z.string(),
  focal_point,
  content: z.string().describe('Sanitised HTML'),
  meta_title: z.string(),
  meta_description: z.string(),
  updated_at: z.string().describe('ISO 8601 time of the last change'),
  ...localeMarks,
});
export type Page = z.infer<typeof PageSchema>;

export const ServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string().describe('Sanitised HTML'),
  image: z.string(),
  focal_point,
  icon: z.enum(SERVICE_ICONS).describe('the picture the services layouts draw for it'),
  ...localeMarks,
});
export type Service = z.infer<typeof ServiceSchema>;

export const BlogSchema = z.object({
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  focal_point,
  excerpt: z.string(),
  content: z.string().describe('Sanitised HTML'),
  author: z.string(),
  published_at: z.string().describe('ISO 8601 date'),
  ...localeMarks,
});
export type Blog = z.infer<typeof BlogSchema>;

/** A blog in a list: everything but the body. */
export const BlogSummarySchema = BlogSchema.omit({ content: true });
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

/** A published comment on a blog post, with its published replies (spec §3's comment: date, sender, comment, replies). */
export interface BlogComment {
  id: number;
  name: string;
  /** ISO 8601 time it was sent. */
  created_at: string;
  comment: string;
  replies: BlogComment[];
}
export const BlogCommentSchema: z.ZodType<BlogComment> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
    comment: z.string().describe('Plain text'),
    replies: z.array(BlogCommentSchema),
  }),
);

/*
 * The home variants' content types (spec §3's demo data, made content): each listed in its
 * `position` order by its own read call, `GET /get/{type}`.
 */

export const TestimonialSchema = z.object({
  id: z.number().int(),
  quote: z.string(),
  name: z.string(),
  designation: z.string(),
  image: z.string().describe('media path of the portrait (an illustration)'),
  focal_point,
  ...localeMarks,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const PlanSchema = z.object({
  id: z.number().int(),
  type: z.string().describe('Startup, Standard, Business'),
  price: z.number(),
  currency: z.string(),
  period: z.string().describe('monthly'),
  benefits: z.array(z.string()),
  featured: z.boolean(),
  ...localeMarks,
});
export type Plan = z.infer<typeof PlanSchema>;

export const ProjectSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  focal_point,
  title: z.string(),
  subtitle: z.string(),
  caption: z.string(),
  ...localeMarks,
});
export type Project = z.infer<typeof ProjectSchema>;

export const ClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().describe('media path of the logo (SVG)'),
  sector: z.string(),
  ...localeMarks,
});
export type Client = z.infer<typeof ClientSchema>;

export const AchievementSchema = z.object({
  id: z.number().int(),
  value: z.number(),
  prefix: z.string().describe('shown before the figure, e.g. "since "'),
  suffix: z.string().describe('shown after the figure, e.g. "+"'),
  label: z.string().describe('what the figure counts'),
  fact: z
    .string()
    .nullable()
    .optional()
    .describe(
      'a company fact whose figure the site shows instead of value (years_experience, vehicles, warehouses, workforce, branches, branches_since, railways_partner_since)',
    ),
  ...localeMarks,
});
export type Achievement = z.infer<typeof AchievementSchema>;

export const SolutionSchema = z.object({
  id: z.number().int(),
  serial: z.string().describe('01, 02, …'),
  title: z.string(),
  subtitle: z.string(),
  link: z.string().describe('a path on the site'),
  ...localeMarks,
});
export type Solution = z.infer<typeof SolutionSchema>;

/** The read call of each content type: `GET /get/{name}`. */
export const VARIANT_CONTENT = {
  testimonials: TestimonialSchema,
  plans: PlanSchema,
  projects: ProjectSchema,
  clients: ClientSchema,
  achievements: AchievementSchema,
  solutions: SolutionSchema,
} as const;
export type VariantContentType = keyof typeof VARIANT_CONTENT;

export const GalleryItemSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  focal_point,
  title: z.string(),
  ...localeMarks,
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const BranchSchema = z.object({
  id: z.number().int(),
  location_name: z.string(),
  address: z.string(),
  state: z.string(),
  city: z.string(),
  pin_code: z.string(),
  phone_no: z.string(),
  email: z.string(),
  slug: z
    .string()
    .describe('with the city, the branch page: `/branches/{city in lower case}/{slug}`'),
  ...localeMarks,
});
export type Branch = z.infer<typeof BranchSchema>;

/** A branch the locator found; by a pin code, with how far it is from the pin code's place (decision 035). */
export const LocatedBranchSchema = BranchSchema.extend({
  distance_km: z
    .number()
    .int()
    .optional()
    .describe('for a pin code search: kilometres in a straight line from the pin code, rounded'),
});
export type LocatedBranch = z.infer<typeof LocatedBranchSchema>;

/** One branch's page: the branch, when it is open, what it offers, and the branches nearest to it. */
export const BranchDetailSchema = BranchSchema.extend({
  opening_hours: z
    .array(z.string())
    .describe(
      'schema.org `openingHours` values: `Mo-Sa 09:30-18:30`; `Mo-Su 00:00-23:59` is round the clock',
    ),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  updated_at: z.string(),
  services: z.array(
    z.object({ id: z.number().int(), slug: z.string(), title: z.string(), ...localeMarks }),
  ),
  nearby: z
    .array(
      BranchSchema.extend({
        distance_km: z
          .number()
          .nullable()
          .describe('roughly, in a straight line; null when unknown'),
      }),
    )
    .describe('up to four other branches, nearest first'),
});
export type BranchDetail = z.infer<typeof BranchDetailSchema>;

export const SearchResultSchema = z.object({
  type: z.enum(['page', 'service', 'blog', 'branch']),
  title: z.string(),
  url: z.string(),
  snippet: z.string().describe('Plain text; matched words wrapped in <mark>'),
  locale: z.string().describe('the language of the title and snippet: a translation’s, or en'),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** Company facts shown across the site: one place, edited as content. */
/** The grievance officer the company names for personal data (DPDP Act, s. 8(9); DPDP Rules, rule 14). */
export const GrievanceOfficerSchema = z.object({
  name: z.string(),
  designation: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});
export type GrievanceOfficer = z.infer<typeof GrievanceOfficerSchema>;

export const CompanySettingsSchema = z.object({
  name: z.string(),
  legal_name: z.string(),
  tagline: z.string(),
  phone: z.string(),
  support_phone: z.string(),
  email: z.string(),
  whatsapp_number: z.string().describe('Digits with country code, for wa.me links'),
  address: z.string(),
  head_office_city: z.string(),
  login_url: z.string(),
  tracking_url: z
    .string()
    .nullable()
    .default(null)
    .describe(
      "The customer portal's tracking address, `{numbers}` standing for the consignment numbers (comma-separated); null when there is none",
    ),
  csr_policy_url: z.string(),
  claims: z.object({
    years_experience: z.number().int(),
    vehicles: z.number().int(),
    warehouses: z.number().int(),
    workforce: z.number().int(),
    railways_partner_since: z.number().int(),
    branches: z.number().int(),
    branches_since: z.number().int(),
    support: z.string(),
  }),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
  grievance_officer: GrievanceOfficerSchema.nullable()
    .default(null)
    .describe(
      'Who answers questions and grievances about personal data (DPDP Rules, rule 14); null in facts saved before it existed',
    ),
  data_rights: z
    .object({
      reply_days: z
        .number()
        .int()
        .describe(
          'the period the company promises to answer a request about personal data in (grievances: 90 days, the Rules’)',
        ),
    })
    .default({ reply_days: 30 }),
  ...localeMarks,
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

export function paginatorSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
}
export type Paginator<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};

const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(MAX_PER_PAGE);

export const ServicesQuerySchema = z
  .object({ page: pageNumber, per_page: perPage.optional() })
  .strict();
export const BlogsQuerySchema = z.object({ record: perPage.optional(), page: pageNumber }).strict();
export const GalleryQuerySchema = z
  .object({ pagination: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional() })
  .strict();
/** An Indian postal index number: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** The branch locator's search: by city (spec §2), or by pin code or state. One of the three. */
export const BranchQuerySchema = z
  .object({
    city: z.string().trim().min(1, 'Choose a city.').max(60).optional(),
    pin_code: z.string().trim().regex(PIN_CODE_PATTERN, PIN_CODE_MESSAGES.pattern).optional(),
    state: z.string().trim().min(1, 'Choose a state.').max(60).optional(),
    /** The language of the page that asks (`hi`): the language of a refusal's words. */
    locale: z.enum(LOCALE_CODES as [string, ...string[]]).optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const given = [query.city, query.pin_code, query.state].filter((v) => v !== undefined).length;
    if (given === 0) ctx.addIssue({ code: 'custom', path: ['city'], message: 'Choose a city.' });
    if (given > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['city'],
        message: 'Search by one of city, pin code or state.',
      });
  });
export type BranchQuery = z.infer<typeof BranchQuerySchema>;
export const BranchParamsSchema = z.object({
  city: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z-]+$/, 'Use lower-case letters and hyphens.'),
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and hyphens.'),
});
export const SearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'Use at most 200 characters.').default(''),
  page: pageNumber,
});
export const PageParamsSchema = z.object({ number: z.coerce.number().int().min(1).max(100_000) });
export const ServiceParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
/** Where an item whose address changed lives now (`GET /get/moved/blogs/{slug}`). */
export const MovedSchema = z.object({ slug: z.string() });
export type Moved = z.infer<typeof MovedSchema>;
/** Where a branch whose address changed lives now: its city (as in its address) and slug. */
export const BranchMovedSchema = z.object({ city: z.string(), slug: z.string() });
export type BranchMoved = z.infer<typeof BranchMovedSchema>;

export const SlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and hyphens.'),
});

/** When a piece of content last changed: the sitemap's `lastmod`. */
const ChangedSchema = z.object({
  updated_at: z.string().describe('ISO 8601 time of the last change'),
});

/**
 * The languages besides English an entry has live, each with when staff last published its
 * translation (`{ hi: '2026-…' }`; null: as seeded, not published since): its hreflang
 * alternates, and the sitemap's list of that language.
 */
const translationsLive = z
  .record(z.string(), z.string().nullable())
  .optional()
  .describe(
    'each language besides English the entry has live, with when staff last published its translation (null: as seeded)',
  );
/**
 * When an item's own content last changed: staff's last publish of it, or for a post as seeded
 * its publication date; null for an item as seeded, whose loading time is no change of its content.
 */
const SitemapEntrySchema = z.object({
  updated_at: z
    .string()
    .nullable()
    .describe('ISO 8601 time (or date) its content last changed; null: as seeded, unknown'),
  translations: translationsLive,
});

/** Everything public with an address of its own, and when it last changed (`GET /get/sitemap`). */
export const SitemapContentSchema = z.object({
  pages: z.array(SitemapEntrySchema.extend({ number: z.number().int() })),
  services: z.array(SitemapEntrySchema.extend({ id: z.number().int(), slug: z.string() })),
  blogs: z.array(SitemapEntrySchema.extend({ slug: z.string() })),
  branches: z.array(SitemapEntrySchema.extend({ city: z.string(), slug: z.string() })),
  settings: ChangedSchema.nullable().describe(
    'when staff last published the company settings (phones, addresses) shown on every page; null: as seeded',
  ),
  site_texts: z
    .object({
      home: z.record(z.string(), z.record(z.string(), z.string().nullable())),
      texts: z.record(z.string(), z.record(z.string(), z.string().nullable())),
    })
    .optional()
    .describe(
      'the home pages’ and the list pages’ words translated live, by key: `{ texts: { track: { hi: "2026-…" } } }`',
    ),
});
export type SitemapContent = z.infer<typeof SitemapContentSchema>;
