import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectConsoleErrors, test, waitForHydration } from './fixtures';

interface ApiBlog {
  slug: string;
  title: string;
  author: string;
  published_at: string;
  excerpt: string;
}

const PER_PAGE = 6;

/** Every post, newest first, as the API lists them. */
async function allBlogs(request: APIRequestContext): Promise<ApiBlog[]> {
  const body = await (await request.post('/api/get/blogs', { data: { record: 50 } })).json();
  const blogs = body.data.data as ApiBlog[];
  expect(body.data.total).toBe(blogs.length);
  return blogs;
}

async function shownPosts(page: Page) {
  const cards = page.getByRole('main').getByRole('article');
  return cards.evaluateAll((articles) =>
    articles.map((article) => ({
      title: article.querySelector('h2')?.textContent?.trim() ?? '',
      href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
      date: article.querySelector('time')?.getAttribute('datetime') ?? '',
    })),
  );
}

test('/blogs/grid lists the posts newest first, six to a page, with real pagination', async ({
  page,
  request,
}) => {
  const blogs = await allBlogs(request);
  expect(blogs.length, 'enough posts for a second page').toBeGreaterThan(PER_PAGE);
  const newestFirst = [...blogs].sort((a, b) => b.published_at.localeCompare(a.published_at));

  const response = await page.goto('/blogs/grid');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  const first = await shownPosts(page);
  expect(first).toHaveLength(PER_PAGE);
  expect(first.map((p) => p.title)).toEqual(newestFirst.slice(0, PER_PAGE).map((b) => b.title));
  expect(first.map((p) => p.href)).toEqual(
    newestFirst.slice(0, PER_PAGE).map((b) => `/blogs/blog_details/${b.slug}`),
  );

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await waitForHydration(page);
  await pages.getByRole('link', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/blogs\/grid\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    '/blogs/grid?page=1',
  );
  const rest = newestFirst.slice(PER_PAGE, PER_PAGE * 2);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(rest.length);
  const second = await shownPosts(page);
  expect(second.map((p) => p.title)).toEqual(rest.map((b) => b.title));

  // Newest first across the pages: no date on page 2 is later than one on page 1.
  const dates = [...first, ...second].map((p) => p.date);
  expect(dates.every((d) => d !== '')).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('?page=2 is a shareable address that shows the second page directly', async ({
  page,
  request,
}) => {
  const blogs = await allBlogs(request);
  const newestFirst = [...blogs].sort((a, b) => b.published_at.localeCompare(a.published_at));
  const response = await page.goto('/blogs/grid?page=2');
  expect(response?.status()).toBe(200);
  const shown = await shownPosts(page);
  expect(shown.map((p) => p.title)).toEqual(
    newestFirst.slice(PER_PAGE, PER_PAGE * 2).map((b) => b.title),
  );
  await expect(
    page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/page 2/i);
});

test('a page past the last one is not found, not an empty list', async ({
  page,
  request,
  consoleErrors,
}) => {
  const last = Math.ceil((await allBlogs(request)).length / PER_PAGE);
  expect((await page.goto(`/blogs/grid?page=${last + 1}`))?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The browser reports the 404 document itself.
  expectConsoleErrors(consoleErrors, /404/);
  expect((await page.goto(`/blogs/grid?page=${last}`))?.status()).toBe(200);
});

test('a post page shows its title, date, author and body', async ({ page, request }) => {
  const [newest] = await allBlogs(request);
  const post = (await (await request.get(`/api/get/single/blogs/${newest!.slug}`)).json())
    .data as ApiBlog & { content: string };

  await page.goto('/blogs/grid');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/blog_details/${post.slug}$`));

  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const date = page.getByRole('main').locator(`time[datetime="${post.published_at}"]`);
  await expect(date).toBeVisible();
  await expect(date).toContainText(post.published_at.slice(0, 4));
  await expect(page.getByRole('main').getByText(post.author)).toBeVisible();
  const body = page.locator('main .prose-content');
  await expect(body).toBeVisible();
  expect((await body.innerText()).split(/\s+/).length, 'body words').toBeGreaterThan(100);
  await expect(page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});
