import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { accessibilityViolations } from './fixtures';
import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR_MESSAGES } from '@harsh/contract';
import { ADMIN, ADMIN_RECOVERY_CODES, ADMIN_STATE, signIn } from './staff';

/**
 * The first admin signs in, is sent to set up two-step sign-in (admins must), scans the key as an
 * authenticator app would, and turns it on. The signed-in state and the recovery codes are kept
 * for the journeys that work as the admin.
 */
setup('the first admin signs in and turns on two-step sign-in', async ({ page }) => {
  await page.goto('/admin');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/two-step$/);
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.required);
  // Until it is set up, every staff page leads here: no menu offers them.
  await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Set it up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn it on' }).click();
  await expect(page.getByLabel('Code from the app')).toHaveAccessibleDescription(
    TWO_FACTOR_MESSAGES.appCodeWrong,
  );
  await page
    .getByLabel('Code from the app')
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Turn it on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-step' })).toContainText(
    TWO_FACTOR_MESSAGES.enabled,
  );
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the codes as a text file' }).click();
  const saved = await (await download).path();
  expect(readFileSync(saved, 'utf8')).toContain(codes.join('\r\n'));
  // Now the rest of the staff side opens.
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
  mkdirSync(dirname(ADMIN_STATE), { recursive: true });
  writeFileSync(ADMIN_RECOVERY_CODES, JSON.stringify(codes));
  await page.context().storageState({ path: ADMIN_STATE });
});
