import { eq } from 'drizzle-orm';
import type { Page } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { type PageRow, pages } from '../db/schema.js';
import { withFocalPoints } from './media.js';

const toPage = (row: PageRow): Page => ({
  number: row.number,
  slug: row.slug,
  title: row.title,
  banner_image: row.bannerImage,
  content: row.contentHtml,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  updated_at: new Date(row.updatedAt).toISOString(),
});

export async function findPageByNumber(db: Database, number: number): Promise<Page | null> {
  const [row] = await db.select().from(pages).where(eq(pages.number, number)).limit(1);
  if (!row) return null;
  const [page] = await withFocalPoints(db, [toPage(row)], (found) => found.banner_image);
  return page!;
}
