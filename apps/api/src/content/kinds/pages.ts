import { asc, eq } from 'drizzle-orm';
import {
  CONTENT_PAGE_ROUTES,
  htmlToPlainText,
  type PageDraft,
  PageDraftSchema,
} from '@harsh/contract';
import { pages } from '../../db/schema.js';
import { refuseOutsidePictures, sanitiseHtml } from '../markdown.js';
import type { Editable } from '../editable.js';

/** Content pages: numbered by the site's route table, edited, never added or deleted. */
const pagePath = (number: number) =>
  CONTENT_PAGE_ROUTES.find((route) => route.page === number)?.path ?? null;

const pageDraftOf = (row: typeof pages.$inferSelect): PageDraft => ({
  title: row.title,
  banner_image: row.bannerImage,
  content: row.contentHtml,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
});

export const editablePages: Editable<PageDraft> = {
  kind: 'pages',
  schema: PageDraftSchema.superRefine(refuseOutsidePictures('content')).transform((page) => ({
    ...page,
    content: sanitiseHtml(page.content),
  })),
  richText: 'content',
  tables: ['pages'],
  async list(db) {
    const rows = await db
      .select({ number: pages.number, title: pages.title })
      .from(pages)
      .orderBy(asc(pages.number));
    return rows.map((row) => ({ key: String(row.number), title: row.title }));
  },
  async read(db, key) {
    const [row] = await db
      .select()
      .from(pages)
      .where(eq(pages.number, Number(key)))
      .limit(1);
    return row ? pageDraftOf(row) : null;
  },
  async readAll(db) {
    return (await db.select().from(pages)).map((row) => ({
      key: String(row.number),
      data: pageDraftOf(row),
    }));
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
        // Every column but the page's number and address, fixed by the route table.
      } satisfies Required<Omit<typeof pages.$inferInsert, 'number' | 'slug'>>)
      .where(eq(pages.number, Number(key)));
  },
  title: (_key, page) => page.title,
  path: (key) => pagePath(Number(key)),
};
