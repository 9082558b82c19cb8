import { expect, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('About Us arrives rendered: banner, title and body in the HTML', async ({ page }) => {
    const response = await page.goto('/about-us');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.locator('main img').first()).toHaveAttribute('src', /\/api\/media\/banner-.+\.svg$/);
    await expect(page.locator('.prose-content h2').first()).toBeVisible();
    const words = (await page.locator('.prose-content').innerText()).split(/\s+/).length;
    expect(words).toBeGreaterThan(150);
  });
});

test('About Us has one h1, its own title and description, and security headers', async ({ page }) => {
  const response = await page.goto('/about-us');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/About/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(50);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toContain('stale-while-revalidate');
});
