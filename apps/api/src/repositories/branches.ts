import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Branch, BranchDetail } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { type BranchRow, branches, citySlugSql, services } from '../db/schema.js';

/** At most this many branches answer a pin code search. */
const PIN_RESULTS = 6;
/** At most this many "nearest other branches" on a branch page. */
const NEARBY_COUNT = 4;

const toBranch = (row: BranchRow): Branch => ({
  id: row.id,
  location_name: row.locationName,
  address: row.address,
  state: row.state,
  city: row.city,
  pin_code: row.pinCode,
  phone_no: row.phoneNo,
  email: row.email,
  slug: row.slug,
});

const byName = [asc(branches.locationName), asc(branches.id)];

/** Cities are stored in upper case; the lookup is case-insensitive. */
export async function findBranchesByCity(db: Database, city: string): Promise<Branch[]> {
  const rows = await db
    .select()
    .from(branches)
    .where(eq(branches.city, city.trim().toUpperCase()))
    .orderBy(...byName);
  return rows.map(toBranch);
}

export async function findBranchesByState(db: Database, state: string): Promise<Branch[]> {
  const rows = await db
    .select()
    .from(branches)
    .where(sql`lower(${branches.state}) = ${state.trim().toLowerCase()}`)
    .orderBy(asc(branches.city), ...byName);
  return rows.map(toBranch);
}

const sharedPrefix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
};

/**
 * India Post's postal circles by the first two digits of a pin code (Maharashtra is 40–44, so a
 * Mumbai code, 40, and Bhiwandi's, 42, are one circle). A code outside these ranges is its own.
 */
const POSTAL_CIRCLES: readonly (readonly [number, number])[] = [
  [11, 11], // Delhi
  [12, 13], // Haryana
  [14, 16], // Punjab and Chandigarh
  [17, 17], // Himachal Pradesh
  [18, 19], // Jammu and Kashmir
  [20, 28], // Uttar Pradesh and Uttarakhand
  [30, 34], // Rajasthan
  [36, 39], // Gujarat
  [40, 44], // Maharashtra and Goa
  [45, 48], // Madhya Pradesh
  [49, 49], // Chhattisgarh
  [50, 53], // Telangana and Andhra Pradesh
  [56, 59], // Karnataka
  [60, 66], // Tamil Nadu
  [67, 69], // Kerala
  [70, 74], // West Bengal
  [75, 77], // Odisha
  [78, 78], // Assam
  [79, 79], // North East
  [80, 85], // Bihar and Jharkhand
];

function postalCircleOf(pinCode: string): readonly [number, number] {
  const region = Number(pinCode.slice(0, 2));
  return POSTAL_CIRCLES.find(([from, to]) => region >= from && region <= to) ?? [region, region];
}

/**
 * The branches nearest a pin code, as far as the code tells: India Post numbers by zone (first
 * digit), postal circle (the first two, in ranges) and sorting district (three), so a branch
 * sharing more leading digits is nearer, and among equals the closer number. Only branches in the
 * same postal circle count; farther ones are no answer to "near me".
 */
export async function findBranchesNearPinCode(db: Database, pinCode: string): Promise<Branch[]> {
  const [from, to] = postalCircleOf(pinCode);
  const rows = await db
    .select()
    .from(branches)
    .where(and(gte(branches.pinCode, `${from}0000`), lte(branches.pinCode, `${to}9999`)));
  const target = Number(pinCode);
  return rows
    .map((row) => ({ row, shared: sharedPrefix(row.pinCode, pinCode), gap: Math.abs(Number(row.pinCode) - target) }))
    .sort((a, b) => b.shared - a.shared || a.gap - b.gap || a.row.locationName.localeCompare(b.row.locationName))
    .slice(0, PIN_RESULTS)
    .map(({ row }) => toBranch(row));
}

/** Every branch, by state, city and name: the `/branches` directory. */
export async function listBranches(db: Database): Promise<Branch[]> {
  const rows = await db.select().from(branches).orderBy(asc(branches.state), asc(branches.city), ...byName);
  return rows.map(toBranch);
}

export async function listBranchCities(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ city: branches.city }).from(branches).orderBy(asc(branches.city));
  return rows.map((r) => r.city);
}

export async function listBranchStates(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ state: branches.state }).from(branches).orderBy(asc(branches.state));
  return rows.map((r) => r.state);
}

/** Kilometres between two points, by the equirectangular approximation (close enough within India). */
function distanceKm(lat: number, lng: number) {
  return sql<number>`111.32 * sqrt(power(${branches.latitude} - ${lat}, 2) + power((${branches.longitude} - ${lng}) * cos(radians(${lat})), 2))`;
}

async function findNearby(db: Database, branch: BranchRow): Promise<BranchDetail['nearby']> {
  const others = ne(branches.id, branch.id);
  if (branch.latitude !== null && branch.longitude !== null) {
    const distance = distanceKm(branch.latitude, branch.longitude);
    const rows = await db
      .select({ branch: branches, distance })
      .from(branches)
      .where(and(others, isNotNull(branches.latitude), isNotNull(branches.longitude)))
      .orderBy(distance, ...byName)
      .limit(NEARBY_COUNT);
    return rows.map((r) => ({ ...toBranch(r.branch), distance_km: Math.round(Number(r.distance)) }));
  }
  // Without a position: the same city first, then the same state.
  const rows = await db
    .select()
    .from(branches)
    .where(and(others, eq(branches.state, branch.state)))
    .orderBy(sql`${branches.city} = ${branch.city} desc`, ...byName)
    .limit(NEARBY_COUNT);
  return rows.map((row) => ({ ...toBranch(row), distance_km: null }));
}

async function findBranchRow(db: Database, citySlug: string, slug: string): Promise<BranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(citySlugSql(branches.city), citySlug), eq(branches.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** A branch by its number. */
export async function findBranchById(db: Database, id: number): Promise<Branch | null> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id)).limit(1);
  return row ? toBranch(row) : null;
}

/** A branch by its address (`/branches/{city}/{slug}`). */
export async function findBranch(db: Database, citySlug: string, slug: string): Promise<Branch | null> {
  const row = await findBranchRow(db, citySlug, slug);
  return row && toBranch(row);
}

/** A branch by its address, with its services and nearest branches. */
export async function findBranchDetail(db: Database, citySlug: string, slug: string): Promise<BranchDetail | null> {
  const row = await findBranchRow(db, citySlug, slug);
  if (!row) return null;
  const [offered, nearby] = await Promise.all([
    row.serviceSlugs.length
      ? db.select({ slug: services.slug, title: services.title }).from(services).where(inArray(services.slug, row.serviceSlugs))
      : Promise.resolve([]),
    findNearby(db, row),
  ]);
  const order = new Map(row.serviceSlugs.map((s, i) => [s, i]));
  return {
    ...toBranch(row),
    opening_hours: row.openingHours,
    latitude: row.latitude,
    longitude: row.longitude,
    updated_at: new Date(row.updatedAt).toISOString(),
    services: offered.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!),
    nearby,
  };
}

/** The branches that offered a service under its old address offer it under its new one. */
export async function renameBranchService(db: Database, from: string, to: string): Promise<void> {
  await db
    .update(branches)
    .set({ serviceSlugs: sql`(select coalesce(jsonb_agg(case when s = ${from} then ${to} else s end), '[]'::jsonb) from jsonb_array_elements_text(${branches.serviceSlugs}) as s)` })
    .where(sql`${branches.serviceSlugs} ? ${from}`);
}

/** A deleted service leaves the branches that offered it. */
export async function dropBranchService(db: Database, slug: string): Promise<void> {
  await db
    .update(branches)
    .set({ serviceSlugs: sql`${branches.serviceSlugs} - ${slug}` })
    .where(sql`${branches.serviceSlugs} ? ${slug}`);
}
