import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { brokenResources, htmlPage, linksNamed } from './html';

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

/** The posts a listing's server HTML shows, in order (decision 050). */
function shownPosts(document: Document) {
  return [...document.querySelectorAll('main article')].map((article) => ({
    title: article.querySelector('h2')?.textContent?.trim() ?? '',
    href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
    date: article.querySelector('time')?.getAttribute('datetime') ?? '',
  }));
}

/** The href of the one link of the Pages navigation named `name`. */
function pageLink(document: Document, name: string, options?: { exact: boolean }) {
  return linksNamed(document.querySelector('nav[aria-label="Pages"]')!, name, options);
}

// The listing and its pages are the server's HTML, and its page links are plain links (decision
// 039): following one is asking for its address. Read over HTTP (decision 050).
test('/blogs/grid lists the posts newest first, six to a page, with real pagination', async ({
  request,
}) => {
  const blogs = await allBlogs(request);
  expect(blogs.length, 'enough posts for a second page').toBeGreaterThan(PER_PAGE);
  const newestFirst = [...blogs].sort((a, b) => b.published_at.localeCompare(a.published_at));

  const { status, document } = await htmlPage(request, '/blogs/grid');
  expect(status).toBe(200);
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  const first = shownPosts(document);
  expect(first).toHaveLength(PER_PAGE);
  expect(first.map((p) => p.title)).toEqual(newestFirst.slice(0, PER_PAGE).map((b) => b.title));
  expect(first.map((p) => p.href)).toEqual(
    newestFirst.slice(0, PER_PAGE).map((b) => `/blogs/blog_details/${b.slug}`),
  );

  const current = (document: Document, name: string) =>
    pageLink(document, name, { exact: true }).map((a) => a.getAttribute('aria-current'));
  expect(current(document, 'Page 1')).toEqual(['page']);
  expect(current(document, 'Page 2')).toEqual([null]);
  expect(pageLink(document, 'Previous')).toHaveLength(0);
  const next = pageLink(document, 'Next').map((a) => a.getAttribute('href'));
  expect(next).toHaveLength(1);
  expect(next[0]).toMatch(/\/blogs\/grid\?page=2$/);

  const second = await htmlPage(request, next[0]!);
  expect(second.status).toBe(200);
  expect(current(second.document, 'Page 2')).toEqual(['page']);
  expect(current(second.document, 'Page 1')).toEqual([null]);
  expect(pageLink(second.document, 'Previous').map((a) => a.getAttribute('href'))).toEqual([
    '/blogs/grid?page=1',
  ]);
  const rest = newestFirst.slice(PER_PAGE, PER_PAGE * 2);
  const secondPosts = shownPosts(second.document);
  expect(secondPosts).toHaveLength(rest.length);
  expect(secondPosts.map((p) => p.title)).toEqual(rest.map((b) => b.title));

  // Newest first across the pages: no date on page 2 is later than one on page 1.
  const dates = [...first, ...secondPosts].map((p) => p.date);
  expect(dates.every((d) => d !== '')).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());
  for (const { document: shown } of [{ document }, second])
    expect(await brokenResources(request, shown)).toEqual([]);
});

test('?page=2 is a shareable address that shows the second page directly', async ({ request }) => {
  const blogs = await allBlogs(request);
  const newestFirst = [...blogs].sort((a, b) => b.published_at.localeCompare(a.published_at));
  const { status, document } = await htmlPage(request, '/blogs/grid?page=2');
  expect(status).toBe(200);
  const shown = shownPosts(document);
  expect(shown.map((p) => p.title)).toEqual(
    newestFirst.slice(PER_PAGE, PER_PAGE * 2).map((b) => b.title),
  );
  expect(
    pageLink(document, 'Page 2', { exact: true }).map((a) => a.getAttribute('aria-current')),
  ).toEqual(['page']);
  expect(document.title).toMatch(/page 2/i);
});

test('a page past the last one is not found, not an empty list', async ({ request }) => {
  const last = Math.ceil((await allBlogs(request)).length / PER_PAGE);
  const past = await htmlPage(request, `/blogs/grid?page=${last + 1}`);
  expect(past.status).toBe(404);
  expect(past.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(
    /noindex/,
  );
  expect((await request.get(`/blogs/grid?page=${last}`)).status()).toBe(200);
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
