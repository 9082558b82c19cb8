import { asc, eq } from 'drizzle-orm';
import {
  CONTENT_MESSAGES,
  SERVICE_ROUTES,
  servicePath,
  htmlToPlainText,
  type ServiceDraft,
  ServiceDraftSchema,
} from '@harsh/contract';
import { services } from '../../db/schema.js';
import { dropBranchService, renameBranchService } from '../../repositories/branches.js';
import { nextFreeKey } from '../../repositories/content-revisions.js';
import { refuseOutsidePictures, sanitiseHtml } from '../markdown.js';
import type { Editable } from '../editable.js';
import { atSlug } from './slugged.js';

/** Service addresses the site's routes take for themselves (`/services/services1`, `/services/details/…`). */
const ROUTE_SEGMENTS_UNDER_SERVICES = new Set(['services1', 'services2', 'details', 'detail']);
const fixedServiceRoute = (key: string) => SERVICE_ROUTES.find((route) => String(route.id) === key);

const serviceDraftOf = (row: typeof services.$inferSelect): ServiceDraft => ({
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  description: row.descriptionHtml,
  image: row.image,
  icon: row.icon as ServiceDraft['icon'],
});

export const editableServices: Editable<ServiceDraft> = {
  kind: 'services',
  schema: ServiceDraftSchema.superRefine(refuseOutsidePictures('description')).transform(
    (service) => ({ ...service, description: sanitiseHtml(service.description) }),
  ),
  richText: 'description',
  // Branches name the services they offer: a moved or deleted service changes them too.
  tables: ['services', 'slug_redirects', 'branches'],
  async list(db) {
    const rows = await db
      .select({ id: services.id, title: services.title, slug: services.slug })
      .from(services)
      .orderBy(asc(services.id));
    return rows.map((row) => ({ key: String(row.id), title: row.title, path: servicePath(row) }));
  },
  async read(db, key) {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [row] = await db
      .select()
      .from(services)
      .where(eq(services.id, Number(key)))
      .limit(1);
    return row ? serviceDraftOf(row) : null;
  },
  async readAll(db) {
    return (await db.select().from(services)).map((row) => ({
      key: String(row.id),
      data: serviceDraftOf(row),
    }));
  },
  async check(db, key, service) {
    // The seven services the spec's routes name keep those addresses; no other may take them.
    const fixed = fixedServiceRoute(key);
    if (fixed && service.slug !== fixed.slug) return { slug: [CONTENT_MESSAGES.slugFixed] };
    if (
      !fixed &&
      (ROUTE_SEGMENTS_UNDER_SERVICES.has(service.slug) ||
        SERVICE_ROUTES.some((route) => route.slug === service.slug))
    ) {
      return { slug: [CONTENT_MESSAGES.slugReserved] };
    }
    return (await atSlug.takenByAnother(db, services, key, service.slug))
      ? { slug: [CONTENT_MESSAGES.serviceSlugTaken] }
      : null;
  },
  async write(db, key, service) {
    const [before] = await db
      .select({ slug: services.slug })
      .from(services)
      .where(eq(services.id, Number(key)))
      .limit(1);
    await atSlug.write(db, services, 'services', key, {
      title: service.title,
      slug: service.slug,
      summary: service.summary,
      descriptionHtml: service.description,
      descriptionText: htmlToPlainText(service.description),
      image: service.image,
      icon: service.icon,
      updatedAt: new Date().toISOString(),
    });
    // The branches that offer it name it by its address.
    if (before && before.slug !== service.slug)
      await renameBranchService(db, before.slug, service.slug);
  },
  async create(db) {
    // Services are numbered by hand in the seed, so there is no sequence to draw from.
    return nextFreeKey(db, 'services', 'services');
  },
  removable: (key) => !fixedServiceRoute(key),
  async remove(db, key) {
    const [row] = await db
      .select({ slug: services.slug })
      .from(services)
      .where(eq(services.id, Number(key)))
      .limit(1);
    await atSlug.remove(db, services, 'services', key);
    if (row) await dropBranchService(db, row.slug);
  },
  title: (_key, service) => service.title,
  path: (_key, service) => (service ? servicePath(service) : null),
};
