import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Forgets every translation the seed gave a test database (decision 044), as on a database made
 * before any was written: tests of translating start from English alone. Revisions keep their
 * history by a trigger, which a database from before had nothing to keep for.
 */
export async function forgetTranslations(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`alter table content_revisions disable trigger content_revisions_keep_history`,
    );
    for (const table of [
      'content_items',
      'content_revisions',
      'content_schedules',
      'preview_links',
      'content_translations',
    ]) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where locale <> 'en'`);
    }
    await tx.execute(
      sql`alter table content_revisions enable trigger content_revisions_keep_history`,
    );
    await tx.execute(sql`delete from settings where key like 'seeded:translations:%'`);
  });
}
