import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { brokenResources, htmlPage, landmark, textOf, textsOf } from './html';

interface SearchPage {
  data: {
    type: 'page' | 'service' | 'blog' | 'branch';
    title: string;
    url: string;
    snippet: string;
  }[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

const TYPE_LABELS = { page: 'Page', service: 'Service', blog: 'Blog', branch: 'Branch' } as const;

async function search(request: APIRequestContext, q: string, page = 1): Promise<SearchPage> {
  const response = await request.get(
    `/api/search?${new URLSearchParams({ q, page: String(page) })}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()).data as SearchPage;
}

// The results' list, not the breadcrumb's.
const resultItems = (page: Page) => page.getByRole('main').locator('ol:not(nav ol) > li');

/** The shown results are the API's, each with its type label, title link and highlighted snippet. */
async function expectResults(page: Page, expected: SearchPage) {
  const items = resultItems(page);
  await expect(items).toHaveCount(expected.data.length);
  for (const [index, result] of expected.data.entries()) {
    const item = items.nth(index);
    await expect(item.locator('p').first()).toHaveText(TYPE_LABELS[result.type]);
    const link = item.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(link).toHaveText(result.title);
    await expect(link).toHaveAttribute('href', result.url);
    await expect(item.locator('p mark').first()).toBeVisible();
  }
}

test('searching from the header goes to /search?q=warehouse and lists results', async ({
  page,
  request,
}) => {
  const expected = await search(request, 'warehouse');
  expect(expected.total).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about-us');
  await waitForHydration(page);
  const header = page.locator('header');
  await header.getByRole('searchbox', { name: 'Search the site' }).first().fill('warehouse');
  await header.getByRole('button', { name: 'Search' }).first().click();
  await expect(page).toHaveURL(/\/search\?q=warehouse$/);

  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `${expected.total} results`,
  );
  await expectResults(page, expected);
  // Every type label is one of the four kinds (pages, services, posts, branches), and each snippet marks the match.
  const marks = await resultItems(page).evaluateAll((lis) =>
    lis.map((li) => li.querySelector('mark')?.textContent?.toLowerCase() ?? ''),
  );
  for (const mark of marks) expect(mark).toContain('warehous');
  // The query stays in the search box of the page.
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('warehouse');
  // Seen: the page's own search box (what /search without a query offers, read over HTTP below).
  await expect(
    page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }),
  ).toBeVisible();
});

test('a result link opens what it found', async ({ page, request }) => {
  const [first] = (await search(request, 'warehouse')).data;
  await page.goto('/search?q=warehouse');
  await resultItems(page).first().getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${first!.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
});

// What a search page says for a query in its address is the server's HTML (decision 050): read
// over HTTP. Typing, clicking and the pages' links followed stay in a browser.

/** The results' list items of a search page read over HTTP (the results' list, not the breadcrumb's). */
const resultItemsIn = (document: Document) =>
  [...landmark(document, 'main').querySelectorAll('ol > li')].filter((li) => !li.closest('nav'));

test('a nonsense query says that nothing matches', async ({ request }) => {
  const q = 'qzxvbnmkj';
  expect((await search(request, q)).total).toBe(0);
  const { status, document } = await htmlPage(request, `/search?q=${q}`);
  expect(status).toBe(200);
  const said = textsOf(landmark(document, 'main'), '[role="status"], output');
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/nothing matches/i);
  expect(said[0]).toContain(q);
  expect(resultItemsIn(document)).toHaveLength(0);
  expect(await brokenResources(request, document)).toEqual([]);
});

test('/search without a query explains what to do', async ({ request }) => {
  const { status, document } = await htmlPage(request, '/search');
  expect(status).toBe(200);
  expect(textsOf(document, 'h1')).toEqual(['Search']);
  const main = landmark(document, 'main');
  const said = textsOf(main, '[role="status"], output');
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/type a word/i);
  const boxes = [...main.querySelectorAll('input[type="search"]')].filter((input) =>
    (labelFor(input) ?? '').includes('Search the site'),
  );
  expect(boxes).toHaveLength(1);
  expect(resultItemsIn(document)).toHaveLength(0);
});

/** A control's name from its `aria-label` or its `<label for>`. */
function labelFor(input: Element) {
  const id = input.getAttribute('id');
  const label = id ? input.ownerDocument.querySelector(`label[for="${id}"]`) : null;
  return input.getAttribute('aria-label') ?? (label ? textOf(label) : null);
}

test('a query with many results is paginated', async ({ page, request }) => {
  let q = '';
  let first: SearchPage | undefined;
  for (const candidate of ['logistics', 'warehouse', 'freight', 'india', 'road']) {
    const result = await search(request, candidate);
    if (result.total > result.per_page) {
      q = candidate;
      first = result;
      break;
    }
  }
  expect(first, 'some query has more than one page of results').toBeDefined();
  const second = await search(request, q, 2);

  await page.goto(`/search?q=${q}`);
  await expectResults(page, first!);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const pageTwo = pages.getByRole('link', { name: 'Page 2', exact: true });
  await expect(pageTwo).toHaveAttribute('href', `/search?q=${q}&page=2`);
  await expect(pages.getByRole('link')).toHaveCount(first!.last_page + 1); // the numbers and Next
  await waitForHydration(page);
  await pageTwo.click();

  await expect(page).toHaveURL(new RegExp(`/search\\?q=${q}&page=2$`));
  await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectResults(page, second);
  const firstTitles = first!.data.map((r) => r.url);
  expect(
    second.data.some((r) => firstTitles.includes(r.url)),
    'page 2 repeats nothing of page 1',
  ).toBe(false);
});
