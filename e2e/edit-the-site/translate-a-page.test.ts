import { CONTENT_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, expectConsoleErrors, test } from '../fixtures';
import { ADMIN_STATE } from '../staff';

test.use({ storageState: ADMIN_STATE });

test('a page is translated beside its English, previewed and published; changed English marks it older; both go up together', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // Three publishes, each answered once its pages are rendered again (up to 10 s each on a loaded machine), and five saves.
  test.setTimeout(180_000);
  const visitor = await (
    await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  ).newPage();
  await page.goto('/admin/content');
  // The list says which pages lack Hindi and which have it.
  await expect(page.getByRole('link', { name: 'Hindi up to date: Open Positions' })).toBeVisible();
  await page.getByRole('link', { name: 'Not in Hindi yet: Green Suppliers' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/pages\/4\/hi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hindi: Green Suppliers');
  // The English beside each field to translate.
  await expect(page.getByText('Title: English', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Title: English', { exact: true }).locator('xpath=following-sibling::p'),
  ).toHaveText('Green Suppliers');
  expect(await accessibilityViolations(page)).toEqual([]);
  // A forged cross-site post, with the editor's cookies, reaches neither the screen nor the API
  // (the first save below is still version 1).
  const forged = { headers: { origin: 'https://evil.example' } };
  expect(
    (
      await page.request.post('/admin/content/pages/4/hi', {
        ...forged,
        form: { title: 'जाली', intent: 'save' },
      })
    ).status(),
  ).toBe(403);
  expect(
    (
      await page.request.post('/api/admin/content/pages/4/revisions?locale=hi', {
        ...forged,
        data: { data: { title: 'जाली' }, base_revision: 0 },
      })
    ).status(),
  ).toBe(403);

  // Refused as the English would be: the words are kept, the field says why.
  await page.getByLabel('Title for search engines').fill('हमारे ग्रीन सप्लायर | Harsh Logistics');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(
    'Enter the title.',
  );
  await expect(page.getByLabel('Title for search engines')).toHaveValue(
    'हमारे ग्रीन सप्लायर | Harsh Logistics',
  );
  expectConsoleErrors(consoleErrors, /status of 422/);

  await page.getByLabel('Title', { exact: true }).fill('हमारे ग्रीन सप्लायर');
  await page
    .getByLabel('Description for search engines')
    .fill('वे सप्लायर जो हमारे साथ ईंधन, टायर और पैकिंग में कम प्रदूषण की ओर बढ़ रहे हैं।');
  const text = page.getByRole('textbox', { name: 'Page text' });
  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('हम उन सप्लायरों के साथ काम करते हैं जो प्रदूषण घटाते हैं।');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await expect(page.getByText('Not in Hindi yet · draft waiting')).toBeVisible();
  // Visitors still read the English, marked as such.
  await visitor.goto('/hi/green-suppliers');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Green Suppliers');

  // Previewed in the page's own components.
  await page.getByRole('link', { name: 'Preview Hindi version 1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे ग्रीन सप्लायर');
  await expect(page.getByText('visitors do not see this until it is published')).toBeVisible();
  await page.getByRole('link', { name: 'Back to editing' }).click();

  await page.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);
  await visitor.goto('/hi/green-suppliers');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('हमारे ग्रीन सप्लायर');
  await expect(visitor.locator('[data-untranslated]')).toHaveCount(0);
  await expect(visitor.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute(
    'href',
    /\/hi\/green-suppliers$/,
  );
  await expect(visitor).toHaveTitle(/^हमारे ग्रीन सप्लायर/);

  // The English title changes and is published: the Hindi is older than the English, field by field.
  await page.goto('/admin/content/pages/4');
  await page.getByLabel('Title', { exact: true }).fill('Our Green Suppliers');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);
  await page
    .getByRole('link', { name: 'Hindi older than the English: Our Green Suppliers' })
    .click();
  await expect(page).toHaveURL(/\/admin\/content\/pages\/4\/hi$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(
    'The English changed since this was translated.',
  );
  await expect(page.getByLabel('Title for search engines')).not.toHaveAccessibleDescription(
    'The English changed since this was translated.',
  );

  // A Hindi draft and an English draft go up together from the English screen.
  await page.getByLabel('Title', { exact: true }).fill('हमारे हरित सप्लायर');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page.getByRole('link', { name: 'The English' }).click();
  // Both screens have a Title field: wait for the English one, or the words go into the screen being left.
  await expect(page).toHaveURL(/\/admin\/content\/pages\/4$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Our Green Suppliers');
  await page.getByLabel('Title', { exact: true }).fill('Our Green Suppliers and Partners');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await page.getByLabel('Publish the Hindi draft with it').check();
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);
  await visitor.goto('/green-suppliers');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Our Green Suppliers and Partners',
  );
  await visitor.goto('/hi/green-suppliers');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('हमारे हरित सप्लायर');
  await page.goto('/admin/content?q=Green%20Suppliers');
  await expect(
    page.getByRole('link', {
      name: 'Hindi older than the English: Our Green Suppliers and Partners',
    }),
  ).toBeVisible();
});
