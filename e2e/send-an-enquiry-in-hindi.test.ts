import { visitorText } from '@harsh/contract';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { drawnInDevanagari, holdBackDevanagariFont } from './fonts';
import { ADMIN_STATE } from './staff';

// Staff read the enquiry as the first admin, signed in once by staff.setup.ts.
test.use({ storageState: ADMIN_STATE });

const HINDI = visitorText('hi');

test('a vehicle owner reads the site in Hindi, sends the vendor enquiry in Hindi, and staff find it in the inbox as Hindi', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const site = await visitor.newPage();

  // The switch, then a service, in Hindi.
  await site.goto('/services/services1');
  await site.getByRole('banner').getByRole('link', { name: 'हिन्दी', exact: true }).click();
  await expect(site).toHaveURL(/\/hi\/services\/services1$/);
  await site.locator('main a[href="/hi/services/warehousing"]').first().click();
  await expect(site).toHaveURL(/\/hi\/services\/warehousing$/);
  await expect(site.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();

  await site.goto('/hi/vendors');
  await waitForHydration(site);
  const form = site.getByRole('form', { name: 'वेंडर पूछताछ' });
  // The form's introduction is a shared block, in its seeded Hindi: nothing marks it as another language.
  await expect(site.getByRole('heading', { name: 'वेंडर पूछताछ' })).not.toHaveAttribute('lang', /.*/);
  await expect(form.getByLabel('वेंडर का प्रकार').locator('option')).toHaveText([
    'चुनें',
    'ईंधन पार्टनर',
    'वाहन पार्टनर',
    'बीमा पार्टनर',
  ]);

  // Sent half filled in: told in Hindi, beside each field, the focus on the first.
  await form.getByLabel('मोबाइल').fill('12345');
  await form.getByRole('button', { name: 'भेजें' }).click();
  await expect(form.getByLabel('नाम')).toBeFocused();
  await expect(form.getByLabel('नाम')).toHaveAccessibleDescription(
    HINDI.fields.required({ field: 'name' }),
  );
  await expect(form.getByLabel('मोबाइल')).toHaveAccessibleDescription(
    new RegExp(HINDI.fields.mobile),
  );
  await expect(form.getByRole('status')).toHaveText(HINDI.answers.validation);
  expect(await accessibilityViolations(site)).toEqual([]);

  // Then sent whole, in Devanagari, and thanked in Hindi.
  const name = `सुनीता देवी ${Date.now()}`;
  const message = 'मेरे पास दो 32 फ़ुट के कंटेनर ट्रक हैं, अहमदाबाद में। क्या मैं वाहन पार्टनर बन सकती हूँ?';
  await form.getByLabel('नाम').fill(name);
  await form.getByLabel('ई-मेल').fill('sunita.devi@example.in');
  await form.getByLabel('मोबाइल').fill('98250 11223');
  await form.getByLabel('वेंडर का प्रकार').selectOption({ label: 'वाहन पार्टनर' });
  await form.getByLabel('संदेश').fill(message);
  await form.getByRole('checkbox', { name: /मैं सहमत हूँ/ }).check();
  await form.getByRole('button', { name: 'भेजें' }).click();
  await expect(form.getByRole('status')).toHaveText(HINDI.submitted.partnerEnquiry, {
    timeout: 20_000,
  });
  await visitor.close();

  // Staff find it among the Hindi submissions, with the words exactly as typed.
  await page.goto('/admin/inbox?locale=hi');
  await expect(page.getByLabel('Language')).toHaveValue('hi');
  const row = page
    .getByRole('list', { name: 'Submissions' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toContainText('Hindi');
  await row.getByRole('link', { name }).click();
  const sent = page.getByRole('region', { name: 'What they sent' });
  await expect(sent).toContainText(message);
  await expect(sent).toContainText('Vehicle Partner');
  await expect(sent).toContainText('Hindi');
  // Drawn in the site's Devanagari face, fetched for this page because it shows Devanagari: a staff
  // computer without a Devanagari font would otherwise show empty boxes. Also when the font comes
  // after the page was laid out (held back here).
  await drawnInDevanagari(page, 'h1');
  await holdBackDevanagariFont(page);
  await page.reload();
  await drawnInDevanagari(page, 'h1');
  // The English list does not have it.
  await page.goto(`/admin/inbox?locale=en&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(
    0,
  );
});
