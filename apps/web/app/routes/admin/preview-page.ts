import type { Blog, CompanySettings, EditableKind, Page, Service } from '@harsh/contract';

/*
 * Drafts (as the editing forms store them) as the public page components take them, for the
 * staff's previews and shared preview links.
 */

export function pageFromDraft(key: string, path: string | null, document: Record<string, unknown>): Page {
  return {
    number: Number(key),
    slug: path?.slice(1) ?? key,
    title: String(document['title']),
    banner_image: String(document['banner_image']),
    content: String(document['content']),
    meta_title: String(document['meta_title']),
    meta_description: String(document['meta_description']),
    updated_at: new Date().toISOString(),
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
  };
}

/** What a preview shows, by kind; null for a kind that has no public page of its own. */
export type DraftPreview =
  | { kind: 'pages'; page: Page }
  | { kind: 'services'; service: Service }
  | { kind: 'posts'; blog: Blog }
  /** The company facts: every page's header and footer show them. */
  | { kind: 'settings'; settings: CompanySettings };

export function draftPreview(kind: EditableKind, key: string, path: string | null, document: Record<string, unknown>): DraftPreview | null {
  if (kind === 'pages') return { kind, page: pageFromDraft(key, path, document) };
  if (kind === 'services') return { kind, service: serviceFromDraft(key, document) };
  if (kind === 'posts') return { kind, blog: postFromDraft(document) };
  // The facts' form and the facts the site reads have one shape (decision 006).
  if (kind === 'settings') return { kind, settings: document as unknown as CompanySettings };
  return null;
}

/** A preview's company facts for the header and footer around it: the draft's, when it is of them. */
export const frameSettingsOf = (data: unknown) => {
  const preview = (data as { preview?: DraftPreview } | undefined)?.preview;
  return preview?.kind === 'settings' ? preview.settings : undefined;
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
  }
}
