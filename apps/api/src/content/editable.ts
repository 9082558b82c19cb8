import { and, asc, desc, eq, getTableName, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type CompanySettingsDraft,
  CompanySettingsDraftSchema,
  blogPostPath,
  branchPath,
  cityName,
  citySlug,
  CONTENT_MESSAGES,
  SERVICE_ROUTES,
  servicePath,
  CONTENT_PAGE_ROUTES,
  type EditableKind,
  type FieldErrors,
  htmlToPlainText,
  type PageDraft,
  PageDraftSchema,
  type PostDraft,
  PostDraftSchema,
  AchievementDraftSchema,
  BranchDraftSchema,
  ClientDraftSchema,
  GalleryItemDraftSchema,
  PlanDraftSchema,
  ProjectDraftSchema,
  SolutionDraftSchema,
  TestimonialDraftSchema,
  type ServiceDraft,
  ServiceDraftSchema,
  type AchievementDraft,
  type BranchDraft,
  type ClientDraft,
  type GalleryItemDraft,
  type PlanDraft,
  type ProjectDraft,
  type SolutionDraft,
  type TestimonialDraft,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import { achievements, blogs, branches, citySlugSql, clients, galleryItems, pages, plans, projects, services, settings, solutions, testimonials } from '../db/schema.js';
import { findMovedItem, forgetOldAddresses, keepOldAddress, releaseOldAddress } from '../repositories/slug-redirects.js';
import { dropBranchService, renameBranchService } from '../repositories/branches.js';
import { findServiceById } from '../repositories/services.js';
import { findCompanySettings } from '../repositories/settings.js';
import { nextFreeKey, reserveSequenceKey } from '../repositories/content-revisions.js';
import { nextPosition } from '../repositories/list-order.js';
import { refuseOutsidePictures, sanitiseHtml } from './markdown.js';

/**
 * One kind of item staff edit: how its live version is read from and written to the tables the
 * public site reads, the schema of its editing form, and where the site shows it.
 */
export interface Editable<T extends Record<string, unknown>> {
  kind: EditableKind;
  /** The editing form's schema; what it gives is what a revision stores. */
  schema: z.ZodType<T, unknown>;
  /** The tables the site reads this kind from: their cached reads and pages go on publish. */
  tables: readonly string[];
  list(db: Database): Promise<{ key: string; title: string; path?: string | null }[]>;
  /** The live version as the editing form shows it; null when there is no such item. */
  read(db: Database, key: string): Promise<T | null>;
  /** Every live item's version as the editing form shows it, in one read of its table. */
  readAll(db: Database): Promise<{ key: string; data: T }[]>;
  /** Makes `data` the live version. */
  write(db: Database, key: string, data: T): Promise<void>;
  /** The field of rich HTML, if the kind has one: its pictures must be the media library's, described. */
  richText?: keyof T & string;
  /** Checks that need the database (a slug another item has), by field; null when all is well. */
  check?(db: Database, key: string, data: T): Promise<FieldErrors | null>;
  title(key: string, data: T): string;
  /** Where the public site shows the item (its live version, when the address depends on it); null for what every page shows. */
  path(key: string, live?: T): string | null;
  /**
   * Kinds staff add to (`CREATABLE_KINDS`): the key of a new item, reserved now, so that its
   * drafts have a home before its first publish writes it (`write` then adds the row).
   */
  create?(db: Database): Promise<string>;
  /** Takes the live item off the site for good (with what hangs on it: comments, old addresses). */
  remove?(db: Database, key: string): Promise<void>;
  /** Whether this item may be removed at all, when its kind may (the services the routes name may not). */
  removable?(key: string): boolean;
}

const pagePath = (number: number) => CONTENT_PAGE_ROUTES.find((route) => route.page === number)?.path ?? null;

const pageDraftOf = (row: typeof pages.$inferSelect): PageDraft => ({
  title: row.title,
  banner_image: row.bannerImage,
  content: row.contentHtml,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
});

const editablePages: Editable<PageDraft> = {
  kind: 'pages',
  schema: PageDraftSchema.superRefine(refuseOutsidePictures('content')).transform((page) => ({ ...page, content: sanitiseHtml(page.content) })),
  richText: 'content',
  tables: ['pages'],
  async list(db) {
    const rows = await db.select({ number: pages.number, title: pages.title }).from(pages).orderBy(asc(pages.number));
    return rows.map((row) => ({ key: String(row.number), title: row.title }));
  },
  async read(db, key) {
    const [row] = await db.select().from(pages).where(eq(pages.number, Number(key))).limit(1);
    return row ? pageDraftOf(row) : null;
  },
  async readAll(db) {
    return (await db.select().from(pages)).map((row) => ({ key: String(row.number), data: pageDraftOf(row) }));
  },
  async write(db, key, page) {
    await db
      .update(pages)
      .set({
        title: page.title,
        bannerImage: page.banner_image,
        contentHtml: page.content,
        contentText: htmlToPlainText(page.content),
        metaTitle: page.meta_title,
        metaDescription: page.meta_description,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(pages.number, Number(key)));
  },
  title: (_key, page) => page.title,
  path: (key) => pagePath(Number(key)),
};

const editableSettings: Editable<CompanySettingsDraft> = {
  kind: 'settings',
  schema: CompanySettingsDraftSchema,
  tables: ['settings'],
  list: async () => [{ key: 'company', title: 'Company facts' }],
  async read(db, key) {
    if (key !== 'company') return null;
    return findCompanySettings(db);
  },
  async readAll(db) {
    const company = await findCompanySettings(db);
    return company ? [{ key: 'company', data: company }] : [];
  },
  async write(db, key, company) {
    await db.update(settings).set({ value: company, updatedAt: new Date().toISOString() }).where(eq(settings.key, key));
  },
  title: () => 'Company facts',
  path: () => null,
};

/** The tables of items whose address is their slug: posts and services, by their `id`. */
type SluggedTable = typeof blogs | typeof services;

/**
 * Items whose address is their slug, in their table under their `kind`'s old addresses: whether
 * another row has a slug, publishing (a new item's row added under the key reserved for it, a
 * changed slug keeping the old address leading to the item for good) and removing.
 */
const atSlug = {
  async takenByAnother(db: Database, table: SluggedTable, key: string, slug: string): Promise<boolean> {
    const [other] = await db.select({ id: table.id }).from(table).where(and(eq(table.slug, slug), ne(table.id, Number(key)))).limit(1);
    return Boolean(other);
  },
  async write(db: Database, table: SluggedTable, kind: EditableKind, key: string, values: { slug: string } & Record<string, unknown>) {
    const [before] = await db.select({ slug: table.slug }).from(table).where(eq(table.id, Number(key))).limit(1);
    if (!before) {
      await db.insert(table).values({ id: Number(key), ...values } as never);
      // A new item at an address an older one moved away from: that redirect stops.
      await releaseOldAddress(db, kind, values.slug);
      return;
    }
    await db.update(table).set(values as never).where(eq(table.id, Number(key)));
    if (before.slug !== values.slug) await keepOldAddress(db, kind, before.slug, values.slug, key);
  },
  async remove(db: Database, table: SluggedTable, kind: EditableKind, key: string) {
    await db.delete(table).where(eq(table.id, Number(key)));
    await forgetOldAddresses(db, kind, key);
  },
};

const postDraftOf = (row: typeof blogs.$inferSelect): PostDraft => ({
  title: row.title,
  slug: row.slug,
  image: row.image,
  excerpt: row.excerpt,
  content: row.contentHtml,
  author: row.author,
  published_on: row.publishedAt,
});

const editablePosts: Editable<PostDraft> = {
  kind: 'posts',
  schema: PostDraftSchema.superRefine(refuseOutsidePictures('content')).transform((post) => ({ ...post, content: sanitiseHtml(post.content) })),
  richText: 'content',
  tables: ['blogs', 'slug_redirects'],
  async list(db) {
    const rows = await db.select({ id: blogs.id, title: blogs.title, slug: blogs.slug }).from(blogs).orderBy(desc(blogs.publishedAt), desc(blogs.id));
    return rows.map((row) => ({ key: String(row.id), title: row.title, path: blogPostPath(row) }));
  },
  async read(db, key) {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [row] = await db.select().from(blogs).where(eq(blogs.id, Number(key))).limit(1);
    return row ? postDraftOf(row) : null;
  },
  async readAll(db) {
    return (await db.select().from(blogs)).map((row) => ({ key: String(row.id), data: postDraftOf(row) }));
  },
  async check(db, key, post) {
    return (await atSlug.takenByAnother(db, blogs, key, post.slug)) ? { slug: [CONTENT_MESSAGES.slugTaken] } : null;
  },
  async write(db, key, post) {
    await atSlug.write(db, blogs, 'posts', key, {
      title: post.title,
      slug: post.slug,
      image: post.image,
      excerpt: post.excerpt,
      contentHtml: post.content,
      contentText: htmlToPlainText(post.content),
      author: post.author,
      publishedAt: post.published_on,
      updatedAt: new Date().toISOString(),
    });
  },
  async create(db) {
    return reserveSequenceKey(db, 'blogs');
  },
  async remove(db, key) {
    // Its comments go with it (the foreign key cascades); its old addresses stop leading anywhere.
    await atSlug.remove(db, blogs, 'posts', key);
  },
  title: (_key, post) => post.title,
  path: (_key, post) => (post ? blogPostPath(post) : null),
};

/** A table whose rows are items by their numeric `id`: the gallery, the variants' lists, the branches. */
interface RowsSpec<T extends Record<string, unknown>> {
  kind: EditableKind;
  table: PgTable & { id: PgColumn; position?: PgColumn };
  schema: z.ZodType<T, unknown>;
  /** The list order shown to staff (the site's own order). */
  order: (PgColumn | SQL)[];
  /** Rows the seed numbers by hand (the gallery), so there is no sequence to draw new keys from. */
  numberedByHand?: boolean;
  draftOf(row: Record<string, unknown>): T;
  rowOf(data: T): Record<string, unknown>;
  titleOf(data: T): string;
  path?: (key: string, live?: T) => string | null;
}

/**
 * Entries of a list, one row each: added (a new entry's first publish adds its row, last in the
 * list when the list has an order), changed and deleted.
 */
function rowsEditable<T extends Record<string, unknown>>(spec: RowsSpec<T>): Editable<T> {
  const { table } = spec;
  const tableName = getTableName(table);
  const hasUpdatedAt = 'updatedAt' in table;
  return {
    kind: spec.kind,
    schema: spec.schema,
    tables: [tableName],
    async list(db) {
      const rows = (await db.select().from(table).orderBy(...spec.order)) as Record<string, unknown>[];
      return rows.map((row) => {
        const key = String(row['id']);
        const draft = spec.draftOf(row);
        return { key, title: spec.titleOf(draft), path: spec.path?.(key, draft) ?? null };
      });
    },
    async read(db, key) {
      if (!/^\d{1,9}$/.test(key)) return null;
      const [row] = (await db.select().from(table).where(eq(table.id, Number(key))).limit(1)) as Record<string, unknown>[];
      return row ? spec.draftOf(row) : null;
    },
    async readAll(db) {
      const rows = (await db.select().from(table)) as Record<string, unknown>[];
      return rows.map((row) => ({ key: String(row['id']), data: spec.draftOf(row) }));
    },
    async write(db, key, data) {
      const values = { ...spec.rowOf(data), ...(hasUpdatedAt ? { updatedAt: new Date().toISOString() } : {}) };
      const updated = await db.update(table).set(values as never).where(eq(table.id, Number(key))).returning({ id: table.id });
      if (updated.length > 0) return;
      const position = table.position ? { position: await nextPosition(db, tableName) } : {};
      await db.insert(table).values({ id: Number(key), ...values, ...position } as never);
    },
    create: (db) => (spec.numberedByHand ? nextFreeKey(db, spec.kind, tableName) : reserveSequenceKey(db, tableName)),
    async remove(db, key) {
      await db.delete(table).where(eq(table.id, Number(key)));
    },
    title: (_key, data) => spec.titleOf(data),
    path: spec.path ?? (() => null),
  };
}

const text = (row: Record<string, unknown>, column: string) => String(row[column] ?? '');

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

const editableServices: Editable<ServiceDraft> = {
  kind: 'services',
  schema: ServiceDraftSchema.superRefine(refuseOutsidePictures('description')).transform((service) => ({ ...service, description: sanitiseHtml(service.description) })),
  richText: 'description',
  // Branches name the services they offer: a moved or deleted service changes them too.
  tables: ['services', 'slug_redirects', 'branches'],
  async list(db) {
    const rows = await db.select({ id: services.id, title: services.title, slug: services.slug }).from(services).orderBy(asc(services.id));
    return rows.map((row) => ({ key: String(row.id), title: row.title, path: servicePath(row) }));
  },
  async read(db, key) {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [row] = await db.select().from(services).where(eq(services.id, Number(key))).limit(1);
    return row ? serviceDraftOf(row) : null;
  },
  async readAll(db) {
    return (await db.select().from(services)).map((row) => ({ key: String(row.id), data: serviceDraftOf(row) }));
  },
  async check(db, key, service) {
    // The seven services the spec's routes name keep those addresses; no other may take them.
    const fixed = fixedServiceRoute(key);
    if (fixed && service.slug !== fixed.slug) return { slug: [CONTENT_MESSAGES.slugFixed] };
    if (!fixed && (ROUTE_SEGMENTS_UNDER_SERVICES.has(service.slug) || SERVICE_ROUTES.some((route) => route.slug === service.slug))) {
      return { slug: [CONTENT_MESSAGES.slugReserved] };
    }
    return (await atSlug.takenByAnother(db, services, key, service.slug)) ? { slug: [CONTENT_MESSAGES.serviceSlugTaken] } : null;
  },
  async write(db, key, service) {
    const [before] = await db.select({ slug: services.slug }).from(services).where(eq(services.id, Number(key))).limit(1);
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
    if (before && before.slug !== service.slug) await renameBranchService(db, before.slug, service.slug);
  },
  async create(db) {
    // Services are numbered by hand in the seed, so there is no sequence to draw from.
    return nextFreeKey(db, 'services', 'services');
  },
  removable: (key) => !fixedServiceRoute(key),
  async remove(db, key) {
    const [row] = await db.select({ slug: services.slug }).from(services).where(eq(services.id, Number(key))).limit(1);
    await atSlug.remove(db, services, 'services', key);
    if (row) await dropBranchService(db, row.slug);
  },
  title: (_key, service) => service.title,
  path: (_key, service) => (service ? servicePath(service) : null),
};

const branchRows = rowsEditable<BranchDraft>({
  kind: 'branches',
  table: branches,
  schema: BranchDraftSchema,
  order: [asc(branches.city), asc(branches.locationName)],
  draftOf: (row) => ({
    location_name: text(row, 'locationName'),
    address: text(row, 'address'),
    city: text(row, 'city'),
    state: text(row, 'state') as BranchDraft['state'],
    slug: text(row, 'slug'),
    pin_code: text(row, 'pinCode'),
    phone_no: text(row, 'phoneNo'),
    email: text(row, 'email'),
    opening_hours: row['openingHours'] as string[],
    services: row['serviceSlugs'] as string[],
    latitude: row['latitude'] as number | null,
    longitude: row['longitude'] as number | null,
  }),
  rowOf: (branch) => ({
    locationName: branch.location_name,
    address: branch.address,
    city: branch.city,
    state: branch.state,
    slug: branch.slug,
    pinCode: branch.pin_code,
    phoneNo: branch.phone_no,
    email: branch.email,
    openingHours: branch.opening_hours,
    serviceSlugs: branch.services,
    latitude: branch.latitude,
    longitude: branch.longitude,
  }),
  titleOf: (branch) => `${branch.location_name}, ${cityName(branch.city)}`,
  path: (_key, branch) => (branch ? branchPath(branch) : null),
});

/**
 * The services a branch names, by their addresses now: a slug a service moved away from leads to
 * the slug it has now; one that no service has, or had, is unknown.
 */
async function servicesNow(db: Database, slugs: readonly string[]): Promise<{ now: string[]; unknown: string[] }> {
  if (slugs.length === 0) return { now: [], unknown: [] };
  const live = new Set((await db.select({ slug: services.slug }).from(services).where(inArray(services.slug, [...slugs]))).map((row) => row.slug));
  const now: string[] = [];
  const unknown: string[] = [];
  for (const slug of slugs) {
    const movedTo = live.has(slug) ? null : await findMovedItem(db, 'services', slug);
    const current = live.has(slug) ? slug : movedTo ? (await findServiceById(db, Number(movedTo)))?.slug : undefined;
    if (current) now.push(current);
    else unknown.push(slug);
  }
  return { now: [...new Set(now)], unknown };
}

/** A branch's address as its old addresses are kept: `{city}/{slug}`, as in `/branches/{city}/{slug}`. */
const branchAddress = (branch: { city: string; slug: string }) => `${citySlug(branch.city)}/${branch.slug}`;

/** Branches: rows of their own, whose city and slug are their address, kept as a 301 when either changes. */
const editableBranches: Editable<BranchDraft> = {
  ...branchRows,
  tables: ['branches', 'slug_redirects'],
  async check(db, key, branch) {
    const fields: FieldErrors = {};
    const sameCity = eq(citySlugSql(branches.city), citySlug(branch.city));
    const [other] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(sameCity, eq(branches.slug, branch.slug), ne(branches.id, Number(key))))
      .limit(1);
    if (other) fields['slug'] = [CONTENT_MESSAGES.branchAddressTaken];
    // One city, one spelling: the city lists and the branch locator group branches by it.
    const [spelt] = await db.select({ city: branches.city }).from(branches).where(and(sameCity, ne(branches.city, branch.city), ne(branches.id, Number(key)))).limit(1);
    if (spelt) fields['city'] = [CONTENT_MESSAGES.citySpeltOtherwise.replace('{city}', cityName(spelt.city))];
    const { unknown } = await servicesNow(db, branch.services);
    if (unknown.length > 0) fields['services'] = [CONTENT_MESSAGES.unknownServices.replace('{slugs}', unknown.join(', '))];
    return Object.keys(fields).length > 0 ? fields : null;
  },
  async write(db, key, branch) {
    const [before] = await db.select({ city: branches.city, slug: branches.slug }).from(branches).where(eq(branches.id, Number(key))).limit(1);
    // A service that moved since the draft was saved is named by its address now.
    await branchRows.write(db, key, { ...branch, services: (await servicesNow(db, branch.services)).now });
    if (!before) await releaseOldAddress(db, 'branches', branchAddress(branch));
    else if (branchAddress(before) !== branchAddress(branch)) await keepOldAddress(db, 'branches', branchAddress(before), branchAddress(branch), key);
  },
  async remove(db, key) {
    await branchRows.remove!(db, key);
    await forgetOldAddresses(db, 'branches', key);
  },
};

/** The gallery and the variants' lists are shown in their `position` order. */
const listOrder = (table: { position: PgColumn; id: PgColumn }) => [asc(table.position), asc(table.id)];

const editableGallery = rowsEditable<GalleryItemDraft>({
  kind: 'gallery',
  table: galleryItems,
  schema: GalleryItemDraftSchema,
  order: listOrder(galleryItems),
  numberedByHand: true,
  draftOf: (row) => ({ title: text(row, 'title'), image: text(row, 'image') }),
  rowOf: (item) => item,
  titleOf: (item) => item.title,
});

const editableTestimonials = rowsEditable<TestimonialDraft>({
  kind: 'testimonials',
  table: testimonials,
  schema: TestimonialDraftSchema,
  order: listOrder(testimonials),
  draftOf: (row) => ({ quote: text(row, 'quote'), name: text(row, 'name'), designation: text(row, 'designation'), image: text(row, 'image') }),
  rowOf: (item) => item,
  titleOf: (item) => `${item.name}, ${item.designation}`,
});

const editablePlans = rowsEditable<PlanDraft>({
  kind: 'plans',
  table: plans,
  schema: PlanDraftSchema,
  order: listOrder(plans),
  draftOf: (row) => ({
    type: text(row, 'type'),
    price: Number(row['price']),
    currency: text(row, 'currency'),
    period: text(row, 'period'),
    benefits: row['benefits'] as string[],
    featured: Boolean(row['featured']),
  }),
  rowOf: (plan) => plan,
  titleOf: (plan) => plan.type,
});

const editableProjects = rowsEditable<ProjectDraft>({
  kind: 'projects',
  table: projects,
  schema: ProjectDraftSchema,
  order: listOrder(projects),
  draftOf: (row) => ({ title: text(row, 'title'), subtitle: text(row, 'subtitle'), caption: text(row, 'caption'), image: text(row, 'image') }),
  rowOf: (item) => item,
  titleOf: (item) => item.title,
});

const editableClients = rowsEditable<ClientDraft>({
  kind: 'clients',
  table: clients,
  schema: ClientDraftSchema,
  order: listOrder(clients),
  draftOf: (row) => ({ name: text(row, 'name'), sector: text(row, 'sector'), logo: text(row, 'logo') }),
  rowOf: (item) => item,
  titleOf: (item) => item.name,
});

const editableAchievements = rowsEditable<AchievementDraft>({
  kind: 'achievements',
  table: achievements,
  schema: AchievementDraftSchema,
  order: listOrder(achievements),
  draftOf: (row) => ({ label: text(row, 'label'), value: Number(row['value']), prefix: text(row, 'prefix'), suffix: text(row, 'suffix') }),
  rowOf: (item) => item,
  titleOf: (item) => `${item.prefix}${item.value}${item.suffix} ${item.label}`,
});

const editableSolutions = rowsEditable<SolutionDraft>({
  kind: 'solutions',
  table: solutions,
  schema: SolutionDraftSchema,
  order: listOrder(solutions),
  draftOf: (row) => ({ serial: text(row, 'serial'), title: text(row, 'title'), subtitle: text(row, 'subtitle'), link: text(row, 'link') }),
  rowOf: (item) => item,
  titleOf: (item) => item.title,
});

/** An editable kind as the routes use it: its data as a plain record, checked by its schema. */
const general = <T extends Record<string, unknown>>(editable: Editable<T>) => editable as unknown as Editable<Record<string, unknown>>;

export const EDITABLES: { [K in EditableKind]: Editable<Record<string, unknown>> } = {
  pages: general(editablePages),
  services: general(editableServices),
  posts: general(editablePosts),
  branches: general(editableBranches),
  gallery: general(editableGallery),
  testimonials: general(editableTestimonials),
  plans: general(editablePlans),
  projects: general(editableProjects),
  clients: general(editableClients),
  achievements: general(editableAchievements),
  solutions: general(editableSolutions),
  settings: general(editableSettings),
};
