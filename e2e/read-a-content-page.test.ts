import { expect, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('About Us arrives rendered: banner, title and body in the HTML', async ({ page }) => {
    const response = await page.goto('/about-us');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.locator('main img').first()).toHaveAttribute(
      'src',
      /\/api\/media\/banner-.+\.svg$/,
    );
    await expect(page.locator('.prose-content h2').first()).toBeVisible();
    const words = (await page.locator('.prose-content').innerText()).split(/\s+/).length;
    expect(words).toBeGreaterThan(150);
  });
});

test('About Us has one h1, its own title and description, and security headers', async ({
  page,
  request,
}) => {
  const response = await page.goto('/about-us');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/About/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(50);
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toContain('stale-while-revalidate');

  // Pages are shared by every visitor and HTML first: no inline script runs, and the policy allows none.
  const policy = headers['content-security-policy']!;
  const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  expect(scriptSources).not.toMatch(/unsafe-inline|nonce-|sha256-/);
  // Structured data is a data block, never run: not among them.
  const inlineScripts = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .count();
  expect(inlineScripts).toBe(0);

  // And a visitor who has the page already gets a 304.
  const etag = headers['etag']!;
  expect(etag).toBeTruthy();
  const again = await request.get('/about-us', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  const listed = await request.get('/about-us', {
    headers: { 'if-none-match': `"an-older-copy", ${etag}` },
  });
  expect(listed.status()).toBe(304);
});
