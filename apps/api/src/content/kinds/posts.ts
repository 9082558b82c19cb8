import { desc, eq } from 'drizzle-orm';
import {
  blogPostPath,
  CONTENT_MESSAGES,
  htmlToPlainText,
  type PostDraft,
  PostDraftSchema,
} from '@harsh/contract';
import { blogs } from '../../db/schema.js';
import { reserveSequenceKey } from '../../repositories/content-revisions.js';
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

export const editablePosts: Editable<PostDraft> = {
  kind: 'posts',
  schema: PostDraftSchema.superRefine(refuseOutsidePictures('content')).transform((post) => ({
    ...post,
    content: sanitiseHtml(post.content),
  })),
  richText: 'content',
  tables: ['blogs', 'slug_redirects'],
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
