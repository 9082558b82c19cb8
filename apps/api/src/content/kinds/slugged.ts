import { and, eq, ne } from 'drizzle-orm';
import type { EditableKind } from '@harsh/contract';
import type { Database } from '../../db/client.js';
import { blogs, services } from '../../db/schema.js';
import {
  forgetOldAddresses,
  keepOldAddress,
  releaseOldAddress,
} from '../../repositories/slug-redirects.js';

/** The tables of items whose address is their slug: posts and services, by their `id`. */
export type SluggedTable = typeof blogs | typeof services;

/**
 * Items whose address is their slug, in their table under their `kind`'s old addresses: whether
 * another row has a slug, publishing (a new item's row added under the key reserved for it, a
 * changed slug keeping the old address leading to the item for good) and removing.
 */
export const atSlug = {
  async takenByAnother(
    db: Database,
    table: SluggedTable,
    key: string,
    slug: string,
  ): Promise<boolean> {
    const [other] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, slug), ne(table.id, Number(key))))
      .limit(1);
    return Boolean(other);
  },
  /** Makes `values` the item's row: every column but its key, as the table types it. */
  async write<Table extends SluggedTable>(
    db: Database,
    table: Table,
    kind: EditableKind,
    key: string,
    values: Required<Omit<Table['$inferInsert'], 'id'>> & { slug: string },
  ) {
    const items: SluggedTable = table;
    const [before] = await db
      .select({ slug: items.slug })
      .from(items)
      .where(eq(items.id, Number(key)))
      .limit(1);
    if (!before) {
      await db.insert(items).values({ id: Number(key), ...values } as never);
      // A new item at an address an older one moved away from: that redirect stops.
      await releaseOldAddress(db, kind, values.slug);
      return;
    }
    await db
      .update(items)
      .set(values as never)
      .where(eq(items.id, Number(key)));
    if (before.slug !== values.slug) await keepOldAddress(db, kind, before.slug, values.slug, key);
  },
  async remove(db: Database, table: SluggedTable, kind: EditableKind, key: string) {
    await db.delete(table).where(eq(table.id, Number(key)));
    await forgetOldAddresses(db, kind, key);
  },
};
