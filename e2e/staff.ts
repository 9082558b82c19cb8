import type { Page } from '@playwright/test';

/** The first admin, made at start from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = { email: 'admin@e2e.harshlogistics.in', password: 'e2e admin password, not for real use' };

/** Fills in and sends the sign-in form on the page it is on. */
export async function signIn(page: Page, account = ADMIN) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.locator('#password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a staff page, signing in as the first admin on the way. */
export async function openAsAdmin(page: Page, path: string) {
  await page.goto(path);
  if (new URL(page.url()).pathname === '/admin/sign-in') {
    await signIn(page);
    await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  }
}
