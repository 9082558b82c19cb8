import {
  type Blog,
  type BranchDetail,
  type CompanySettings,
  cityName,
  htmlToPlainText,
  type Page,
  type Service,
  socialCardPath,
} from '@harsh/contract';
import { canonicalPath } from './canonical';
import { SITE_NAME } from './page-meta';
import { DEFAULT_LOCALE, LOCALES, type LocaleSetting } from '@harsh/contract';
import { localePath } from './locale';
import type { UiText } from './ui-text';

/**
 * schema.org data for search engines (issue 12), as JSON-LD. Each route says in its `handle` what
 * it is; the root layout writes the scripts, so a page's data and its visible breadcrumb come from
 * the same place. Its types and values (`Organization`, `customer support`, `English`, `India`,
 * the days of `DAYS`) are schema.org's machine-readable English whatever the page's language, not
 * interface words, so they stay out of the catalogue; what a visitor reads (the crumbs' names)
 * comes from it.
 */

export type JsonLd = Record<string, unknown>;

/** One step of a page's breadcrumb trail, home first, the page itself last. */
export interface Crumb {
  name: string;
  path: string;
}

/** What every page's data may refer to: the public origin and the company's facts. */
export interface SiteFacts {
  siteUrl: string;
  settings: CompanySettings | null;
}

/** What a route module may say in its `handle` about its structured data. */
export interface StructuredDataHandle {
  /** The trail after Home, ending with the page itself; shown in the banner and given as `BreadcrumbList`. */
  breadcrumb?: (data: unknown, pathname: string, ui: UiText) => Crumb[];
  /** The page's own items (`Organization`, `FAQPage`, `BlogPosting`, …). */
  structuredData?: (data: unknown, site: SiteFacts) => JsonLd[];
  /** The page's link-preview card (`socialCardPath`), and what it shows; the company's card when there is none. */
  socialCard?: (data: unknown, site: SiteFacts) => SocialCard | undefined;
}

export interface SocialCard {
  path: string;
  /** What the card shows, for `og:image:alt`. */
  alt: string;
}

const CONTEXT = 'https://schema.org';

/** The JSON of a `<script type="application/ld+json">`: nothing in it can close the script. */
export const jsonLdText = (data: JsonLd) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (siteUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : siteUrl + path;

export const homeCrumb = (ui: UiText): Crumb => ({ name: ui.nav.home, path: '/' });

/** The company's name, drawn on every card. */
export const brandOf = (site: SiteFacts) => site.settings?.name ?? SITE_NAME;

const pageOf = (data: unknown) => (data as { page?: Page } | undefined)?.page;

/** A page of spec §2's table: Home › its title, and its own card. */
export const contentPageHandle: StructuredDataHandle = {
  breadcrumb: (data, pathname) => {
    const page = pageOf(data);
    return page ? [pageCrumb(page.title, pathname)] : [];
  },
  socialCard: (data, site) => {
    const page = pageOf(data);
    return page && { path: socialCardPath.page(page, brandOf(site)), alt: page.title };
  },
};

/** The list pages that are the middle step of many trails. */
export const servicesCrumb = (ui: UiText): Crumb => ({
  name: ui.nav.ourServices,
  path: '/services/services1',
});
export const blogCrumb = (ui: UiText): Crumb => ({ name: ui.nav.blog, path: '/blogs/grid' });
export const branchesCrumb = (ui: UiText): Crumb => ({ name: ui.nav.branches, path: '/branches' });

/** The last step of a trail: the page itself, at its one address. */
export const pageCrumb = (name: string, pathname: string): Crumb => ({
  name,
  path: canonicalPath(pathname),
});

/** The trail in the page's language: Home first, each step at its address in that language. */
export const localisedTrail = (
  trail: Crumb[],
  ui: UiText,
  locale: LocaleSetting = DEFAULT_LOCALE,
): Crumb[] =>
  [homeCrumb(ui), ...trail].map((crumb) => ({ ...crumb, path: localePath(locale, crumb.path) }));

export function breadcrumbList(siteUrl: string, trail: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

/** `…, Bodakdev, Ahmedabad, Gujarat 380054` → its parts, when it ends with a state and pin code. */
export function postalAddress(address: string): JsonLd {
  const parts = address.split(',').map((part) => part.trim());
  const last = /^(.*?)\s+(\d{6})$/.exec(parts.at(-1) ?? '');
  if (!last || parts.length < 3)
    return { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'IN' };
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: parts.at(-2),
    addressRegion: last[1],
    postalCode: last[2],
    addressCountry: 'IN',
  };
}

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/**
 * The company where an item names it (a post's publisher, a service's provider): whole enough to
 * stand on a page that has no Organization block of its own, with the `@id` of the home page's.
 */
function organizationReference({ siteUrl, settings }: SiteFacts): JsonLd | undefined {
  if (!settings) return undefined;
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: settings.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/api/media/logo.svg`,
  };
}

export function organization({ siteUrl, settings }: SiteFacts): JsonLd | null {
  if (!settings) return null;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: settings.name,
    legalName: settings.legal_name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/api/media/logo.svg`,
    email: settings.email,
    telephone: settings.phone,
    address: postalAddress(settings.address),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: settings.support_phone,
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: DAYS,
          opens: '00:00',
          closes: '23:59',
        },
        areaServed: 'IN',
        // Every language the site speaks (`locales.json`), by its English name.
        availableLanguage: LOCALES.map((locale) => locale.englishName),
      },
    ],
    sameAs: settings.social.map((link) => link.url),
  };
}

export function webSite({ siteUrl, settings }: SiteFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: settings?.name ?? SITE_NAME,
    url: `${siteUrl}/`,
    inLanguage: 'en-IN',
    publisher: { '@id': organizationId(siteUrl) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Question and answer pairs of an FAQ page's HTML: each `h3` a question, what follows it the answer. */
export function faqEntries(html: string): Array<{ question: string; answer: string }> {
  const sections = html.split(/<h3[^>]*>/i).slice(1);
  return sections
    .map((section) => {
      const [questionHtml = '', rest = ''] = section.split(/<\/h3>/i);
      const answerHtml = rest.split(/<h[23][^>]*>/i)[0] ?? '';
      return { question: htmlToPlainText(questionHtml), answer: htmlToPlainText(answerHtml) };
    })
    .filter((entry) => entry.question && entry.answer);
}

export function faqPage(entries: Array<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export function blogPosting(site: SiteFacts, blog: Blog, path: string): JsonLd {
  const { siteUrl } = site;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: blog.title,
    description: blog.excerpt,
    image: absolute(siteUrl, blog.image),
    datePublished: blog.published_at,
    author: { '@type': 'Person', name: blog.author },
    publisher: organizationReference(site),
    mainEntityOfPage: absolute(siteUrl, path),
    inLanguage: 'en-IN',
  };
}

export function serviceData(site: SiteFacts, service: Service, path: string): JsonLd {
  const { siteUrl } = site;
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    image: absolute(siteUrl, service.image),
    url: absolute(siteUrl, path),
    areaServed: { '@type': 'Country', name: 'India' },
    provider: organizationReference(site),
  };
}

/** schema.org's `DayOfWeek` values: English names, in every language of the site. */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A branch, with where it is (`geo`, its pin code's position when staff gave none) when that is known. */
export function localBusiness(site: SiteFacts, branch: BranchDetail, path: string): JsonLd {
  const { siteUrl } = site;
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${absolute(siteUrl, path)}#branch`,
    name: branch.location_name,
    url: absolute(siteUrl, path),
    image: `${siteUrl}/api/media/banner-branches.svg`,
    telephone: branch.phone_no,
    email: branch.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address,
      addressLocality: cityName(branch.city),
      addressRegion: branch.state,
      postalCode: branch.pin_code,
      addressCountry: 'IN',
    },
    geo:
      branch.latitude !== null && branch.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude }
        : undefined,
    openingHours: branch.opening_hours,
    parentOrganization: organizationReference(site),
  };
}
