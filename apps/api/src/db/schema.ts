import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector, kept up to date by the database as a generated column. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

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
  image: text('image').notNull(),
  title: text('title').notNull(),
});
export type GalleryItemRow = typeof galleryItems.$inferSelect;

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
  },
  (t) => [index('branches_city_idx').on(t.city)],
);
export type BranchRow = typeof branches.$inferSelect;
export type NewBranchRow = typeof branches.$inferInsert;

/** Small named documents of site-wide facts (for now: `company`). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
