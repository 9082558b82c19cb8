import { visitorText } from '@harsh/contract';
import {
  accessibilityViolations,
  expect,
  expectConsoleErrors,
  test,
  waitForHydration,
} from './fixtures';
import { type ReceivedMail, waitForMail } from './mailbox';
import { ADMIN_STATE } from './staff';
import { sendContactMessage } from './visitor';

const ENGLISH = visitorText('en');
const HINDI = visitorText('hi');

/** The path of the withdrawal link in an acknowledgement (the mail names the site's `SITE_URL`). */
function withdrawalPath(mail: ReceivedMail): string {
  const link = /https?:\/\/[^/\s]+((?:\/hi)?\/withdraw\/[\w-]{43})/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

test.describe('a visitor withdraws consent with the link in the acknowledgement', () => {
  // Staff see the result as the first admin, signed in once by staff.setup.ts.
  test.use({ storageState: ADMIN_STATE });

  test('in English: the contact message is acknowledged, the link asks before it acts, and the message is erased from the inbox', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = `withdraws.${Date.now()}@example.in`;
    const subject = `Cold chain to Guwahati ${Date.now()}`;
    await sendContactMessage(browser, {
      name: 'Pooja Nair',
      email,
      phone: '9847012345',
      subject,
      text: 'Two reefers a week, if you run them.',
    });

    const mail = await waitForMail(email);
    expect(mail.headers.subject).toBe('We have received your message: Harsh Logistics');
    expect(mail.text).toContain(ENGLISH.submitted.contactMessage);
    expect(mail.text).not.toContain(subject);

    // Staff have it, before.
    await page.goto(`/admin/inbox?q=${encodeURIComponent(subject)}`);
    await page
      .getByRole('list', { name: 'Submissions' })
      .getByRole('link', { name: 'Pooja Nair' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Contact message from Pooja Nair',
    );
    const item = page.url();

    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const site = await visitor.newPage();
    const opened = await site.goto(withdrawalPath(mail));
    expect(opened!.status()).toBe(200);
    expect(opened!.headers()['cache-control']).toBe('private, no-store');
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('Withdraw your consent');
    await expect(site.getByRole('main')).toContainText(
      /This link is for a message that our website received on \d{1,2} \w+ \d{4}\./,
    );
    expect(await site.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await accessibilityViolations(site)).toEqual([]);
    // Opening it acted on nothing: the message is still there.
    await page.reload();
    await expect(page.getByRole('region', { name: 'What they sent' })).toContainText(email);

    await site.getByRole('button', { name: 'Withdraw my consent and erase what I sent' }).click();
    await expect(site.getByRole('main').getByRole('status')).toHaveText(ENGLISH.withdrawal.done);
    await expect(site.getByRole('main').getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
    // The link keeps answering, and says it is done.
    await site.reload();
    await expect(site.getByRole('main').getByRole('status')).toHaveText(ENGLISH.withdrawal.already);
    await visitor.close();

    await page.goto(item);
    await expect(
      page.getByText('when they withdrew their consent with the link in our acknowledgement'),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(email);
  });

  test('in Hindi: a newsletter sign-up from a Hindi page is acknowledged in Hindi and unsubscribed from the Hindi page', async ({
    browser,
  }) => {
    const email = `hindi.reader.${Date.now()}@example.in`;
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const site = await visitor.newPage();
    await site.goto('/hi/about-us');
    await waitForHydration(site);
    const form = site.locator('footer form');
    await form.getByLabel('ई-मेल पता').fill(email);
    await form.getByRole('checkbox', { name: /मैं सहमत हूँ/ }).check();
    await form.getByRole('button', { name: 'सदस्य बनें' }).click();
    await expect(form.getByRole('status')).toHaveText(HINDI.submitted.newsletterSubscribed);

    const mail = await waitForMail(email);
    expect(mail.headers.subject).toBe('आपने हमारे न्यूज़लेटर की सदस्यता ले ली है: Harsh Logistics');
    expect(mail.text).toContain(HINDI.mail.ack.unsubscribe);
    const path = withdrawalPath(mail);
    expect(path).toMatch(/^\/hi\/withdraw\//);

    await site.goto(path);
    await expect(site.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('अपनी सहमति वापस लें');
    expect(await accessibilityViolations(site)).toEqual([]);
    await site.getByRole('button', { name: 'सदस्यता छोड़ें और मेरा पता मिटाएँ' }).click();
    await expect(site.getByRole('main').getByRole('status')).toHaveText(HINDI.withdrawal.done);
    await visitor.close();
  });
});

test('a mail provider unsubscribes in one click: one POST to the List-Unsubscribe address, no cookie, no Origin', async ({
  request,
  page,
}) => {
  const email = `one.click.${Date.now()}@example.in`;
  expect(
    (await request.post('/api/store/newsletter', { data: { email, consent: true } })).status(),
  ).toBe(201);
  const mail = await waitForMail(email);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const address = new URL(/^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!);
  expect(address.pathname).toMatch(/^\/api\/unsubscribe\/[\w-]{43}$/);
  const token = address.pathname.split('/').pop()!;

  // Opened in a browser instead, it leads to the page that asks.
  const opened = await request.get(address.pathname, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(new URL(opened.headers()['location']!).pathname).toBe(`/withdraw/${token}`);

  const refused = await request.post(address.pathname, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=Maybe',
  });
  expect(refused.status()).toBe(400);
  const done = await request.post(address.pathname, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(done.status()).toBe(200);

  await page.goto(`/withdraw/${token}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(ENGLISH.withdrawal.already);
  await expect(page.getByRole('button', { name: 'Unsubscribe and erase my address' })).toHaveCount(
    0,
  );
});

test('a link that is not ours is a 404 page that says so', async ({ page, consoleErrors }) => {
  const answer = await page.goto(`/withdraw/${'A'.repeat(43)}`);
  expect(answer!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  await expect(page.getByRole('main')).toContainText(ENGLISH.withdrawal.unknownLink);
  expectConsoleErrors(consoleErrors, /404/);
});
