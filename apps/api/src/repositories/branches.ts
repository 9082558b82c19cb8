import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Branch, BranchDetail, LocatedBranch } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { type BranchRow, branches, citySlugSql, services } from '../db/schema.js';
import { kilometresBetween, pinCodePosition, type Position } from '../places/pin-codes.js';

/** At most this many branches answer a pin code search, none farther than this: not "near" to anyone. */
const PIN_RESULTS = 6;
const PIN_REACH_KM = 300;
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

/** The branches of the city at `citySlug` (`navi-mumbai`), by name: its city page. */
export async function findBranchesByCitySlug(db: Database, slug: string): Promise<Branch[]> {
  const rows = await db
    .select()
    .from(branches)
    .where(eq(citySlugSql(branches.city), slug))
    .orderBy(...byName);
  return rows.map(toBranch);
}

/** The city (its address's slug) of the branch `id`, or null when there is no such branch. */
export async function citySlugOfBranch(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: citySlugSql(branches.city) })
    .from(branches)
    .where(eq(branches.id, id))
    .limit(1);
  return row ? String(row.slug) : null;
}

export async function findBranchesByState(db: Database, state: string): Promise<Branch[]> {
  const rows = await db
    .select()
    .from(branches)
    .where(sql`lower(${branches.state}) = ${state.trim().toLowerCase()}`)
    .orderBy(asc(branches.city), ...byName);
  return rows.map(toBranch);
}

/** Where a branch is: its own position, else its pin code's (staff leave it empty to mean that). */
async function positionOf(row: BranchRow): Promise<Position | null> {
  if (row.latitude !== null && row.longitude !== null)
    return { latitude: row.latitude, longitude: row.longitude };
  return pinCodePosition(row.pinCode);
}

/** The branches nearest `from`, nearest first, with their distance in whole kilometres; those without a position are left out. */
async function nearestTo(
  rows: BranchRow[],
  from: Position,
  { limit, reachKm }: { limit: number; reachKm: number },
): Promise<(Branch & { distance_km: number })[]> {
  const placed = await Promise.all(
    rows.map(async (row) => ({ row, position: await positionOf(row) })),
  );
  return placed
    .flatMap(({ row, position }) =>
      position ? [{ row, km: kilometresBetween(from, position) }] : [],
    )
    .filter(({ km }) => km <= reachKm)
    .sort((a, b) => a.km - b.km || a.row.locationName.localeCompare(b.row.locationName))
    .slice(0, limit)
    .map(({ row, km }) => ({ ...toBranch(row), distance_km: Math.round(km) }));
}

/**
 * The branches nearest a place (a pin code's, decision 035), by distance along the earth's
 * surface: at most six, none farther than 300 km, each with its distance.
 */
export async function findBranchesNear(db: Database, from: Position): Promise<LocatedBranch[]> {
  return nearestTo(await db.select().from(branches), from, {
    limit: PIN_RESULTS,
    reachKm: PIN_REACH_KM,
  });
}

/** Every branch, by state, city and name: the `/branches` directory. */
export async function listBranches(db: Database): Promise<Branch[]> {
  const rows = await db
    .select()
    .from(branches)
    .orderBy(asc(branches.state), asc(branches.city), ...byName);
  return rows.map(toBranch);
}

export async function listBranchCities(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: branches.city })
    .from(branches)
    .orderBy(asc(branches.city));
  return rows.map((r) => r.city);
}

export async function listBranchStates(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: branches.state })
    .from(branches)
    .orderBy(asc(branches.state));
  return rows.map((r) => r.state);
}

/** A branch's row with where it is (null: no position of its own nor of its pin code). */
type PlacedRow = { row: BranchRow; position: Position | null };

const placedRows = async (db: Database): Promise<PlacedRow[]> =>
  Promise.all(
    (await db.select().from(branches)).map(async (row) => ({
      row,
      position: await positionOf(row),
    })),
  );

/**
 * The branches a branch's page lists as nearest, among `all`: by distance when it has a position
 * (those without one left out); without one, the same city first, then the rest of its state.
 */
function nearbyAmong(
  branch: BranchRow,
  position: Position | null,
  all: readonly PlacedRow[],
): { row: BranchRow; km: number | null }[] {
  const others = all.filter((other) => other.row.id !== branch.id);
  if (position)
    return others
      .flatMap((other) =>
        other.position ? [{ row: other.row, km: kilometresBetween(position, other.position) }] : [],
      )
      .sort((a, b) => a.km - b.km || a.row.locationName.localeCompare(b.row.locationName))
      .slice(0, NEARBY_COUNT);
  return others
    .filter((other) => other.row.state === branch.state)
    .sort(
      (a, b) =>
        Number(b.row.city === branch.city) - Number(a.row.city === branch.city) ||
        a.row.locationName.localeCompare(b.row.locationName) ||
        a.row.id - b.row.id,
    )
    .slice(0, NEARBY_COUNT)
    .map((other) => ({ row: other.row, km: null }));
}

async function findNearby(
  db: Database,
  branch: BranchRow,
  position: Position | null,
): Promise<BranchDetail['nearby']> {
  return nearbyAmong(branch, position, await placedRows(db)).map(({ row, km }) => ({
    ...toBranch(row),
    distance_km: km === null ? null : Math.round(km),
  }));
}

/**
 * Every branch's nearest others as its page lists them (ids, nearest first), by branch id: read
 * before and after a publish, the pages whose list changed are told (content/kinds/branches.ts).
 */
export async function nearbyListsOfAll(db: Database): Promise<Map<number, string>> {
  const all = await placedRows(db);
  return new Map(
    all.map(({ row, position }) => [
      row.id,
      nearbyAmong(row, position, all)
        .map((other) => other.row.id)
        .join(','),
    ]),
  );
}

async function findBranchRow(
  db: Database,
  citySlug: string,
  slug: string,
): Promise<BranchRow | null> {
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
export async function findBranch(
  db: Database,
  citySlug: string,
  slug: string,
): Promise<Branch | null> {
  const row = await findBranchRow(db, citySlug, slug);
  return row && toBranch(row);
}

/** A branch by its address, with its services and nearest branches. */
export async function findBranchDetail(
  db: Database,
  citySlug: string,
  slug: string,
): Promise<BranchDetail | null> {
  const row = await findBranchRow(db, citySlug, slug);
  if (!row) return null;
  const position = await positionOf(row);
  const [offered, nearby] = await Promise.all([
    row.serviceSlugs.length
      ? db
          .select({ id: services.id, slug: services.slug, title: services.title })
          .from(services)
          .where(inArray(services.slug, row.serviceSlugs))
      : Promise.resolve([]),
    findNearby(db, row, position),
  ]);
  const order = new Map(row.serviceSlugs.map((s, i) => [s, i]));
  return {
    ...toBranch(row),
    opening_hours: row.openingHours,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    updated_at: new Date(row.updatedAt).toISOString(),
    services: offered.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!),
    nearby,
  };
}

/** The branches that offered a service under its old address offer it under its new one. */
export async function renameBranchService(db: Database, from: string, to: string): Promise<void> {
  await db
    .update(branches)
    .set({
      serviceSlugs: sql`(select coalesce(jsonb_agg(case when s = ${from} then ${to} else s end), '[]'::jsonb) from jsonb_array_elements_text(${branches.serviceSlugs}) as s)`,
    })
    .where(sql`${branches.serviceSlugs} ? ${from}`);
}

/** A deleted service leaves the branches that offered it. */
export async function dropBranchService(db: Database, slug: string): Promise<void> {
  await db
    .update(branches)
    .set({ serviceSlugs: sql`${branches.serviceSlugs} - ${slug}` })
    .where(sql`${branches.serviceSlugs} ? ${slug}`);
}
