import type { AppLoadContext, EntryContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The page itself does not matter here: what is left behind once it is sent does.
vi.mock('react-router', () => ({ ServerRouter: ({ url }: { url: string }) => <main>The page at {url}</main> }));

const { default: handleRequest } = await import('./entry.server');

afterEach(() => {
  vi.useRealTimers();
});

describe('the server entry', () => {
  it('leaves no timer behind once a page is sent, so nothing keeps the render in memory', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const nonce of [undefined, 'a-nonce']) {
      const response = await handleRequest(new Request('http://localhost/about-us'), 200, new Headers(), { isSpaMode: false } as EntryContext, { nonce } as AppLoadContext);
      expect(await response.text()).toContain('/about-us');
      // The stream's end is seen on the next turn.
      await new Promise((resolve) => setImmediate(resolve));
      expect(vi.getTimerCount()).toBe(0);
    }
  });
});
