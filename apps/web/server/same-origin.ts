import type { FastifyRequest } from 'fastify';

/**
 * Whether a form post comes from one of this site's own pages. Browsers send `Origin` with every
 * POST; older ones at least `Sec-Fetch-Site` or `Referer`. A post with none of them is not from
 * a browser page of ours and is refused too.
 */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const ownOrigin = `${request.protocol}://${request.host}`;
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
