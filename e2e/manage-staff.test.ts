import { ACCOUNT_MESSAGES, STAFF_MESSAGES } from '@harsh/contract';
import {
  accessibilityViolations,
  expect,
  expectConsoleErrors,
  test,
  waitForHydration,
} from './fixtures';
import { ADMIN_STATE, invitationLink, signIn } from './staff';
import { sendContactMessage } from './visitor';

test.use({ storageState: ADMIN_STATE });

test('an admin invites a sales user, who chooses a password, signs in, sees the inbox and is refused the admin screens', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Four people's sign-ins and a message sent on a loaded two-core machine, beside journeys whose changes hold answers (decision 040): it took over 60 s.
  test.setTimeout(90_000);
  const email = `sales.${Date.now()}@e2e.harshlogistics.in`;
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff');
  expect(await accessibilityViolations(page)).toEqual([]);
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Name').fill('Deepa Sales');
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Role').selectOption('sales');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  // The e2e site sends its mail to the SMTP sink (playwright.config.ts): the link reaches her by mail, and only her.
  const status = invite.getByRole('status');
  await expect(status).toHaveText(ACCOUNT_MESSAGES.invited);
  const link = await invitationLink(email);
  await expect(page.getByRole('table', { name: 'Staff accounts' })).toContainText('Deepa Sales');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const deepa = await theirs.newPage();
  deepa.on(
    'console',
    (m) =>
      m.type() === 'error' && !/status of (403|422)/.test(m.text()) && consoleErrors.push(m.text()),
  );
  await deepa.goto(new URL(link).pathname + new URL(link).search);
  await expect(deepa.getByRole('heading', { level: 1 })).toHaveText('Choose your password');
  expect(await accessibilityViolations(deepa)).toEqual([]);
  // Her own name with a year is refused on the field, and the link still works.
  await deepa.locator('#password').fill('Deepa Sales 2026');
  await deepa.locator('#password_again').fill('Deepa Sales 2026');
  await deepa.getByRole('button', { name: 'Set the password' }).click();
  await expect(deepa.locator('#password')).toHaveAccessibleDescription(
    new RegExp(`${STAFF_MESSAGES.passwordPersonal.replace(/[.]/g, '\\.')}$`),
  );
  await deepa.locator('#password').fill('deepa sells freight');
  await deepa.locator('#password_again').fill('deepa sells freight');
  await deepa.getByRole('button', { name: 'Set the password' }).click();
  await expect(deepa).toHaveURL(/\/admin\/sign-in\?password_set$/);
  await signIn(deepa, { email, password: 'deepa sells freight' });
  await expect(deepa.getByRole('heading', { level: 1 })).toHaveText('Welcome, Deepa Sales');
  // Sales work the inbox; the content is not theirs to open.
  await expect(deepa.getByRole('region', { name: 'Inbox' })).toBeVisible();
  await expect(deepa.getByRole('region', { name: 'Content' })).toHaveCount(0);
  const nav = deepa.getByRole('navigation', { name: 'Staff' });
  await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  // The inbox is hers to work: she finds a message a visitor has just sent, by its subject
  // (not the newest: other journeys send theirs at the same time).
  const subject = `Cold chain to Guwahati ${Date.now()}`;
  await sendContactMessage(browser, {
    name: 'Ritu Baruah',
    email: 'ritu.baruah@example.in',
    phone: '9435012345',
    subject,
  });
  await nav.getByRole('link', { name: 'Inbox' }).click();
  await deepa.getByLabel('Name, e-mail, phone or text').fill(subject);
  await deepa.getByRole('button', { name: 'Show' }).click();
  await deepa
    .getByRole('list', { name: 'Submissions' })
    .getByRole('link', { name: 'Ritu Baruah' })
    .click();
  const work = deepa.getByRole('region', { name: 'Status and owner' });
  await work.getByLabel('Status').selectOption('in_progress');
  await work.getByLabel('Assigned to').selectOption({ label: 'Deepa Sales' });
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(work.getByRole('status')).toHaveText('Saved.');
  await expect(deepa.getByText('· In progress · Deepa Sales')).toBeVisible();

  for (const path of ['/admin/staff', '/admin/audit', '/admin/privacy']) {
    const response = await deepa.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(deepa.getByRole('heading', { level: 1 }), path).toHaveText('Not for your role');
  }
  // A post made by hand is the API's to refuse.
  const forced = await deepa.request.post('/admin/privacy', {
    form: { email: 'someone@example.in', confirm: 'yes' },
    headers: { origin: new URL(deepa.url()).origin },
  });
  expect(forced.status()).toBe(403);

  // The admin turns the account off: Deepa's next page asks her to sign in.
  await page.getByRole('link', { name: 'Deepa Sales' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deepa Sales');
  await expect(
    page.getByRole('region', { name: 'Signed in on' }).getByRole('listitem'),
  ).toHaveCount(1);
  // The session is named by its browser, not by the raw user-agent string.
  await expect(
    page.getByRole('region', { name: 'Signed in on' }).getByRole('listitem'),
  ).toContainText(/Chrome \d+ on Linux \(computer\)/);
  expect(await accessibilityViolations(page)).toEqual([]);
  const secondTab = await page.context().newPage();
  await secondTab.goto(page.url());
  await waitForHydration(secondTab);
  await page.getByRole('button', { name: 'Turn the account off' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.accountOff }),
  ).toBeVisible();
  // A tab opened before, still offering a password link, is told why not and shows the account as it is now.
  await secondTab.getByRole('button', { name: 'Send a password link' }).click();
  await expect(secondTab.getByRole('status').first()).toHaveText(ACCOUNT_MESSAGES.turnedOff);
  await expect(secondTab.getByRole('button', { name: 'Turn the account on again' })).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Send a password link' })).toHaveCount(0);
  await secondTab.close();
  await deepa.goto('/admin/inbox');
  await expect(deepa).toHaveURL(/\/admin\/sign-in/);
  await theirs.close();
  expectConsoleErrors(consoleErrors, /status of 403/);
});
