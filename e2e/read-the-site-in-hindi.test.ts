import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { drawnInDevanagari, holdBackDevanagariFont } from './fonts';

/** The header's switch to a language, by the language's own name. */
const languageLink = (page: import('@playwright/test').Page, name: 'हिन्दी' | 'English') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

test('the header’s switch leads to the same page in Hindi and back, and the home page remembers the choice', async ({
  page,
}) => {
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(languageLink(page, 'हिन्दी')).toHaveAttribute('hreflang', 'hi-IN');
  await languageLink(page, 'हिन्दी').click();

  await expect(page).toHaveURL(/\/hi\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // The interface and the page's own words are Hindi (its seeded translation).
  const main = page.getByRole('navigation', { name: 'मुख्य' });
  await expect(main.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे बारे में');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.*/);
  await expect(page).toHaveTitle(/^Harsh Logistics के बारे में/);
  await expect(page.locator('[data-untranslated]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/about-us$/);

  // Chosen once, the home page opens in Hindi; nothing is guessed from the browser.
  await page.goto('/');
  await expect(page).toHaveURL(/\/hi$/);
  await languageLink(page, 'English').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

test('a page written in both languages names its twin; one not yet in Hindi is shown in English, says so and names none', async ({
  page,
}) => {
  await page.goto('/hi/about-us');
  const alternates = async () =>
    page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map(
          (link) =>
            `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
        ),
      );
  expect(await alternates()).toEqual([
    'en-IN /about-us',
    'hi-IN /hi/about-us',
    'x-default /about-us',
  ]);
  await page.goto('/about-us');
  expect(await alternates()).toEqual([
    'en-IN /about-us',
    'hi-IN /hi/about-us',
    'x-default /about-us',
  ]);

  await page.goto('/hi/fleets');
  expect(await alternates()).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en-IN');
  await expect(
    page.getByText('यह पेज अभी हिन्दी में नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया जा रहा है।'),
  ).toBeVisible();
  await expect(page.locator('.prose-content').first()).toHaveAttribute('lang', 'en-IN');

  // A Hindi service reads Hindi, and the header and footer carry the company's Hindi address.
  await page.goto('/hi/services/warehousing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('वेयरहाउसिंग');
  await expect(page.getByRole('contentinfo')).toContainText('अहमदाबाद');

  // A branch reads Hindi: its name and address, its city and state, the services it offers and the
  // branches near it; the locator names cities in Hindi and still searches by the spec's values.
  await page.goto('/hi/branches/ahmedabad/narol-hub');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अहमदाबाद नारोल हब');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./);
  await expect(page.getByRole('main').getByText('अहमदाबाद, गुजरात', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator('address')).toContainText('नारोल सर्कल के पास');
  const offered = page.getByRole('region', { name: 'इस शाखा की सेवाएँ' });
  await expect(offered.getByRole('link', { name: 'सड़क लॉजिस्टिक्स' })).toHaveAttribute(
    'href',
    '/hi/services/road-logistics',
  );
  await expect(offered.getByRole('link', { name: 'सड़क लॉजिस्टिक्स' })).not.toHaveAttribute(
    'lang',
    /./,
  );
  await expect(page.locator('#branch-nearby ~ ul li a').first()).toHaveText(/^अहमदाबाद/);
  await page.goto('/hi/branch_locator?city=JAIPUR');
  await expect(
    page.getByLabel('शहर', { exact: true }).locator('option[value="JAIPUR"]'),
  ).toHaveText('जयपुर');
  await expect(page.getByText(/^जयपुर में \d+ शाखा/)).toBeVisible();
  await expect(
    page
      .locator('section[aria-labelledby="find-branch"]')
      .getByRole('heading', { level: 3 })
      .first(),
  ).toHaveText(/^जयपुर /);
  await page.goto('/hi/track');
  expect(await alternates()).toEqual(['en-IN /track', 'hi-IN /hi/track', 'x-default /track']);
});

test('a Hindi search finds the Hindi pages, ranked, and an English one finds English pages too', async ({
  page,
}) => {
  await page.goto('/hi/search?q=गोदाम');
  const results = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(results.first()).toBeVisible();
  const first = results.first().getByRole('heading', { level: 2 }).getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/hi\//);
  await expect(first).not.toHaveAttribute('lang', /.*/);
  await expect(results.first().locator('mark').first()).toContainText('गोदाम');

  await page.goto('/hi/search?q=रेल');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'रेल लॉजिस्टिक्स' }).first(),
  ).toHaveAttribute('href', '/hi/services/rail-logistics');

  // English words find English pages, opened at their Hindi addresses and marked as English.
  await page.goto('/hi/search?q=e-way%20bill');
  const english = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(english.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en-IN');
  await expect(english.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/hi\//,
  );
});

test('the Hindi home page, a service, a branch, search results and the employee stories read in Hindi, and axe finds nothing serious on a computer or a phone', async ({
  page,
}) => {
  test.setTimeout(120_000); // ten pages, each read by axe
  const pages: [string, string][] = [
    ['/hi', 'Harsh Logistics: पूरे भारत में सड़क, रेल और हवाई लॉजिस्टिक्स'],
    ['/hi/services/warehousing', 'वेयरहाउसिंग'],
    ['/hi/branches/ahmedabad/narol-hub', 'नारोल'],
    ['/hi/search?q=गोदाम', 'खोज'],
    ['/hi/employee-stories', 'कर्मचारियों की कहानियाँ'],
  ];
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
      expect(await accessibilityViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('a visitor whose browser prefers Hindi still gets the English address in English', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'hi-IN',
    extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await context.close();
});

test('a computer whose Devanagari font comes late still draws the heading in it, not in boxes', async ({
  browser,
  baseURL,
}) => {
  // Chromium drew text laid out before the font arrived in boxes for good, from an installed Latin
  // face earlier in the stack (decision 045); held back 500 ms, the font came late on every load.
  const computer = await browser.newContext({ baseURL });
  const onComputer = await computer.newPage();
  await holdBackDevanagariFont(onComputer);
  await onComputer.goto('/hi/about-us');
  await drawnInDevanagari(onComputer, 'h1');
  await computer.close();
});

test('links, menus and forms keep a Hindi reader on Hindi pages', async ({ page }) => {
  await page.goto('/hi/services/warehousing');
  await waitForHydration(page);
  // The breadcrumb and the header lead to Hindi pages.
  await expect(
    page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('link', { name: 'होम' }),
  ).toHaveAttribute('href', '/hi');
  // In the Company menu, closed: found by its text, not its role.
  const aboutUs = page.getByRole('banner').locator('a', { hasText: 'हमारे बारे में' });
  await expect(aboutUs).toHaveAttribute('href', '/hi/about-us');
  // The site's search and a form's answer page are the Hindi ones.
  await expect(page.getByRole('search')).toHaveAttribute('action', '/hi/search');
  await page.goto('/hi/vendors');
  await expect(page.locator('form[data-enhance-form="partner"]')).toHaveAttribute(
    'action',
    '/hi/enquiry',
  );
});

test('a missing Hindi page is the Hindi 404, with a way to the Hindi home page', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/hi/no-such-page');
  expect(response?.status()).toBe(404);
  consoleErrors.splice(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('त्रुटि 404');
  await expect(page).toHaveTitle(/^त्रुटि 404 \|/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'होम पर वापस जाएँ' }),
  ).toHaveAttribute('href', '/hi/index');
});

test('only Hindi pages load the Devanagari font: computers preload it, phones fetch it only without one of their own; the pages are accessible', async ({
  page,
  browser,
  baseURL,
}) => {
  const fontsOf = (on: Page) => {
    const fonts: string[] = [];
    on.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    return fonts;
  };
  const devanagari = (url: string) =>
    /noto-sans-devanagari-[\w-]+\.woff2$/.test(url) && !url.includes('-names-');
  const fonts = fontsOf(page);
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  // An English page loads the switch's names alone, 2 KB.
  expect(fonts).toEqual([expect.stringMatching(/noto-sans-devanagari-names-[\w-]+\.woff2$/)]);
  // A computer (a fine pointer) arriving at a Hindi page preloads it, and draws the heading in it
  // (or in the same face of its own).
  const computer = await browser.newContext({ baseURL });
  const onComputer = await computer.newPage();
  const computerFonts = fontsOf(onComputer);
  await onComputer.goto('/hi/about-us');
  await onComputer.waitForLoadState('networkidle');
  expect(computerFonts.length).toBeGreaterThan(0);
  expect(computerFonts.every(devanagari), computerFonts.join()).toBe(true);
  const drawn = await drawnInDevanagari(onComputer, 'h1');
  const hasItsOwn = !drawn.some((font) => font.isCustomFont && font.glyphCount > 0);
  expect(await accessibilityViolations(onComputer)).toEqual([]);
  await computer.close();

  // A phone (a coarse pointer) does not preload it, and fetches it only when it has no Devanagari font.
  const phone = await browser.newContext({
    baseURL,
    isMobile: true,
    hasTouch: true,
    viewport: { width: 360, height: 740 },
  });
  const onPhone = await phone.newPage();
  const phoneFonts = fontsOf(onPhone);
  await onPhone.goto('/hi/about-us');
  expect(await onPhone.locator('link[rel="preload"][as="font"]').getAttribute('media')).toBe(
    '(pointer: fine)',
  );
  await onPhone.waitForLoadState('networkidle');
  expect(phoneFonts.some(devanagari)).toBe(!hasItsOwn);
  await phone.close();
});
