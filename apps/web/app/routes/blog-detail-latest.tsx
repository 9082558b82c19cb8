import { data } from 'react-router';
import { blogPostPath, type BlogSummary, type Paginator } from '@harsh/contract';
import { loadBlogPost } from '../blog-post.server';
import { blogPostHandle, blogPostMeta, BlogPostView } from '../components/blog-post-view';
import { siteNameOf } from '../page-meta';
import type { CanonicalHandle } from '../canonical';
import type { Route } from './+types/blog-detail-latest';
import { uiOf } from '../locale';

/**
 * `/blogs/detail` (spec §2's demo post, made real): the newest post, with its comments, the form
 * and the posts to read next. Its canonical address is the post's own.
 */
export const handle: CanonicalHandle & typeof blogPostHandle = {
  ...blogPostHandle,
  canonical: (loaded) => {
    const blog = (loaded as Awaited<ReturnType<typeof loader>> | undefined)?.blog;
    return blog ? blogPostPath(blog) : undefined;
  },
};

export async function loader({ context }: Route.LoaderArgs) {
  const [newest] = (await context.content.post<Paginator<BlogSummary>>('/get/blogs', { record: 1 }))
    .data;
  if (!newest) throw data(null, { status: 404 });
  return loadBlogPost(context.content, newest.slug);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  blogPostMeta(data, siteNameOf(matches), uiOf(location.pathname));

export default function BlogDetailLatest({ loaderData }: Route.ComponentProps) {
  return <BlogPostView {...loaderData} />;
}
