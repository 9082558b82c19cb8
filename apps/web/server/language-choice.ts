import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LOCALE, LOCALES } from '@harsh/contract';

/**
 * The language a visitor chose with the header's switch (issue 29), remembered in a cookie set by
 * `/language`. Only the English home page heeds it: a visitor who chose Hindi and comes back to
 * `/` is sent to `/hi`. Every other address is its own language's page, and nothing is ever
 * guessed from the browser's `Accept-Language`.
 */
export const LANGUAGE_COOKIE = 'lang';

/** The home page's addresses, whose answer depends on the cookie (`Vary: Cookie`). */
const HOME = /^\/(?:index)?\/?(?:\?|$)/i;

export const answerVaries = (url: string | undefined) =>
  url !== undefined && HOME.test(url) ? 'accept-encoding, cookie' : 'accept-encoding';

/** The chosen language's code from a `Cookie` header, if it is one of the site's other languages. */
export function chosenLanguage(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE)
      return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale.code === value)?.code;
  }
  return undefined;
}

/** Sends a GET of the English home page to the chosen language's; returns whether it did. */
export function answerChosenLanguage(
  request: IncomingMessage,
  response: ServerResponse,
  cookie: string | undefined,
): boolean {
  const { method, url } = request;
  if ((method !== 'GET' && method !== 'HEAD') || url === undefined || !HOME.test(url)) return false;
  const code = chosenLanguage(cookie);
  if (!code) return false;
  const query = url.indexOf('?');
  response
    .writeHead(302, {
      location: `/${code}${query === -1 ? '' : url.slice(query)}`,
      'cache-control': 'private, no-store',
      vary: 'cookie',
      'content-length': 0,
    })
    .end();
  return true;
}
