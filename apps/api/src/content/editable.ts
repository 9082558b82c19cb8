import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CompanySettingsDraft,
  CompanySettingsDraftSchema,
  CONTENT_MESSAGES,
  CONTENT_PAGE_ROUTES,
  type EditableKind,
  type FieldErrors,
  htmlToPlainText,
  type PageDraft,
  PageDraftSchema,
  type PostDraft,
  PostDraftSchema,
  type ServiceDraft,
  ServiceDraftSchema,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import { blogs, pages, services, settings } from '../db/schema.js';
import { keepOldAddress } from '../repositories/slug-redirects.js';
import { findCompanySettings } from '../repositories/settings.js';
import { sanitiseHtml } from './markdown.js';

/**
 * One kind of item staff edit: how its live version is read from and written to the tables the
 * public site reads, the schema of its editing form, and where the site shows it.
 */
export interface Editable<T extends Record<string, unknown>> {
  kind: EditableKind;
  /** The editing form's schema; what it gives is what a revision stores. */
  schema: z.ZodType<T, unknown>;
  /** The tables the site reads this kind from: their cached reads and pages go on publish. */
  tables: readonly string[];
  list(db: Database): Promise<{ key: string; title: string; path?: string | null }[]>;
  /** The live version as the editing form shows it; null when there is no such item. */
  read(db: Database, key: string): Promise<T | null>;
  /** Makes `data` the live version. */
  write(db: Database, key: string, data: T): Promise<void>;
  /** Checks that need the database (a slug another item has), by field; null when all is well. */
  check?(db: Database, key: string, data: T): Promise<FieldErrors | null>;
  title(key: string, data: T): string;
  /** Where the public site shows the item (its live version, when the address depends on it); null for what every page shows. */
  path(key: string, live?: T): string | null;
}

const pagePath = (number: number) => CONTENT_PAGE_ROUTES.find((route) => route.page === number)?.path ?? null;

const editablePages: Editable<PageDraft> = {
  kind: 'pages',
  schema: PageDraftSchema.transform((page) => ({ ...page, content: sanitiseHtml(page.content) })),
  tables: ['pages'],
  async list(db) {
    const rows = await db.select({ number: pages.number, title: pages.title }).from(pages).orderBy(asc(pages.number));
    return rows.map((row) => ({ key: String(row.number), title: row.title }));
  },
  async read(db, key) {
    const [row] = await db.select().from(pages).where(eq(pages.number, Number(key))).limit(1);
    if (!row) return null;
    return { title: row.title, banner_image: row.bannerImage, content: row.contentHtml, meta_title: row.metaTitle, meta_description: row.metaDescription };
  },
  async write(db, key, page) {
    await db
      .update(pages)
      .set({
        title: page.title,
        bannerImage: page.banner_image,
        contentHtml: page.content,
        contentText: htmlToPlainText(page.content),
        metaTitle: page.meta_title,
        metaDescription: page.meta_description,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(pages.number, Number(key)));
  },
  title: (_key, page) => page.title,
  path: (key) => pagePath(Number(key)),
};

const editableSettings: Editable<CompanySettingsDraft> = {
  kind: 'settings',
  schema: CompanySettingsDraftSchema,
  tables: ['settings'],
  list: async () => [{ key: 'company', title: 'Company facts' }],
  async read(db, key) {
    if (key !== 'company') return null;
    return findCompanySettings(db);
  },
  async write(db, key, company) {
    await db.update(settings).set({ value: company, updatedAt: new Date().toISOString() }).where(eq(settings.key, key));
  },
  title: () => 'Company facts',
  path: () => null,
};

const editableServices: Editable<ServiceDraft> = {
  kind: 'services',
  schema: ServiceDraftSchema.transform((service) => ({ ...service, description: sanitiseHtml(service.description) })),
  tables: ['services'],
  async list(db) {
    const rows = await db.select({ id: services.id, title: services.title }).from(services).orderBy(asc(services.id));
    return rows.map((row) => ({ key: String(row.id), title: row.title }));
  },
  async read(db, key) {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [row] = await db.select().from(services).where(eq(services.id, Number(key))).limit(1);
    if (!row) return null;
    return { title: row.title, summary: row.summary, description: row.descriptionHtml, image: row.image, icon: row.icon as ServiceDraft['icon'] };
  },
  async write(db, key, service) {
    await db
      .update(services)
      .set({
        title: service.title,
        summary: service.summary,
        descriptionHtml: service.description,
        descriptionText: htmlToPlainText(service.description),
        image: service.image,
        icon: service.icon,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(services.id, Number(key)));
  },
  title: (_key, service) => service.title,
  path: (key) => `/services/details/${key}`,
};

const postPath = (slug: string) => `/blogs/blog_details/${slug}`;

const editablePosts: Editable<PostDraft> = {
  kind: 'posts',
  schema: PostDraftSchema.transform((post) => ({ ...post, content: sanitiseHtml(post.content) })),
  tables: ['blogs', 'slug_redirects'],
  async list(db) {
    const rows = await db.select({ id: blogs.id, title: blogs.title, slug: blogs.slug }).from(blogs).orderBy(desc(blogs.publishedAt), desc(blogs.id));
    return rows.map((row) => ({ key: String(row.id), title: row.title, path: postPath(row.slug) }));
  },
  async read(db, key) {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [row] = await db.select().from(blogs).where(eq(blogs.id, Number(key))).limit(1);
    if (!row) return null;
    return { title: row.title, slug: row.slug, image: row.image, excerpt: row.excerpt, content: row.contentHtml, author: row.author, published_on: row.publishedAt };
  },
  async check(db, key, post) {
    const [other] = await db.select({ id: blogs.id }).from(blogs).where(and(eq(blogs.slug, post.slug), ne(blogs.id, Number(key)))).limit(1);
    return other ? { slug: [CONTENT_MESSAGES.slugTaken] } : null;
  },
  async write(db, key, post) {
    const [before] = await db.select({ slug: blogs.slug }).from(blogs).where(eq(blogs.id, Number(key))).limit(1);
    await db
      .update(blogs)
      .set({
        title: post.title,
        slug: post.slug,
        image: post.image,
        excerpt: post.excerpt,
        contentHtml: post.content,
        contentText: htmlToPlainText(post.content),
        author: post.author,
        publishedAt: post.published_on,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(blogs.id, Number(key)));
    if (before && before.slug !== post.slug) await keepOldAddress(db, 'posts', before.slug, post.slug, key);
  },
  title: (_key, post) => post.title,
  path: (_key, post) => (post ? postPath(post.slug) : null),
};

export const EDITABLES: { [K in EditableKind]: Editable<Record<string, unknown>> } = {
  pages: editablePages as unknown as Editable<Record<string, unknown>>,
  services: editableServices as unknown as Editable<Record<string, unknown>>,
  posts: editablePosts as unknown as Editable<Record<string, unknown>>,
  settings: editableSettings as unknown as Editable<Record<string, unknown>>,
};
