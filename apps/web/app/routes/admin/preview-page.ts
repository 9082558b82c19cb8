import type { Page } from '@harsh/contract';

/** A page's draft document (as the editing form stores it) as the public page components take it. */
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
