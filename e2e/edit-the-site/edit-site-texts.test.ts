import { CONTENT_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, expectConsoleErrors, test } from '../fixtures';
import { ADMIN_STATE } from '../staff';

test.use({ storageState: ADMIN_STATE });

test('a home page’s heading and a slide are edited, a fact that does not exist is refused, and once published the page shows them with the facts filled in', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/admin/content');
  await page
    .getByRole('region', { name: 'Home pages' })
    .locator('a[href="/admin/content/home/index4"]')
    .click();
  await page.waitForURL(/\/admin\/content\/home\/index4$/);
  await expect(page.getByRole('group', { name: 'Slide 1' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // A brace that names no company fact is refused at its field, naming the ones that do.
  await page
    .getByLabel('Main heading', { exact: true })
    .fill(`Across India with {trucks} trucks ${stamp}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Main heading', { exact: true })).toHaveAccessibleDescription(
    /\{trucks\} is not a company fact: use one of \{company\}/,
  );
  expectConsoleErrors(consoleErrors, /status of 422/);

  await page
    .getByLabel('Main heading', { exact: true })
    .fill(`{branches}+ branches, one network ${stamp}`);
  await page
    .getByRole('group', { name: 'Slide 1' })
    .getByLabel('Title', { exact: true })
    .fill(`Every district by {branches_since} ${stamp}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  const visitor = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  await visitor.goto('/index4');
  // The facts are the company's (295 branches since 1996 in the seed), filled in where the text names them.
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    `295+ branches, one network ${stamp}`,
  );
  await expect(
    visitor.getByRole('heading', { level: 2, name: `Every district by 1996 ${stamp}` }),
  ).toBeAttached();
});

test('a route’s banner and search-engine title are edited and published', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/admin/content/texts/track');
  await page.getByLabel('Main heading', { exact: true }).fill(`Follow a consignment ${stamp}`);
  await page.getByLabel('Title for search engines').fill(`Follow a consignment | {company}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  const visitor = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  await visitor.goto('/track');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    `Follow a consignment ${stamp}`,
  );
  await expect(visitor).toHaveTitle('Follow a consignment | Harsh Logistics');
});

test('a shared block is edited once and every page that shows it changes: a branch’s names its city, the footer’s names a fact', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/admin/content');
  await page
    .getByRole('region', { name: 'Shared blocks' })
    .locator('a[href="/admin/content/blocks/branch-quote"]')
    .click();
  await page.waitForURL(/\/admin\/content\/blocks\/branch-quote$/);
  await page.getByLabel('Heading', { exact: true }).fill(`Ship from {city} ${stamp}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  // The draft in the part of a branch's page that carries it, a city named.
  await page.getByRole('link', { name: /^Preview version \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Beside every branch: send goods from its city',
  );
  await expect(page.getByRole('complementary').getByRole('heading', { level: 2 })).toHaveText(
    `Ship from Ahmedabad ${stamp}`,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to editing' }).click();
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  await page.goto('/admin/content/blocks/footer-newsletter');
  await page
    .getByLabel('Text', { exact: true })
    .fill(`Freight news from {company}, once a month ${stamp}.`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  const visitor = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  await visitor.goto('/branches/ahmedabad/head-office');
  await expect(
    visitor.getByRole('heading', { level: 2, name: `Ship from Ahmedabad ${stamp}` }),
  ).toBeVisible();
  for (const path of ['/about-us', '/services/warehousing']) {
    await visitor.goto(path);
    await expect(visitor.getByRole('contentinfo').last()).toContainText(
      `Freight news from Harsh Logistics, once a month ${stamp}.`,
    );
  }
});
