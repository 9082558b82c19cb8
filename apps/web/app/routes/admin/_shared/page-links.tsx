import { Link } from 'react-router';

/**
 * The links to the pages before and after this one of a staff list (the inbox, the audit log,
 * the content list, the media library), when it has more than one; `label` names the list's pages.
 */
export function PageLinks({
  label,
  page,
  pages,
  addressOf,
  before = 'Previous',
  after = 'Next',
}: {
  label: string;
  page: number;
  pages: number;
  addressOf: (page: number) => string;
  before?: string;
  after?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex gap-3">
      {page > 1 && (
        <Link to={addressOf(page - 1)} className="btn-secondary">
          {before}
        </Link>
      )}
      {page < pages && (
        <Link to={addressOf(page + 1)} className="btn-secondary">
          {after}
        </Link>
      )}
    </nav>
  );
}
