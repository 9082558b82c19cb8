import { and, asc, eq } from 'drizzle-orm';
import type { BlogComment } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { blogComments, blogs } from '../db/schema.js';

/**
 * The approved comments of a post, oldest first, each with its approved replies (any depth). A
 * reply whose parent is not approved is not shown either. Null when there is no such post.
 */
export async function listPublishedComments(
  db: Database,
  blogSlug: string,
): Promise<BlogComment[] | null> {
  const [post] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(eq(blogs.slug, blogSlug))
    .limit(1);
  if (!post) return null;
  const rows = await db
    .select({
      id: blogComments.id,
      parentId: blogComments.parentId,
      name: blogComments.name,
      createdAt: blogComments.createdAt,
      comment: blogComments.comment,
    })
    .from(blogComments)
    .where(and(eq(blogComments.blogId, post.id), eq(blogComments.status, 'approved')))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  const byId = new Map<number, BlogComment>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      created_at: new Date(row.createdAt).toISOString(),
      comment: row.comment,
      replies: [],
    });
  }
  const top: BlogComment[] = [];
  for (const row of rows) {
    const comment = byId.get(row.id)!;
    if (row.parentId === null) top.push(comment);
    else byId.get(row.parentId)?.replies.push(comment);
  }
  return top;
}
