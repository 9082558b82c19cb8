import { asc, count, eq } from 'drizzle-orm';
import { type Paginator, type Service, SERVICE_ICONS, type ServiceIcon } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { type ServiceRow, services } from '../db/schema.js';
import { withFocalPoints } from './media.js';
import { paginate } from './pagination.js';

const toService = (row: ServiceRow): Service => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  description: row.descriptionHtml,
  image: row.image,
  icon: (SERVICE_ICONS as readonly string[]).includes(row.icon)
    ? (row.icon as ServiceIcon)
    : 'road',
});

/** Services as answers give them, each picture's focal point beside it. */
const servicesWithFocalPoints = (db: Database, rows: ServiceRow[]) =>
  withFocalPoints(db, rows.map(toService), (service) => service.image);

export async function listServices(
  db: Database,
  page: number,
  perPage: number,
): Promise<Paginator<Service>> {
  const [totalRow] = await db.select({ n: count() }).from(services);
  const rows = await db
    .select()
    .from(services)
    .orderBy(asc(services.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return paginate(await servicesWithFocalPoints(db, rows), page, perPage, totalRow?.n ?? 0);
}

export async function findServiceById(db: Database, id: number): Promise<Service | null> {
  const rows = await db.select().from(services).where(eq(services.id, id)).limit(1);
  return (await servicesWithFocalPoints(db, rows))[0] ?? null;
}

export async function findServiceBySlug(db: Database, slug: string): Promise<Service | null> {
  const rows = await db.select().from(services).where(eq(services.slug, slug)).limit(1);
  return (await servicesWithFocalPoints(db, rows))[0] ?? null;
}
