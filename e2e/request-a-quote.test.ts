import { SUBMISSION_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

test('/services/detail shows a service, the other services, a contact card and Book other services', async ({
  page,
  request,
}) => {
  const services = (
    await (await request.post('/api/get/services', { data: { per_page: 50 } })).json()
  ).data.data as Array<{ slug: string; title: string }>;
  const response = await page.goto('/services/detail?service=rail-logistics');
  expect(response?.status()).toBe(200);
  const rail = services.find((s) => s.slug === 'rail-logistics')!;
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rail.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/services\/rail-logistics$/,
  );
  const others = page.getByRole('navigation', { name: 'Other services' }).getByRole('link');
  await expect(others).toHaveText(
    services.filter((s) => s.slug !== 'rail-logistics').map((s) => s.title),
  );
  await expect(
    page.getByRole('region', { name: 'Talk to us' }).locator('a[href^="tel:"]'),
  ).toHaveCount(2);
  const form = page.getByRole('form', { name: 'Book other services' });
  await expect(form.getByLabel('Service')).toHaveValue(rail.title);
  expect(await accessibilityViolations(page)).toEqual([]);
  // Without a service named, the first one.
  await page.goto('/services/detail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(services[0]!.title);
});

test('a quote request with a bad weight is corrected, then stored, with the service named', async ({
  page,
}) => {
  await page.goto('/services/detail?service=warehousing');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Book other services' });
  await form.getByLabel('Name').fill('Meera Shah');
  await form.getByLabel('E-mail').fill('meera.shah@example.in');
  // A token the HTML standard allows on a tel input (not tel-national).
  await expect(form.getByLabel('Phone')).toHaveAttribute('autocomplete', 'tel');
  await form.getByLabel('Phone').fill('98250 12345');
  await form.getByLabel('Freight type').selectOption('Train');
  await form.getByLabel('City of departure').fill('Ahmedabad');
  await form.getByLabel('Delivery city').fill('Kolkata');
  await form.getByLabel('Incoterms').selectOption('DAP');
  await form.getByLabel('Weight (kg)').fill('0');
  await form.getByLabel('Length (cm)').fill('240');
  await form.getByLabel('Width (cm)').fill('100');
  await form.getByLabel('Height (cm)').fill('120');
  await form.getByRole('checkbox', { name: 'Fragile' }).check();
  await form.getByRole('checkbox', { name: 'Insurance' }).check();
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Book now' }).click();
  const weight = form.getByLabel('Weight (kg)');
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(weight).toHaveAccessibleDescription(/The weight must be more than 0 kg\./);
  await expect(weight).toBeFocused();

  await weight.fill('1250.5');
  const post = page.waitForResponse(
    (r) => r.url().includes('/quote-request') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Book now' }).click();
  const answer = await post;
  expect(answer.status()).toBe(201);
  expect(answer.request().postData()).toContain('service=Warehousing');
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.quoteRequest);
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('the quote form lists the Incoterms 2020 rules and the four freight types', async ({
  page,
}) => {
  await page.goto('/services/detail');
  const form = page.getByRole('form', { name: 'Book other services' });
  const incoterms = await form
    .getByLabel('Incoterms')
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(incoterms).toEqual([
    '',
    'EXW',
    'FCA',
    'CPT',
    'CIP',
    'DAP',
    'DPU',
    'DDP',
    'FAS',
    'FOB',
    'CFR',
    'CIF',
  ]);
  const freight = await form
    .getByLabel('Freight type')
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(freight).toEqual(['', 'Road', 'Train', 'Air', 'Sea']);
  await expect(form.getByRole('group', { name: 'Add-ons' }).getByRole('checkbox')).toHaveCount(4);
});

test.describe('the track box', () => {
  test('hands the numbers to the customer portal', async ({ page }) => {
    await page.route('https://portal.harshlogistics.in/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Portal</title><h1>Portal</h1>',
      }),
    );
    await page.goto('/track');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track a consignment');
    expect(await accessibilityViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Your consignment numbers' });
    await form.getByLabel('Shipment type').selectOption('Road');
    await form.getByLabel('Consignment numbers').fill('HL123456, hl-778899\nHL123456');
    await form.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'right form' })).toContainText(
      'Your 2 numbers are in the right form: HL123456, HL-778899.',
    );
    await page.getByRole('link', { name: 'Open them in the customer portal' }).click();
    await expect(page).toHaveURL(
      'https://portal.harshlogistics.in/track?consignments=HL123456%2CHL-778899',
    );
  });

  test('bad numbers come back with a message, as typed, with and without JavaScript', async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/track');
      const form = page.getByRole('form', { name: 'Your consignment numbers' });
      await form.getByLabel('Shipment type').selectOption('Air');
      await form.getByLabel('Consignment numbers').fill('AB, HL123456');
      await form.getByRole('button', { name: 'Track' }).click();
      const numbers = page
        .getByRole('form', { name: 'Your consignment numbers' })
        .getByLabel('Consignment numbers');
      await expect(numbers).toHaveValue('AB, HL123456');
      await expect(numbers).toHaveAttribute('aria-invalid', 'true');
      await expect(numbers).toHaveAccessibleDescription(
        /These are not consignment numbers: AB\. A number has 4 to 30 letters, digits or hyphens\./,
      );
      // With JavaScript the visitor is taken to the field, as on the other forms.
      if (javaScriptEnabled) await expect(numbers).toBeFocused();
      await context.close();
    }
  });
});
