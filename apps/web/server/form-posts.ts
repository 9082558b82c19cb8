import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { LOCALE_CODES } from '@harsh/contract';

/**
 * Where a form post to `url` (a page, or its `.data` twin) goes, read as React Router picks the
 * route that takes it: the deepest match, or for an index route its parent unless the address
 * says `?index`. `form`: a route with an action; `no-form`: a page that only reads; `unknown`: no
 * page (a catch-all route: `*`, or a language's `hi/*`). React Router answers a post to a route without an action with a 405
 * that renders the error page and, in its `.data` form, names the route in its message; the site
 * answers those itself, plainly (`react-router.ts`).
 */
export type FormPostTarget = 'form' | 'no-form' | 'unknown';

export function formPostTarget(build: ServerBuild): (url: URL) => FormPostTarget {
  const children = new Map<string | undefined, RouteObject[]>();
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = (
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] }
    ) as RouteObject;
    nodes.set(route.id, node);
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), node]);
  }
  for (const [id, node] of nodes) if (!node.index) node.children = children.get(id) ?? [];
  const roots = children.get(undefined) ?? [];
  const catchAlls = new Set(['*', ...LOCALE_CODES.map((code) => `${code}/*`)]);

  return (url) => {
    let pathname = url.pathname.endsWith('.data')
      ? url.pathname.slice(0, -'.data'.length)
      : url.pathname;
    if (pathname === '/_root') pathname = '/';
    const matches = matchRoutes(roots, pathname);
    if (!matches || catchAlls.has(matches.at(-1)!.route.path ?? '')) return 'unknown';
    const naked = url.searchParams.getAll('index').some((value) => value === '');
    const target = matches.at(-1)!.route.index && !naked ? matches.at(-2) : matches.at(-1);
    return target && build.routes[target.route.id!]?.module.action ? 'form' : 'no-form';
  };
}
