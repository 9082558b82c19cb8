import { SUBMISSION_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { ADMIN_STATE } from './staff';

test.use({ storageState: ADMIN_STATE });

test('erasure removes a person everywhere: their enquiries across kinds become tombstones', async ({
  page,
  browser,
}) => {
  const email = `lakshmi.${Date.now()}@example.in`;

  // She sent a contact message and subscribed to the newsletter.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const site = await visitor.newPage();
  await site.goto('/contact-us');
  await waitForHydration(site);
  const form = site.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Name').fill('Lakshmi Menon');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('9447012345');
  await form.getByLabel('Subject').fill('Warehouse space in Kochi');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Submit Now' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.contactMessage);
  const newsletter = site.locator('footer form');
  await newsletter.getByLabel('E-mail address').fill(email);
  await newsletter.getByRole('checkbox', { name: /I agree/ }).check();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.newsletterSubscribed);
  await visitor.close();

  await page.goto(`/admin/inbox?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(
    2,
  );

  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Erase a person' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erase a person');
  // The daily erasure, as this server's RETENTION_DAYS (its default) sets it.
  await expect(
    page.getByText('Submissions older than 730 days are also erased by themselves, once a day.'),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel('E-mail address').fill(email);
  // First what it would take: nothing is erased yet, and the address stays for the erasure.
  await page.getByRole('button', { name: 'Find what matches' }).click();
  const found = page.getByRole('status').filter({ hasText: 'would be erased' });
  await expect(found).toContainText('2 submissions would be erased.');
  await expect(found).toContainText('Contact message: 1');
  await expect(found).toContainText('Newsletter: 1');
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: /I have checked/ }).check();
  await page.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erased' })).toContainText(
    'Erased 2 submissions.',
  );
  await expect(page.getByLabel('E-mail address')).toHaveValue('');

  // Nothing of hers is found any more; the records remain as tombstones.
  await page.goto(`/admin/inbox?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(
    0,
  );
  await page.goto('/admin/inbox?kind=contact&q=erased');
  await page.getByRole('list', { name: 'Submissions' }).getByRole('link').first().click();
  await expect(page.getByText(/personal data was erased on their request/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'What they sent' })).not.toContainText('Lakshmi');
});
