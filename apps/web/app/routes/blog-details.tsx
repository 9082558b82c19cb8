import { loadBlogPost } from '../blog-post.server';
import { blogPostHandle, blogPostMeta, BlogPostView } from '../components/blog-post-view';
import type { Route } from './+types/blog-details';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug)) throw new Response(null, { status: 404 });
  return loadBlogPost(context.content, params.slug);
}

export const handle = blogPostHandle;

export const meta: Route.MetaFunction = ({ data }) => blogPostMeta(data);

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  return <BlogPostView {...loaderData} />;
}
