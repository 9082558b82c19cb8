import { isbot } from 'isbot';
import { renderToString } from 'react-dom/server';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { ContentError } from '@harsh/contract';
import { IN_PAGE_ANSWER_HEADER } from './enhance/names';
import { isStaffApplication } from './page-scripts';

export const streamTimeout = 10_000;

/**
 * Whether the page rendered is the staff application's (`handle.staffApplication`): hydrated,
 * private, never indexed. Decided by the routes React Router matched, not by the address as written, which a
 * request can spell in ways a text test misses (`GET http://host/admin/inbox`, `/%61dmin`).
 */
function isPersonalPage(context: EntryContext): boolean {
  return isStaffApplication(
    context.staticHandlerContext.matches.map(
      (match) => context.routeModules[match.route.id]?.handle,
    ),
  );
}

/** The address of the public pages' speculation rules (routes/speculation-rules.ts), as a `Speculation-Rules` header names it. */
const SPECULATION_RULES = '"/speculation-rules.json"';

/**
 * A public page is HTML first (page-scripts.ts): React Router's stream of the page's loader data,
 * which a hydrating browser reads, is left out of the document. It is dropped unread, not
 * cancelled: its encoder runs on regardless, and on a cancelled stream it failed before clearing
 * its timer, which then held the page's data for the stream timeout.
 */
function withoutHydrationData(context: EntryContext): EntryContext {
  return { ...context, serverHandoffStream: undefined };
}

/** How long a visitor (or crawler) is asked to wait when the content could not be read. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The requests whose page failed because the content could not be read at all (the API's database
 * away, a remote API unreachable): a 503 to try again shortly, not a 500. Noted in `handleError`,
 * which sees a loader's error as thrown; by the time the page renders, React Router has replaced
 * it (in production) with a plain "Unexpected Server Error", so `errors` can no longer tell.
 */
const unavailable = new WeakSet<Request>();

const isContentUnavailable = (error: unknown) =>
  error instanceof ContentError && error.statusCode === 503;

/** Logs what failed on the server, and notes a page that failed for want of content. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isContentUnavailable(error)) {
    unavailable.add(request);
    return; // The outage is the readiness answer's and the API's to log, not once per page.
  }
  if (request.signal.aborted) return;
  // As React Router's own handler: a route's error response logs the error that caused it, if any.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(cause ?? error);
};

function contentUnavailable(request: Request, context: EntryContext): boolean {
  return (
    unavailable.has(request) ||
    Object.values(context.staticHandlerContext.errors ?? {}).some(isContentUnavailable)
  );
}

/**
 * Renders a page. React's Node renderer is not used: it runs each render inside an
 * `AsyncLocalStorage`, which on Node 20 turns on an async hook for the whole process from the first
 * render on, a cost on every promise, tick and socket write after it (about a tenth of a kept
 * page's answer, measured with a bare server). A public page has nothing to stream (no hydration
 * data, no suspended parts): it is rendered whole to a string. A staff page is streamed by the
 * renderer for web streams, which keeps no storage of its own.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (responseStatusCode === 500 && contentUnavailable(request, routerContext))
    responseStatusCode = 503;
  if (
    request.method === 'POST' &&
    request.headers.has(IN_PAGE_ANSWER_HEADER) &&
    responseStatusCode >= 400 &&
    responseStatusCode < 500
  ) {
    responseHeaders.set('X-Answer-Status', String(responseStatusCode));
    responseStatusCode = 200;
  }
  if (responseStatusCode === 503) {
    responseHeaders.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const { nonce } = loadContext;
  const scriptNonce = nonce ?? loadContext.scriptMarker;

  if (!isPersonalPage(routerContext)) {
    // Links to the site's other pages are fetched and rendered ahead of a click.
    responseHeaders.set('Speculation-Rules', SPECULATION_RULES);
    if (!responseHeaders.has('Cache-Control'))
      responseHeaders.set(
        'Cache-Control',
        'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      );
    const html = renderToString(
      <ServerRouter
        context={withoutHydrationData(routerContext)}
        url={request.url}
        nonce={scriptNonce}
      />,
    );
    return new Response(`<!DOCTYPE html>${html}`, {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }

  responseHeaders.set('Cache-Control', 'private, no-store');
  responseHeaders.set('X-Robots-Tag', 'noindex');
  // A render still streaming this long is given up: the timer holds the whole render (its tree,
  // its data) until it fires, so it goes as soon as the page is out (issue 8: left to run, it kept
  // every page rendered in the last 11 seconds in memory).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1000);
  let shellRendered = false;
  try {
    const stream = await renderToReadableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={scriptNonce} />,
      {
        nonce: scriptNonce,
        signal: controller.signal,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    shellRendered = true;
    // Crawlers, and pages rendered with no nonce, get the whole document at once.
    const userAgent = request.headers.get('user-agent');
    if (nonce === undefined || (userAgent && isbot(userAgent)) || routerContext.isSpaMode)
      await stream.allReady;
    void stream.allReady.finally(() => clearTimeout(timer)).catch(() => undefined);
    return new Response(stream, { headers: responseHeaders, status: responseStatusCode });
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
}
