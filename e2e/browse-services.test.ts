import type { APIRequestContext } from '@playwright/test';
import { SERVICE_CARD_WORDS, SERVICE_ROUTES } from '../packages/contract/src/constants';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';
import { brokenResources, htmlPage, linksNamed, nameOf, textOf, textsOf } from './html';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

interface ApiService {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
}

async function allServices(request: APIRequestContext): Promise<ApiService[]> {
  const response = await request.post('/api/get/services', { data: { per_page: 50 } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.data.total, 'all services fit on one API page').toBeLessThanOrEqual(50);
  return body.data.data as ApiService[];
}

/** The description's text (tags removed, the usual entities decoded), in words. */
function words(html: string): string[] {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text.split(/\s+/).filter(Boolean);
}

function expectedTeaser(description: string): string {
  const all = words(description);
  const first = all.slice(0, SERVICE_CARD_WORDS).join(' ');
  return all.length > SERVICE_CARD_WORDS ? `${first}…` : first;
}

// The cards are the server's HTML (decision 050); View details' click stays in the browser, below.
test('/services/services1 lists every service as a card with title, teaser, image and links, the id in View details’ address', async ({
  request,
}) => {
  const services = await allServices(request);
  expect(services.length).toBeGreaterThanOrEqual(3);

  const { status, document } = await htmlPage(request, '/services/services1');
  expect(status).toBe(200);
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  const cards = [...document.querySelectorAll('main ul > li')];
  expect(cards).toHaveLength(services.length);

  const hrefs = (links: Element[]) => links.map((a) => a.getAttribute('href'));
  for (const service of services) {
    const card = cards.filter((li) =>
      [...li.querySelectorAll(HEADINGS)].some((h) => nameOf(h) === service.title),
    );
    expect(card, service.title).toHaveLength(1);
    // The id is the View details link's; printed as "Service 4" it read as a placeholder (issue 40).
    expect(
      [card[0]!, ...card[0]!.querySelectorAll('*')].filter(
        (element) => textOf(element) === `Service ${service.id}`,
      ),
    ).toHaveLength(0);
    expect(hrefs(linksNamed(card[0]!, service.title, { exact: true }))).toEqual([
      `/services/${service.slug}`,
    ]);
    const detail = linksNamed(card[0]!, `View details: ${service.title}`);
    expect(hrefs(detail)).toEqual([`/services/details/${service.id}`]);
    expect(textsOf(detail[0]!, 'span[aria-hidden="true"]')).toEqual(['View details']);
    expect([...card[0]!.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      service.image,
    ]);
    expect(textsOf(card[0]!, '[data-testid="service-teaser"]')).toEqual([
      expectedTeaser(service.description),
    ]);
  }

  // The descriptions are long: the cards really are cut to 15 words.
  const longOnes = services.filter((s) => words(s.description).length > SERVICE_CARD_WORDS);
  expect(longOnes.length).toBeGreaterThanOrEqual(3);
  for (const service of longOnes.slice(0, 3)) {
    const card = cards.find((li) => li.querySelector(`a[href="/services/details/${service.id}"]`));
    const teaser = card!.querySelector('[data-testid="service-teaser"]')!.textContent;
    expect(teaser?.endsWith('…')).toBe(true);
    expect(teaser!.slice(0, -1).split(/\s+/)).toHaveLength(SERVICE_CARD_WORDS);
  }
  expect(await brokenResources(request, document)).toEqual([]);
});

test('View details opens the service by its id', async ({ page, request }) => {
  const [first] = await allServices(request);
  await page.goto('/services/services1');
  await waitForHydration(page);
  await page.getByRole('link', { name: `View details: ${first!.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/services/details/${first!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
});

// A service page's record is in its server HTML (decision 050).
test('each of the seven fixed service routes shows its service record (4 to 10)', async ({
  request,
}) => {
  for (const { slug, id } of SERVICE_ROUTES) {
    await test.step(`/services/${slug} shows service ${id}`, async () => {
      const response = await request.get(`/api/get/single/services/${id}`);
      expect(response.status()).toBe(200);
      const service = (await response.json()).data as ApiService;
      const { status, document } = await htmlPage(request, `/services/${slug}`);
      expect(status).toBe(200);
      expect(textsOf(document, 'h1')).toEqual([service.title]);
      expect(document.title).toContain(service.title);
      expect(textOf(document.querySelector('main .prose-content'))).toContain(
        words(service.description).slice(0, 6).join(' '),
      );
      expect(await brokenResources(request, document)).toEqual([]);
    });
  }
});

test('/services/details/4 shows Warehousing', async ({ request }) => {
  const { status, document } = await htmlPage(request, '/services/details/4');
  expect(status).toBe(200);
  expect(textsOf(document, 'h1')).toEqual(['Warehousing']);
  expect(textOf(document.querySelector('main .prose-content'))).not.toBe('');
});

test('/services/full-truckload, a slug outside the fixed routes, shows that service', async ({
  request,
}) => {
  const service = (await allServices(request)).find((s) => s.slug === 'full-truckload');
  expect(service, 'the API has a full-truckload service').toBeDefined();
  expect(SERVICE_ROUTES.map((r): string => r.slug)).not.toContain('full-truckload');
  const { status, document } = await htmlPage(request, '/services/full-truckload');
  expect(status).toBe(200);
  expect(textsOf(document, 'h1')).toEqual([service!.title]);
  expect(textOf(document.querySelector('main .prose-content'))).toContain(
    words(service!.description).slice(0, 6).join(' '),
  );
});

test('/services/details/999 is the 404 page with status 404', async ({ page, consoleErrors }) => {
  const response = await page.goto('/services/details/999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
  // The browser reports the 404 document itself; nothing else may fail.
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  consoleErrors.length = 0;
});

// The numbered list is the server's HTML; its accessibility is the browser's to check, below.
test('/services/services2 numbers every service, with its picture, summary, image and links', async ({
  request,
}) => {
  const services = (
    await (await request.post('/api/get/services', { data: { per_page: 50 } })).json()
  ).data.data as Array<{ slug: string; title: string; summary: string; icon: string }>;
  const { status, document } = await htmlPage(request, '/services/services2');
  expect(status).toBe(200);
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  const items = [...document.querySelectorAll('main ol:not(nav ol) > li')];
  expect(items).toHaveLength(services.length);
  for (const [index, service] of services.entries()) {
    const item = items[index]!;
    expect(textOf(item.querySelector('span[aria-hidden="true"]'))).toBe(
      String(index + 1).padStart(2, '0'),
    );
    const heading = item.querySelectorAll('h2');
    expect([...heading].map(textOf)).toEqual([`${index + 1}. ${service.title}`]);
    expect([...heading[0]!.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))).toEqual(
      [`/services/${service.slug}`],
    );
    expect(textOf(item)).toContain(service.summary);
    expect(item.querySelectorAll('svg').length).toBeGreaterThan(0);
    expect([...item.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['']);
    const book = linksNamed(item, `Book ${service.title}`);
    expect(book.map((a) => a.getAttribute('href'))).toEqual([
      `/services/detail?service=${service.slug}`,
    ]);
  }
  expect(new Set(services.map((s) => s.icon)).size).toBe(services.length);
  expect(await brokenResources(request, document)).toEqual([]);
});

test('/services/services2 has no serious accessibility problem', async ({ page }) => {
  await page.goto('/services/services2');
  expect(await accessibilityViolations(page)).toEqual([]);
});
