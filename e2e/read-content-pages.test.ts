import type { APIRequestContext } from '@playwright/test';
import {
  BUSINESS_TYPES,
  CONTENT_PAGE_ROUTES,
  INDUSTRY_ROUTES,
  VENDOR_TYPES,
} from '../packages/contract/src/constants';
import { expect, test, waitForHydration } from './fixtures';
import { brokenResources, htmlPage, labelledBy, textOf, textsOf, wordsOf } from './html';
import { BUSINESS_TYPE_LABELS } from './visitor';

interface ApiPage {
  number: number;
  title: string;
  banner_image: string;
  meta_title: string;
  meta_description: string;
}

async function apiPage(request: APIRequestContext, number: number): Promise<ApiPage> {
  const response = await request.get(`/api/get/single/pages/${number}`);
  expect(response.status(), `page ${number} exists in the API`).toBe(200);
  return (await response.json()).data as ApiPage;
}

/** Spec §2's table in four groups, a test each: the two workers share them. */
const GROUPS = [0, 1, 2, 3].map((g) => CONTENT_PAGE_ROUTES.filter((_, i) => i % 4 === g));

// What these pages are made of is in the server's HTML (decision 050): no browser needed. That
// every file a page loads answers (what a browser would report as a console error) is checked too.
for (const group of GROUPS) {
  test(`content pages ${group.map((r) => r.path).join(' ')}: 200, one h1 = API title, meta, banner, body, sized images`, async ({
    request,
  }) => {
    for (const { path, page: number } of group) {
      await test.step(`${path} (page ${number})`, async () => {
        const data = await apiPage(request, number);
        const { status, document } = await htmlPage(request, encodeURI(path));
        expect.soft(status, `${path} status`).toBe(200);

        const h1 = document.querySelectorAll('h1');
        expect.soft(h1.length, `${path} has one h1`).toBe(1);
        expect.soft(textOf(h1[0]), `${path} h1`).toBe(data.title);

        const title = document.title;
        expect.soft(title.trim(), `${path} <title>`).not.toBe('');
        expect.soft(title, `${path} <title>`).toBe(data.meta_title);
        const description = document
          .querySelector('meta[name="description"]')
          ?.getAttribute('content');
        expect.soft(description?.trim(), `${path} meta description`).toBeTruthy();
        expect.soft(description, `${path} meta description`).toBe(data.meta_description);

        expect
          .soft(document.querySelector('main img')?.getAttribute('src'), `${path} banner`)
          .toBe(data.banner_image);
        const body = document.querySelector('main .prose-content');
        expect.soft(body, `${path} body`).not.toBeNull();
        expect.soft(wordsOf(body).length, `${path} body words`).toBeGreaterThan(20);

        const images = [...document.querySelectorAll('img')].map((img) => ({
          src: img.getAttribute('src'),
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        }));
        expect.soft(images.length, `${path} images`).toBeGreaterThan(0);
        for (const image of images) {
          expect.soft(image.alt, `${path}: alt of ${image.src}`).not.toBeNull();
          expect.soft(Number(image.width), `${path}: width of ${image.src}`).toBeGreaterThan(0);
          expect.soft(Number(image.height), `${path}: height of ${image.src}`).toBeGreaterThan(0);
        }
        expect.soft(await brokenResources(request, document), `${path} loads`).toEqual([]);
      });
    }
  });
}

test('/modern-retail and /industries both show page 30', async ({ request }) => {
  const data = await apiPage(request, 30);
  for (const path of ['/modern-retail', '/industries']) {
    const { document } = await htmlPage(request, path);
    expect(textsOf(document, 'h1'), path).toEqual([data.title]);
  }
});

/** The industry sidebar: an `aside` (complementary) named by its heading, as the page renders it. */
const sidebarOf = (document: Document) =>
  labelledBy(document, 'aside[aria-labelledby]', 'Transport Services');

test.describe('industry pages', () => {
  test('each has the Transport Services sidebar linking all eight, with itself marked', async ({
    request,
  }) => {
    for (const { path } of INDUSTRY_ROUTES) {
      await test.step(path, async () => {
        const { document } = await htmlPage(request, path);
        const sidebar = sidebarOf(document);
        expect(sidebar, 'the sidebar').not.toBeNull();
        expect(textsOf(sidebar!, 'h2')).toEqual(['Transport Services']);
        const links = [...sidebar!.querySelectorAll('a[href]')];
        expect(links.map((a) => a.getAttribute('href'))).toEqual(
          INDUSTRY_ROUTES.map((r) => r.path),
        );
        expect(links.map(textOf)).toEqual(INDUSTRY_ROUTES.map((r) => r.label));
        const current = [...sidebar!.querySelectorAll('a[aria-current="page"]')];
        expect(current.map((a) => a.getAttribute('href'))).toEqual([path]);
      });
    }
  });

  test('the industries overview, page 30 as /modern-retail, has the sidebar too, with no industry marked', async ({
    request,
  }) => {
    const { document } = await htmlPage(request, '/industries');
    const sidebar = sidebarOf(document);
    expect(sidebar, 'the sidebar').not.toBeNull();
    expect(textsOf(sidebar!, 'a[href]')).toEqual(INDUSTRY_ROUTES.map((r) => r.label));
    expect(sidebar!.querySelectorAll('a[aria-current="page"]')).toHaveLength(0);
  });

  test('a sidebar link leads to the other industry and moves the mark', async ({
    page,
    request,
  }) => {
    const pharma = await apiPage(request, 29);
    await page.goto('/fmcg');
    await waitForHydration(page);
    const sidebar = page.getByRole('complementary', { name: 'Transport Services' });
    await sidebar.getByRole('link', { name: 'Pharma' }).click();
    await expect(page).toHaveURL(/\/pharma$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pharma.title);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/pharma');
  });
});

test('/business-partner shows the business partner form (type 2)', async ({ page }) => {
  await page.goto('/business-partner');
  const select = page.getByLabel('Business type');
  await expect(select).toBeVisible();
  await expect(select.locator('option')).toHaveText(['Select', ...BUSINESS_TYPE_LABELS]);
  expect(
    await select
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(['', ...BUSINESS_TYPES]);
  await expect(page.locator('main input[type=hidden][name=type]')).toHaveValue('2');
  await expect(page.getByLabel('Vendor type')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('/vendors shows the vendor form (type 1)', async ({ page }) => {
  await page.goto('/vendors');
  const select = page.getByLabel('Vendor type');
  await expect(select).toBeVisible();
  await expect(select.locator('option')).toHaveText(['Select', ...VENDOR_TYPES]);
  await expect(page.locator('main input[type=hidden][name=type]')).toHaveValue('1');
  await expect(page.getByLabel('Business type')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Submit' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, page: number } of [
    { path: '/faq', page: 15 },
    { path: '/pharma', page: 29 },
  ]) {
    test(`${path} still shows its h1 and body`, async ({ page, request }) => {
      const data = await apiPage(request, number);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
      const body = page.locator('main .prose-content');
      await expect(body).toBeVisible();
      expect((await body.innerText()).trim().split(/\s+/).length).toBeGreaterThan(20);
    });
  }
});

test('following a link to a data page shows Loading... until the page arrives', async ({
  page,
  request,
}) => {
  const faq = await apiPage(request, 15);
  // Without speculation rules the browser does not prerender the link: the page is fetched on the click.
  await page.route('**/speculation-rules.json', (route) =>
    route.fulfill({ contentType: 'application/speculationrules+json', body: '{}' }),
  );
  await page.goto('/about-us');
  await waitForHydration(page);
  // What the page says while the next one is on the way, as the page itself sees it (Playwright
  // reads the page that comes once a navigation has begun).
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  await page.evaluate(() => {
    const status = document.querySelector('[role="status"][data-page-loading]')!;
    new MutationObserver(() =>
      console.log(`${status.textContent} over ${document.querySelector('h1')?.textContent}`),
    ).observe(status, { childList: true, characterData: true, subtree: true });
  });

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/faq', async (route) => {
    await held;
    await route.continue();
  });

  // Not waiting for the navigation it starts, which is held.
  await page
    .locator('footer')
    .getByRole('link', { name: 'FAQ', exact: true })
    .click({ noWaitAfter: true });
  // The old page is still there, saying so, while the new one is on the way.
  await expect.poll(() => said).toContain('Loading... over About Us');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(faq.title);
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
});
