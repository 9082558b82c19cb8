import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The end of a list screen's filter form, in the same words on every list: Show (the form is a
 * GET, so the filters live in the address) and Clear (the list's own address), then any more.
 */
export function FilterButtons({
  clearTo,
  className = '',
  children,
}: {
  clearTo: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-wrap items-end gap-3 ${className}`}>
      <button type="submit" className="btn-primary">
        Show
      </button>
      <Link to={clearTo} className="btn-secondary">
        Clear
      </Link>
      {children}
    </div>
  );
}
