import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.js';

/** The place after the last entry of a list (`position` ascending is the site's order). */
export async function nextPosition(db: Database, table: string): Promise<number> {
  const [row] = await rowsOf<{ position: number | string }>(
    db,
    sql`select coalesce(max(position), 0) + 1 as position from ${sql.identifier(table)}`,
  );
  return Number(row!.position);
}

/** Puts a list's entries in `ids`' order, first to last. */
export async function setOrder(db: Database, table: string, ids: readonly number[]): Promise<void> {
  // One statement: the positions come from the ids' places in the array.
  await db.execute(
    sql`update ${sql.identifier(table)} as t set position = o.place from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, place) where t.id = o.id`,
  );
}

/** The ids of a list's entries in the list's order. */
export async function listIds(db: Database, table: string): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(table)} order by position, id`,
  );
  return rows.map((row) => Number(row.id));
}
