import type { ContentClient, EditableKind } from '@harsh/contract';
import { siteServices } from './field-choices.server';
import { type DraftPreview, draftPreview } from './preview-page';

/** A draft as the public components take it, with what they need beside it (a branch's services by name). */
export async function loadDraftPreview(content: ContentClient, kind: EditableKind, key: string, path: string | null, document: Record<string, unknown>): Promise<DraftPreview> {
  return draftPreview(kind, key, path, document, kind === 'branches' ? await siteServices(content) : []);
}
