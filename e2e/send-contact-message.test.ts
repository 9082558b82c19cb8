import { PHONE_MESSAGE, SUBMISSION_MESSAGES } from '@harsh/contract';
import { expect, test, waitForHydration } from './fixtures';
import { ADMIN_STATE } from './staff';

test('a contact message is sent with Submit Now, and a missing subject is asked for first', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Name').fill('Anita Desai');
  await form.getByLabel('E-mail').fill('anita.desai@example.in');
  await form.getByLabel('Phone').fill('9099012345');
  await form
    .getByLabel('Message')
    .fill('Please quote for a weekly part load from Surat to Indore.');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Submit Now' }).click();
  await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Subject')).toHaveAccessibleDescription('Enter your subject.');

  await form.getByLabel('Subject').fill('Part load quote, Surat to Indore');
  const post = page.waitForResponse(
    (r) => r.url().includes('/contact-message') && r.request().method() === 'POST',
  );
  // Sent from the keyboard: the button keeps the focus while the form goes and once it is sent.
  await form.getByRole('button', { name: 'Submit Now' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: /Sending|Submit Now/ })).toBeFocused();
  expect((await post).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.contactMessage);
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Submit Now' })).toBeFocused();
});

test('the message field is optional', async ({ page }) => {
  await page.goto('/contact-us');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Name').fill('Kiran Rao');
  await form.getByLabel('E-mail').fill('kiran@example.in');
  await form.getByLabel('Phone').fill('+91 70123 45678');
  await form.getByLabel('Subject').fill('Call me back about warehousing');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Submit Now' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.contactMessage);
});

test("an office's landline is taken, and arrives in the inbox as staff dial it", async ({
  page,
  browser,
}) => {
  const subject = `Rates from our Mumbai office ${Date.now()}`;
  await page.goto('/contact-us');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  // A token the HTML standard allows on a tel input (not tel-national).
  await expect(form.getByLabel('Phone')).toHaveAttribute('autocomplete', 'tel');
  await form.getByLabel('Name').fill('Sunil Shetty');
  await form.getByLabel('E-mail').fill('sunil.shetty@example.in');
  await form.getByLabel('Subject').fill(subject);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  // Without its STD code a landline is refused, and the message says what is taken.
  await form.getByLabel('Phone').fill('2345 6789');
  await form.getByRole('button', { name: 'Submit Now' }).click();
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(
    new RegExp(`${PHONE_MESSAGE.replace(/[.()]/g, '\\$&')}$`),
  );

  await form.getByLabel('Phone').fill('022 2345 6789');
  await form.getByRole('button', { name: 'Submit Now' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.contactMessage);

  const staff = await browser.newContext({ storageState: ADMIN_STATE });
  const inbox = await staff.newPage();
  await inbox.goto(`/admin/inbox?q=${encodeURIComponent(subject)}`);
  await inbox
    .getByRole('list', { name: 'Submissions' })
    .getByRole('link', { name: 'Sunil Shetty' })
    .click();
  const sent = inbox.getByRole('region', { name: 'What they sent' });
  // Shown as staff see every number, in the mail and the export too: +91, then the STD code without its 0.
  await expect(sent.getByRole('link', { name: '+91 22 2345 6789' })).toHaveAttribute(
    'href',
    'tel:+912223456789',
  );
  await staff.close();
});
