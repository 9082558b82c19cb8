import type { FastifyBaseLogger } from 'fastify';

/**
 * Tells a CDN in front of the site which pages changed (`CDN_PURGE_URL`): a POST of
 * `{"urls": [...]}` with the pages' full addresses. A failure is logged, never retried: the CDN's
 * own short lifetime for pages (`s-maxage=60`) bounds how long it serves the old one.
 */
export function cdnPurger(endpoint: string, log: FastifyBaseLogger) {
  return (urls: string[]) => {
    fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ urls }),
      signal: AbortSignal.timeout(5_000),
    })
      .then((response) => {
        if (!response.ok)
          log.warn({ status: response.status, count: urls.length }, 'CDN purge refused');
      })
      .catch((error: Error) =>
        log.warn({ err: error.message, count: urls.length }, 'CDN purge failed'),
      );
  };
}
