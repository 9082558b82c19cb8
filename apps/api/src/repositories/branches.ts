import { asc, eq } from 'drizzle-orm';
import type { Branch } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { type BranchRow, branches } from '../db/schema.js';

const toBranch = (row: BranchRow): Branch => ({
  id: row.id,
  location_name: row.locationName,
  address: row.address,
  state: row.state,
  city: row.city,
  pin_code: row.pinCode,
  phone_no: row.phoneNo,
  email: row.email,
});

/** Cities are stored in upper case; the lookup is case-insensitive. */
export async function findBranchesByCity(db: Database, city: string): Promise<Branch[]> {
  const rows = await db
    .select()
    .from(branches)
    .where(eq(branches.city, city.trim().toUpperCase()))
    .orderBy(asc(branches.locationName));
  return rows.map(toBranch);
}

export async function listBranchCities(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ city: branches.city }).from(branches).orderBy(asc(branches.city));
  return rows.map((r) => r.city);
}
