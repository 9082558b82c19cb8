import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
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

/** The posts' ids newest first, as every list shows them (`listBlogs`). */
export async function postOrder(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: blogs.id })
    .from(blogs)
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map((row) => row.id);
}

/** How many posts a post's page offers to read next. */
export const POSTS_BESIDE = 3;

/**
 * What the post at `index` of `order` (newest first) offers to read next: the posts just older
 * than it, and where fewer are older, the nearest newer ones. Not the newest posts: a new post
 * would then change every post's page (a thousand at real size); this way it changes its own
 * and, while there are few, the oldest posts' (issue 42 §3).
 */
export function postsBeside<T>(order: readonly T[], index: number, count = POSTS_BESIDE): T[] {
  if (index < 0) return [];
  const older = order.slice(index + 1, index + 1 + count);
  const newer = order.slice(Math.max(0, index - (count - older.length)), index).reverse();
  return [...older, ...newer];
}

/**
 * The post with `slug`, and the summaries of the posts its page offers to read next, in order
 * (`postsBeside`, found by the index rather than by reading every post's place); null when there
 * is no such post.
 */
export async function findPostsBeside(
  db: Database,
  slug: string,
): Promise<{ id: number; beside: { id: number; summary: BlogSummary }[] } | null> {
  const [post] = await db
    .select({ id: blogs.id, publishedAt: blogs.publishedAt })
    .from(blogs)
    .where(eq(blogs.slug, slug))
    .limit(1);
  if (!post) return null;
  const place = sql`(${blogs.publishedAt}, ${blogs.id})`;
  const here = sql`(${post.publishedAt}::date, ${post.id}::integer)`;
  const older = await db
    .select(summaryColumns)
    .from(blogs)
    .where(sql`${place} < ${here}`)
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(POSTS_BESIDE);
  const newer =
    older.length < POSTS_BESIDE
      ? await db
          .select(summaryColumns)
          .from(blogs)
          .where(sql`${place} > ${here}`)
          .orderBy(asc(blogs.publishedAt), asc(blogs.id))
          .limit(POSTS_BESIDE - older.length)
      : [];
  const found = [...older, ...newer];
  const summaries = await withFocalPoints(db, found.map(toSummary), pictureOf);
  return {
    id: post.id,
    beside: found.map((row, index) => ({ id: row.id, summary: summaries[index]! })),
  };
}
