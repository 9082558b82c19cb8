import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { brokenResources, htmlPage, landmark, linksNamed, textOf } from './html';

interface Settings {
  phone: string;
  email: string;
  address: string;
}

async function settings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get('/api/get/settings');
  expect(response.status()).toBe(200);
  return (await response.json()).data as Settings;
}

test('/contact-us: heading, a described map from the project media, and its own title', async ({
  page,
  request,
}) => {
  const response = await page.goto('/contact-us');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page).toHaveTitle(/Contact/);
  // Spec §2: a map, the Send Us a Message form, and the contact details, in that order.
  await expect(page.locator('main h2')).toHaveText(['Find us', 'Send Us a Message', 'Head office']);

  const map = page.locator('main img[src="/api/media/map-head-office.svg"]');
  await expect(map).toHaveCount(1);
  const alt = await map.getAttribute('alt');
  expect(alt?.trim().length, 'the map has a text alternative').toBeGreaterThan(10);
  expect(alt).toMatch(/map/i);
  expect(alt).toContain((await settings(request)).address);
  const media = await request.get('/api/media/map-head-office.svg');
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toContain('image/svg+xml');
  await map.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      map.evaluate(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    )
    .toBe(true);
});

test('the Send Us a Message form has its labelled fields and the Submit Now button', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const section = page.getByRole('region', { name: 'Send Us a Message' });
  await expect(section.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeVisible();
  const fields = [
    { label: 'Name', name: 'username', required: true },
    { label: 'E-mail', name: 'email', required: true },
    { label: 'Phone', name: 'phone', required: true },
    { label: 'Subject', name: 'subject', required: true },
    { label: 'Message', name: 'message', required: false },
  ];
  for (const field of fields) {
    const control = section.getByRole('textbox', { name: field.label, exact: true });
    await expect(control, field.label).toHaveCount(1);
    await expect(control).toBeVisible();
    await expect(control).toBeEditable();
    await expect(control).toHaveAttribute('name', field.name);
    if (field.required) await expect(control).toHaveAttribute('required', '');
    else await expect(control).not.toHaveAttribute('required');
  }
  await expect(section.getByRole('textbox', { name: 'Message', exact: true })).toHaveJSProperty(
    'tagName',
    'TEXTAREA',
  );
  await expect(section.getByRole('button', { name: 'Submit Now' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Submit Now' })).toBeEnabled();
});

// The contact details are the server's HTML (decision 050): read over HTTP. The heading and map
// (whose picture must draw) and the form's controls (seen, editable) stay in a browser.
test('the contact details give a phone link and an e-mail link', async ({ request }) => {
  const company = await settings(request);
  const { document } = await htmlPage(request, '/contact-us');
  const addresses = [...landmark(document, 'main').querySelectorAll('address')];
  expect(addresses).toHaveLength(1);
  const details = addresses[0]!;
  expect(textOf(details)).toContain(company.address);
  const phone = linksNamed(details, company.phone);
  expect(phone.map((a) => a.getAttribute('href'))).toEqual([
    `tel:${company.phone.replace(/\s/g, '')}`,
  ]);
  const mail = linksNamed(details, company.email);
  expect(mail.map((a) => a.getAttribute('href'))).toEqual([`mailto:${company.email}`]);
  expect(await brokenResources(request, document)).toEqual([]);
});
