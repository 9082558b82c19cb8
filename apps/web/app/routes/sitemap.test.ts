import { describe, expect, it } from 'vitest';
import {
  CONTENT_PAGE_ROUTES,
  DEFAULT_LOCALE,
  LOCALES,
  SERVICE_ROUTES,
  type SitemapContent,
} from '@harsh/contract';
import routeTable from '../routes';
import {
  sitemapEntries,
  sitemapIndexXml,
  sitemapPartPath,
  sitemapParts,
  sitemapXml,
} from './sitemap';

const CONTENT: SitemapContent = {
  pages: [...new Set(CONTENT_PAGE_ROUTES.map((r) => r.page))].map((number) => ({
    number,
    updated_at: `2026-11-${String((number % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
  })),
  services: [{ id: 1, slug: 'full-truckload', updated_at: '2026-11-20T08:00:00.000Z' }],
  blogs: [{ slug: 'e-way-bills', updated_at: '2026-11-21T09:30:00.000Z' }],
  branches: [
    { city: 'AHMEDABAD', slug: 'narol-hub', updated_at: '2026-11-10T08:00:00.000Z' },
    { city: 'AHMEDABAD', slug: 'head-office', updated_at: '2026-11-12T08:00:00.000Z' },
    { city: 'NAVI MUMBAI', slug: 'vashi-branch', updated_at: '2026-11-11T08:00:00.000Z' },
  ],
  settings: { updated_at: '2026-11-22T07:00:00.000Z' },
};

describe('the sitemap', () => {
  const entries = sitemapEntries(CONTENT);
  const byPath = new Map(entries.map((e) => [e.path, e.lastmod]));

  it('lists each page of spec §2 once, at its one address, with its page’s last change', () => {
    expect(byPath.get('/about-us')).toBe(CONTENT.pages.find((p) => p.number === 1)!.updated_at);
    expect(byPath.has('/industries')).toBe(true);
    expect(byPath.has('/modern-retail')).toBe(false);
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
  });

  it('dates the list pages by their newest item, and the home page by the newest of all', () => {
    expect(byPath.get('/services/services1')).toBe('2026-11-20T08:00:00.000Z');
    expect(byPath.get('/blogs/grid')).toBe('2026-11-21T09:30:00.000Z');
    expect(byPath.get('/')).toBe('2026-11-22T07:00:00.000Z');
    expect(byPath.get('/services/full-truckload')).toBe('2026-11-20T08:00:00.000Z');
    expect(byPath.get('/blogs/blog_details/e-way-bills')).toBe('2026-11-21T09:30:00.000Z');
  });

  it('lists the branch directory, each city with branches and each branch, dated by their branches', () => {
    expect(byPath.get('/branches')).toBe('2026-11-12T08:00:00.000Z');
    expect(byPath.get('/branches/ahmedabad')).toBe('2026-11-12T08:00:00.000Z');
    expect(byPath.get('/branches/ahmedabad/narol-hub')).toBe('2026-11-10T08:00:00.000Z');
    expect(byPath.get('/branches/navi-mumbai')).toBe('2026-11-11T08:00:00.000Z');
    expect(byPath.get('/branches/navi-mumbai/vashi-branch')).toBe('2026-11-11T08:00:00.000Z');
  });

  it('puts each kind of page in a file of its own, listed by an index dated by each file’s newest entry', () => {
    const parts = sitemapParts(entries);
    expect(parts.map((part) => part.file)).toEqual([
      'pages.xml',
      'services.xml',
      'posts.xml',
      'branches.xml',
    ]);
    const fileOf = (path: string) =>
      parts.find((part) => part.entries.some((entry) => entry.path === path))?.file;
    expect(fileOf('/about-us')).toBe('pages.xml');
    expect(fileOf('/')).toBe('pages.xml');
    expect(fileOf('/services/services1')).toBe('services.xml');
    expect(fileOf('/services/full-truckload')).toBe('services.xml');
    expect(fileOf('/blogs/grid')).toBe('posts.xml');
    expect(fileOf('/blogs/blog_details/e-way-bills')).toBe('posts.xml');
    expect(fileOf('/branches')).toBe('branches.xml');
    expect(fileOf('/branches/ahmedabad/narol-hub')).toBe('branches.xml');
    expect(parts.flatMap((part) => part.entries).length).toBe(entries.length);
    const index = sitemapIndexXml('https://www.example.in', parts);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(
      `<sitemap><loc>https://www.example.in${sitemapPartPath({ file: 'posts.xml' })}</loc><lastmod>2026-11-21T09:30:00.000Z</lastmod></sitemap>`,
    );
  });

  it('splits a kind of more than 50,000 addresses into numbered files, and gives a kind without any none', () => {
    const many = Array.from({ length: 120_001 }, (_, i) => ({
      group: 'posts' as const,
      path: `/p/${i}`,
      lastmod: `2026-11-${String((i % 20) + 1).padStart(2, '0')}`,
    }));
    const parts = sitemapParts(many);
    expect(parts.map((p) => [p.file, p.entries.length])).toEqual([
      ['posts-1.xml', 50_000],
      ['posts-2.xml', 50_000],
      ['posts-3.xml', 20_001],
    ]);
    expect(parts.flatMap((p) => p.entries)).toEqual(many.map(({ group: _, ...entry }) => entry));
    const index = sitemapIndexXml('https://www.example.in', parts);
    expect(index).toContain(
      `<sitemap><loc>https://www.example.in/sitemaps/posts-2.xml</loc><lastmod>2026-11-20</lastmod></sitemap>`,
    );
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
  });

  it('dates nothing that has no time of change (an item as seeded), and the pages listing it by the rest', () => {
    const seeded = sitemapEntries({
      ...CONTENT,
      pages: CONTENT.pages.map((page) => ({ ...page, updated_at: null })),
      services: [{ id: 1, slug: 'full-truckload', updated_at: null }],
      settings: null,
    });
    const when = new Map(seeded.map((e) => [e.path, e.lastmod]));
    expect(when.get('/about-us')).toBeUndefined();
    expect(when.get('/services/full-truckload')).toBeUndefined();
    expect(when.get('/services/services1')).toBeUndefined();
    expect(when.get('/track')).toBeUndefined();
    expect(when.get('/')).toBe('2026-11-21T09:30:00.000Z');
    expect(sitemapXml('https://www.example.in', seeded)).not.toContain('<lastmod>undefined');
  });

  it('writes absolute addresses on the site’s origin, escaped for XML', () => {
    const xml = sitemapXml('https://www.example.in', [
      { path: '/term&condition', lastmod: '2026-11-01T00:00:00.000Z' },
      { path: '/contact-us' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://www.example.in/term&amp;condition</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://www.example.in/contact-us</loc></url>');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
  });
});

describe('the sitemap of a site in two languages (decision 044)', () => {
  const hindi = LOCALES.find((locale) => locale !== DEFAULT_LOCALE)!;
  const content: SitemapContent = {
    ...CONTENT,
    pages: CONTENT.pages.map((page) =>
      page.number === 1
        ? { ...page, translations: { [hindi.code]: '2026-11-25T06:00:00.000Z' } }
        : page,
    ),
    services: CONTENT.services.map((service) => ({
      ...service,
      translations: { [hindi.code]: '2026-11-24T06:00:00.000Z' },
    })),
  };
  const entries = sitemapEntries(content);
  const entry = (path: string) => entries.find((e) => e.path === path);

  it('lists a translated page in both languages, each dated by its own words, each naming both and English as the default', () => {
    expect(entry(`/${hindi.code}/about-us`)?.lastmod).toBe('2026-11-25T06:00:00.000Z');
    expect(entry('/about-us')?.lastmod).toBe(CONTENT.pages.find((p) => p.number === 1)!.updated_at);
    const alternates = [
      { hreflang: DEFAULT_LOCALE.tag, path: '/about-us' },
      { hreflang: hindi.tag, path: `/${hindi.code}/about-us` },
      { hreflang: 'x-default', path: '/about-us' },
    ];
    expect(entry('/about-us')?.alternates).toEqual(alternates);
    expect(entry(`/${hindi.code}/about-us`)?.alternates).toEqual(alternates);
    expect(entry(`/${hindi.code}/services/full-truckload`)?.lastmod).toBe(
      '2026-11-24T06:00:00.000Z',
    );
  });

  it('leaves a page not translated out of the other language, and names no alternates for it', () => {
    expect(entry(`/${hindi.code}/faq`)).toBeUndefined();
    expect(entry('/faq')?.alternates).toBeUndefined();
    expect(
      entries
        .filter((e) => e.path.startsWith(`/${hindi.code}/`))
        .map((e) => e.path)
        .sort(),
    ).toEqual([`/${hindi.code}/about-us`, `/${hindi.code}/services/full-truckload`]);
  });

  it('lists a list page in a language its words are translated into, dated by its newest words or item', () => {
    const lists = sitemapEntries({
      ...CONTENT,
      site_texts: {
        home: { home: { [hindi.code]: '2026-11-19T06:00:00.000Z' } },
        texts: {
          track: { [hindi.code]: '2026-11-26T06:00:00.000Z' },
          'city-branches': { [hindi.code]: '2026-11-01T06:00:00.000Z' },
        },
      },
    });
    const listed = (path: string) => lists.find((e) => e.path === path);
    // The home page's Hindi words are older than its newest post: the post dates it.
    expect(listed(`/${hindi.code}`)?.lastmod).toBe('2026-11-22T07:00:00.000Z');
    expect(listed(`/${hindi.code}/track`)?.lastmod).toBe('2026-11-26T06:00:00.000Z');
    expect(listed('/track')?.alternates).toContainEqual({
      hreflang: hindi.tag,
      path: `/${hindi.code}/track`,
    });
    // Every city page has the same words: each is listed in Hindi, dated by its newest branch.
    expect(listed(`/${hindi.code}/branches/ahmedabad`)?.lastmod).toBe('2026-11-12T08:00:00.000Z');
    expect(listed(`/${hindi.code}/branches/navi-mumbai`)).toBeDefined();
    // Lists whose words are not translated stay in English only.
    expect(listed(`/${hindi.code}/index2`)).toBeUndefined();
    expect(listed(`/${hindi.code}/blogs/grid`)).toBeUndefined();
    expect(listed(`/${hindi.code}/branches/ahmedabad/narol-hub`)).toBeUndefined();
  });

  it('writes the alternates as xhtml links', () => {
    const xml = sitemapXml('https://www.example.in', [entry(`/${hindi.code}/about-us`)!]);
    expect(xml).toContain(
      `<url><loc>https://www.example.in/${hindi.code}/about-us</loc><lastmod>2026-11-25T06:00:00.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en-IN" href="https://www.example.in/about-us"/>` +
        `<xhtml:link rel="alternate" hreflang="${hindi.tag}" href="https://www.example.in/${hindi.code}/about-us"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.in/about-us"/></url>`,
    );
  });
});

/** A route table entry, as `@react-router/dev/routes` builds it. */
interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every address pattern of the route table a visitor can open (the staff side has its own room, not for search engines). */
function publicRoutePaths(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.file.startsWith('routes/admin/') || entry.path === '*') return [];
    return [`/${(entry.path ?? '').replace(/^\/+/, '')}`];
  });
}

/**
 * The routes that are not in the sitemap, and why. Every other route is: as itself, or (an address
 * with a part taken from content, `:slug`) as each of its content's addresses.
 */
const NOT_LISTED: Record<string, string> = {
  '/index': 'the home page’s second address',
  '/contact': 'sends the visitor on to /contact-us',
  '/modern-retail': 'the industries overview’s second address',
  '/services/details/:id': 'a service read by number: its address is its slug',
  '/services/detail': 'shows a service whose own page is its address',
  '/blogs/detail': 'shows the newest post, whose own page is its address',
  '/search': 'a search box: its results are not for search engines, and it shows nothing else',
  '/enquiry': 'a form’s answer (noindex)',
  '/contact-message': 'a form’s answer (noindex)',
  '/newsletter': 'a form’s answer (noindex)',
  '/quote-request': 'a form’s answer (noindex)',
  '/blog-comment': 'a form’s answer (noindex)',
  '/apicall': 'a test route of spec §2 (noindex)',
  '/apicallservices': 'a test route of spec §2 (noindex)',
  '/error404': 'the error page (noindex)',
  '/sitemap.xml': 'the sitemap itself',
  '/sitemaps/:file': 'the parts of a large sitemap',
  '/robots.txt': 'the rules for crawlers',
  '/speculation-rules.json': 'the rules for browsers: which links to fetch ahead',
  '/language': 'the language switch: remembers the choice and goes on to the page',
  '/withdraw/:token': 'one person’s link from an acknowledgement e-mail (noindex, never kept)',
  '/your-data/status':
    'a form for the reference and status code of one person’s request, from its e-mail (noindex, never kept)',
};

describe('every page search engines may index is in the sitemap', () => {
  // Every service the route table names by slug exists in this content, as it does on the site.
  const content: SitemapContent = {
    ...CONTENT,
    services: SERVICE_ROUTES.map(({ id, slug }) => ({
      id,
      slug,
      updated_at: '2026-11-20T08:00:00.000Z',
    })),
  };
  const listed = sitemapEntries(content).map((entry) => entry.path);
  const routes = publicRoutePaths(routeTable as RouteEntry[]);

  it('lists each route of the table, or says why not', () => {
    const missing = routes.filter((path) => {
      if (path in NOT_LISTED) return false;
      // Another language's pages are listed as their translations are published: none are yet.
      if (
        LOCALES.some(
          (locale) =>
            locale !== DEFAULT_LOCALE &&
            (path === `/${locale.code}` || path.startsWith(`/${locale.code}/`)),
        )
      )
        return false;
      const pattern = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
      return !listed.some((entry) => pattern.test(entry));
    });
    expect(missing).toEqual([]);
  });

  it('names no route that is not in the table', () => {
    expect(Object.keys(NOT_LISTED).filter((path) => !routes.includes(path))).toEqual([]);
  });

  it('lists the second services list and the track page', () => {
    expect(listed).toContain('/services/services2');
    expect(listed).toContain('/track');
  });
});
