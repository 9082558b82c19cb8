import type { ServerBuild } from 'react-router';

/**
 * What a route module may declare in its `handle` for the page cache: the query parameters its
 * loader reads. Every other parameter is dropped before the page is rendered and keyed, so that
 * `/?v=1`, `/?v=2`, … are one page, not a new render each.
 */
export interface PageCacheHandle {
  /** `false`: the page is for one person (the staff pages) and is never kept, nor any page below it. */
  pageCache?: { query?: readonly string[] } | false;
}

/** Where a GET is rendered from and kept under; null when the request is not a page for everyone. */
export interface PageKey {
  /** The cache key: the route's own path and the parameters it reads, normalised. */
  key: string;
  /** Path and query the page is rendered from (relative to `SITE_URL`). */
  path: string;
  /** No route claims the path: every such request shares one 404 page. */
  notFound: boolean;
}

/** The query parameter React Router's data requests (`/x.data`) name the routes to load with. */
const DATA_ROUTES_PARAM = '_routes';

/** Paths the shared 404 pages are rendered from: one with header and footer, one without (spec §2). */
const NOT_FOUND_PATH = '/not-found';
const BARE_NOT_FOUND_PATH = '/error-not-found';

/** A route of the table with the query parameters it reads (`handle.pageCache.query`). */
interface KeyedRoute {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  query: readonly string[];
  personal: boolean;
}

/** A whole path of the route table (a route and its parents), compiled once. */
interface Branch {
  /** The route path with its parents', e.g. `/services/:slug`. */
  pattern: string;
  regex: RegExp;
  /** The pattern has `:params` or a `*`: its pages are keyed by the request's own path. */
  dynamic: boolean;
  splat: boolean;
  query: readonly string[];
  /** A route on the path is for one person: render it for each request, keep nothing. */
  personal: boolean;
  score: number;
  order: number;
}

/** React Router's ranking of route paths (its `computeScore`): static segments before dynamic ones before a splat. */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compileBranches(build: ServerBuild): Branch[] {
  const children = new Map<string | undefined, KeyedRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const handle = (route.module as { handle?: PageCacheHandle }).handle;
    const node: KeyedRoute = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      query: (handle?.pageCache || undefined)?.query ?? [],
      personal: handle?.pageCache === false,
    };
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), node]);
  }
  const branches: Branch[] = [];
  const walk = (
    route: KeyedRoute,
    parentSegments: string[],
    parentQuery: readonly string[],
    parentPersonal: boolean,
  ) => {
    const segments = [...parentSegments, ...(route.path ?? '').split('/').filter(Boolean)];
    const query = [...parentQuery, ...route.query];
    const personal = parentPersonal || route.personal;
    const kids = children.get(route.id) ?? [];
    for (const kid of kids) walk(kid, segments, query, personal);
    if (kids.length > 0 && !route.index && !route.path) return;
    const splat = segments.at(-1) === '*';
    const source = segments
      .map((segment) =>
        segment === '*'
          ? '(?:/(.*))?'
          : segment.startsWith(':')
            ? '/([^/]+)'
            : `/${escapeRegex(segment)}`,
      )
      .join('');
    branches.push({
      pattern: `/${segments.join('/')}`,
      regex: new RegExp(`^${source}/*$`, route.caseSensitive ? '' : 'i'),
      dynamic: segments.some((segment) => segment.startsWith(':') || segment === '*'),
      splat,
      query,
      personal,
      score: score(`/${segments.join('/')}`, route.index === true),
      order: branches.length,
    });
  };
  for (const root of children.get(undefined) ?? []) walk(root, [], [], false);
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

/**
 * A path as React Router decodes it to match routes: each segment's percent-escapes decoded, an
 * escaped `/` kept (`/term%26condition` is the page `/term&condition`); as it is if malformed.
 */
function decodedAsReactRouterDoes(pathname: string): string {
  if (!pathname.includes('%')) return pathname;
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * Builds the page cache's key function from the route table. A key is the matched route's own
 * path (so `/About-Us/` and `/about-us` are one page) or, for routes with parameters, the
 * request's path; then the query parameters the matched routes declare, sorted, first value
 * only, empty ones dropped. Unknown paths share one 404 key. The `Host` header is never part of it.
 */
export function pageKeyer(build: ServerBuild): (url: URL) => PageKey | null {
  const branches = compileBranches(build);
  const routeIds = new Set(Object.keys(build.routes));
  const manifestPath = build.routeDiscovery?.manifestPath;

  return (url) => {
    if (manifestPath && url.pathname === manifestPath) return null;
    const isData = url.pathname.endsWith('.data');
    let pathname = isData ? url.pathname.slice(0, -'.data'.length) : url.pathname;
    if (isData && pathname === '/_root') pathname = '/';
    pathname = pathname.replace(/\/{2,}/g, '/');
    const matched = decodedAsReactRouterDoes(pathname);
    const branch = branches.find((candidate) => candidate.regex.test(matched));
    if (branch?.personal) return null;
    const notFound = !branch || branch.splat;

    const query = new URLSearchParams();
    for (const name of [...new Set(branch?.query ?? [])].sort()) {
      const value = url.searchParams.get(name)?.trim();
      if (value) query.set(name, value);
    }
    if (isData) {
      const wanted = (url.searchParams.get(DATA_ROUTES_PARAM) ?? '')
        .split(',')
        .filter((id) => routeIds.has(id));
      if (wanted.length > 0) query.set(DATA_ROUTES_PARAM, [...new Set(wanted)].sort().join(','));
    }

    let path: string;
    // A language's own 404 (`/hi/*`) is kept apart from English's: `/hi/not-found`.
    if (notFound)
      path = pathname.startsWith('/error')
        ? BARE_NOT_FOUND_PATH
        : `${branch?.splat ? branch.pattern.slice(0, -'/*'.length) : ''}${NOT_FOUND_PATH}`;
    else if (!branch.dynamic) path = branch.pattern;
    else path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (isData) path = `${path === '/' ? '/_root' : path}.data`;

    const search = query.size > 0 ? `?${query.toString()}` : '';
    return { key: path + search, path: path + search, notFound };
  };
}
