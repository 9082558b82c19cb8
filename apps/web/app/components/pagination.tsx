import { Link } from './local-link';
import { useUi } from '../locale';

/** Numbered page links; plain links, so they work without JavaScript and can be shared. */
export function Pagination({
  current,
  last,
  basePath,
  query = '',
}: {
  current: number;
  last: number;
  basePath: string;
  query?: string;
}) {
  const ui = useUi();
  if (last <= 1) return null;
  const href = (page: number) => `${basePath}?${query ? `${query}&` : ''}page=${page}`;
  return (
    <nav
      aria-label={ui.layout.pagination.label}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {current > 1 && (
        <Link to={href(current - 1)} className="btn-secondary" rel="prev">
          {ui.layout.pagination.previous}
        </Link>
      )}
      {Array.from({ length: last }, (_, i) => i + 1).map((page) => (
        <Link
          key={page}
          to={href(page)}
          aria-current={page === current ? 'page' : undefined}
          className={`inline-flex size-10 items-center justify-center rounded-md border font-semibold ${
            page === current
              ? 'border-navy-900 bg-navy-900 text-white'
              : 'border-slate-300 text-navy-900 hover:bg-navy-50'
          }`}
        >
          <span className="sr-only">{ui.layout.pagination.page}</span>
          {page}
        </Link>
      ))}
      {current < last && (
        <Link to={href(current + 1)} className="btn-secondary" rel="next">
          {ui.layout.pagination.next}
        </Link>
      )}
    </nav>
  );
}
