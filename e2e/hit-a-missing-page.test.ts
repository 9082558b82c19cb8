import { expect, expectConsoleErrors, test } from './fixtures';
import { brokenResources, htmlPage, linksNamed, textOf } from './html';

const TEXT_404 =
  "We're sorry but we can't seem to find the page you requested. This might be because you have typed the web address incorrectly.";

// The 404 page is the server's answer: its status, texts and link are read over HTTP
// (decision 050). That every file it loads answers stands for the browser's console here; the
// browser's own check of a 404 page's console is the last test's.
for (const path of [
  '/error404',
  '/no-such-page',
  '/services/no-such-service',
  '/blogs/blog_details/no-such-post',
]) {
  test(`${path} shows the 404 page with HTTP 404`, async ({ request }) => {
    const { status, document } = await htmlPage(request, path);
    expect(status).toBe(404);
    expect([...document.querySelectorAll('h1')].map(textOf)).toEqual(['Error 404']);
    expect(textOf(document.querySelector('main'))).toContain('Uh oh, something went wrong');
    expect(textOf(document.querySelector('main'))).toContain(TEXT_404);
    const back = linksNamed(document, 'Back to home');
    expect(back.map((a) => a.getAttribute('href'))).toEqual(['/index']);
    expect(document.title).toMatch(/404/);
    expect(await brokenResources(request, document)).toEqual([]);
  });
}

test('header and footer are hidden on paths starting with /error, shown elsewhere', async ({
  request,
}) => {
  const error = (await htmlPage(request, '/error404')).document;
  expect(error.querySelectorAll('header')).toHaveLength(0);
  expect(error.querySelectorAll('footer')).toHaveLength(0);
  const missing = (await htmlPage(request, '/no-such-page')).document;
  expect(missing.querySelectorAll('header')).toHaveLength(1);
  expect(missing.querySelectorAll('footer')).toHaveLength(1);
});

test('Back to home leads to the home page', async ({ page, consoleErrors }) => {
  // The 404 page with the site's shell and its scripts, then without: in a browser, only the two
  // 404 documents themselves are reported; nothing else may fail.
  await page.goto('/no-such-page');
  await page.goto('/error404');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/logistics/i);
  expectConsoleErrors(consoleErrors, /404/);
});
