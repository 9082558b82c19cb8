import {
  blogPostPath,
  branchPath,
  cityBranchesPath,
  CONTENT_PAGE_ROUTES,
  DEFAULT_LOCALE,
  type HomePageKey,
  type LocaleSetting,
  LOCALES,
  type RouteTextsKey,
  servicePath,
  type SitemapContent,
} from '@harsh/contract';
import { localePath } from '../locale';
import { canonicalPath } from '../canonical';
import type { Route } from './+types/sitemap';

/** How long browsers and crawlers may keep the sitemap; it changes when content is published. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** A version of a page in one language, by its `hreflang`. */
type Alternate = { hreflang: string; path: string };
type Entry = { path: string; lastmod?: string; alternates?: Alternate[] };

/**
 * The sitemap's files, one kind of page each (`/sitemaps/posts.xml`): a crawler rereads only the
 * file whose `lastmod` in the index moved, and each kind grows on its own.
 */
export const SITEMAP_GROUPS = ['pages', 'services', 'posts', 'branches'] as const;
export type SitemapGroup = (typeof SITEMAP_GROUPS)[number];

/** The site texts that hold each list page's words: a list page is in each language its words are. */
const LIST_PAGE_WORDS: Record<string, { home: HomePageKey } | { texts: RouteTextsKey }> = {
  '/': { home: 'home' },
  '/index2': { home: 'index2' },
  '/index3': { home: 'index3' },
  '/index4': { home: 'index4' },
  '/services/services1': { texts: 'services' },
  '/services/services2': { texts: 'services-at-a-glance' },
  '/track': { texts: 'track' },
  '/blogs/grid': { texts: 'blog' },
  '/contact-us': { texts: 'contact-us' },
  '/branches': { texts: 'branches' },
  '/your-data': { texts: 'your-data' },
};
const CITY_PAGE_WORDS: RouteTextsKey = 'city-branches';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
/** The latest of the times known (an item as seeded, never changed since, has none). */
const newest = (times: readonly (string | null | undefined)[]) =>
  times
    .filter((time): time is string => typeof time === 'string')
    .sort()
    .at(-1);

/**
 * Every public address and when its content last changed: the pages of spec §2's table (one
 * address each), the list pages, the track page, each service, each blog post, and the branch
 * directory, city and branch pages. The search page, form answers, error pages and the API are
 * not in it (`sitemap.test.ts` holds every route to this). A page translated into another
 * language is listed in it too, each of its versions naming the others (decision 044); a page
 * not translated is not listed in that language.
 */
export function sitemapEntries(content: SitemapContent): (Entry & { group: SitemapGroup })[] {
  const pageChanged = new Map(content.pages.map((p) => [p.number, p.updated_at]));
  const services = content.services.map((s) => s.updated_at);
  const blogs = content.blogs.map((b) => b.updated_at);
  const branches = content.branches.map((b) => b.updated_at);
  const entries = new Map<string, string | undefined>([
    [
      '/',
      newest([...services, ...blogs, ...(content.settings ? [content.settings.updated_at] : [])]),
    ],
    ...['/index2', '/index3', '/index4'].map(
      (path) => [path, newest([...services, ...blogs])] as const,
    ),
    ...['/services/services1', '/services/services2'].map(
      (path) => [path, newest([...services])] as const,
    ),
    ['/track', content.settings?.updated_at ?? undefined],
    ['/blogs/grid', newest([...blogs])],
    ['/contact-us', content.settings?.updated_at ?? undefined],
    ['/branches', newest([...branches])],
    // The grievance officer and the periods are company facts.
    ['/your-data', content.settings?.updated_at ?? undefined],
  ]);
  const groups = new Map<string, SitemapGroup>([
    ['/services/services1', 'services'],
    ['/services/services2', 'services'],
    ['/blogs/grid', 'posts'],
    ['/branches', 'branches'],
  ]);
  // Each translated page's languages besides English, with when its translation last changed.
  const translated = new Map<string, Record<string, string | null>>();
  const wordsOf = (words: { home: HomePageKey } | { texts: RouteTextsKey }) =>
    ('home' in words
      ? content.site_texts?.home[words.home]
      : content.site_texts?.texts[words.texts]) ?? {};
  for (const [path, words] of Object.entries(LIST_PAGE_WORDS)) translated.set(path, wordsOf(words));
  const pageTranslations = new Map(content.pages.map((p) => [p.number, p.translations]));
  for (const route of CONTENT_PAGE_ROUTES) {
    const path = canonicalPath(route.path);
    entries.set(path, pageChanged.get(route.page) ?? undefined);
    const translations = pageTranslations.get(route.page);
    if (translations) translated.set(path, translations);
  }
  for (const service of content.services) {
    entries.set(servicePath(service), service.updated_at ?? undefined);
    groups.set(servicePath(service), 'services');
    if (service.translations) translated.set(servicePath(service), service.translations);
  }
  for (const blog of content.blogs) {
    entries.set(blogPostPath(blog), blog.updated_at ?? undefined);
    groups.set(blogPostPath(blog), 'posts');
    if (blog.translations) translated.set(blogPostPath(blog), blog.translations);
  }
  for (const branch of content.branches) {
    const city = cityBranchesPath(branch.city);
    entries.set(city, newest([entries.get(city), branch.updated_at]));
    entries.set(branchPath(branch), branch.updated_at ?? undefined);
    groups.set(city, 'branches').set(branchPath(branch), 'branches');
    translated.set(city, wordsOf({ texts: CITY_PAGE_WORDS }));
    if (branch.translations) translated.set(branchPath(branch), branch.translations);
  }
  const listed: (Entry & { group: SitemapGroup })[] = [];
  for (const [path, lastmod] of entries) {
    const translations = translated.get(path) ?? {};
    const languages = LOCALES.filter(
      (locale) => locale === DEFAULT_LOCALE || locale.code in translations,
    );
    const alternates = languages.length > 1 ? alternatesOf(path, languages) : undefined;
    for (const locale of languages) {
      // A page in another language changes with its words, and with what it shares with the English (its pictures, a list's new post).
      const when =
        locale === DEFAULT_LOCALE ? lastmod : newest([lastmod, translations[locale.code]]);
      listed.push({
        group: groups.get(path) ?? 'pages',
        path: localePath(locale, path),
        ...(when ? { lastmod: when } : {}),
        ...(alternates ? { alternates } : {}),
      });
    }
  }
  return listed;
}

/** Every version of the page at `path`, by `hreflang`, English the default. */
function alternatesOf(path: string, languages: readonly LocaleSetting[]): Alternate[] {
  return [
    ...languages.map((locale) => ({ hreflang: locale.tag, path: localePath(locale, path) })),
    { hreflang: 'x-default', path },
  ];
}

/** The sitemap protocol's most addresses in one file; a kind with more has files `-2`, `-3`, … */
export const SITEMAP_LIMIT = 50_000;

/** One file of the sitemap: its address under `/sitemaps/` and its entries. */
export type SitemapPart = { file: string; entries: Entry[] };

/** The entries in files of one kind each, of at most `limit` addresses; a kind with none has no file. */
export function sitemapParts(
  entries: readonly (Entry & { group: SitemapGroup })[],
  limit = SITEMAP_LIMIT,
): SitemapPart[] {
  return SITEMAP_GROUPS.flatMap((group) => {
    const mine = entries
      .filter((entry) => entry.group === group)
      .map(({ group: _, ...entry }) => entry);
    const count = Math.ceil(mine.length / limit);
    return Array.from({ length: count }, (_, i) => ({
      file: count === 1 ? `${group}.xml` : `${group}-${i + 1}.xml`,
      entries: mine.slice(i * limit, (i + 1) * limit),
    }));
  });
}

export const sitemapPartPath = (part: Pick<SitemapPart, 'file'>) => `/sitemaps/${part.file}`;

/** The index of the files, each dated by its newest entry. */
export function sitemapIndexXml(siteUrl: string, parts: readonly SitemapPart[]): string {
  const items = parts.map((part) => {
    const lastmod = newest(part.entries.map((entry) => entry.lastmod));
    return `<sitemap><loc>${escapeXml(siteUrl + sitemapPartPath(part))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });

/** Everything the sitemap lists, read from the content API. */
export async function loadSitemapEntries(context: Route.LoaderArgs['context']) {
  return sitemapEntries(await context.content.get('/get/sitemap'));
}

export function sitemapXml(siteUrl: string, entries: Entry[]): string {
  const link = ({ hreflang, path }: Alternate) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(siteUrl + path)}"/>`;
  const urls = entries.map(
    ({ path, lastmod, alternates = [] }) =>
      `<url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates.map(link).join('')}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap: the index of its files, one kind of page each (`/sitemaps/{kind}.xml`). */
export async function loader({ context }: Route.LoaderArgs) {
  return xmlResponse(
    sitemapIndexXml(context.siteUrl, sitemapParts(await loadSitemapEntries(context))),
  );
}
