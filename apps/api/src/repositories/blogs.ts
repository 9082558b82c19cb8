import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Blog, BlogSummary, Paginator } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { type BlogRow, blogs } from '../db/schema.js';
import { withFocalPoints } from './media.js';
import { paginate } from './pagination.js';

const toSummary = (
  row: Omit<BlogRow, 'contentHtml' | 'contentText' | 'searchVector'>,
): BlogSummary => ({
  slug: row.slug,
  title: row.title,
  image: row.image,
  excerpt: row.excerpt,
  author: row.author,
  published_at: row.publishedAt,
});

const pictureOf = (blog: BlogSummary) => blog.image;

const summaryColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  image: blogs.image,
  excerpt: blogs.excerpt,
  author: blogs.author,
  publishedAt: blogs.publishedAt,
  updatedAt: blogs.updatedAt,
};

/** Newest first. */
export async function listBlogs(
  db: Database,
  page: number,
  perPage: number,
): Promise<Paginator<BlogSummary>> {
  const [totalRow] = await db.select({ n: count() }).from(blogs);
  const rows = await db
    .select(summaryColumns)
    .from(blogs)
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return paginate(
    await withFocalPoints(db, rows.map(toSummary), pictureOf),
    page,
    perPage,
    totalRow?.n ?? 0,
  );
}

export async function findBlogBySlug(db: Database, slug: string): Promise<Blog | null> {
  const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug)).limit(1);
  if (!row) return null;
  const [blog] = await withFocalPoints(
    db,
    [{ ...toSummary(row), content: row.contentHtml }],
    pictureOf,
  );
  return blog!;
}

/** The posts' item keys (their ids) by slug: what their translations are kept under. */
export async function blogKeysBySlug(
  db: Database,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: blogs.id, slug: blogs.slug })
    .from(blogs)
    .where(inArray(blogs.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, String(row.id)]));
}

export async function findBlogSlugById(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ slug: blogs.slug }).from(blogs).where(eq(blogs.id, id)).limit(1);
  return row?.slug ?? null;
}
