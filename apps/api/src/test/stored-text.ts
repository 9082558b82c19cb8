import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.js';

/**
 * Every row of every table of the database as text (`row::text`), table by table: what a copy of
 * the database (a backup, a stolen disk) would let someone read.
 */
export async function storedText(db: Database): Promise<string> {
  const tables = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const { schema, name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** The strings of `text` shaped like our tokens (32 random bytes in base64url: 43 characters). */
export const tokenShapedStrings = (text: string) => [
  ...new Set(text.match(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g) ?? []),
];
