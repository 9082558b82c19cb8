import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@harsh/contract';
import { waitForMail } from './mailbox';

/** The first admin, made at start from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = {
  email: 'admin@e2e.harshlogistics.in',
  password: 'e2e admin password, not for real use',
};

const AUTH_DIR = join(import.meta.dirname, '.auth');
/** The admin's signed-in browser state, made once by `staff.setup.ts`: tests that work as the admin start from it. */
export const ADMIN_STATE = join(AUTH_DIR, 'admin.json');
export const ADMIN_RECOVERY_CODES = join(AUTH_DIR, 'admin-recovery-codes.json');

/**
 * One of the admin's recovery codes, for a test that signs in afresh (an authenticator code may
 * be used once per 30 seconds, and tests run side by side). Give each such test its own index.
 */
export const adminRecoveryCode = (index: number): string =>
  (JSON.parse(readFileSync(ADMIN_RECOVERY_CODES, 'utf8')) as string[])[index]!;

/** Fills in and sends the sign-in form (and, when asked, the code) on the page it is on. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  code?: string,
) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.locator('#password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code) {
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

/** The single-use link in the invitation mail to `email`, as the SMTP sink received it (e2e/mailbox.ts). */
export async function invitationLink(email: string): Promise<string> {
  const mail = await waitForMail(email);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail to ${email}: ${mail.text}`);
  return link;
}

/**
 * The admin (on `adminPage`) invites someone with `role`; they choose their password and sign in
 * in a browser of their own, which is returned on their overview page.
 */
export async function inviteAndSignIn(
  adminPage: Page,
  browser: Browser,
  person: { name: string; email: string; role: string; password: string },
): Promise<Page> {
  await adminPage.goto('/admin/staff');
  const invite = adminPage.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Name').fill(person.name);
  await invite.getByLabel('E-mail').fill(person.email);
  await invite.getByLabel('Role').selectOption(person.role);
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.invited);
  const link = await invitationLink(person.email);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.locator('#password').fill(person.password);
  await page.locator('#password_again').fill(person.password);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await page.waitForURL(/\/admin\/sign-in/);
  await signIn(page, person);
  await page.waitForURL(/\/admin$/);
  return page;
}
