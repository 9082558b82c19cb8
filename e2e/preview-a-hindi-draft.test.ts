import { CONTENT_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { ADMIN_STATE } from './staff';

test.use({ storageState: ADMIN_STATE });

test('a shared preview link of a Hindi draft shows it as the Hindi page will be: in Hindi, in the Hindi header and footer, at its Hindi address', async ({
  page,
  browser,
}) => {
  // A page no other journey previews or publishes in Hindi: its draft is seen by no one but this link.
  const title = `सीखना और आगे बढ़ना (मसौदा ${Date.now()})`;
  await page.goto('/admin/content/pages/10/hi');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  const share = page.getByRole('region', { name: 'Share a preview' });
  await share.getByRole('button', { name: /^Make a preview link for version \d+$/ }).click();
  await expect(page.getByRole('status').first()).toContainText(CONTENT_MESSAGES.previewLinkMade);
  const link = (await page.getByTestId('preview-link').textContent())!.trim();

  const guest = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  expect((await guest.goto(new URL(link).pathname))!.status()).toBe(200);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
  // The Hindi page's language, header and footer; the banner names the Hindi address, in English words marked so.
  await expect(guest.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const banner = guest.getByRole('region', { name: 'Preview' });
  await expect(banner).toContainText('Preview of a change to /hi/learning-and-development:');
  await expect(banner.locator('p')).toHaveAttribute('lang', 'en-IN');
  await expect(
    guest.locator('header').getByRole('link', { name: 'होम', exact: true }).first(),
  ).toHaveAttribute('href', '/hi');
  await expect(guest.locator('header').locator('a[data-language="en"]')).toBeAttached();
  await expect(guest.locator('footer')).toContainText('झटपट लिंक');
  expect(await accessibilityViolations(guest)).toEqual([]);

  // The staff's own preview of it is framed the same way.
  await page.goto('/admin/preview/pages/10?locale=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
    '/hi/learning-and-development',
  );
  await expect(page.locator('footer')).toContainText('झटपट लिंक');
});

test('a preview runs what visitors run: no application in the browser, the enhancement scripts wired, the carousel moving and a form answering in place', async ({
  page,
}) => {
  await page.goto('/admin/preview/home/home');
  await waitForHydration(page);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  const wired = await page.evaluate(() => document.documentElement.dataset.enhanced ?? '');
  for (const name of ['menu', 'loading', 'form', 'carousel', 'counter'])
    expect(wired.split(' ')).toContain(name);
  // The public page's fonts: the header's हिन्दी is drawn in the language names' font, not as boxes.
  expect((await page.locator('head style').allTextContents()).join('')).toContain('Language Names');

  const slider = page.getByRole('region', { name: 'Road, rail and air', exact: true });
  const dots = slider
    .getByRole('group', { name: 'Choose a slide of Road, rail and air' })
    .getByRole('button');
  await slider.getByRole('button', { name: 'Pause Road, rail and air' }).click();
  await slider.getByRole('button', { name: 'Next slide of Road, rail and air' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

  // The footer's newsletter box, as on a public page: a bad address is refused beside its field.
  const newsletter = page.locator('footer form');
  await newsletter.getByLabel('E-mail address').fill('not-an-address');
  await newsletter.getByRole('checkbox', { name: /I agree/ }).check();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByLabel('E-mail address')).toHaveAccessibleDescription(
    'Enter a valid e-mail address.',
  );
});
