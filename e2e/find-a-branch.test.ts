import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { BRANCH_CITIES } from '../packages/contract/src/constants';
import { PIN_CODE_MESSAGES } from '../packages/contract/src/messages';
import { cityName } from '../packages/contract/src/text';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import {
  brokenResources,
  descriptionOf,
  htmlPage,
  labelled,
  labelledBy,
  nameOf,
  selectedValue,
  textOf,
  textsOf,
} from './html';

interface ApiBranch {
  id: number;
  location_name: string;
  address: string;
  state: string;
  city: string;
  pin_code: string;
  phone_no: string;
  email: string;
  slug: string;
  distance_km?: number;
}

async function branchesIn(request: APIRequestContext, city: string): Promise<ApiBranch[]> {
  const response = await request.post('/api/get-branch-locator', { data: { city } });
  expect(response.status()).toBe(200);
  return (await response.json()).data as ApiBranch[];
}

const finder = (page: Page) => page.getByRole('region', { name: 'Find a branch' });
const results = (page: Page) => finder(page).getByRole('listitem');

/** Each branch of the API is shown with all its details and working contact links. */
async function expectBranches(page: Page, branches: ApiBranch[]) {
  const cards = results(page);
  await expect(cards).toHaveCount(branches.length);
  for (const branch of branches) {
    const card: Locator = cards.filter({
      has: page.getByRole('heading', { name: branch.location_name, exact: true }),
    });
    await expect(card, branch.location_name).toHaveCount(1);
    for (const text of [branch.address, branch.state, cityName(branch.city), branch.pin_code])
      await expect(card).toContainText(text);
    const phone = card.locator('a[href^="tel:"]');
    await expect(phone).toHaveText(branch.phone_no);
    expect((await phone.getAttribute('href'))!.replace(/\D/g, '')).toBe(
      branch.phone_no.replace(/\D/g, ''),
    );
    const mail = card.locator('a[href^="mailto:"]');
    await expect(mail).toHaveAttribute('href', `mailto:${branch.email}`);
    await expect(mail).toHaveText(branch.email);
  }
}

// What the locator shows for an address (a city, a pin code, a state in the query) is the server's
// HTML (decision 050): read over HTTP. Choosing, typing, pressing Search, the focus, what is on a
// phone's screen and axe stay in Chromium.

/** The Find a branch region of a page read over HTTP, named by its heading. */
const finderIn = (document: Document) => {
  const region = labelledBy(document, 'section[aria-labelledby]', 'Find a branch');
  expect(region, 'the Find a branch region').not.toBeNull();
  return region!;
};

/** `expectBranches` on the server's HTML: each branch with all its details and contact links. */
function expectBranchesIn(document: Document, branches: ApiBranch[]) {
  const cards = [...finderIn(document).querySelectorAll('li')];
  expect(cards).toHaveLength(branches.length);
  for (const branch of branches) {
    const matching = cards.filter((card) =>
      [...card.querySelectorAll('h1, h2, h3, h4, h5, h6')].some(
        (heading) => nameOf(heading) === branch.location_name,
      ),
    );
    expect(matching, branch.location_name).toHaveLength(1);
    const card = matching[0]!;
    for (const text of [branch.address, branch.state, cityName(branch.city), branch.pin_code])
      expect(textOf(card)).toContain(text);
    const phone = [...card.querySelectorAll('a[href^="tel:"]')];
    expect(phone.map(textOf)).toEqual([branch.phone_no]);
    expect(phone[0]!.getAttribute('href')!.replace(/\D/g, '')).toBe(
      branch.phone_no.replace(/\D/g, ''),
    );
    const mail = [...card.querySelectorAll('a[href^="mailto:"]')];
    expect(mail.map((a) => a.getAttribute('href'))).toEqual([`mailto:${branch.email}`]);
    expect(mail.map(textOf)).toEqual([branch.email]);
  }
}

test('the branch locator: page 33 title, a City dropdown of the branch cities, and no results yet', async ({
  request,
}) => {
  const pageData = (await (await request.get('/api/get/single/pages/33')).json()).data as {
    title: string;
  };
  const cities = (await (await request.get('/api/get/branch-cities')).json()).data as string[];

  const { status, document } = await htmlPage(request, '/branch_locator');
  expect(status).toBe(200);
  expect(textsOf(document, 'h1')).toEqual([pageData.title]);

  const city = labelled(document, 'City');
  expect(city, 'the City dropdown').not.toBeNull();
  const options = [...city!.querySelectorAll('option')].map((o) => o.getAttribute('value') ?? '');
  expect(options[0], 'a blank first choice').toBe('');
  expect(options.slice(1)).toEqual(cities);
  for (const name of BRANCH_CITIES) expect(options, name).toContain(name);
  expect(options.filter((o) => o === 'MANDIDEEP')).toHaveLength(1);

  const finder = finderIn(document);
  expect(finder.querySelectorAll('li')).toHaveLength(0);
  expect(finder.querySelectorAll('[role="status"], output')).toHaveLength(0);
  expect(finder.querySelectorAll('a[href^="tel:"]')).toHaveLength(0);
  expect(await brokenResources(request, document)).toEqual([]);
});

test('choosing JAIPUR and pressing Search lists its branches and puts the city in the address', async ({
  page,
  request,
}) => {
  const jaipur = await branchesIn(request, 'JAIPUR');
  expect(jaipur.length).toBeGreaterThan(0);
  await page.goto('/branch_locator');
  await waitForHydration(page);
  await page.getByLabel('City', { exact: true }).selectOption('JAIPUR');
  await finder(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/branch_locator\?city=JAIPUR#find-branch$/);
  await expectBranches(page, jaipur);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('JAIPUR');
  // The spec's capitals are the value sent; the visitor reads names (issue 40).
  await expect(finder(page).getByRole('status')).toHaveText(
    `${jaipur.length} ${jaipur.length === 1 ? 'branch' : 'branches'} in Jaipur`,
  );
  await expect(page.getByLabel('City', { exact: true }).locator('option:checked')).toHaveText(
    'Jaipur',
  );
});

test('on a phone the answer opens at the search, its first branch on screen, with and without JavaScript', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const page = await (
      await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled })
    ).newPage();
    await page.goto('/branch_locator');
    await page.getByLabel('City', { exact: true }).selectOption('JAIPUR');
    await finder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      results(page).first(),
      `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`,
    ).toBeInViewport();
    await page.context().close();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same search works as a plain GET form', async ({ page, request }) => {
    const jaipur = await branchesIn(request, 'JAIPUR');
    await page.goto('/branch_locator');
    await page.getByLabel('City', { exact: true }).selectOption('JAIPUR');
    await finder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/branch_locator\?city=JAIPUR#find-branch$/);
    await expectBranches(page, jaipur);
  });
});

test('a city with no branches shows a short line saying so', async ({ request }) => {
  expect(await branchesIn(request, 'NOWHERE')).toEqual([]);
  const { status, document } = await htmlPage(request, '/branch_locator?city=NOWHERE');
  expect(status).toBe(200);
  const finder = finderIn(document);
  const said = textsOf(finder, '[role="status"], output');
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/no branch/i);
  expect(finder.querySelectorAll('li')).toHaveLength(0);
});

test('a shared link /branch_locator?city=DELHI shows the Delhi branches directly', async ({
  request,
}) => {
  const delhi = await branchesIn(request, 'DELHI');
  expect(delhi.length).toBeGreaterThan(0);
  const { document } = await htmlPage(request, '/branch_locator?city=DELHI');
  expectBranchesIn(document, delhi);
  expect(selectedValue(labelled(document, 'City')!)).toBe('DELHI');
  expect(await brokenResources(request, document)).toEqual([]);
});

test.describe('by pin code and by state', () => {
  const nearPin = async (request: APIRequestContext, pin_code: string) =>
    (await (await request.post('/api/get-branch-locator', { data: { pin_code } })).json())
      .data as ApiBranch[];

  test('a pin code lists the nearest branches, each linking to its own page', async ({
    page,
    request,
  }) => {
    const near = await nearPin(request, '382010');
    expect(near.length).toBeGreaterThan(0);
    await page.goto('/branch_locator');
    await page.getByLabel('Pin code', { exact: true }).fill('382010');
    await finder(page).getByRole('button', { name: 'Search by pin code' }).click();
    await expect(page).toHaveURL(/\/branch_locator\?pin=382010#find-branch$/);
    await expect(finder(page).getByRole('status')).toHaveText(
      `${near.length} branches nearest pin code 382010`,
    );
    await expectBranches(page, near);
    const first = results(page).first().getByRole('link', { name: near[0]!.location_name });
    await first.click();
    await expect(page).toHaveURL(
      new RegExp(`/branches/${near[0]!.city.toLowerCase()}/${near[0]!.slug}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(near[0]!.location_name);
  });

  test('a pin code that is not six digits is refused on the page, with no search made', async ({
    page,
  }) => {
    const response = await page.goto('/branch_locator?pin=3800');
    expect(response?.status()).toBe(200);
    const pin = page.getByLabel('Pin code', { exact: true });
    await expect(pin).toHaveValue('3800');
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(pin).toHaveAccessibleDescription(
      'Six digits, for the branches nearest you. Enter a 6-digit pin code.',
    );
    await expect(results(page)).toHaveCount(0);

    // Searched from the page: the refused field takes the focus, so its message is read out.
    await waitForHydration(page);
    await pin.fill('12');
    await pin.press('Enter');
    await expect(page).toHaveURL(/[?]pin=12(#|$)/);
    await expect(pin).toBeFocused();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
  });

  test('a pin code lists the branches by distance, each saying how far it is (issue 27)', async ({
    page,
    request,
  }) => {
    // Bodakdev, Ahmedabad: the city's branches first; Vithalpur, 60 km off, came before them by the numbers.
    const near = await nearPin(request, '380054');
    await page.goto('/branch_locator?pin=380054');
    await expect(results(page).getByRole('heading')).toHaveText(
      near.map((branch) => branch.location_name),
    );
    await expect(results(page).getByRole('heading').first()).toHaveText('Ahmedabad Head Office');
    const cities = near.map((branch) => branch.city);
    expect(cities.slice(0, 4)).toEqual(['AHMEDABAD', 'AHMEDABAD', 'AHMEDABAD', 'AHMEDABAD']);
    expect(cities.indexOf('VITHALPUR')).toBeGreaterThan(3);
    const notes = near.map(
      (branch) =>
        `${cityName(branch.city)}, ${branch.distance_km! < 1 ? 'under 1' : branch.distance_km} km`,
    );
    for (const [index, note] of notes.entries())
      await expect(results(page).nth(index)).toContainText(note);
    await expect(finder(page).getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a pin code India Post does not know is refused at the field, saying so', async ({
    request,
  }) => {
    const { document } = await htmlPage(request, '/branch_locator?pin=999999');
    const pin = labelled(document, 'Pin code')!;
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(pin)).toBe(
      `Six digits, for the branches nearest you. ${PIN_CODE_MESSAGES.unknown}`,
    );
    expect(finderIn(document).querySelectorAll('li')).toHaveLength(0);
  });

  test('a pin code far from every branch says so', async ({ request }) => {
    const { document } = await htmlPage(request, '/branch_locator?pin=790001');
    const said = textsOf(finderIn(document), '[role="status"], output');
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('No branches found near pin code 790001');
  });

  test('a state lists its branches', async ({ page, request }) => {
    const rajasthan = (
      await (await request.post('/api/get-branch-locator', { data: { state: 'Rajasthan' } })).json()
    ).data as ApiBranch[];
    await page.goto('/branch_locator');
    await page.getByLabel('State', { exact: true }).selectOption('Rajasthan');
    await finder(page).getByRole('button', { name: 'Search by state' }).click();
    await expect(page).toHaveURL(/\/branch_locator\?state=Rajasthan#find-branch$/);
    await expectBranches(page, rajasthan);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('pin code and state searches work as plain GET forms', async ({ page, request }) => {
      const near = await nearPin(request, '302020');
      await page.goto('/branch_locator');
      await page.getByLabel('Pin code', { exact: true }).fill('302020');
      await finder(page).getByRole('button', { name: 'Search by pin code' }).click();
      await expect(page).toHaveURL(/\/branch_locator\?pin=302020#find-branch$/);
      await expectBranches(page, near);

      await page.getByLabel('State', { exact: true }).selectOption('Karnataka');
      await finder(page).getByRole('button', { name: 'Search by state' }).click();
      await expect(page).toHaveURL(/\/branch_locator\?state=Karnataka#find-branch$/);
      await expect(finder(page).getByRole('status')).toHaveText(/^\d+ branches in Karnataka$/);
    });
  });
});
