import type { FastifyRequest } from 'fastify';

/**
 * Whether a form post comes from one of this site's own pages, on its public origin (`SITE_URL`).
 * Browsers send `Origin` with every POST; older ones at least `Sec-Fetch-Site` or `Referer`. A
 * post with none of them is not from a browser page of ours and is refused too. The request's
 * own `Host` is not asked: a page of another name pointed at this server (DNS rebinding) would
 * name it as its origin.
 */
export function isSameOriginPost(request: FastifyRequest, ownOrigin: string): boolean {
  const { origin, referer } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin && origin !== 'null') return origin === ownOrigin;
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  if (referer) {
    try {
      return new URL(referer).origin === ownOrigin;
    } catch {
      return false;
    }
  }
  return false;
}
