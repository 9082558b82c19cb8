import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector, updatedAt } from './columns.js';

/*
 * What the public site reads: the live version of each content kind (staff's drafts and revisions
 * are in `editing.ts`), the home variants' lists, the company's facts and the site texts.
 */

export const pages = pgTable(
  'pages',
  {
    number: integer('number').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    bannerImage: text('banner_image').notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(content_text, '')), 'B')`,
    ),
  },
  (t) => [index('pages_search_idx').using('gin', t.searchVector)],
);
export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    image: text('image').notNull(),
    /** One of the contract's SERVICE_ICONS. */
    icon: text('icon').notNull().default('road'),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description_text, '')), 'B')`,
    ),
  },
  (t) => [index('services_search_idx').using('gin', t.searchVector)],
);
export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    excerpt: text('excerpt').notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    author: text('author').notNull(),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '') || ' ' || coalesce(content_text, '')), 'B')`,
    ),
  },
  (t) => [
    index('blogs_published_idx').on(t.publishedAt),
    index('blogs_search_idx').using('gin', t.searchVector),
  ],
);
export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;

export const galleryItems = pgTable('gallery_items', {
  id: integer('id').primaryKey(),
  /** Its place in the gallery, which staff set; new pictures go last. */
  position: integer('position').notNull().default(0),
  image: text('image').notNull(),
  title: text('title').notNull(),
});
export type GalleryItemRow = typeof galleryItems.$inferSelect;

/** A city as addresses write it, in SQL: the same mapping as the contract's `citySlug()`. */
export const citySlugSql = (city: AnyPgColumn) =>
  sql`trim(both '-' from regexp_replace(lower(${city}), '[^a-z]+', '-', 'g'))`;

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    locationName: text('location_name').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    pinCode: text('pin_code').notNull(),
    phoneNo: text('phone_no').notNull(),
    email: text('email').notNull(),
    /** With the city, the branch's address on the site: `/branches/{city}/{slug}`. */
    slug: text('slug').notNull(),
    /** schema.org `openingHours` values, e.g. `Mo-Sa 09:30-18:30`; `Mo-Su 00:00-23:59` is round the clock. */
    openingHours: jsonb('opening_hours')
      .$type<string[]>()
      .notNull()
      .default(sql`'["Mo-Sa 09:30-18:30"]'::jsonb`),
    /** Slugs of the services this branch offers. */
    serviceSlugs: jsonb('service_slugs')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Where the branch is, roughly: for "nearest other branches". */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    updatedAt: updatedAt(),
    /** For the site's search: a visitor looks for a branch by its name, city, area or pin code (decision 029). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(location_name, '') || ' ' || coalesce(city, '')), 'A') || setweight(to_tsvector('english', coalesce(address, '') || ' ' || coalesce(state, '') || ' ' || coalesce(pin_code, '')), 'B')`,
    ),
  },
  (t) => [
    index('branches_search_idx').using('gin', t.searchVector),
    index('branches_city_idx').on(t.city),
    index('branches_state_idx').on(t.state),
    index('branches_pin_code_idx').on(t.pinCode.op('text_pattern_ops')),
    uniqueIndex('branches_city_slug_idx').on(t.city, t.slug),
    // A branch's address is its city as addresses write it and its slug: one branch each.
    uniqueIndex('branches_address_idx').on(citySlugSql(t.city), t.slug),
  ],
);
export type BranchRow = typeof branches.$inferSelect;
export type NewBranchRow = typeof branches.$inferInsert;

/*
 * The home variants' content types (issue 9): each row has its place in its list (`position`)
 * and its last change, so that staff can reorder and edit them (issue 11).
 */
const listColumns = () => ({
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable('testimonials', {
  ...listColumns(),
  quote: text('quote').notNull(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
  image: text('image').notNull(),
});

export const plans = pgTable('plans', {
  ...listColumns(),
  type: text('type').notNull(),
  price: doublePrecision('price').notNull(),
  currency: text('currency').notNull(),
  period: text('period').notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
  featured: boolean('featured').notNull().default(false),
});

export const projects = pgTable('projects', {
  ...listColumns(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  caption: text('caption').notNull(),
});

export const clients = pgTable('clients', {
  ...listColumns(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  sector: text('sector').notNull(),
});

export const achievements = pgTable('achievements', {
  ...listColumns(),
  value: doublePrecision('value').notNull(),
  prefix: text('prefix').notNull().default(''),
  suffix: text('suffix').notNull().default(''),
  label: text('label').notNull(),
  /** A company fact whose figure this shows instead of `value` (issue 27): `branches`, `branches_since`… */
  fact: text('fact'),
});

export const solutions = pgTable('solutions', {
  ...listColumns(),
  serial: text('serial').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  link: text('link').notNull(),
});

/** Small named documents of site-wide facts (for now: `company`). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The words of the home pages and of the routes that are no content page (issue 27): one document
 * each, by kind (`home`, `texts`) and key (`index2`, `contact-us`), as its editing form gives it.
 */
export const siteTexts = pgTable(
  'site_texts',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check('site_texts_kind_check', sql`${t.kind} in ('home', 'texts', 'blocks')`),
  ],
);
