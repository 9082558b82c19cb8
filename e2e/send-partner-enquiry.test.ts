import type { Locator, Page } from '@playwright/test';
import { BUSINESS_TYPES, MESSAGES, SUBMISSION_MESSAGES, VENDOR_TYPES } from '@harsh/contract';
import { expect, expectConsoleErrors, test, textColour, tick, waitForHydration } from './fixtures';
import { BUSINESS_TYPE_LABELS } from './visitor';

/** The enquiry form under its heading (home shows both types, one after the other). */
function enquiryForm(page: Page, heading: 'Business partner enquiry' | 'Vendor enquiry'): Locator {
  return page.getByRole('form', { name: heading });
}

async function fillEnquiry(
  form: Locator,
  fields: { name: string; email: string; mobile: string; message: string },
) {
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('E-mail').fill(fields.email);
  await form.getByLabel('Mobile').fill(fields.mobile);
  await form.getByLabel('Message').fill(fields.message);
}

/** The error under a field, tied to it for screen readers. */
async function expectFieldError(form: Locator, label: string, message: string) {
  const field = form.getByRole('textbox', { name: label, exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  const error = form.locator(`#${await field.getAttribute('id')}-error`);
  await expect(error).toHaveText(message);
  const [red, green, blue] = await textColour(error);
  expect(red, 'the error is red').toBeGreaterThan(150);
  expect(Math.max(green, blue), 'the error is red').toBeLessThan(70);
}

const GOOD = {
  name: 'Ravi Patel',
  email: 'ravi.patel@example.in',
  mobile: '+91 98250 11223',
  message:
    'I own three 32-foot container trucks based in Ahmedabad and would like to attach them to your network.',
};

test('a business partner enquiry passes the bot check, is stored, and the form empties', async ({
  page,
}) => {
  await page.goto('/business-partner');
  await waitForHydration(page);
  const form = enquiryForm(page, 'Business partner enquiry');
  await expect(form.getByLabel('Business type').locator('option')).toHaveText([
    'Select',
    ...BUSINESS_TYPE_LABELS,
  ]);
  expect(
    await form
      .getByLabel('Business type')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(['', ...BUSINESS_TYPES]);
  await fillEnquiry(form, GOOD);
  await form.getByLabel('Business type').selectOption({ label: 'Register Your Vehicle' });
  await expect(form.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  await form.getByRole('checkbox', { name: /I agree/ }).check();

  const challenge = page.waitForResponse('**/api/captcha/challenge');
  const stored = page.waitForResponse(
    (r) => r.url().includes('/enquiry') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await challenge).status()).toBe(200);
  const post = await stored;
  expect(post.status()).toBe(201);
  expect(post.request().postData()).toContain('captcha=');

  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.partnerEnquiry);
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Business type')).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
});

test('a bad e-mail is shown under its field in red, and nothing is stored', async ({ page }) => {
  await page.goto('/business-partner');
  await waitForHydration(page);
  const form = enquiryForm(page, 'Business partner enquiry');
  await fillEnquiry(form, { ...GOOD, email: 'ravi.patel@example' });
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  // The site's action refuses it (422) before anything reaches the content API.
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await answered).headers()['x-answer-status']).toBe('422');
  await expectFieldError(form, 'E-mail', 'Enter a valid e-mail address.');
  await expect(form.getByRole('status')).toHaveText(MESSAGES.validation);
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await expect(form.getByLabel('Name')).toHaveValue(GOOD.name);
});

test('a bad mobile number is shown under its field, and the enquiry goes once it is mended', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const form = enquiryForm(page, 'Business partner enquiry');
  await expect(form.getByLabel('Mobile')).toHaveAttribute('autocomplete', 'tel');
  await fillEnquiry(form, { ...GOOD, mobile: '12345 67890' });
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectFieldError(form, 'Mobile', 'Enter a 10-digit mobile number.');
  // A landline is no mobile: the partner forms ask for one (the contact form takes landlines).
  await form.getByLabel('Mobile').fill('022 2345 6789');
  // The same message as before is already on the page: wait for this post's answer, which draws
  // it again, rather than reading the old one as it is replaced.
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  await answered;
  await expect(form.getByRole('button', { name: 'Submit' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectFieldError(form, 'Mobile', 'Enter a 10-digit mobile number.');

  await form.getByLabel('Mobile').fill('09825011223');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.partnerEnquiry);
  await expect(form.getByLabel('Mobile')).not.toHaveAttribute('aria-invalid', 'true');
});

test('without consent the enquiry is not sent, and the box says why', async ({ page }) => {
  await page.goto('/business-partner');
  await waitForHydration(page);
  const form = enquiryForm(page, 'Business partner enquiry');
  await fillEnquiry(form, GOOD);
  await form.getByRole('button', { name: 'Submit' }).click();
  const consent = form.getByRole('checkbox', { name: /I agree/ });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription(/Tick the box/);
  await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
});

test('when the bot check cannot be passed, the visitor is told so and nothing is stored', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/api/captcha/challenge', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, message: MESSAGES.unavailable, data: null }),
    }),
  );
  let stored = false;
  page.on('request', (r) => {
    if (r.method() === 'POST') stored = true;
  });
  await page.goto('/vendors');
  await waitForHydration(page);
  const form = enquiryForm(page, 'Vendor enquiry');
  await fillEnquiry(form, GOOD);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toHaveText('The bot check failed. Please try again.');
  expect(stored).toBe(false);
  await expect(form.getByLabel('Name')).toHaveValue(GOOD.name);
  // The browser reports the refused challenge itself; that one is expected.
  expectConsoleErrors(consoleErrors, /status of 503/);
});

test('the API refuses an enquiry without a bot-check token, whatever the browser does', async ({
  request,
}) => {
  const response = await request.post('/api/store/partner', {
    data: {
      type: 2,
      name: GOOD.name,
      email: GOOD.email,
      mobile: '9825011223',
      message: GOOD.message,
      consent: true,
    },
  });
  expect(response.status()).toBe(422);
  expect(await response.json()).toMatchObject({
    status: 0,
    message: 'The bot check failed. Please try again.',
  });
});

test('a vendor enquiry on /vendors carries its vendor type', async ({ page }) => {
  await page.goto('/vendors');
  await waitForHydration(page);
  const form = enquiryForm(page, 'Vendor enquiry');
  await expect(form.getByLabel('Vendor type').locator('option')).toHaveText([
    'Select',
    ...VENDOR_TYPES,
  ]);
  await fillEnquiry(form, {
    ...GOOD,
    name: 'Meena Shah',
    message: 'We run two fuel stations on NH 48 near Vadodara and offer fleet credit.',
  });
  await form.getByLabel('Vendor type').selectOption('Fuel Partner');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  const post = page.waitForRequest((r) => r.url().includes('/enquiry') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  const body = new URLSearchParams((await post).postData() ?? '');
  expect(body.get('type')).toBe('1');
  expect(body.get('vendor_type')).toBe('Fuel Partner');
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.partnerEnquiry);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form says its bot check needs JavaScript, and a post gets a clear answer page', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/vendors');
    const form = enquiryForm(page, 'Vendor enquiry');
    // Text matchers skip <noscript>; with scripting off its content is ordinary, visible markup.
    const notice = form.locator('noscript p');
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((p) => p.textContent)).toContain(
      'This form is protected by a bot check that needs JavaScript.',
    );
    // It is read before the fields, not after them.
    const firstField = form.getByRole('textbox').first();
    expect(
      await notice.evaluate(
        (p, field) => Boolean(p.compareDocumentPosition(field!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await firstField.elementHandle(),
      ),
    ).toBe(true);
    await fillEnquiry(form, GOOD);
    await tick(form.getByRole('checkbox', { name: /I agree/ }));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your enquiry');
    const answer = page.getByRole('main').getByRole('status');
    await expect(answer).toContainText('The bot check failed. Please try again.');
    await expect(answer).toContainText('needs JavaScript');
    await expect(
      page.getByText('Your browser’s Back button returns to the form with what you typed in it.'),
    ).toBeVisible();
    // The answer page comes with HTTP 422, which the browser reports.
    expectConsoleErrors(consoleErrors, /status of 422/);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(/\/vendors$/);
  });
});
