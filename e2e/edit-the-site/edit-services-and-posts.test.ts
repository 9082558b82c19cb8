import { branchPath, CONTENT_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, expectConsoleErrors, test } from '../fixtures';
import { ADMIN_STATE } from '../staff';

test.use({ storageState: ADMIN_STATE });

test('a service and a blog post are edited and published; the post’s old address leads to its new one', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Blog posts' })).toBeVisible();

  // A service: a new title and icon.
  await page
    .getByRole('region', { name: 'Services' })
    .locator('a[href="/admin/content/services/6"]')
    .click();
  // The address changes once the item's data has loaded (a slow machine takes seconds): then its form is there.
  await page.waitForURL(/\/admin\/content\/services\/6$/);
  // Its address is one the site's routes name: shown, not offered for change.
  await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(
    CONTENT_MESSAGES.slugFixed,
  );
  await page.getByLabel('Title', { exact: true }).fill(`Rail logistics ${stamp}`);
  await page.getByLabel('Icon').selectOption('rail');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  // A post: a new address; the old one is refused when it belongs to another post.
  const posts = page.getByRole('region', { name: 'Blog posts' });
  await page.goto('/admin/content');
  const [first, second] = await posts
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .all();
  const otherAddress = (await second!.getByRole('cell').nth(1).textContent())!.trim();
  const oldAddress = (await first!.getByRole('cell').nth(1).textContent())!.trim();
  // The title's link (the row's other link is its translation's).
  const postLink = first!.getByRole('link').first();
  const postPath = (await postLink.getAttribute('href'))!;
  await postLink.click();
  await page.waitForURL((url) => url.pathname === postPath);
  await page.getByLabel('Address', { exact: true }).fill(otherAddress.split('/').pop()!);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(
    new RegExp(CONTENT_MESSAGES.slugTaken.replace('.', '\\.')),
  );
  // The browser reports the refused save (422) in its console: expected here.
  expectConsoleErrors(consoleErrors, /status of 422/);
  const newSlug = `moved-post-${stamp}`;
  await page.getByLabel('Address', { exact: true }).fill(newSlug);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  const visitor = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  await visitor.goto('/services/details/6');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Rail logistics ${stamp}`);
  const moved = await visitor.request.get(oldAddress, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/blogs/blog_details/${newSlug}`);
  await visitor.goto(oldAddress);
  await expect(visitor).toHaveURL(new RegExp(`/blogs/blog_details/${newSlug}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a branch’s phone and opening hours are edited and published; its page shows them', async ({
  page,
  browser,
}) => {
  const branches = (await (await page.request.get('/api/get/branches')).json()).data as {
    id: number;
    city: string;
    slug: string;
    location_name: string;
  }[];
  const branch = branches[branches.length - 1]!;
  const phone = `+91 22 4000 ${String(Date.now()).slice(-4)}`;
  const offered = async () =>
    (
      (
        await (
          await page.request.get(
            `/api${branchPath(branch).replace('/branches/', '/get/branches/')}`,
          )
        ).json()
      ).data.services as { slug: string }[]
    ).map((s) => s.slug);
  const servicesBefore = await offered();
  expect(servicesBefore.length).toBeGreaterThan(0);
  await page.goto('/admin/content');
  await page
    .getByRole('region', { name: 'Branches' })
    .locator(`a[href="/admin/content/branches/${branch.id}"]`)
    .click();
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('Opening hours').fill('Mo-Fr 09:00-19:00\nSa 10:00-14:00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  const visitor = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  await visitor.goto(branchPath(branch));
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(branch.location_name);
  await expect(visitor.getByText(phone).first()).toBeVisible();
  // The services it offers came through the form's ticked boxes unchanged.
  expect(await offered()).toEqual(servicesBefore);
});
