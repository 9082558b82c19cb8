import {
  type ContentClient,
  type EditableKind,
  kindFormFields,
  MAX_PER_PAGE,
  type Paginator,
  type Service,
} from '@harsh/contract';
import { loadListOrEmpty } from '../../../content.server';
import type { FieldChoices } from './fields';

/** The site's services as a branch names them: by address (slug), with their titles. */
export function siteServices(
  content: ContentClient,
): Promise<Pick<Service, 'id' | 'slug' | 'title'>[]> {
  return loadListOrEmpty(
    'services',
    async () =>
      (await content.post<Paginator<Service>>('/get/services', { per_page: MAX_PER_PAGE })).data,
  );
}

/** What the tick-box fields of a kind's form offer; nothing is read for a kind without them. */
export async function loadFieldChoices(
  content: ContentClient,
  kind: EditableKind,
): Promise<FieldChoices> {
  const needsServices = kindFormFields(kind).some((field) => field.choicesFrom === 'services');
  const services = needsServices ? await siteServices(content) : [];
  return { services: services.map((service) => ({ value: service.slug, label: service.title })) };
}
