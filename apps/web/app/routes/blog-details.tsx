import { Link } from 'react-router';
import { type Blog, socialCardPath } from '@harsh/contract';
import { PageBanner } from '../components/page-banner';
import { RichText } from '../components/rich-text';
import { notFoundUnlessFound } from '../content.server';
import { metaTags } from '../page-meta';
import { BLOG_CRUMB, blogPosting, brandOf, type StructuredDataHandle } from '../structured-data';
import { formatDate } from '../text';
import type { Route } from './+types/blog-details';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug)) throw new Response(null, { status: 404 });
  return { blog: await context.content.get<Blog>(`/get/single/blogs/${params.slug}`).catch(notFoundUnlessFound) };
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
  const { blog } = loaderData;
  return (
    <main id="main">
      <PageBanner title={blog.title} image={blog.image}>
        <p>
          <time dateTime={blog.published_at}>{formatDate(blog.published_at)}</time> · {blog.author}
        </p>
      </PageBanner>
      <article className="container-page max-w-3xl py-12">
        <p className="mb-8 text-lg font-medium text-navy-800">{blog.excerpt}</p>
        <RichText html={blog.content} />
        <p className="mt-12">
          <Link to="/blogs/grid" className="btn-secondary">
            More articles
          </Link>
        </p>
      </article>
    </main>
  );
}
