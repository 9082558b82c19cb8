import { Link } from './local-link';
import {
  type Blog,
  type BlogComment,
  blogPostPath,
  type BlogSummary,
  socialCardPath,
} from '@harsh/contract';
import { metaTags } from '../page-meta';
import { blogCrumb, blogPosting, brandOf, type StructuredDataHandle } from '../structured-data';
import { formatDate } from '../text';
import { useLocale, useUi, wordsLang, wordsLocale } from '../locale';
import type { UiText } from '../ui-text';
import { BlogComments } from './blog-comments';
import { PageBanner } from './page-banner';
import { RichText } from './rich-text';
import { ContentImage, IMAGE_SIZES } from './content-image';

export interface BlogPostData {
  blog: Blog;
  /** The published comments and the form to add one; null in a staff preview, which shows neither. */
  comments: BlogComment[] | null;
  /** The posts it offers to read next, for the sidebar: those just older than it. */
  next: BlogSummary[];
}

/** A post's trail, `BlogPosting` data and card, at its own address (for both addresses of a post). */
export const blogPostHandle: StructuredDataHandle = {
  breadcrumb: (data, _pathname, ui) => {
    const blog = (data as { blog?: Blog } | undefined)?.blog;
    return blog ? [blogCrumb(ui), { name: blog.title, path: blogPostPath(blog) }] : [];
  },
  structuredData: (data, site) => {
    const blog = (data as { blog?: Blog } | undefined)?.blog;
    return blog ? [blogPosting(site, blog, blogPostPath(blog))] : [];
  },
  socialCard: (data, site) => {
    const blog = (data as { blog?: Blog } | undefined)?.blog;
    return blog && { path: socialCardPath.blog(blog, brandOf(site)), alt: blog.title };
  },
};

/** `company`: the company's name from its facts (`siteNameOf`). */
export const blogPostMeta = (data: BlogPostData | undefined, company: string, ui: UiText) =>
  data
    ? metaTags(ui.titled({ title: data.blog.title, company }), data.blog.excerpt, {
        publishedAt: data.blog.published_at,
        author: data.blog.author,
      })
    : [{ title: ui.titled({ title: ui.pageNotFound, company }) }];

/** A blog post: banner, body, comments and form, and the posts to read next beside it. */
export function BlogPostView({ blog, comments, next }: BlogPostData) {
  const ui = useUi();
  const locale = useLocale();
  return (
    <main id="main">
      <PageBanner
        title={blog.title}
        image={blog.image}
        focalPoint={blog.focal_point}
        contentLocale={wordsLocale(blog)}
      >
        <p>
          <time dateTime={blog.published_at}>{formatDate(blog.published_at, locale)}</time> ·{' '}
          <span lang={wordsLang(blog, locale)}>{blog.author}</span>
        </p>
      </PageBanner>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 max-w-3xl">
          <article>
            <p className="mb-8 text-lg font-medium text-navy-800" lang={wordsLang(blog, locale)}>
              {blog.excerpt}
            </p>
            <RichText html={blog.content} contentLocale={wordsLocale(blog)} />
          </article>
          {comments && <BlogComments blogSlug={blog.slug} comments={comments} />}
          <p className="mt-12">
            <Link to="/blogs/grid" className="btn-secondary">
              {ui.articles.moreArticles}
            </Link>
          </p>
        </div>
        {next.length > 0 && (
          <aside aria-labelledby="read-next" className="self-start lg:sticky lg:top-8">
            <h2 id="read-next" className="text-lg font-bold">
              {ui.articles.readNext}
            </h2>
            <ul className="mt-4 space-y-5">
              {next.map((post) => (
                <li key={post.slug} className="flex gap-3">
                  <ContentImage
                    src={post.image}
                    focalPoint={post.focal_point}
                    sizes={IMAGE_SIZES.thumbnail}
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    className="h-16 w-24 shrink-0 rounded-md bg-navy-50 object-cover"
                  />
                  <div className="min-w-0">
                    <p className="text-xs text-muted">
                      <time dateTime={post.published_at}>
                        {formatDate(post.published_at, locale)}
                      </time>
                    </p>
                    <Link
                      to={blogPostPath(post)}
                      className="text-sm font-semibold text-navy-900 hover:underline"
                      lang={wordsLang(post, locale)}
                    >
                      {post.title}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </main>
  );
}
