import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  branchPath,
  cityName,
  citySlug,
  CONTENT_MESSAGES,
  type FieldErrors,
  BranchDraftSchema,
  type BranchDraft,
} from '@harsh/contract';
import type { Database } from '../../db/client.js';
import { branches, citySlugSql, services } from '../../db/schema.js';
import {
  findMovedItem,
  forgetOldAddresses,
  keepOldAddress,
  releaseOldAddress,
} from '../../repositories/slug-redirects.js';
import { findServiceById } from '../../repositories/services.js';
import type { Editable } from '../editable.js';
import { rowOf } from '../read-tags.js';
import { citySlugOfBranch, nearbyListsOfAll } from '../../repositories/branches.js';
import { rowsEditable } from './rows.js';

const branchRows = rowsEditable({
  kind: 'branches',
  table: branches,
  schema: BranchDraftSchema,
  order: [asc(branches.city), asc(branches.locationName)],
  draftOf: (row) => ({
    location_name: row.locationName,
    address: row.address,
    city: row.city,
    state: row.state as BranchDraft['state'],
    slug: row.slug,
    pin_code: row.pinCode,
    phone_no: row.phoneNo,
    email: row.email,
    opening_hours: row.openingHours,
    services: row.serviceSlugs,
    latitude: row.latitude,
    longitude: row.longitude,
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
async function servicesNow(
  db: Database,
  slugs: readonly string[],
): Promise<{ now: string[]; unknown: string[] }> {
  if (slugs.length === 0) return { now: [], unknown: [] };
  const live = new Set(
    (
      await db
        .select({ slug: services.slug })
        .from(services)
        .where(inArray(services.slug, [...slugs]))
    ).map((row) => row.slug),
  );
  const now: string[] = [];
  const unknown: string[] = [];
  for (const slug of slugs) {
    const movedTo = live.has(slug) ? null : await findMovedItem(db, 'services', slug);
    const current = live.has(slug)
      ? slug
      : movedTo
        ? (await findServiceById(db, Number(movedTo)))?.slug
        : undefined;
    if (current) now.push(current);
    else unknown.push(slug);
  }
  return { now: [...new Set(now)], unknown };
}

/** A branch's address as its old addresses are kept: `{city}/{slug}`, as in `/branches/{city}/{slug}`. */
const branchAddress = (branch: { city: string; slug: string }) =>
  `${citySlug(branch.city)}/${branch.slug}`;

/**
 * What a branch's page names for its list of nearest branches (content/read-tags.ts): a branch
 * added, moved or deleted names the pages whose list it joins or leaves, not every branch's page.
 */
export const nearbyListOf = (id: number | string) => `${rowOf('branches', String(id))}:nearby`;

/** What a city's page names for its list of branches: a branch's publish names its city's, before and after. */
export const cityListOf = (citySlug: string) => `branches:city:${citySlug}`;

/** Branches: rows of their own, whose city and slug are their address, kept as a 301 when either changes. */
export const editableBranches: Editable<BranchDraft> = {
  ...branchRows,
  tables: ['branches', 'slug_redirects'],
  async changesAlso(db, key) {
    const before = await nearbyListsOfAll(db);
    const cityBefore = await citySlugOfBranch(db, Number(key));
    return async (after) => {
      const now = await nearbyListsOfAll(after);
      const cityNow = await citySlugOfBranch(after, Number(key));
      const cities = [cityBefore, cityNow].filter((city) => city !== null);
      return [
        ...[...new Set([...before.keys(), ...now.keys()])]
          .filter((id) => before.get(id) !== now.get(id))
          .map(nearbyListOf),
        ...new Set(cities.map(cityListOf)),
      ];
    };
  },
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
    const [spelt] = await db
      .select({ city: branches.city })
      .from(branches)
      .where(and(sameCity, ne(branches.city, branch.city), ne(branches.id, Number(key))))
      .limit(1);
    if (spelt)
      fields['city'] = [
        CONTENT_MESSAGES.citySpeltOtherwise.replace('{city}', cityName(spelt.city)),
      ];
    const { unknown } = await servicesNow(db, branch.services);
    if (unknown.length > 0)
      fields['services'] = [
        CONTENT_MESSAGES.unknownServices.replace('{slugs}', unknown.join(', ')),
      ];
    return Object.keys(fields).length > 0 ? fields : null;
  },
  async write(db, key, branch) {
    const [before] = await db
      .select({ city: branches.city, slug: branches.slug })
      .from(branches)
      .where(eq(branches.id, Number(key)))
      .limit(1);
    // A service that moved since the draft was saved is named by its address now.
    await branchRows.write(db, key, {
      ...branch,
      services: (await servicesNow(db, branch.services)).now,
    });
    if (!before) await releaseOldAddress(db, 'branches', branchAddress(branch));
    else if (branchAddress(before) !== branchAddress(branch))
      await keepOldAddress(db, 'branches', branchAddress(before), branchAddress(branch), key);
  },
  async remove(db, key) {
    await branchRows.remove!(db, key);
    await forgetOldAddresses(db, 'branches', key);
  },
};
