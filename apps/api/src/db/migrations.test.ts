import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle/', import.meta.url));

async function apply(db: PGlite, file: string) {
  const sql = await readFile(`${MIGRATIONS}${file}`, 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
}

describe('migration 0002 on a database that already has branches', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('gives every existing branch a slug unique in its city, and the new columns their defaults', async () => {
    await apply(db, '0000_content.sql');
    await apply(db, '0001_enquiries.sql');
    await db.exec(`
      insert into branches (location_name, address, state, city, pin_code, phone_no, email) values
        ('Surat Ring Road Branch', 'A', 'Gujarat', 'SURAT', '395002', '1', 'a@example.in'),
        ('Surat Ring-Road Branch', 'B', 'Gujarat', 'SURAT', '395003', '2', 'b@example.in'),
        ('Pune (Chakan) Hub', 'C', 'Maharashtra', 'PUNE', '410501', '3', 'c@example.in');
    `);
    await apply(db, '0002_branch_pages.sql');
    const { rows } = await db.query<{ slug: string; opening_hours: string[]; service_slugs: string[] }>(
      'select slug, opening_hours, service_slugs from branches order by id',
    );
    expect(rows.map((r) => r.slug)).toEqual(['surat-ring-road-branch', `surat-ring-road-branch-2`, 'pune-chakan-hub']);
    expect(rows[0]!.opening_hours).toEqual(['Mo-Sa 09:30-18:30']);
    expect(rows[0]!.service_slugs).toEqual([]);
  });
});
