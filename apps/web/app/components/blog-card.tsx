import { Link } from './local-link';
import { blogPostPath, type BlogSummary } from '@harsh/contract';
import type { LocaleSetting } from '@harsh/contract';
import { formatDate, INDIA_TIME_ZONE } from '../text';
import { ContentImage, IMAGE_SIZES } from './content-image';
import { useLocale, useWordsLang } from '../locale';

export function BlogCard({
  blog,
  headingLevel = 'h3',
}: {
  blog: BlogSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const locale = useLocale();
  const lang = useWordsLang(blog);
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <ContentImage
        src={blog.image}
        focalPoint={blog.focal_point}
        sizes={IMAGE_SIZES.card}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        className="aspect-video w-full bg-navy-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={blog.published_at}>{formatDate(blog.published_at, locale)}</time> ·{' '}
          <span lang={lang}>{blog.author}</span>
        </p>
        <div className="flex flex-1 flex-col" lang={lang}>
          <Heading className="mt-2 text-lg font-bold">
            <Link to={blogPostPath(blog)} className="hover:underline">
              {blog.title}
            </Link>
          </Heading>
          <p className="mt-2 flex-1 text-muted">{blog.excerpt}</p>
        </div>
      </div>
    </article>
  );
}

const DAY_AND_MONTH = new Map<string, Intl.DateTimeFormat>();

const dayAndMonth = (isoDate: string, locale: LocaleSetting) => {
  let format = DAY_AND_MONTH.get(locale.tag);
  if (!format)
    DAY_AND_MONTH.set(
      locale.tag,
      (format = new Intl.DateTimeFormat(locale.tag, {
        day: '2-digit',
        month: 'short',
        timeZone: INDIA_TIME_ZONE,
      })),
    );
  const parts = format.formatToParts(new Date(isoDate));
  return {
    day: parts.find((part) => part.type === 'day')?.value ?? '',
    month: parts.find((part) => part.type === 'month')?.value ?? '',
  };
};

/** A blog card with the day and month on the picture, as the home variants show posts. */
export function BlogDateCard({ blog }: { blog: BlogSummary }) {
  const { day, month } = dayAndMonth(blog.published_at, useLocale());
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="blog-date-card"
    >
      <div className="relative">
        <ContentImage
          src={blog.image}
          focalPoint={blog.focal_point}
          sizes={IMAGE_SIZES.card}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          className="aspect-video w-full bg-navy-50 object-cover"
        />
        <time
          dateTime={blog.published_at}
          className="absolute top-4 left-4 flex flex-col items-center rounded-lg bg-brand-600 px-3 py-2 leading-none text-white"
        >
          <span className="font-display text-2xl font-extrabold" data-testid="blog-day">
            {day}
          </span>
          <span className="mt-1 text-xs font-semibold uppercase" data-testid="blog-month">
            {month}
          </span>
        </time>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-bold">
          <Link to={blogPostPath(blog)} className="hover:underline">
            {blog.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-muted">{blog.excerpt}</p>
      </div>
    </article>
  );
}
