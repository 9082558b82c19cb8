import { INBOX_MESSAGES, visitorText } from '@harsh/contract';
import {
  accessibilityViolations,
  expect,
  expectConsoleErrors,
  test,
  waitForHydration,
} from './fixtures';
import { waitForMail } from './mailbox';
import { ADMIN_STATE } from './staff';
import { sendContactMessage } from './visitor';

// Answering as the first admin, signed in once by staff.setup.ts.
test.use({ storageState: ADMIN_STATE });

test('staff answer an enquiry from its page: the answer reaches the sender from the site, with the company to reply to, and stays in the thread', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const email = `answered.${stamp}@example.in`;
  const subject = `Part loads to Nagpur ${stamp}`;
  await sendContactMessage(browser, {
    name: 'Harpreet Gill',
    email,
    phone: '9815012345',
    subject,
    text: 'Do you take part loads from Ludhiana?',
  });
  const acknowledgement = await waitForMail(email);

  await page.goto(`/admin/inbox?q=${encodeURIComponent(subject)}`);
  await page
    .getByRole('list', { name: 'Submissions' })
    .getByRole('link', { name: 'Harpreet Gill' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Contact message from Harpreet Gill',
  );
  await waitForHydration(page);
  const answers = page.getByRole('region', { name: 'Answers by e-mail' });
  await expect(answers).toContainText('Not answered from the inbox yet.');
  await expect(page.getByRole('region', { name: 'What they sent' })).toContainText(
    /Acknowledgement to the sender(Sent|Being sent now|Waiting in the outbox)/,
  );

  // Sent empty: told so on the field.
  await answers.getByRole('button', { name: 'Send the answer' }).click();
  await expect(answers.getByLabel('Your answer')).toHaveAccessibleDescription(
    new RegExp(INBOX_MESSAGES.writeReply),
  );
  // The refusal's 422, which the browser reports.
  expectConsoleErrors(consoleErrors, /422/);

  const reply =
    'Yes, twice a week from Ludhiana to Nagpur. A part load of 2 tonnes costs about ₹18,000.';
  await answers.getByLabel('Your answer').fill(reply);
  await answers.getByLabel('Close the submission once answered').check();
  await answers.getByRole('button', { name: 'Send the answer' }).click();
  await expect(answers.getByRole('status')).toHaveText(INBOX_MESSAGES.repliedAndClosed);
  await expect(answers.getByRole('listitem').filter({ hasText: reply })).toContainText(
    'Administrator',
  );
  // Read while the mail worker may have it: never "failed" when nothing failed (issue 40).
  await expect(answers.getByRole('listitem').filter({ hasText: reply })).toContainText(
    /Being sent now|Waiting in the outbox|Sent \d/,
  );
  await expect(answers.getByRole('listitem').filter({ hasText: reply })).not.toContainText(
    'failed',
  );
  await expect(page.getByText('· Closed')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const mail = await waitForMail(email, (m) => (m.headers.subject ?? '').startsWith('Re: '));
  expect(mail.headers.subject).toBe('Re: We have received your message: Harsh Logistics');
  expect(mail.headers['reply-to']).toBe('info@harshlogistics.in');
  expect(mail.headers['in-reply-to']).toBe(acknowledgement.headers['message-id']);
  expect(mail.text).toContain(reply);
  expect(mail.text).not.toContain('admin@e2e.harshlogistics.in');
  // The thread says it went.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Answers by e-mail' })
      .getByRole('listitem')
      .filter({ hasText: reply }),
  ).toContainText(/Sent \d/);
});

test('an answer to someone who wrote in Hindi goes in a Hindi frame', async ({ page, request }) => {
  const email = `hindi.answered.${Date.now()}@example.in`;
  expect(
    (
      await request.post('/api/store/newsletter', { data: { email, consent: true, locale: 'hi' } })
    ).status(),
  ).toBe(201);
  await page.goto(`/admin/inbox?q=${encodeURIComponent(email)}`);
  await page.getByRole('list', { name: 'Submissions' }).getByRole('link', { name: email }).click();
  const answers = page.getByRole('region', { name: 'Answers by e-mail' });
  await expect(answers.getByLabel('Your answer')).toHaveAccessibleDescription(
    /They wrote in Hindi\./,
  );
  await answers.getByLabel('Your answer').fill('नमस्ते! हमारा अगला न्यूज़लेटर दिसंबर में आएगा।');
  await answers.getByRole('button', { name: 'Send the answer' }).click();
  await expect(answers.getByRole('status')).toHaveText(INBOX_MESSAGES.replied);
  const mail = await waitForMail(email, (m) => (m.headers.subject ?? '').startsWith('Re: '));
  expect(mail.headers.subject).toBe('Re: आपने हमारे न्यूज़लेटर की सदस्यता ले ली है: Harsh Logistics');
  expect(mail.text).toContain(
    visitorText('hi').mail.ack.replies({ email: 'info@harshlogistics.in' }),
  );
});
