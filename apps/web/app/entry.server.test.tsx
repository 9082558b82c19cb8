import type { AppLoadContext, EntryContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError, MESSAGES } from '@harsh/contract';

// The page itself does not matter here: what is left behind once it is sent does.
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  ServerRouter: ({ url, context }: { url: string; context: EntryContext }) => (
    <main>{`The page at ${url}, ${context.serverHandoffStream ? 'with' : 'without'} its hydration data`}</main>
  ),
}));

const { default: handleRequest, handleError } = await import('./entry.server');

/** What React Router matched, as the entry reads it: the routes' ids and their modules' `handle`. */
const matched = (handles: Record<string, unknown>[]) =>
  ({
    isSpaMode: false,
    staticHandlerContext: {
      matches: handles.map((_, index) => ({ route: { id: `route-${index}` } })),
    },
    routeModules: Object.fromEntries(
      handles.map((handle, index) => [`route-${index}`, { handle }]),
    ),
  }) as unknown as EntryContext;

afterEach(() => {
  vi.useRealTimers();
});

describe('the server entry', () => {
  it('leaves no timer behind once a page is sent, so nothing keeps the render in memory', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const nonce of [undefined, 'a-nonce']) {
      const response = await handleRequest(
        new Request('http://localhost/about-us'),
        200,
        new Headers(),
        matched([{}]),
        { nonce } as AppLoadContext,
      );
      expect(await response.text()).toContain('/about-us');
      // The stream's end is seen on the next turn.
      await new Promise((resolve) => setImmediate(resolve));
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  it('sends a page public, and a staff page (a route of the staff application) private, whatever its address', async () => {
    const send = async (context: EntryContext) =>
      (
        await handleRequest(new Request('http://localhost/x'), 200, new Headers(), context, {
          nonce: 'n',
        } as AppLoadContext)
      ).headers;
    const page = await send(matched([{}, { pageCache: { query: ['q'] } }]));
    expect(page.get('cache-control')).toContain('public');
    expect(page.get('x-robots-tag')).toBeNull();
    const staff = await send(matched([{}, { pageCache: false, staffApplication: true }, {}]));
    expect(staff.get('cache-control')).toBe('private, no-store');
    expect(staff.get('x-robots-tag')).toBe('noindex');
  });

  it('renders a public page without hydration data, naming its speculation rules; a staff page keeps its data', async () => {
    const send = async (handles: Record<string, unknown>[]) => {
      const context = {
        ...matched(handles),
        serverHandoffStream: new ReadableStream(),
      } as EntryContext;
      return handleRequest(new Request('http://localhost/x'), 200, new Headers(), context, {
        nonce: 'n',
      } as AppLoadContext);
    };
    const page = await send([{}, {}]);
    expect(await page.text()).toContain('without its hydration data');
    expect(page.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    const staff = await send([{}, { pageCache: false, staffApplication: true }]);
    expect(await staff.text()).toContain('with its hydration data');
    expect(staff.headers.get('speculation-rules')).toBeNull();
  });

  it('answers a refused form post sent for an in-page answer with 200, its own status named; the same post from a form without JavaScript keeps it', async () => {
    const post = (headers: Record<string, string>, status: number) =>
      handleRequest(
        new Request('http://localhost/contact-us', { method: 'POST', headers }),
        status,
        new Headers(),
        matched([{}]),
        { nonce: 'n' } as AppLoadContext,
      );
    const inPage = await post({ 'x-answer-in-page': '1' }, 422);
    expect(inPage.status).toBe(200);
    expect(inPage.headers.get('x-answer-status')).toBe('422');
    expect((await post({}, 422)).status).toBe(422);
    // A failure is not a refusal: it stays what it is.
    expect((await post({ 'x-answer-in-page': '1' }, 503)).status).toBe(503);
  });

  it('answers 503 with Retry-After, never kept, when the content could not be read, and 500 for any other failure', async () => {
    // As React Router does it in production: `handleError` sees the loader's error as thrown, then
    // the page renders with it replaced by a plain error that no longer says what failed.
    const failed = (error: unknown) => {
      const request = new Request('http://localhost/x');
      const context = matched([{}]);
      handleError(error, { request, params: {}, context: {} as AppLoadContext });
      (context.staticHandlerContext as { errors: unknown }).errors = {
        'route-0': new Error('Unexpected Server Error'),
      };
      return handleRequest(request, 500, new Headers(), context, { nonce: 'n' } as AppLoadContext);
    };
    const away = await failed(new ContentError(503, MESSAGES.unavailable));
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe('5');
    expect(away.headers.get('cache-control')).toBe('no-store');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await failed(new Error('a bug'));
    expect(broken.status).toBe(500);
    expect(broken.headers.get('retry-after')).toBeNull();
    expect(logged).toHaveBeenCalledWith(new Error('a bug'));
    logged.mockRestore();
  });
});
