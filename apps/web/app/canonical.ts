import { localeOf, localePath, unlocalisedPath } from './locale';

/**
 * The one address of each public page (issue 12): where spec §2 reaches a page under two
 * addresses, both name the same one. Pages render from their normalised route path (decision
 * 014), so a path here is already lower-case and without a trailing slash.
 */
const SAME_PAGE_AS: Record<string, string> = {
  '/index': '/',
  // Both show page 30; the overview of industries is its address.
  '/modern-retail': '/industries',
  '/contact': '/contact-us',
};

/** A page's one address, in the language of the path (`/hi/contact` → `/hi/contact-us`). */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = unlocalisedPath(trimmed);
  return localePath(localeOf(trimmed), SAME_PAGE_AS[path] ?? path);
}

/**
 * The words a page is made of, as its loader answers them (`page`, `service`, `blog`, `branch`, or
 * a route's `texts`): their `translated` says which languages the page exists in (decision 044).
 */
export function pageWords(
  data: unknown,
): { translated?: readonly string[] | undefined } | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const loaded = data as Record<string, { translated?: readonly string[] } | undefined>;
  return (
    loaded['page'] ?? loaded['service'] ?? loaded['blog'] ?? loaded['branch'] ?? loaded['texts']
  );
}

/** What a route module may say in its `handle` about its address. */
export interface CanonicalHandle {
  /** Not for search engines (search results, form answers): no canonical link (and `noindex` in the route's meta). */
  noindex?: boolean | ((data: unknown) => boolean);
  /** The page's own address when its route's is a second one (`/services/details/4` → its slug). */
  canonical?: (data: unknown) => string | undefined;
}
