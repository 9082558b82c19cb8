import { data } from 'react-router';
import type { BlogSummary, Paginator } from '@harsh/contract';
import { BlogCard } from '../components/blog-card';
import { RouteBanner } from '../components/route-banner';
import { Pagination } from '../components/pagination';
import { metaTags } from '../page-meta';
import { loadRouteTexts } from '../site-texts.server';
import { uiOf, useUi } from '../locale';
import type { Route } from './+types/blogs-grid';
import type { PageCacheHandle } from '../../server/page-key';
import type { CanonicalHandle } from '../canonical';
import { blogCrumb, type StructuredDataHandle } from '../structured-data';

/**
 * The query parameters the loader reads (the page cache keys this page by them and no others);
 * each page of the list is an address of its own.
 */
export const handle: PageCacheHandle & CanonicalHandle & StructuredDataHandle = {
  pageCache: { query: ['page'] },
  breadcrumb: (_data, _pathname, ui) => [blogCrumb(ui)],
  canonical: (data) => {
    const page = (data as Awaited<ReturnType<typeof loader>> | undefined)?.blogs.current_page ?? 1;
    return page > 1 ? `/blogs/grid?page=${page}` : '/blogs/grid';
  },
};

const PER_PAGE = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  const texts = await loadRouteTexts(context.content, 'blog');
  let blogs: Paginator<BlogSummary>;
  try {
    blogs = await context.content.post<Paginator<BlogSummary>>('/get/blogs', {
      record: PER_PAGE,
      page,
    });
  } catch (error) {
    console.error('Could not load blogs:', error instanceof Error ? error.message : error);
    return {
      texts,
      blogs: {
        data: [],
        current_page: 1,
        per_page: PER_PAGE,
        total: 0,
        last_page: 1,
      } satisfies Paginator<BlogSummary>,
    };
  }
  // A page past the last one is no page (not an empty list for search engines to keep).
  if (page > 1 && blogs.data.length === 0) throw data(null, { status: 404 });
  return { texts, blogs };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const page = data.blogs.current_page;
  const numbered = (text: string) =>
    page > 1 ? uiOf(location.pathname).pageNumbered({ text, page }) : text;
  return metaTags(numbered(data.texts.meta_title), numbered(data.texts.meta_description));
};

export default function BlogsGrid({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { texts, blogs } = loaderData;
  return (
    <main id="main">
      <RouteBanner texts={texts} />
      <div className="container-page py-12">
        {blogs.data.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.data.map((blog) => (
              <li key={blog.slug}>
                <BlogCard blog={blog} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{ui.noArticles}</p>
        )}
        <Pagination current={blogs.current_page} last={blogs.last_page} basePath="/blogs/grid" />
      </div>
    </main>
  );
}
