import { INBOX_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, test } from './fixtures';
import { waitForMail } from './mailbox';
import { ADMIN_STATE } from './staff';
import { sendContactMessage } from './visitor';

// Worked as the first admin, signed in once by staff.setup.ts.
test.use({ storageState: ADMIN_STATE });

test('an admin reads and sends the copy of a person’s data, answers and closes the request, and its status page says closed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `wants.a.copy.${stamp}@example.in`;
  const mine = `Cement to Raipur ${stamp}`;
  const theirs = `Someone else's steel ${stamp}`;
  await sendContactMessage(browser, {
    name: 'Lakshmi Iyer',
    email,
    phone: '9840012345',
    subject: mine,
    text: 'Forty bags a week.',
  });
  await sendContactMessage(browser, {
    name: 'Other Sender',
    email: `other.${stamp}@example.in`,
    phone: '9840012345',
    subject: theirs,
  });

  // She asked by phone; the admin logs it, with her address for the answer.
  await page.goto('/admin/inbox/new-request');
  await page.getByLabel('They ask for').selectOption({ label: 'A copy of their data' });
  await page.getByLabel('Their name').fill('Lakshmi Iyer');
  await page.getByLabel('E-mail address').fill(email);
  await page
    .getByLabel('How you checked it was them')
    .fill('Called back on the number in her message.');
  await page.getByRole('button', { name: 'Log the request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Data request from Lakshmi Iyer',
  );
  const item = page.url();
  const reference = /DR-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
    (await page
      .getByRole('region', { name: /^Request DR-/ })
      .getByRole('heading', { level: 2 })
      .textContent()) ?? '',
  )![0];

  await page.getByRole('link', { name: 'Read the copy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Copy of the data of ${email}`);
  await expect(page.getByRole('main')).toContainText(mine);
  await expect(page.getByRole('main')).not.toContainText(theirs);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto(item);
  const facts = page.getByRole('region', { name: /^Request DR-/ });
  await facts.getByRole('button', { name: `Send the copy to ${email}` }).click();
  await expect(facts.getByRole('status').filter({ hasText: 'outbox' })).toHaveText(
    INBOX_MESSAGES.copySent,
  );
  const copy = await waitForMail(email, (mail) =>
    (mail.headers.subject ?? '').includes('a copy of your data'),
  );
  expect(copy.text).toContain(mine);
  expect(copy.text).not.toContain(theirs);
  expect(copy.text).toContain(reference);

  const answers = page.getByRole('region', { name: 'Answers by e-mail' });
  await answers
    .getByLabel('Your answer')
    .fill('The copy of your data is in your mailbox. Nothing else is held for your address.');
  await answers.getByLabel('Close the submission once answered').check();
  await answers.getByRole('button', { name: 'Send the answer' }).click();
  await expect(answers.getByRole('status')).toHaveText(INBOX_MESSAGES.repliedAndClosed);

  // Her status page, with the status code from the acknowledgement.
  const acknowledgement = await waitForMail(email, (mail) =>
    (mail.headers.subject ?? '').includes(`request ${reference} received`),
  );
  const statusCode = /: ([0-9A-Z]{10})$/m.exec(acknowledgement.text)![1]!;
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const site = await visitor.newPage();
  await site.goto('/your-data/status');
  await site.getByLabel('Reference').fill(reference);
  await site.getByLabel('Status code').fill(statusCode);
  await site.getByRole('button', { name: 'Show where it stands' }).click();
  await expect(site.getByRole('main')).toContainText('Closed: we have answered');
  await visitor.close();
});
