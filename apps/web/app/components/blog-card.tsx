import { Link } from 'react-router';
import type { BlogSummary } from '@harsh/contract';
import { formatDate } from '../text';

export function BlogCard({ blog, headingLevel = 'h3' }: { blog: BlogSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img src={blog.image} alt="" width={800} height={450} loading="lazy" className="aspect-video w-full bg-navy-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={blog.published_at}>{formatDate(blog.published_at)}</time> · {blog.author}
        </p>
        <Heading className="mt-2 text-lg font-bold">
          <Link to={`/blogs/blog_details/${blog.slug}`} className="hover:underline">
            {blog.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-muted">{blog.excerpt}</p>
      </div>
    </article>
  );
}
