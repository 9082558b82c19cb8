import { expect, test, waitForHydration } from './fixtures';

/**
 * Links arrive with tracking parameters, odd capitals and made-up addresses. A page is kept by its
 * route and the query parameters it reads (decision 014), so none of those costs a new render, and
 * the Host a request names never changes a page.
 */
test.describe('the page cache', () => {
  const etagOf = async (
    request: import('@playwright/test').APIRequestContext,
    path: string,
    headers: Record<string, string> = {},
  ) => {
    const response = await request.get(path, { headers, maxRedirects: 0 });
    return {
      status: response.status(),
      etag: response.headers()['etag'],
      body: await response.text(),
    };
  };

  test('serves the same page for parameters the route does not read', async ({ request }) => {
    const plain = await etagOf(request, '/');
    const tracked = await etagOf(request, '/?utm_source=newsletter&v=123');
    expect(plain.status).toBe(200);
    expect(tracked.etag).toBe(plain.etag);
    expect((await etagOf(request, '/About-Us/')).etag).toBe(
      (await etagOf(request, '/about-us')).etag,
    );
  });

  test('keeps the parameters a route reads: search words, pages, cities', async ({ request }) => {
    const truck = await etagOf(request, '/search?q=truck');
    expect(truck.body).toContain('truck');
    expect((await etagOf(request, '/search?zz=1&q=truck')).etag).toBe(truck.etag);
    expect((await etagOf(request, '/search?q=rail')).etag).not.toBe(truck.etag);
    expect((await etagOf(request, '/blogs/grid?page=2')).etag).not.toBe(
      (await etagOf(request, '/blogs/grid')).etag,
    );
    const jaipur = await etagOf(request, '/branch_locator?city=JAIPUR');
    expect(jaipur.body).toContain('JAIPUR');
    expect(jaipur.etag).not.toBe((await etagOf(request, '/branch_locator')).etag);
  });

  test('gives every unknown address one shared 404', async ({ request }) => {
    const one = await etagOf(request, '/no-such-page-one');
    const two = await etagOf(request, '/no/such/page/two?x=1');
    expect(one.status).toBe(404);
    expect(two.status).toBe(404);
    expect(two.etag).toBe(one.etag);
  });

  test('never lets the Host header into a page', async ({ request }) => {
    const own = await etagOf(request, '/about-us');
    const forged = await etagOf(request, '/about-us', { host: 'evil.example' });
    expect(forged.etag).toBe(own.etag);
    expect(forged.body).not.toContain('evil.example');
  });

  test('answers other methods with 405 on pages and the envelope under /api', async ({
    request,
  }) => {
    // From the site's own page (a cross-site one is refused with 403 before this).
    const put = await request.put('/about-us', {
      data: 'x',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(put.status()).toBe(405);
    expect(put.headers()['allow']).toBe('GET, HEAD, POST');
    const api = await request.delete('/api/health');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ status: 0, message: 'Not found.', data: null });
  });
});

test('a public page carries no framework: no hydration data, only the enhancement scripts it names', async ({
  page,
}) => {
  const response = await page.goto('/about-us');
  const html = await response!.text();
  expect(html).not.toContain('__reactRouter');
  // Preloaded modules: only the chunks the enhancements share, never React's or React Router's.
  for (const [, tag] of html.matchAll(/<link([^>]*modulepreload[^>]*)>/g))
    expect(tag).toMatch(/ href="\/assets\/enhance-[\w-]+\.js"/);
  // Scripts the browser runs: the enhancements (by address); JSON-LD is data.
  const scripts = [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !attributes.includes('application/ld+json'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts)
    expect(attributes).toMatch(
      /^ type="module" src="\/assets\/enhance-[\w-]+\.js" data-enhance="\w+"$/,
    );
  await waitForHydration(page);
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => new URL(e.name).pathname),
  );
  expect(loaded.every((path) => path.startsWith('/assets/enhance-'))).toBe(true);
});
