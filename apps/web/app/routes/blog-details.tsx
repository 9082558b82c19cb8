import { type Blog, socialCardPath } from '@harsh/contract';
import { loadBlogPost } from '../blog-post.server';
import { BlogPostView } from '../components/blog-post-view';
import { metaTags } from '../page-meta';
import { BLOG_CRUMB, blogPosting, brandOf, type StructuredDataHandle } from '../structured-data';
import type { Route } from './+types/blog-details';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug)) throw new Response(null, { status: 404 });
  return loadBlogPost(context.content, params.slug);
}

const blogPath = (blog: Blog) => `/blogs/blog_details/${blog.slug}`;

export const handle: StructuredDataHandle = {
  breadcrumb: (data) => {
    const blog = (data as { blog?: Blog } | undefined)?.blog;
    return blog ? [BLOG_CRUMB, { name: blog.title, path: blogPath(blog) }] : [];
  },
  structuredData: (data, site) => {
    const blog = (data as { blog?: Blog } | undefined)?.blog;
    return blog ? [blogPosting(site, blog, blogPath(blog))] : [];
  },
  socialCard: (data, site) => {
    const blog = (data as { blog?: Blog } | undefined)?.blog;
    return blog && { path: socialCardPath.blog(blog, brandOf(site)), alt: blog.title };
  },
};

export const meta: Route.MetaFunction = ({ data }) =>
  data ? metaTags(`${data.blog.title} | Harsh Logistics`, data.blog.excerpt) : [{ title: 'Page not found | Harsh Logistics' }];

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  return <BlogPostView {...loaderData} />;
}
