import type { ContentClient } from '@harsh/contract';
import type { BlogPostData } from './components/blog-post-view';
import { loadListOrEmpty, notFoundUnlessFound, nullWhenNotFound } from './content.server';

/** A post with its published comments and the posts it offers to read next; a 404 when there is no such post. */
export async function loadBlogPost(content: ContentClient, slug: string): Promise<BlogPostData> {
  const [blog, comments, next] = await Promise.all([
    content.get(`/get/single/blogs/${slug}`).catch(notFoundUnlessFound),
    // A post that does not exist has no comments: the page's 404 says so, with nothing to log
    // (a flood of made-up addresses would otherwise write a line each).
    loadListOrEmpty(
      'comments',
      async () => (await content.get(`/get/blogs/${slug}/comments`).catch(nullWhenNotFound)) ?? [],
    ),
    loadListOrEmpty(
      'next posts',
      async () => (await content.get(`/get/blogs/${slug}/beside`).catch(nullWhenNotFound)) ?? [],
    ),
  ]);
  return { blog, comments, next };
}
