import { type MouseEvent, type ReactNode, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A link of the header or footer, to a path of the site: a plain anchor that React Router
 * discovers like its own links (`data-discover`), made to navigate within the page by
 * `useSiteLinkClicks` on its container. One handler for the shell's seventy-odd links instead of
 * a `<Link>` each: their hooks were a fifth of every page's server render (decision 028). Outside
 * such a container it is an ordinary link, which reloads the page.
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
    <a
      href={to}
      className={className}
      aria-current={current ? 'page' : undefined}
      data-discover="true"
      data-site-link=""
    >
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

/**
 * A click handler for an element holding `SiteLink`s: a plain left click on one navigates in
 * the page, as a `<Link>` would (the same address again replaces the history entry); a click with
 * a modifier key, or on any other link, is left to the browser.
 */
export function useSiteLinkClicks() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-site-link]');
      if (!link || !event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = link.getAttribute('href');
      // A path of this site; `//host/…` is another site.
      if (!to?.startsWith('/') || to.startsWith('//')) return;
      event.preventDefault();
      void navigate(to, { replace: to === here });
    },
    [navigate, here],
  );
}
