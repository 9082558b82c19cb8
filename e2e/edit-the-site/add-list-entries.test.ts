import { CONTENT_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, expectConsoleErrors, test } from '../fixtures';
import { ADMIN_STATE } from '../staff';

test.use({ storageState: ADMIN_STATE });

test('a new branch gets its page; a new address leads on from the old one; deleted, it is gone', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const slug = `vashi-sector-${Date.now() % 100_000}`;
  const visitor = await (
    await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  ).newPage();
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'New branch' }).click();
  await page.waitForURL(/\/admin\/content\/[a-z_-]+\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New branch' })).toBeVisible();
  await expect(page.getByLabel('Opening hours')).toHaveValue('Mo-Sa 09:30-18:30');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel('Branch name').fill('Vashi Sector 19 Hub');
  await page.getByLabel('Street address').fill('Plot 42, APMC Market Road, Sector 19');
  await page.getByLabel('City').fill('Navi Mumbai');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('Page address').fill(slug);
  await page.getByLabel('PIN code').fill('400703');
  await page.getByLabel('Phone', { exact: true }).fill('+91 22 4000 7788');
  await page.getByLabel('E-mail').fill('vashi@harshlogistics.in');
  const services = page.getByRole('group', { name: 'Services offered' });
  await services.getByLabel('Warehousing').check();
  await page.getByLabel('Latitude').fill('19.0771');
  // A PIN code of five digits is refused by field; what was typed and ticked stays.
  await page.getByLabel('PIN code').fill('40070');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByLabel('PIN code')).toHaveAccessibleDescription(
    'Enter the PIN code as six digits.',
  );
  await expect(page.getByLabel('Branch name')).toHaveValue('Vashi Sector 19 Hub');
  await expect(services.getByLabel('Warehousing')).toBeChecked();
  await expect(services.getByLabel('Part Truckload (PTL)')).not.toBeChecked();
  expectConsoleErrors(consoleErrors, /status of 422/);

  await page.getByLabel('PIN code').fill('400703');
  // A latitude without its longitude is no position: refused, rather than the pin code's used unseen.
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByLabel('Longitude')).toHaveAccessibleDescription(
    /leave both empty to use the pin code’s position/,
  );
  expectConsoleErrors(consoleErrors, /status of 422/);
  await page.getByLabel('Longitude').fill('72.9986');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.created);
  const before = await visitor.goto(`/branches/navi-mumbai/${slug}`);
  expect(before!.status()).toBe(404);

  // The draft in the branch page's own components, its services by name.
  await page.getByRole('link', { name: 'Preview version 1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vashi Sector 19 Hub');
  await expect(page.getByText('visitors do not see this until it is published')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Services at this branch' })
      .getByRole('link', { name: 'Warehousing' }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to editing' }).click();

  await page
    .getByRole('button', { name: /^Publish version 1$/ })
    .first()
    .click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);
  await visitor.goto(`/branches/navi-mumbai/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Vashi Sector 19 Hub');
  await expect(visitor.getByText('Navi Mumbai, Maharashtra').first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Warehousing/ }).first()).toBeVisible();
  await visitor.goto('/branches/navi-mumbai');
  await expect(visitor.getByRole('link', { name: /Vashi Sector 19 Hub/ })).toBeVisible();

  // A refused save shows the boxes as they were sent: one unticked stays unticked.
  await services.getByLabel('Warehousing').uncheck();
  await page.getByLabel('PIN code').fill('4007');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('PIN code')).toHaveAccessibleDescription(
    'Enter the PIN code as six digits.',
  );
  await expect(services.getByLabel('Warehousing')).not.toBeChecked();
  expectConsoleErrors(consoleErrors, /status of 422/);
  await page.getByLabel('PIN code').fill('400703');
  await services.getByLabel('Warehousing').check();

  // A new page address: the old one answers 301 to the new one.
  await page.getByLabel('Page address').fill(`${slug}-hub`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page
    .getByRole('button', { name: /^Publish version 2$/ })
    .first()
    .click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);
  const moved = await visitor.request.get(`/branches/navi-mumbai/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/branches/navi-mumbai/${slug}-hub`);
  await visitor.goto(`/branches/navi-mumbai/${slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/branches/navi-mumbai/${slug}-hub$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Vashi Sector 19 Hub');

  await page.getByLabel('Yes, delete “Vashi Sector 19 Hub, Navi Mumbai”').check();
  await page.getByRole('button', { name: 'Delete “Vashi Sector 19 Hub, Navi Mumbai”' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.deleted);
  expect((await visitor.goto(`/branches/navi-mumbai/${slug}-hub`))!.status()).toBe(404);
  expect((await visitor.goto(`/branches/navi-mumbai/${slug}`))!.status()).toBe(404);
});

test.describe('a new testimonial', () => {
  test.describe.configure({ mode: 'serial' });
  const name = `Sunita Kale ${Date.now() % 10_000}`;
  const label = `${name}, Seeds distributor, Latur`;

  test('is drafted, previewed alone in its section, and published last in the list', async ({
    page,
  }) => {
    await page.goto('/admin/content');
    await page.getByRole('link', { name: 'New testimonial' }).click();
    await page.waitForURL(/\/admin\/content\/[a-z_-]+\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New testimonial' })).toBeVisible();
    await page
      .getByLabel('Quote')
      .fill(
        'Our seed bags reached every taluka before the first rains, and every truck was tracked.',
      );
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Designation and company').fill('Seeds distributor, Latur');
    await page.getByLabel('Photo').fill('/api/media/person-2.svg');
    await page.getByRole('button', { name: 'Save the draft' }).click();
    await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.created);
    // Previewed in the testimonials' own section, alone.
    await page.getByRole('link', { name: 'Preview version 1' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('testimonial')).toHaveCount(1);
    await expect(page.getByTestId('testimonial')).toContainText(
      'Our seed bags reached every taluka',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to editing' }).click();
    await page
      .getByRole('button', { name: /^Publish version 1$/ })
      .first()
      .click();
    await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

    await page.goto('/admin/content/testimonials/order');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order of the testimonials' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
    await expect(
      page.getByRole('list').filter({ hasText: name }).getByRole('listitem').last(),
    ).toContainText(name);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('is moved first by keyboard; a second tab out of date is refused and shown the list as it is', async ({
    page,
  }) => {
    await page.goto('/admin/content');
    await page.getByRole('link', { name: 'Set the order of the testimonials' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order of the testimonials' }),
    ).toBeVisible();
    const entries = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: new RegExp(name) }) })
      .getByRole('listitem');
    const count = await entries.count();
    await expect(entries.last()).toContainText(name);

    // A second tab on the same screen: its list will be out of date.
    const stale = await page.context().newPage();
    await stale.goto('/admin/content/testimonials/order');

    // Up, by keyboard, to the top: the focus stays on the moved entry's button.
    await page.getByRole('button', { name: `Move up “${label}”` }).focus();
    for (let moves = 1; moves < count; moves++) {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.reordered);
      await expect(entries.nth(count - 1 - moves)).toContainText(name);
      await expect(page.locator(':focus')).toHaveAccessibleName(
        moves < count - 1 ? `Move up “${label}”` : `Move down “${label}”`,
      );
    }
    await expect(entries.first()).toContainText(name);

    // Two moves in quick succession: the second waits for the list the first made, and is not refused.
    await page
      .getByRole('button', { name: /^Move down/ })
      .nth(1)
      .click();
    await page
      .getByRole('button', { name: /^Move down/ })
      .nth(2)
      .click();
    await expect(page.getByRole('button', { name: /^Move down/ }).nth(2)).toBeEnabled();
    await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.reordered);

    // The out-of-date tab's move is refused, and it shows the list as it is now.
    await stale
      .getByRole('button', { name: /^Move down/ })
      .first()
      .click();
    await expect(stale.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.orderChanged);
    await expect(stale.getByRole('listitem').first()).toContainText(name);
    await stale.close();
  });

  test('shows first on the home page, and is gone from it once deleted', async ({
    page,
    browser,
    baseURL,
  }) => {
    const visitor = await (
      await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
    ).newPage();
    // Right after a change a visitor may get the page as it was while its new render is on the way
    // (stale while revalidating): the next visit has it.
    const visitHome = async (check: () => Promise<void>) =>
      expect(async () => {
        await visitor.goto('/index2');
        await check();
      }).toPass({ timeout: 20_000, intervals: [500] });
    await visitHome(() =>
      expect(visitor.getByTestId('testimonial').first()).toContainText(name, { timeout: 1000 }),
    );

    await page.goto('/admin/content/testimonials/order');
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await page.getByLabel(`Yes, delete “${label}”`).check();
    await page.getByRole('button', { name: `Delete “${label}”` }).click();
    await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.entryDeleted);
    await visitHome(async () => {
      await expect(visitor.getByTestId('testimonial').first()).not.toContainText(name, {
        timeout: 1000,
      });
      await expect(visitor.getByText(name)).toHaveCount(0, { timeout: 1000 });
    });
  });
});
