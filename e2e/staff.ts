import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The first admin, made at start from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = { email: 'admin@e2e.harshlogistics.in', password: 'e2e admin password, not for real use' };

const AUTH_DIR = join(import.meta.dirname, '.auth');
/** The admin's signed-in browser state, made once by `staff.setup.ts`: tests that work as the admin start from it. */
export const ADMIN_STATE = join(AUTH_DIR, 'admin.json');
export const ADMIN_RECOVERY_CODES = join(AUTH_DIR, 'admin-recovery-codes.json');

/**
 * One of the admin's recovery codes, for a test that signs in afresh (an authenticator code may
 * be used once per 30 seconds, and tests run side by side). Give each such test its own index.
 */
export const adminRecoveryCode = (index: number): string => (JSON.parse(readFileSync(ADMIN_RECOVERY_CODES, 'utf8')) as string[])[index]!;

/** Fills in and sends the sign-in form (and, when asked, the code) on the page it is on. */
export async function signIn(page: Page, account: { email: string; password: string }, code?: string) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.locator('#password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code) {
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}
