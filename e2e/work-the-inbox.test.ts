import { readFileSync } from 'node:fs';
import { INBOX_MESSAGES, SUBMISSION_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, expectConsoleErrors, test, waitForHydration } from './fixtures';
import { ADMIN_STATE } from './staff';
import { sendContactMessage } from './visitor';

// Working as the first admin, signed in once by staff.setup.ts.
test.use({ storageState: ADMIN_STATE });

test('an enquiry from the public form appears in an open inbox without a reload, and is worked to closed', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(60_000);
  const subject = `Weekly part load ${Date.now()}`;
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Submissions' })).not.toContainText(subject);

  // A visitor sends a contact message in another browser.
  await sendContactMessage(browser, { name: 'Farhan Qureshi', email: 'farhan.qureshi@example.in', phone: '9898012345', subject, text: 'Surat to Indore, about two tonnes every Friday.' });

  // It turns up by itself.
  const row = page.getByRole('list', { name: 'Submissions' }).getByRole('listitem').filter({ hasText: subject });
  await expect(row).toBeVisible({ timeout: 25_000 });
  await expect(row).toContainText('New');
  expect(await accessibilityViolations(page)).toEqual([]);

  await row.getByRole('link', { name: 'Farhan Qureshi' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact message from Farhan Qureshi');
  const sent = page.getByRole('region', { name: 'What they sent' });
  await expect(sent).toContainText('farhan.qureshi@example.in');
  await expect(sent).toContainText('Surat to Indore, about two tonnes every Friday.');
  await expect(sent).toContainText(/Agreed to privacy notice \d{4}-\d{2}/);
  await expect(sent).toContainText('Waiting in the outbox');
  expect(await accessibilityViolations(page)).toEqual([]);

  const work = page.getByRole('region', { name: 'Status and owner' });
  // A status is always one of them: there is no blank choice to send.
  await expect(work.getByLabel('Status').getByRole('option')).toHaveText(['New', 'In progress', 'Closed', 'Spam']);
  await work.getByLabel('Status').selectOption('in_progress');
  await work.getByLabel('Assigned to').selectOption({ label: 'Administrator' });
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(work.getByRole('status')).toHaveText(INBOX_MESSAGES.updated);
  await expect(page.getByText('· In progress · Administrator')).toBeVisible();

  const notes = page.getByRole('region', { name: 'Internal notes' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByLabel('Add a note')).toHaveAccessibleDescription(/Write the note\./);
  expectConsoleErrors(consoleErrors, /status of 422/);
  await notes.getByLabel('Add a note').fill('Sent the Friday PTL rate card.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem')).toContainText('Sent the Friday PTL rate card.');

  await work.getByLabel('Status').selectOption('closed');
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('· Closed · Administrator')).toBeVisible();

  // The filters live in the address; the closed one is found there.
  await page.goto(`/admin/inbox?status=closed&q=${encodeURIComponent(subject)}`);
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByLabel('Status')).toHaveValue('closed');

  // The same list as a spreadsheet, while the site keeps running.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inbox-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFkind,id,received_at,status,assigned_to,name,email,phone,summary\r\n')).toBe(true);
  expect(csv).toContain(`contact,`);
  expect(csv).toContain(`closed,Administrator,Farhan Qureshi,farhan.qureshi@example.in,9898012345,"${subject}: Surat to Indore`);

  // It is the signed-in admin's: found under "Assigned to: Me", not under "Nobody yet".
  const found = page.getByRole('list', { name: 'Submissions' }).getByRole('listitem');
  await page.getByLabel('Assigned to').selectOption({ label: 'Me' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]assignee=me(&|$)/);
  await expect(found).toHaveCount(1);
  await page.getByLabel('Assigned to').selectOption({ label: 'Nobody yet' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]assignee=nobody(&|$)/);
  await expect(found).toHaveCount(0);
});

test('a comment held for moderation is approved in the inbox and then shows on its post', async ({ page }) => {
  test.setTimeout(60_000);
  const text = `When do the Diwali lanes fill up? (${Date.now()})`;
  const postPath = '/blogs/blog_details/driver-welfare-highway-safety';
  await page.goto(postPath);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await form.getByLabel('Name').fill('Sunil Yadav');
  await form.getByLabel('E-mail').fill('sunil.yadav@example.in');
  await form.getByLabel('Comment').fill(text);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.blogComment);

  await page.goto('/admin/inbox?kind=comment&status=new');
  await page.getByRole('list', { name: 'Submissions' }).getByRole('listitem').filter({ hasText: text }).getByRole('link').click();
  const blog = page.getByRole('region', { name: 'On the blog' });
  await expect(blog).toContainText('Waiting for approval');
  await blog.getByRole('button', { name: 'Approve' }).click();
  await expect(blog.getByRole('status')).toHaveText(INBOX_MESSAGES.approved);
  // Approving closes it, and the status box says so: its Save would otherwise send back the old status.
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('closed');

  // Rendered pages are kept for up to 10 seconds; the comment is there once the page is drawn again.
  await expect(async () => {
    await page.goto(postPath);
    await expect(page.getByRole('region', { name: /comments?$/ })).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test('the inbox and its filters fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const button = await page.getByRole('link', { name: 'Download CSV' }).boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(360);
  // The staff menu is one row, scrolled sideways, under the page's first line (it took three rows).
  const rows = await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link')
    .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
  expect(rows).toBe(1);
  const privacy = page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Erase a person' });
  await privacy.focus();
  await expect(privacy).toBeInViewport();
});
