import { SUBMISSION_MESSAGES } from '@harsh/contract';
import { expect, test, tick, waitForHydration } from './fixtures';

test('signing up for the newsletter thanks the visitor, the same way the second time (nobody learns who is on the list)', async ({
  page,
}) => {
  const address = `reader-${Date.now()}@example.in`;
  await page.goto('/about-us');
  await waitForHydration(page);
  const form = page.locator('footer form');

  await form.getByLabel('E-mail address').fill('not-an-address');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-mail address')).toHaveAccessibleDescription(
    'Enter a valid e-mail address.',
  );

  await form.getByLabel('E-mail address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.newsletterSubscribed);
  await expect(form.getByLabel('E-mail address')).toHaveValue('');

  await form.getByLabel('E-mail address').fill(address.toUpperCase());
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  // The same answer as the first time (the field is emptied once it has come): the form tells
  // nobody who is on the list.
  await expect(form.getByLabel('E-mail address')).toHaveValue('');
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.newsletterSubscribed);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page box subscribes through a plain form post', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('main form', {
      has: page.getByRole('button', { name: 'Subscribe' }),
    });
    await form.getByLabel('E-mail address').fill(`plain-${Date.now()}@example.in`);
    await tick(form.getByRole('checkbox', { name: /I agree/ }));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      SUBMISSION_MESSAGES.newsletterSubscribed,
    );
  });
});
