import { type ContentClient, type EditableKind, MAX_PER_PAGE, type Paginator, type Service } from '@harsh/contract';
import { loadListOrEmpty } from '../../content.server';
import { type DraftPreview, draftPreview } from './preview-page';

/** A draft as the public components take it, with what they need beside it (a branch's services by name). */
export async function loadDraftPreview(content: ContentClient, kind: EditableKind, key: string, path: string | null, document: Record<string, unknown>): Promise<DraftPreview> {
  const services =
    kind === 'branches' ? await loadListOrEmpty('services', async () => (await content.post<Paginator<Service>>('/get/services', { per_page: MAX_PER_PAGE })).data) : [];
  return draftPreview(kind, key, path, document, services);
}
