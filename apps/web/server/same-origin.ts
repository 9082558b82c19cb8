import type { FastifyRequest } from 'fastify';

/**
 * Whether a form post comes from one of this site's own pages, on its public origin (`SITE_URL`).
 * Browsers send `Origin` with every POST; older ones at least `Sec-Fetch-Site` or `Referer`. A
 * post with none of them is not from a browser page of ours and is refused too. The request's
 * own `Host` is not asked: a page of another name pointed at this server (DNS rebinding) would
 * name it as its origin.
 */
export function isSameOriginPost(
  request: FastifyRequest,
  ownOrigins: ReadonlySet<string>,
): boolean {
  const { origin, referer } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin && origin !== 'null') return ownOrigins.has(origin);
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  if (referer) {
    try {
      return ownOrigins.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  return false;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the site's own pages have: `SITE_URL`'s, and when that is this machine by one of
 * its loopback names (the default, `http://localhost:PORT`), the same port by the others, which
 * only this machine's browsers can reach.
 */
export function siteOrigins(siteUrl: string): Set<string> {
  const url = new URL(siteUrl);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return new Set([url.origin]);
  return new Set(
    LOOPBACK_NAMES.map((name) => {
      url.hostname = name;
      return url.origin;
    }),
  );
}
