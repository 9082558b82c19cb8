import { expect, test } from './fixtures';

test('/apicall shows the call for page 1, its status, time and answer, and is not for search engines', async ({
  page,
  request,
}) => {
  const about = (await (await request.get('/api/get/single/pages/1')).json()).data as {
    title: string;
  };
  const response = await page.goto('/apicall');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API call: a page');
  const facts = page.locator('dl');
  await expect(facts).toContainText('GET');
  await expect(facts).toContainText('/api/get/single/pages/1');
  await expect(facts).toContainText('200');
  await expect(facts).toContainText(/\d+(\.\d)? ms/);
  await expect(page.getByLabel('Response data')).toContainText(`"title": "${about.title}"`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('/apicallservices shows the services list call and its answer', async ({ page }) => {
  await page.goto('/apicallservices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API call: the services list');
  await expect(page.locator('dl')).toContainText('POST');
  await expect(page.locator('dl')).toContainText('/api/get/services');
  await expect(page.getByLabel('Response data')).toContainText('"slug": "warehousing"');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('no page links to the test routes, and the sitemap leaves them out', async ({ request }) => {
  // The pages' file of the sitemap, where a route of the table would be listed.
  const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
  expect(sitemap).toContain('/about-us');
  expect(sitemap).not.toContain('/apicall');
  for (const path of ['/', '/about-us', '/services/services1'])
    expect(await (await request.get(path)).text(), path).not.toContain('href="/apicall');
});
