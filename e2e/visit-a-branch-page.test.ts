import { accessibilityViolations, expect, test } from './fixtures';
import { brokenResources, htmlPage, linksNamed, textsOf } from './html';
import { jsonLdItems } from './schema-org';

interface ApiBranch {
  id: number;
  location_name: string;
  city: string;
  state: string;
  slug: string;
  pin_code: string;
  phone_no: string;
  email: string;
  address: string;
}

const pathOf = (b: ApiBranch) => `/branches/${b.city.toLowerCase().replace(/\s+/g, '-')}/${b.slug}`;

// The directory is the server's HTML (decision 050); its accessibility is the browser's, below.
test('the branch directory lists every branch by state and city, each linking to its page', async ({
  request,
}) => {
  const all = (await (await request.get('/api/get/branches')).json()).data as ApiBranch[];
  const { status, document } = await htmlPage(request, '/branches');
  expect(status).toBe(200);
  expect(textsOf(document, 'h1')).toEqual(['Our branches']);
  const states = [...new Set(all.map((b) => b.state))];
  expect(textsOf(document, 'main h2')).toEqual(states);
  for (const branch of all) {
    expect(
      linksNamed(document, branch.location_name, { exact: true }).map((a) =>
        a.getAttribute('href'),
      ),
      branch.location_name,
    ).toEqual([pathOf(branch)]);
  }
  expect(await brokenResources(request, document)).toEqual([]);
});

test('the branch directory has no serious accessibility problem', async ({ page }) => {
  await page.goto('/branches');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a city page lists its branches, and a city without branches is a 404', async ({
  request,
}) => {
  const { status, document } = await htmlPage(request, '/branches/jaipur');
  expect(status).toBe(200);
  expect(textsOf(document, 'h1')).toEqual(['Branches in Jaipur']);
  expect(document.querySelectorAll('main h2')).toHaveLength(3);
  for (const path of [
    '/branches/atlantis',
    '/branches/ahmedabad/no-such-branch',
    '/branches/ahmedabad/narol-hub/extra',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // A city typed as the locator's list shows it, in capitals, leads to its address for good.
  for (const [typed, address] of [
    ['/branches/JAIPUR', '/branches/jaipur'],
    ['/branches/Ahmedabad/Narol-Hub', '/branches/ahmedabad/narol-hub'],
  ]) {
    const moved = await request.get(typed!, { maxRedirects: 0 });
    expect(moved.status(), typed).toBe(301);
    expect(moved.headers()['location'], typed).toBe(address);
  }
});

test('a branch page: address, tel: and mailto: links, hours, directions, services, nearest branches', async ({
  page,
  request,
}) => {
  const detail = (await (await request.get('/api/get/branches/ahmedabad/narol-hub')).json())
    .data as ApiBranch & {
    latitude: number;
    longitude: number;
    services: Array<{ slug: string; title: string }>;
    nearby: ApiBranch[];
  };
  const response = await page.goto('/branches/ahmedabad/narol-hub');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Ahmedabad Narol Hub | Harsh Logistics');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ahmedabad Narol Hub');

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Branches', 'Ahmedabad']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Ahmedabad Narol Hub');

  const contact = page.getByRole('region', { name: 'Address and contact' }).locator('address');
  await expect(contact).toContainText(detail.address);
  await expect(contact).toContainText(`Ahmedabad, Gujarat ${detail.pin_code}`);
  await expect(contact.getByRole('link', { name: detail.phone_no })).toHaveAttribute(
    'href',
    'tel:+917925714480',
  );
  await expect(contact.getByRole('link', { name: detail.email })).toHaveAttribute(
    'href',
    `mailto:${detail.email}`,
  );

  await expect(page.getByRole('region', { name: 'Opening hours' })).toContainText(
    'Every dayOpen 24 hours',
  );

  // Directions to where the branch is (issue 27), in this tab: the visitor comes back with Back.
  const directions = page.getByRole('link', {
    name: 'Get directions to Ahmedabad Narol Hub in Google Maps',
  });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${detail.latitude},${detail.longitude}`,
  );
  await expect(directions).not.toHaveAttribute('target');
  // Narol, not the middle of Ahmedabad as the seed had every branch of the city.
  expect([detail.latitude, detail.longitude]).not.toEqual([23.0225, 72.5714]);
  const [business] = jsonLdItems(await page.content()).filter(
    (item) => item['@type'] === 'LocalBusiness',
  );
  expect(business!['geo']).toEqual({
    '@type': 'GeoCoordinates',
    latitude: detail.latitude,
    longitude: detail.longitude,
  });

  const services = page.getByRole('region', { name: 'Services at this branch' }).getByRole('link');
  await expect(services).toHaveText(detail.services.map((s) => s.title));
  for (const service of detail.services) {
    await expect(page.getByRole('link', { name: service.title, exact: true })).toHaveAttribute(
      'href',
      `/services/${service.slug}`,
    );
  }

  const nearby = page
    .getByRole('region', { name: 'Nearest other branches' })
    .getByRole('heading', { level: 3 });
  await expect(nearby).toHaveText(detail.nearby.map((b) => b.location_name));

  // Nothing from a maps service loads on our page.
  const thirdParty: string[] = [];
  page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && thirdParty.push(r.url()));
  await page.reload();
  expect(thirdParty).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a branch page reads the same without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/branches/delhi/okhla-branch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delhi Okhla Branch');
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await context.close();
});

test('the branch page is at 360 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/branches/ahmedabad/changodar-warehouse');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
