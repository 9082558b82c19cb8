import { readFileSync } from 'node:fs';
import {
  ACCOUNT_MESSAGES,
  INBOX_MESSAGES,
  INBOX_POLL_SECONDS,
  SUBMISSION_MESSAGES,
} from '@harsh/contract';
import type { Locator, Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  expectConsoleErrors,
  test,
  waitForHydration,
} from './fixtures';
import { ADMIN_STATE } from './staff';
import { sendContactMessage } from './visitor';

// Working as the first admin, signed in once by staff.setup.ts.
test.use({ storageState: ADMIN_STATE });

test('an enquiry from the public form appears in an open inbox without a reload, and is worked to closed', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const subject = `Weekly part load ${Date.now()}`;
  // The inbox's own clock, moved on below to its next look rather than waited out.
  await page.clock.install();
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Submissions' })).not.toContainText(subject);

  // A visitor sends a contact message in another browser.
  await sendContactMessage(browser, {
    name: 'Farhan Qureshi',
    email: 'farhan.qureshi@example.in',
    phone: '9898012345',
    subject,
    text: 'Surat to Indore, about two tonnes every Friday.',
  });

  // It turns up by itself, at the inbox's next look.
  const row = page
    .getByRole('list', { name: 'Submissions' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await page.clock.runFor(INBOX_POLL_SECONDS * 1000);
  await expect(row).toBeVisible();
  await expect(row).toContainText('New');
  expect(await accessibilityViolations(page)).toEqual([]);

  await row.getByRole('link', { name: 'Farhan Qureshi' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Contact message from Farhan Qureshi',
  );
  const sent = page.getByRole('region', { name: 'What they sent' });
  await expect(sent).toContainText('farhan.qureshi@example.in');
  await expect(sent).toContainText('Surat to Indore, about two tonnes every Friday.');
  await expect(sent).toContainText(/Agreed to privacy notice \d{4}-\d{2}/);
  // The e2e site sends its mail to the SMTP sink (playwright.config.ts): the notification is sent, or about to be.
  await expect(sent).toContainText(/Notification e-mail(Sent|Waiting in the outbox)/);
  expect(await accessibilityViolations(page)).toEqual([]);

  const work = page.getByRole('region', { name: 'Status and owner' });
  // A status is always one of them: there is no blank choice to send.
  await expect(work.getByLabel('Status').getByRole('option')).toHaveText([
    'New',
    'In progress',
    'Closed',
    'Spam',
  ]);
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
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(page.getByLabel('Status')).toHaveValue('closed');

  // The same list as a spreadsheet, while the site keeps running.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inbox-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(
    csv.startsWith(
      '\uFEFFkind,id,received_at,status,assigned_to,name,email,phone,summary,language\r\n',
    ),
  ).toBe(true);
  expect(csv).toContain(`contact,`);
  // The phone as staff read it everywhere; its leading + kept from being read as a formula by a spreadsheet.
  expect(csv).toContain(
    `closed,Administrator,Farhan Qureshi,farhan.qureshi@example.in,'+91 98980 12345,"${subject}: Surat to Indore`,
  );
  expect(csv).toMatch(/,English\r\n$/);

  // Sent from an English page: found under English, not under Hindi, and the choice stays in the address.
  const language = page.getByLabel('Language');
  await expect(language.getByRole('option')).toHaveText(['All languages', 'English', 'Hindi']);
  await language.selectOption({ label: 'Hindi' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]locale=hi(&|$)/);
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(
    0,
  );
  await language.selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]locale=en(&|$)/);
  await expect(language).toHaveValue('en');
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toContainText(
    'Contact message · English',
  );

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

test('a comment held for moderation is approved in the inbox and then shows on its post', async ({
  page,
}) => {
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
  await page
    .getByRole('list', { name: 'Submissions' })
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('link')
    .click();
  const blog = page.getByRole('region', { name: 'On the blog' });
  await expect(blog).toContainText('Waiting for approval');
  await blog.getByRole('button', { name: 'Approve' }).click();
  await expect(blog.getByRole('status')).toHaveText(INBOX_MESSAGES.approved);
  // Approving closes it, and the status box says so: its Save would otherwise send back the old status.
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('closed');

  // Rendered pages are kept for up to 10 seconds; the comment is there once the page is drawn again.
  await expect(async () => {
    await page.goto(postPath);
    await expect(page.getByRole('region', { name: /comments?$/ })).toContainText(text, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
});

test('the inbox and its filters fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const button = await page.getByRole('link', { name: 'Download CSV' }).boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(360);
});

/**
 * How far the page reaches past the window's right edge (0 when it fits), and the innermost
 * elements whose box or text reaches there, as `tag.class`, for the failure message.
 */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const reach = (element: Element) =>
      element.getBoundingClientRect().left +
      Math.max(element.scrollWidth, element.getBoundingClientRect().width);
    const over = [...document.querySelectorAll('body *')].filter(
      (element) => reach(element) > window.innerWidth + 0.5,
    );
    const innermost = over.filter(
      (element) => !over.some((other) => other !== element && element.contains(other)),
    );
    return {
      by: document.documentElement.scrollWidth - window.innerWidth,
      what: innermost
        .slice(0, 4)
        .map(
          (element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        ),
    };
  });

/** Every link of the staff menu is drawn whole, inside the window and inside the menu (nothing cut off unseen). */
const menuLinksCut = (page: Page) =>
  page.getByRole('navigation', { name: 'Staff' }).evaluate((nav) => {
    const menu = nav.getBoundingClientRect();
    return [...nav.querySelectorAll('a')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const inside = (outer: { left: number; right: number; top: number; bottom: number }) =>
          box.left >= outer.left - 0.5 &&
          box.right <= outer.right + 0.5 &&
          box.top >= outer.top - 0.5 &&
          box.bottom <= outer.bottom + 0.5;
        return (
          box.width === 0 ||
          !inside(menu) ||
          !inside({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight })
        );
      })
      .map((link) => link.textContent);
  });

test('a name of 100 letters without a space fits the inbox, the submission, the staff table and the content list, on a wide screen and a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now());
  const name = `Venkatanarasimharajuvaripeta${stamp}`.padEnd(100, 'x');
  const subject = `Unbroken name ${stamp}`;
  await sendContactMessage(browser, {
    name,
    email: `unbroken.${stamp}@example.in`,
    phone: '9898012345',
    subject,
  });
  // A colleague with the same kind of name, in the staff table and the inbox's Assigned to.
  await page.goto('/admin/staff');
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Name').fill(name);
  await invite.getByLabel('E-mail').fill(`unbroken.${stamp}@e2e.harshlogistics.in`);
  await invite.getByLabel('Role').selectOption('sales');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.invited);

  await page.goto(`/admin/inbox?q=${encodeURIComponent(subject)}`);
  await page.getByRole('list', { name: 'Submissions' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.slice(0, 20));
  const item = new URL(page.url()).pathname;

  const problems: string[] = [];
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      `/admin/inbox?q=${encodeURIComponent(subject)}`,
      item,
      '/admin/staff',
      '/admin/content',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const past = await pastTheEdge(page);
      if (past.by > 0)
        problems.push(`${path} at ${width} px: ${past.by} px too wide (${past.what.join(', ')})`);
      for (const link of await menuLinksCut(page))
        problems.push(`${path} at ${width} px: menu link ${link} cut off`);
    }
  }
  expect(problems).toEqual([]);

  // The name is read whole, on lines of its own, not cut off: in the list on a phone, and in the
  // staff table on a wide screen, which it no longer makes scroll.
  const fitsItsBox = (locator: Locator) =>
    locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
  await page.goto(`/admin/inbox?q=${encodeURIComponent(subject)}`);
  expect(
    await fitsItsBox(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem').first()),
  ).toBe(true);
  await page.goto('/admin/content');
  // Every column of the content list, State included, is in view without scrolling.
  for (const header of await page.getByRole('columnheader', { name: 'State' }).all()) {
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/staff');
  expect(await fitsItsBox(page.getByRole('region', { name: 'Staff accounts' }))).toBe(true);
});
