import type { BlogSummary, ContentClient, Paginator } from '@harsh/contract';
import type { BlogPostData } from './components/blog-post-view';
import { loadListOrEmpty, notFoundUnlessFound, nullWhenNotFound } from './content.server';

/** A post with its published comments and three other recent posts; a 404 when there is no such post. */
export async function loadBlogPost(content: ContentClient, slug: string): Promise<BlogPostData> {
  const [blog, comments, recent] = await Promise.all([
    content.get(`/get/single/blogs/${slug}`).catch(notFoundUnlessFound),
    // A post that does not exist has no comments: the page's 404 says so, with nothing to log
    // (a flood of made-up addresses would otherwise write a line each).
    loadListOrEmpty(
      'comments',
      async () => (await content.get(`/get/blogs/${slug}/comments`).catch(nullWhenNotFound)) ?? [],
    ),
    loadListOrEmpty(
      'recent posts',
      async () => (await content.post<Paginator<BlogSummary>>('/get/blogs', { record: 4 })).data,
    ),
  ]);
  return { blog, comments, recent: recent.filter((post) => post.slug !== slug).slice(0, 3) };
}
