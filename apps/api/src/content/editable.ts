import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CompanySettingsDraft,
  CompanySettingsDraftSchema,
  CONTENT_PAGE_ROUTES,
  type EditableKind,
  htmlToPlainText,
  type PageDraft,
  PageDraftSchema,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import { pages, settings } from '../db/schema.js';
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
  list(db: Database): Promise<{ key: string; title: string }[]>;
  /** The live version as the editing form shows it; null when there is no such item. */
  read(db: Database, key: string): Promise<T | null>;
  /** Makes `data` the live version. */
  write(db: Database, key: string, data: T): Promise<void>;
  title(key: string, data: T): string;
  /** Where the public site shows the item; null for what every page shows. */
  path(key: string): string | null;
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

export const EDITABLES: { [K in EditableKind]: Editable<Record<string, unknown>> } = {
  pages: editablePages as unknown as Editable<Record<string, unknown>>,
  settings: editableSettings as unknown as Editable<Record<string, unknown>>,
};
