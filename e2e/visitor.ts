import type { Browser } from '@playwright/test';
import { SUBMISSION_MESSAGES } from '@harsh/contract';
import { expect, waitForHydration } from './fixtures';

/**
 * A visitor, in a browser of their own, sends the contact page's message (a staff journey's own
 * submission, told apart from those of journeys running alongside by its subject).
 */
export async function sendContactMessage(
  browser: Browser,
  message: { name: string; email: string; phone: string; subject: string; text?: string },
) {
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const site = await visitor.newPage();
  await site.goto('/contact-us');
  await waitForHydration(site);
  const form = site.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Name').fill(message.name);
  await form.getByLabel('E-mail').fill(message.email);
  await form.getByLabel('Phone').fill(message.phone);
  await form.getByLabel('Subject').fill(message.subject);
  if (message.text) await form.getByLabel('Message').fill(message.text);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Submit Now' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.contactMessage);
  await visitor.close();
}

/**
 * The partner forms' options as a visitor reads them in English: the spec's values (`Register
 * YourVehicle`), which the form sends, labelled by the catalogue in their case (`Register Your Vehicle`).
 */
export const BUSINESS_TYPE_LABELS = [
  'Become Delivery Associate',
  'Driver Registration',
  'Register Your Vehicle',
  'Franchise Partner',
  'Register Warehouse',
];
