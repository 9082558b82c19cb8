import { desc, eq } from 'drizzle-orm';
import {
  blogPostPath,
  CONTENT_MESSAGES,
  htmlToPlainText,
  type PostDraft,
  PostDraftSchema,
} from '@harsh/contract';
import { blogs } from '../../db/schema.js';
import { postOrder, postsBeside } from '../../repositories/blogs.js';
import { reserveSequenceKey } from '../../repositories/content-revisions.js';
import { rowOf } from '../read-tags.js';
import { refuseOutsidePictures, sanitiseHtml } from '../markdown.js';
import type { Editable } from '../editable.js';
import { atSlug } from './slugged.js';

const postDraftOf = (row: typeof blogs.$inferSelect): PostDraft => ({
  title: row.title,
  slug: row.slug,
  image: row.image,
  excerpt: row.excerpt,
  content: row.contentHtml,
  author: row.author,
  published_on: row.publishedAt,
});

/**
 * What a list of posts names for which posts it shows, in what order (content/read-tags.ts): a
 * post's publish names it only when the order changed, so an edit of a post's words draws again
 * its page and the lists that show it, not every page with a list of posts.
 */
export const POSTS_ORDER = 'blogs:order';
/**
 * What a list of the newest posts names instead (the home pages', the blog's first page):
 * it changes only when the first `POSTS_HEAD` change, or how many there are, so a post moved or
 * added further down does not draw every post's page again.
 */
export const POSTS_HEAD_ORDER = 'blogs:order:head';
export const POSTS_HEAD = 10;

/** What a post's page names for the posts it offers to read next (`postsBeside`). */
export const besideListOf = (id: number | string) => `${rowOf('blogs', String(id))}:beside`;

/** The posts whose list of posts to read next differs between two orders. */
function besideChanged(before: readonly number[], now: readonly number[]): number[] {
  const lists = (order: readonly number[]) =>
    new Map(order.map((id, index) => [id, postsBeside(order, index).join(',')]));
  const was = lists(before);
  const is = lists(now);
  return [...new Set([...was.keys(), ...is.keys()])].filter((id) => was.get(id) !== is.get(id));
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export const editablePosts: Editable<PostDraft> = {
  kind: 'posts',
  schema: PostDraftSchema.superRefine(refuseOutsidePictures('content')).transform((post) => ({
    ...post,
    content: sanitiseHtml(post.content),
  })),
  richText: 'content',
  tables: ['blogs', 'slug_redirects'],
  async changesAlso(db) {
    const before = await postOrder(db);
    return async (after) => {
      const now = await postOrder(after);
      if (sameIds(before, now)) return [];
      const headBefore = before.slice(0, POSTS_HEAD);
      const headNow = now.slice(0, POSTS_HEAD);
      // A list of the newest says how many there are too (its paginator's total).
      const head =
        sameIds(headBefore, headNow) && before.length === now.length ? [] : [POSTS_HEAD_ORDER];
      return [POSTS_ORDER, ...head, ...besideChanged(before, now).map(besideListOf)];
    };
  },
  async list(db) {
    const rows = await db
      .select({ id: blogs.id, title: blogs.title, slug: blogs.slug })
      .from(blogs)
      .orderBy(desc(blogs.publishedAt), desc(blogs.id));
    return rows.map((row) => ({ key: String(row.id), title: row.title, path: blogPostPath(row) }));
  },
  async read(db, key) {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [row] = await db
      .select()
      .from(blogs)
      .where(eq(blogs.id, Number(key)))
      .limit(1);
    return row ? postDraftOf(row) : null;
  },
  async readAll(db) {
    return (await db.select().from(blogs)).map((row) => ({
      key: String(row.id),
      data: postDraftOf(row),
    }));
  },
  async check(db, key, post) {
    return (await atSlug.takenByAnother(db, blogs, key, post.slug))
      ? { slug: [CONTENT_MESSAGES.slugTaken] }
      : null;
  },
  async write(db, key, post) {
    await atSlug.write(db, blogs, 'posts', key, {
      title: post.title,
      slug: post.slug,
      image: post.image,
      excerpt: post.excerpt,
      contentHtml: post.content,
      contentText: htmlToPlainText(post.content),
      author: post.author,
      publishedAt: post.published_on,
      updatedAt: new Date().toISOString(),
    });
  },
  async create(db) {
    return reserveSequenceKey(db, 'blogs');
  },
  async remove(db, key) {
    // Its comments go with it (the foreign key cascades); its old addresses stop leading anywhere.
    await atSlug.remove(db, blogs, 'posts', key);
  },
  title: (_key, post) => post.title,
  path: (_key, post) => (post ? blogPostPath(post) : null),
};
