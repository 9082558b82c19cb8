import { data } from 'react-router';
import type { BlogSummary, Paginator } from '@harsh/contract';
import { loadBlogPost } from '../blog-post.server';
import { BlogPostView } from '../components/blog-post-view';
import { metaTags } from '../page-meta';
import type { CanonicalHandle } from '../canonical';
import type { Route } from './+types/blog-detail-latest';
import { handle as postHandle } from './blog-details';

/**
 * `/blogs/detail` (spec §2's demo post, made real): the newest post, with its comments, the form
 * and recent posts. Its canonical address is the post's own.
 */
export const handle: CanonicalHandle & typeof postHandle = {
  ...postHandle,
  canonical: (loaded) => {
    const slug = (loaded as Awaited<ReturnType<typeof loader>> | undefined)?.blog.slug;
    return slug ? `/blogs/blog_details/${slug}` : undefined;
  },
};

export async function loader({ context }: Route.LoaderArgs) {
  const [newest] = (await context.content.post<Paginator<BlogSummary>>('/get/blogs', { record: 1 })).data;
  if (!newest) throw data(null, { status: 404 });
  return loadBlogPost(context.content, newest.slug);
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded ? metaTags(`${loaded.blog.title} | Harsh Logistics`, loaded.blog.excerpt) : [{ title: 'Page not found | Harsh Logistics' }];

export default function BlogDetailLatest({ loaderData }: Route.ComponentProps) {
  return <BlogPostView {...loaderData} />;
}
