import { z } from 'zod';
import { MAX_PER_PAGE } from './constants.js';

export const PageSchema = z.object({
  number: z.number().int(),
  slug: z.string(),
  title: z.string(),
  banner_image: z.string(),
  content: z.string().describe('Sanitised HTML'),
  meta_title: z.string(),
  meta_description: z.string(),
  updated_at: z.string().describe('ISO 8601 time of the last change'),
});
export type Page = z.infer<typeof PageSchema>;

export const ServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string().describe('Sanitised HTML'),
  image: z.string(),
});
export type Service = z.infer<typeof ServiceSchema>;

export const BlogSchema = z.object({
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  excerpt: z.string(),
  content: z.string().describe('Sanitised HTML'),
  author: z.string(),
  published_at: z.string().describe('ISO 8601 date'),
});
export type Blog = z.infer<typeof BlogSchema>;

/** A blog in a list: everything but the body. */
export const BlogSummarySchema = BlogSchema.omit({ content: true });
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

export const GalleryItemSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
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
});
export type Branch = z.infer<typeof BranchSchema>;

export const SearchResultSchema = z.object({
  type: z.enum(['page', 'service', 'blog']),
  title: z.string(),
  url: z.string(),
  snippet: z.string().describe('Plain text; matched words wrapped in <mark>'),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** Company facts shown across the site: one place, edited as content. */
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
export const BlogsQuerySchema = z
  .object({ record: perPage.optional(), page: pageNumber })
  .strict();
export const GalleryQuerySchema = z
  .object({ pagination: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional() })
  .strict();
export const BranchQuerySchema = z
  .object({ city: z.string().trim().min(1, 'Choose a city.').max(60) })
  .strict();
export const SearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'Use at most 200 characters.').default(''),
  page: pageNumber,
});
export const PageParamsSchema = z.object({ number: z.coerce.number().int().min(1).max(100_000) });
export const ServiceParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const SlugParamsSchema = z.object({
  slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and hyphens.'),
});

/** When a piece of content last changed: the sitemap's `lastmod`. */
const ChangedSchema = z.object({ updated_at: z.string().describe('ISO 8601 time of the last change') });

/** Everything public with an address of its own, and when it last changed (`GET /get/sitemap`). */
export const SitemapContentSchema = z.object({
  pages: z.array(ChangedSchema.extend({ number: z.number().int() })),
  services: z.array(ChangedSchema.extend({ id: z.number().int(), slug: z.string() })),
  blogs: z.array(ChangedSchema.extend({ slug: z.string() })),
  settings: ChangedSchema.nullable().describe('the company settings (phones, addresses) shown on every page'),
});
export type SitemapContent = z.infer<typeof SitemapContentSchema>;
