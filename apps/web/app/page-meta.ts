import { cutAtWord, type Page, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '@harsh/contract';
import type { UiText } from './ui-text';

/** The company's name where its facts are not at hand (or could not be read). */
export const SITE_NAME = 'Harsh Logistics';

/**
 * The short form of the name, as the menu's "Life at Harsh" says it. No company fact holds it
 * yet: adding one (`short_name`) is a settings change (contract, seed and the staff form).
 */
export const SITE_SHORT_NAME = 'Harsh';

const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/**
 * A title search engines can show whole: a long one (60 characters or more) loses the site's
 * name, but never its own words (search engines shorten what they show, and still read the rest).
 */
export function fitTitle(title: string): string {
  if (title.length < 60) return title;
  return title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;
}

/** A description search engines show whole: at most 160 characters, cut at a word. */
export const fitDescription = (text: string) => (text.length <= 160 ? text : cutAtWord(text, 158));

/** An article's social-card facts (Open Graph `article`): when it was published, and by whom. */
export interface ArticleFacts {
  publishedAt: string;
  author: string;
}

/** The company's name as its facts give it (from the root's data among a meta function's matches), for titles. */
export function siteNameOf(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === 'root')?.data as
    { settings?: { name?: string } | null } | undefined;
  return root?.settings?.name ?? SITE_NAME;
}

/** `<title>` and description tags for a route, with matching social-card tags. */
export function metaTags(fullTitle: string, fullDescription: string, article?: ArticleFacts) {
  const title = fitTitle(fullTitle);
  const description = fitDescription(fullDescription);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(article
      ? [
          { property: 'og:type', content: 'article' },
          { property: 'article:published_time', content: article.publishedAt },
          { property: 'article:author', content: article.author },
        ]
      : [{ property: 'og:type', content: 'website' }]),
    { property: 'og:site_name', content: SITE_NAME },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
}

/** A content page's tags; `company`, the company's name from its facts (`siteNameOf`), titles a missing page. */
export const pageMetaTags = (page: Page | undefined, company: string, ui: UiText) =>
  page
    ? metaTags(page.meta_title, page.meta_description)
    : [{ title: ui.titled({ title: ui.pageNotFound, company }) }];

/**
 * A page's link-preview image (`src` absolute) as Open Graph and Twitter card tags, each with
 * what the picture shows for those who cannot see it.
 */
export const socialImageTags = (src: string, alt: string) => [
  { property: 'og:image', content: src },
  { property: 'og:image:type', content: 'image/png' },
  { property: 'og:image:width', content: String(SOCIAL_CARD_WIDTH) },
  { property: 'og:image:height', content: String(SOCIAL_CARD_HEIGHT) },
  { property: 'og:image:alt', content: alt },
  { name: 'twitter:image', content: src },
  { name: 'twitter:image:alt', content: alt },
];
