import { isRouteErrorResponse, redirect } from 'react-router';
import { blogPostPath } from '@harsh/contract';
import { loadBlogPost } from '../blog-post.server';
import { blogPostHandle, blogPostMeta, BlogPostView } from '../components/blog-post-view';
import { siteNameOf } from '../page-meta';
import type { Route } from './+types/blog-details';
import { localeOfRequest, localePath, uiOf } from '../locale';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug)) throw new Response(null, { status: 404 });
  try {
    return await loadBlogPost(context.content, params.slug);
  } catch (error) {
    // A post whose address changed: its old address moves on for good (links, search results).
    if (isNotFound(error)) {
      const moved = await context.content.get(`/get/moved/blogs/${params.slug}`).catch(() => null);
      if (moved) throw redirect(localePath(localeOfRequest(request.url), blogPostPath(moved)), 301);
    }
    throw error;
  }
}

/** The 404 that `notFoundUnlessFound` throws (`data(null, {status: 404})`), or a Response of one. */
const isNotFound = (error: unknown) =>
  (error instanceof Response && error.status === 404) ||
  (isRouteErrorResponse(error) && error.status === 404) ||
  (error as { init?: { status?: number } } | null)?.init?.status === 404;

export const handle = blogPostHandle;

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  blogPostMeta(data, siteNameOf(matches), uiOf(location.pathname));

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  return <BlogPostView {...loaderData} />;
}
