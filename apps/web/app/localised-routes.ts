import type { RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The public pages again under a language's prefix (`hi/about-us`), each with an id of its own
 * (`hi/routes/vendors`): React Router needs ids unique, and would otherwise take the English
 * route's, derived from its file. The index becomes the prefix itself (`/hi`).
 */
export function localisedRoutes(
  code: string,
  routes: readonly RouteConfigEntry[],
): RouteConfigEntry[] {
  return routes.map((entry) => ({
    ...entry,
    index: undefined,
    path: entry.index
      ? code
      : `${code}/${(entry.path ?? '').replace(/^\//, '')}`.replace(/\/$/, ''),
    id: `${code}/${entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')}`,
    children: entry.children
      ? localisedRoutes(code, entry.children).map((child) => ({
          ...child,
          path: child.path?.slice(code.length + 1),
        }))
      : undefined,
  }));
}
