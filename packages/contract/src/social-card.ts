import { drawingFocalPoint, type FocalPoint } from './focal-point.js';
import { citySlug } from './text.js';

/**
 * The link-preview image of a page (`og:image`, 1200×630), made by the API from the page's title
 * and banner. Its address carries a version of what is drawn on it, so a changed title or banner
 * is a new address and an unchanged one may be cached for good.
 */

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/** Bumped when the card's design changes, so every card gets a new address. */
const DESIGN = 1;

/**
 * What a card shows. `banner` is a media path (`/api/media/…`) or null for the plain background,
 * cropped to the card around `focus`, its focal point (the middle when there is none).
 */
export interface SocialCardContent {
  title: string;
  subtitle: string;
  banner: string | null;
  focus?: FocalPoint | undefined;
}

/** FNV-1a, 32 bits, base 36: short and the same in the browser, the site and the API. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The version of a card: everything drawn on it, the company's name (`brand`) included. A banner
 * is named by its path; media replaced in place must get a new path (issue 11's media library
 * serves content-hashed addresses).
 */
export const socialCardVersion = (card: SocialCardContent, brand: string) =>
  shortHash(
    JSON.stringify([DESIGN, brand, card.title, card.subtitle, card.banner, card.focus ?? null]),
  );

/** A picture of an answer, with the focal point the answer carries beside it. */
type Pictured<K extends string> = Record<K, string> & { focal_point?: FocalPoint | undefined };

const SITE_BANNER = '/api/media/banner-company.svg';
const BRANCH_BANNER = '/api/media/banner-branches.svg';

/** The cards of each kind of content: what they show, from fields the site and the API both have. */
export const SOCIAL_CARDS = {
  site: (settings: { name: string; tagline: string }): SocialCardContent => ({
    title: settings.name,
    subtitle: settings.tagline,
    banner: SITE_BANNER,
    focus: drawingFocalPoint(SITE_BANNER),
  }),
  page: (page: { title: string } & Pictured<'banner_image'>): SocialCardContent => ({
    title: page.title,
    subtitle: '',
    banner: page.banner_image,
    focus: page.focal_point,
  }),
  service: (
    service: { title: string; summary: string } & Pictured<'image'>,
  ): SocialCardContent => ({
    title: service.title,
    subtitle: service.summary,
    banner: service.image,
    focus: service.focal_point,
  }),
  blog: (blog: { title: string; author: string } & Pictured<'image'>): SocialCardContent => ({
    title: blog.title,
    subtitle: blog.author,
    banner: blog.image,
    focus: blog.focal_point,
  }),
  branch: (branch: {
    location_name: string;
    city: string;
    state: string;
    phone_no: string;
  }): SocialCardContent => ({
    title: branch.location_name,
    subtitle: `${branch.state} · ${branch.phone_no}`,
    banner: BRANCH_BANNER,
    focus: drawingFocalPoint(BRANCH_BANNER),
  }),
};

const withVersion = (path: string, card: SocialCardContent, brand: string) =>
  `${path}?v=${socialCardVersion(card, brand)}`;

/** The card's address on the site (absolute once the site's origin is put in front); `brand` is the company's name. */
export const socialCardPath = {
  site: (settings: Parameters<typeof SOCIAL_CARDS.site>[0], brand: string) =>
    withVersion('/api/og/site.png', SOCIAL_CARDS.site(settings), brand),
  page: (page: Parameters<typeof SOCIAL_CARDS.page>[0] & { number: number }, brand: string) =>
    withVersion(`/api/og/pages/${page.number}.png`, SOCIAL_CARDS.page(page), brand),
  service: (
    service: Parameters<typeof SOCIAL_CARDS.service>[0] & { slug: string },
    brand: string,
  ) => withVersion(`/api/og/services/${service.slug}.png`, SOCIAL_CARDS.service(service), brand),
  blog: (blog: Parameters<typeof SOCIAL_CARDS.blog>[0] & { slug: string }, brand: string) =>
    withVersion(`/api/og/blogs/${blog.slug}.png`, SOCIAL_CARDS.blog(blog), brand),
  branch: (branch: Parameters<typeof SOCIAL_CARDS.branch>[0] & { slug: string }, brand: string) =>
    withVersion(
      `/api/og/branches/${citySlug(branch.city)}/${branch.slug}.png`,
      SOCIAL_CARDS.branch(branch),
      brand,
    ),
};
