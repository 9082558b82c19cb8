import { expect, test } from './fixtures';

const TEXT_404 =
  "We're sorry but we can't seem to find the page you requested. This might be because you have typed the web address incorrectly.";

for (const path of [
  '/error404',
  '/no-such-page',
  '/services/no-such-service',
  '/blogs/blog_details/no-such-post',
]) {
  test(`${path} shows the 404 page with HTTP 404`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
    await expect(page.getByText('Uh oh, something went wrong')).toBeVisible();
    await expect(page.getByText(TEXT_404)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/index',
    );
    await expect(page).toHaveTitle(/404/);
    // The browser reports the 404 document itself; nothing else may fail.
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    consoleErrors.length = 0;
  });
}

test('header and footer are hidden on paths starting with /error, shown elsewhere', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/error404');
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await page.goto('/no-such-page');
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  // Only the two 404 documents themselves are reported.
  expect(consoleErrors.every((e) => e.includes('404'))).toBe(true);
  consoleErrors.length = 0;
});

test('Back to home leads to the home page', async ({ page, consoleErrors }) => {
  await page.goto('/error404');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/logistics/i);
  consoleErrors.length = 0;
});
