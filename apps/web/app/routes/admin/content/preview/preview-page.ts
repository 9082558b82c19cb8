import {
  type Achievement,
  type Blog,
  type BranchDetail,
  type Client,
  type CompanySettings,
  type DraftFocalPoints,
  type EditableKind,
  type FocalPoint,
  type GalleryItem,
  type HomePageKey,
  type HomePageTexts,
  type HomeSectionTexts,
  type Page,
  type Plan,
  type Project,
  type RouteTexts,
  type RouteTextsKey,
  type Service,
  SHARED_BLOCK_TITLES,
  type SharedBlock,
  type SharedBlockKey,
  type SharedBlocks,
  type Solution,
  type Testimonial,
} from '@harsh/contract';
import type { HomeOneData } from '../../../../components/home/home-one-view';
import type { HomeVariantData } from '../../../../home-variant.server';

/*
 * Drafts (as the editing forms store them) as the public page components take them, for the
 * staff's previews and shared preview links.
 */

/** The fields that hold an item's picture, beside which the public answers carry its focal point. */
const PICTURE_FIELDS = ['image', 'banner_image'] as const;

/**
 * A draft with each picture's focal point beside it (`focal_point`), as the published answer will
 * carry it: a draft stores a picture's address only, and the API answers the points by address
 * (`focal_points`). Without it a library picture would be cropped around its middle.
 */
export function withDraftFocalPoints(
  document: Record<string, unknown>,
  points: DraftFocalPoints,
): Record<string, unknown> {
  const place = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(place);
    if (!value || typeof value !== 'object') return value;
    const placed: Record<string, unknown> = Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, place(inner)]),
    );
    const picture = PICTURE_FIELDS.map((field) => placed[field]).find(
      (address) => typeof address === 'string',
    );
    const point = typeof picture === 'string' ? points[picture] : undefined;
    return point ? { ...placed, focal_point: point } : placed;
  };
  return place(document) as Record<string, unknown>;
}

/** The focal point `withDraftFocalPoints` placed beside a draft's picture, as a field to spread. */
const focalPointOf = (document: Record<string, unknown>) => {
  const point = document['focal_point'] as FocalPoint | undefined;
  return point ? { focal_point: point } : {};
};

export function pageFromDraft(
  key: string,
  path: string | null,
  document: Record<string, unknown>,
): Page {
  return {
    number: Number(key),
    slug: path?.slice(1) ?? key,
    title: String(document['title']),
    banner_image: String(document['banner_image']),
    content: String(document['content']),
    meta_title: String(document['meta_title']),
    meta_description: String(document['meta_description']),
    updated_at: new Date().toISOString(),
    ...focalPointOf(document),
  };
}

export function serviceFromDraft(key: string, document: Record<string, unknown>): Service {
  return {
    id: Number(key),
    slug: String(document['slug']),
    title: String(document['title']),
    summary: String(document['summary']),
    description: String(document['description']),
    image: String(document['image']),
    icon: String(document['icon']) as Service['icon'],
    ...focalPointOf(document),
  };
}

export function postFromDraft(document: Record<string, unknown>): Blog {
  return {
    slug: String(document['slug']),
    title: String(document['title']),
    image: String(document['image']),
    excerpt: String(document['excerpt']),
    content: String(document['content']),
    author: String(document['author']),
    published_at: String(document['published_on']),
    ...focalPointOf(document),
  };
}

/** A branch's draft as its page shows it: its services by title (from `services`), no nearest branches. */
export function branchFromDraft(
  key: string,
  document: Record<string, unknown>,
  services: readonly { id: number; slug: string; title: string }[],
): BranchDetail {
  const slugs = document['services'] as string[];
  return {
    id: Number(key),
    location_name: String(document['location_name']),
    address: String(document['address']),
    city: String(document['city']),
    state: String(document['state']),
    slug: String(document['slug']),
    pin_code: String(document['pin_code']),
    phone_no: String(document['phone_no']),
    email: String(document['email']),
    opening_hours: document['opening_hours'] as string[],
    latitude: (document['latitude'] as number | null) ?? null,
    longitude: (document['longitude'] as number | null) ?? null,
    updated_at: new Date().toISOString(),
    // As the live page: only services that exist, in the branch's order.
    services: slugs.flatMap((slug) =>
      services
        .filter((service) => service.slug === slug)
        .map(({ id, title }) => ({ id, slug, title })),
    ),
    nearby: [],
  };
}

/** A list entry's section as the site shows it: the list's heading from the home page that shows it. */
type Entry<K extends string, T> = { kind: K; entry: T; section: HomeSectionTexts };

/** What a preview shows, by kind. List entries have no page: each is shown in its list's own section, alone. */
export type DraftPreview =
  | { kind: 'pages'; page: Page }
  | { kind: 'services'; service: Service }
  | { kind: 'posts'; blog: Blog }
  /** The company facts: every page's header and footer show them. */
  | { kind: 'settings'; settings: CompanySettings }
  | { kind: 'branches'; branch: BranchDetail }
  | Entry<'gallery', GalleryItem>
  | Entry<'testimonials', Testimonial>
  | Entry<'plans', Plan>
  | Entry<'projects', Project>
  | Entry<'clients', Client>
  | Entry<'achievements', Achievement>
  | Entry<'solutions', Solution>
  /** A home page's words, with the page's lists as they are live. */
  | { kind: 'home'; key: 'home'; texts: HomePageTexts; lists: Omit<HomeOneData, 'texts'> }
  | {
      kind: 'home';
      key: Exclude<HomePageKey, 'home'>;
      texts: HomePageTexts;
      lists: HomeVariantData;
    }
  | { kind: 'texts'; key: RouteTextsKey; texts: RouteTexts }
  /** A shared block's words, shown in the parts of the pages that carry it. */
  | { kind: 'blocks'; key: SharedBlockKey; block: SharedBlock };

/** The list kinds whose entries are previewed in their section. */
export const LIST_KINDS = [
  'gallery',
  'testimonials',
  'plans',
  'projects',
  'clients',
  'achievements',
  'solutions',
] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** A page's or item's draft as the public components take it; a branch's services are named from `services` (the site's list). */
export function draftPreview(
  kind: Exclude<EditableKind, ListKind | 'home' | 'texts' | 'blocks'>,
  key: string,
  path: string | null,
  document: Record<string, unknown>,
  services: readonly { id: number; slug: string; title: string }[] = [],
): DraftPreview {
  switch (kind) {
    case 'pages':
      return { kind, page: pageFromDraft(key, path, document) };
    case 'services':
      return { kind, service: serviceFromDraft(key, document) };
    case 'posts':
      return { kind, blog: postFromDraft(document) };
    case 'settings':
      // The facts' form and the facts the site reads have one shape (decision 006).
      return { kind, settings: document as unknown as CompanySettings };
    case 'branches':
      return { kind, branch: branchFromDraft(key, document, services) };
  }
}

/** The header and footer around a preview of a translation: its language's, with that language's facts and blocks. */
export interface PreviewFrame {
  locale: string;
  settings: CompanySettings | null;
  blocks: SharedBlocks | null;
}

type PreviewData = { preview?: DraftPreview; frame?: PreviewFrame | null } | undefined;

/** A preview's company facts for the header and footer around it: the draft's, when it is of them; else its language's. */
export const frameSettingsOf = (data: unknown) => {
  const { preview, frame } = (data as PreviewData) ?? {};
  return preview?.kind === 'settings' ? preview.settings : (frame?.settings ?? undefined);
};

/** A preview's frame as the root layout takes it (`FrameSettingsHandle`): a translation's in its language. */
export const PREVIEW_FRAME = {
  frameSettings: frameSettingsOf,
  frameLocale: (data: unknown) => (data as PreviewData)?.frame?.locale,
  frameBlocks: (data: unknown) => (data as PreviewData)?.frame?.blocks,
};

export function draftTitle(preview: DraftPreview): string {
  switch (preview.kind) {
    case 'pages':
      return preview.page.title;
    case 'services':
      return preview.service.title;
    case 'posts':
      return preview.blog.title;
    case 'settings':
      return 'Company facts';
    case 'branches':
      return preview.branch.location_name;
    case 'testimonials':
    case 'clients':
      return preview.entry.name;
    case 'plans':
      return preview.entry.type;
    case 'achievements':
      return preview.entry.label;
    case 'gallery':
    case 'projects':
    case 'solutions':
      return preview.entry.title;
    case 'home':
    case 'texts':
      return preview.texts.heading;
    case 'blocks':
      return SHARED_BLOCK_TITLES[preview.key];
  }
}
