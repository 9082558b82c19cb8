import { INBOX_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, expectConsoleErrors, test } from './fixtures';
import { ADMIN_STATE } from './staff';

// Logged as the first admin, signed in once by staff.setup.ts.
test.use({ storageState: ADMIN_STATE });

/** A day in India's calendar, `days` before today, as a date field takes it. */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

test('staff log a request received by phone 100 days ago: the overview flags it overdue, and it leads to the request', async ({
  page,
  consoleErrors,
}) => {
  const name = `Gopal Krishnan ${Date.now()}`;
  await page.goto('/admin/inbox');
  await page.getByRole('link', { name: 'Log a data request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a data request');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Sent without how they checked who asked, or a way to reach them: told so, field by field.
  await page.getByLabel('They ask for').selectOption({ label: 'Erasure' });
  await page.getByLabel('Their name').fill(name);
  await page.getByRole('button', { name: 'Log the request' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(
    /Enter their e-mail address or mobile number/,
  );
  await expect(page.getByLabel('How you checked it was them')).toHaveAccessibleDescription(
    /Say how you checked that it was them asking\./,
  );
  expectConsoleErrors(consoleErrors, /422/);

  await page.getByLabel('Mobile number').fill('94430 12345');
  await page.getByLabel('Received on').fill(daysAgo(100));
  await page
    .getByLabel('How you checked it was them')
    .fill('He came to the Coimbatore branch with his Aadhaar card.');
  await page.getByRole('button', { name: 'Log the request' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Data request from ${name}`);
  const facts = page.getByRole('region', { name: /^Request DR-/ });
  await expect(facts).toContainText('Erasure');
  await expect(facts).toContainText(/Overdue since \d{1,2} \w+ \d{4}/);
  await expect(page.getByRole('region', { name: 'Internal notes' })).toContainText('Aadhaar card');
  // No mailbox: the answer goes by phone or letter.
  await expect(page.getByRole('region', { name: 'Answers by e-mail' })).toContainText(
    INBOX_MESSAGES.noAddress,
  );
  const item = page.url();

  await page.goto('/admin');
  const overdue = page.getByRole('link', { name: /data requests? overdue/ });
  await expect(overdue).toBeVisible();
  await overdue.click();
  await expect(
    page.getByRole('list', { name: 'Submissions' }).getByRole('link', { name }),
  ).toBeVisible();

  // Closed, it is no longer overdue.
  await page.goto(item);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
  await page
    .getByRole('region', { name: 'Status and owner' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(
    page.getByRole('region', { name: 'Status and owner' }).getByRole('status'),
  ).toHaveText(INBOX_MESSAGES.updated);
  await page.goto('/admin/inbox?due=overdue');
  await expect(
    page.getByRole('list', { name: 'Submissions' }).getByRole('link', { name }),
  ).toHaveCount(0);
});
