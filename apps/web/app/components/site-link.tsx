import type { ReactNode } from 'react';

/**
 * A link of the header or footer, to a path of the site: a plain anchor, marked when it is the
 * page shown. Pages in the public frame are not hydrated (decision 039): a click loads the page,
 * which the speculation rules have often fetched already.
 */
export function SiteLink({
  to,
  current = false,
  className,
  children,
}: {
  to: `/${string}`;
  current?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={to} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

/** Whether `to` is the page shown or one below it, as `NavLink` decides (`end`: the page itself only). */
export function isCurrentPath(pathname: string, to: string, { end = false } = {}): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  return !end && here.startsWith(target.endsWith('/') ? target : `${target}/`);
}
