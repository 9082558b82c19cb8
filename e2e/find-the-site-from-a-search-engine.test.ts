import { expect, test } from './fixtures';
import { htmlPage, textOf } from './html';
import { jsonLdItems, schemaProblems } from './schema-org';
import { sitemapProblems } from './sitemap-schema';

/** The public origin the e2e server runs with: SITE_URL's default, `http://localhost:PORT`. */
const SITE_URL = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

const canonicalOf = async (
  request: import('@playwright/test').APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) => {
  const html = await (await request.get(path, { headers })).text();
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
    noindex: /<meta name="robots" content="noindex"/.test(html),
  };
};

test.describe('canonical addresses', () => {
  const PAGES: Array<[string, string]> = [
    ['/', '/'],
    ['/index', '/'],
    ['/about-us', '/about-us'],
    ['/About-Us/?utm_source=mail', '/about-us'],
    ['/pharma', '/pharma'],
    ['/modern-retail', '/industries'],
    ['/industries', '/industries'],
    ['/services/services1', '/services/services1'],
    ['/services/warehousing', '/services/warehousing'],
    ['/services/details/4', '/services/warehousing'],
    ['/blogs/grid', '/blogs/grid'],
    ['/blogs/grid?page=2', '/blogs/grid?page=2'],
    [
      '/blogs/blog_details/e-way-bills-gst-interstate-freight',
      '/blogs/blog_details/e-way-bills-gst-interstate-freight',
    ],
    ['/branch_locator?city=JAIPUR', '/branch_locator'],
    ['/contact-us', '/contact-us'],
    // The search page itself; its results are noindex (below).
    ['/search', '/search'],
  ];
  for (const [path, expected] of PAGES) {
    test(`${path} names ${expected} on SITE_URL, as link and og:url`, async ({ request }) => {
      const page = await canonicalOf(request, path);
      expect(page.canonical).toBe(SITE_URL + expected);
      expect(page.ogUrl).toBe(SITE_URL + expected);
      expect(page.noindex).toBe(false);
    });
  }

  test('the Host a request names never changes it', async ({ request }) => {
    expect((await canonicalOf(request, '/about-us', { host: 'evil.example' })).canonical).toBe(
      `${SITE_URL}/about-us`,
    );
  });

  for (const path of [
    '/search?q=rail',
    '/error404',
    '/no-such-page',
    '/blogs/blog_details/no-such-post',
    '/enquiry',
  ]) {
    test(`${path} is noindex and names no canonical address`, async ({ request }) => {
      const page = await canonicalOf(request, path);
      expect(page.noindex).toBe(true);
      expect(page.canonical).toBeUndefined();
    });
  }
});

test.describe('sitemap and robots', () => {
  test('the schema check finds what the protocol forbids', async ({ page, request }) => {
    const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
    expect(
      await sitemapProblems(
        page,
        `<urlset ${ns}><url><lastmod>yesterday</lastmod><image/></url></urlset>`,
      ),
    ).toEqual(['url 1: lastmod yesterday', 'url 1: unexpected image', 'url 1: 0 loc']);
    expect(await sitemapProblems(page, `<urlset ${ns}><url><loc>/about-us</loc></url>`)).toEqual([
      'not well-formed XML',
    ]);
    const xhtml = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';
    expect(
      await sitemapProblems(
        page,
        `<urlset ${ns} ${xhtml}><url><loc>https://a.in/hi</loc><xhtml:link rel="alternate" hreflang="hindi" href="/hi"/></url></urlset>`,
      ),
    ).toEqual(['url 1: alternate alternate hindi /hi']);
    expect(
      await sitemapProblems(
        page,
        `<sitemapindex ${ns}><sitemap><loc>https://a.in/sitemaps/pages.xml</loc><lastmod>2026-11-01</lastmod><changefreq>daily</changefreq></sitemap></sitemapindex>`,
      ),
    ).toEqual(['sitemap 1: unexpected changefreq']);
    // A file the index does not name is no file.
    expect((await request.get('/sitemaps/1.xml')).status()).toBe(404);
    expect((await request.get('/sitemaps/posts-2.xml')).status()).toBe(404);
  });

  test('robots.txt names the sitemap on SITE_URL and keeps crawlers out of the API', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    // The images pages show and share stay open to link-preview crawlers, which obey robots.txt.
    expect(robots).toContain('Allow: /api/og/');
    expect(robots).toContain('Allow: /api/media/');
    expect(robots).toContain('Disallow: /admin');
  });

  test('the sitemap lists every public page once, each answering 200, with its last change', async ({
    request,
    page,
  }) => {
    // An index of one file for each kind of page, each file dated by its newest entry.
    const read = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('application/xml');
      const xml = await response.text();
      expect(await sitemapProblems(page, xml), path).toEqual([]);
      return xml;
    };
    const index = await read('/sitemap.xml');
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    expect(files).toEqual(
      ['pages', 'services', 'posts', 'branches'].map((kind) => `${SITE_URL}/sitemaps/${kind}.xml`),
    );
    let xml = '';
    for (const file of files) {
      const part = await read(file.slice(SITE_URL.length));
      expect(part).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
      xml += part;
    }
    const urls = [
      ...xml.matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g,
      ),
    ];
    expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
    const paths = urls.map(([, loc]) => loc!.replaceAll('&amp;', '&'));
    expect(new Set(paths).size).toBe(paths.length);
    for (const [, loc, lastmod] of urls) {
      expect(loc!.startsWith(`${SITE_URL}/`), loc).toBe(true);
      if (lastmod) expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false);
    }
    const listed = new Set(paths.map((loc) => loc.slice(SITE_URL.length)));
    for (const path of [
      '/',
      '/about-us',
      '/term&condition',
      '/pharma',
      '/industries',
      '/services/services1',
      '/services/services2',
      '/track',
      '/services/full-truckload',
      '/blogs/grid',
      '/blogs/blog_details/e-way-bills-gst-interstate-freight',
      '/branch_locator',
      '/contact-us',
      '/branches',
      '/branches/ahmedabad',
      '/branches/ahmedabad/narol-hub',
    ]) {
      expect(listed.has(path), path).toBe(true);
    }
    for (const path of ['/modern-retail', '/index', '/search', '/error404', '/enquiry', '/contact'])
      expect(listed.has(path), path).toBe(false);
    // A date only where the content says when it changed: a post's publication, not the seed's loading.
    const lastmodOf = new Map(
      urls.map(([, loc, lastmod]) => [loc!.slice(SITE_URL.length), lastmod]),
    );
    expect(lastmodOf.get('/about-us')).toBeUndefined();
    expect(lastmodOf.get('/blogs/blog_details/e-way-bills-gst-interstate-freight')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    // Pages written in Hindi are listed in Hindi too; one still in English only is not (decision 044).
    for (const path of [
      '/hi',
      '/hi/about-us',
      '/hi/business-partner',
      '/hi/privacy-policy',
      '/hi/services/warehousing',
      '/hi/track',
      '/hi/contact-us',
      '/hi/branches/ahmedabad',
    ]) {
      expect(listed.has(path), path).toBe(true);
    }
    for (const path of ['/hi/fleets', '/hi/blogs/blog_details/e-way-bills-gst-interstate-freight'])
      expect(listed.has(path), path).toBe(false);
    for (const path of listed) {
      const page = await request.get(path, { maxRedirects: 0 });
      expect(page.status(), path).toBe(200);
    }
  });
});

test.describe('structured data', () => {
  const itemsOf = async (request: import('@playwright/test').APIRequestContext, path: string) =>
    jsonLdItems(await (await request.get(path)).text());

  const PAGES: Array<[string, string[]]> = [
    ['/', ['Organization', 'WebSite']],
    ['/about-us', ['BreadcrumbList']],
    ['/faq', ['BreadcrumbList', 'FAQPage']],
    ['/pharma', ['BreadcrumbList']],
    ['/services/services1', ['BreadcrumbList']],
    ['/services/warehousing', ['BreadcrumbList', 'Service']],
    ['/services/details/4', ['BreadcrumbList', 'Service']],
    ['/blogs/grid', ['BreadcrumbList']],
    ['/blogs/blog_details/e-way-bills-gst-interstate-freight', ['BreadcrumbList', 'BlogPosting']],
    ['/branch_locator', ['BreadcrumbList']],
    ['/branches', ['BreadcrumbList']],
    ['/branches/jaipur', ['BreadcrumbList']],
    ['/branches/ahmedabad/narol-hub', ['BreadcrumbList', 'LocalBusiness']],
    ['/contact-us', ['BreadcrumbList']],
  ];
  for (const [path, types] of PAGES) {
    test(`${path} gives ${types.join(' and ')}, each with the properties search engines expect`, async ({
      request,
    }) => {
      const items = await itemsOf(request, path);
      expect(items.map((item) => item['@type'])).toEqual(types);
      for (const item of items) expect(schemaProblems(item), String(item['@type'])).toEqual([]);
    });
  }

  test('the home page names the 24/7 support line, the search address and the social profiles', async ({
    request,
  }) => {
    const settings = (await (await request.get('/api/get/settings')).json()).data as {
      support_phone: string;
      social: Array<{ url: string }>;
    };
    const [organization, website] = await itemsOf(request, '/');
    expect((organization!['contactPoint'] as Array<Record<string, unknown>>)[0]!['telephone']).toBe(
      settings.support_phone,
    );
    expect(organization!['sameAs']).toEqual(settings.social.map((s) => s.url));
    const action = website!['potentialAction'] as { target: { urlTemplate: string } };
    expect(action.target.urlTemplate).toBe(`${SITE_URL}/search?q={search_term_string}`);
  });

  // One test a page, so that a failure names its page. (In a browser, fourteen page loads in one
  // test passed 30 s on CI's loaded two-core machine; over HTTP each is a few milliseconds.)
  // The trail is the `Breadcrumbs` component's: a `nav` the component labels "Breadcrumb", its
  // crumbs the items of its list, a link each but the last (decision 050: read from the HTML).
  for (const [path] of PAGES.filter(([p]) => p !== '/')) {
    test(`${path}'s breadcrumb trail matches the one shown on the page, ending at the canonical address`, async ({
      request,
    }) => {
      const { html, document } = await htmlPage(request, path);
      const [trail] = jsonLdItems(html).filter((item) => item['@type'] === 'BreadcrumbList');
      const items = trail!['itemListElement'] as Array<{ name: string; item: string }>;
      const shown = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')];
      expect(shown.map(textOf), path).toEqual(items.map((i) => i.name));
      // Each link as the browser resolves it, against the site's address.
      const links = shown.flatMap((li) =>
        [...li.querySelectorAll('a[href]')].map(
          (a) => new URL(a.getAttribute('href')!, SITE_URL).href,
        ),
      );
      expect(links, path).toEqual(items.slice(0, -1).map((i) => i.item));
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(items.at(-1)!.item, path).toBe(canonical!.replace(/\?.*$/, ''));
    });
  }

  test('the FAQ page gives every question shown, with its answer', async ({ request }) => {
    const { html, document } = await htmlPage(request, '/faq');
    const [faq] = jsonLdItems(html).filter((item) => item['@type'] === 'FAQPage');
    const questions = faq!['mainEntity'] as Array<{
      name: string;
      acceptedAnswer: { text: string };
    }>;
    const shown = [...document.querySelectorAll('main h3')].map((h3) => h3.textContent);
    expect(questions.map((q) => q.name)).toEqual(shown);
    expect(questions.length).toBeGreaterThanOrEqual(8);
    for (const q of questions) expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
  });

  test('search results, form answers and error pages have no structured data', async ({
    request,
  }) => {
    for (const path of ['/search?q=rail', '/enquiry', '/error404', '/no-such-page'])
      expect(await itemsOf(request, path), path).toEqual([]);
  });

  test('content cannot close the script it is written in', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    for (const script of html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ))
      expect(script[1]).not.toContain('<');
  });
});

test.describe('link previews', () => {
  const tagsOf = (html: string) => {
    const tags = new Map<string, string>();
    for (const [, key, content] of html.matchAll(
      /<meta (?:property|name)="((?:og|twitter|article):[^"]+)" content="([^"]*)"/g,
    ))
      tags.set(key!, content!.replaceAll('&amp;', '&'));
    return tags;
  };

  const PAGES: Array<[string, RegExp]> = [
    ['/', /\/api\/og\/site\.png\?v=\w+$/],
    ['/about-us', /\/api\/og\/pages\/1\.png\?v=\w+$/],
    ['/pharma', /\/api\/og\/pages\/29\.png\?v=\w+$/],
    ['/services/warehousing', /\/api\/og\/services\/warehousing\.png\?v=\w+$/],
    [
      '/blogs/blog_details/e-way-bills-gst-interstate-freight',
      /\/api\/og\/blogs\/e-way-bills-gst-interstate-freight\.png\?v=\w+$/,
    ],
    ['/branches/ahmedabad/narol-hub', /\/api\/og\/branches\/ahmedabad\/narol-hub\.png\?v=\w+$/],
    ['/branch_locator', /\/api\/og\/pages\/33\.png\?v=\w+$/],
    ['/contact-us', /\/api\/og\/site\.png\?v=\w+$/],
    ['/services/services1', /\/api\/og\/site\.png\?v=\w+$/],
  ];
  for (const [path, image] of PAGES) {
    test(`${path} has Open Graph and Twitter card tags, and its card is a 1200×630 image`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const tags = tagsOf(html);
      const title = /<title>([^<]*)<\/title>/.exec(html)![1]!.replaceAll('&amp;', '&');
      expect(tags.get('og:title')).toBe(title);
      expect(tags.get('twitter:title')).toBe(title);
      expect(tags.get('og:description')!.length).toBeGreaterThanOrEqual(70);
      expect(tags.get('twitter:description')).toBe(tags.get('og:description'));
      expect(tags.get('og:site_name')).toBe('Harsh Logistics');
      expect(tags.get('og:locale')).toBe('en_IN');
      // A blog post is an article, with its date; every other page a website.
      if (path.startsWith('/blogs/blog_details/')) {
        expect(tags.get('og:type')).toBe('article');
        expect(tags.get('article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}/);
      } else {
        expect(tags.get('og:type')).toBe('website');
      }
      expect(tags.get('twitter:card')).toBe('summary_large_image');
      const src = tags.get('og:image')!;
      expect(src.startsWith(`${SITE_URL}/api/og/`), src).toBe(true);
      expect(src).toMatch(image);
      expect(tags.get('twitter:image')).toBe(src);
      expect(tags.get('og:image:width')).toBe('1200');
      expect(tags.get('og:image:height')).toBe('630');
      expect(tags.get('og:image:alt')!.length).toBeGreaterThan(0);
      expect(tags.get('twitter:image:alt')).toBe(tags.get('og:image:alt'));

      const card = await request.get(src.slice(SITE_URL.length));
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      expect(card.headers()['cache-control']).toContain('immutable');
      const bytes = await card.body();
      // PNG's IHDR: width and height as 32-bit numbers at bytes 16 and 20.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }
});
