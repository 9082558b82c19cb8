import { eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { EditableKind } from '@harsh/contract';
import { nextFreeKey, reserveSequenceKey } from '../../repositories/content-revisions.js';
import { nextPosition } from '../../repositories/list-order.js';
import type { Editable } from '../editable.js';

/** A table whose rows are items by their numeric `id`: the gallery, the variants' lists, the branches. */
export type ItemsTable = PgTable & { id: PgColumn; position?: PgColumn };

/** The columns a published draft sets: every one but the item's key, its place and its time. */
export type RowValues<Table extends ItemsTable> = Required<
  Omit<Table['$inferInsert'], 'id' | 'position' | 'updatedAt'>
>;

/**
 * A kind kept in such a table: its rows typed as the table has them, so that a draft field the
 * row does not fill, or a column a published draft does not set, is a compile error here.
 */
export interface RowsSpec<T extends Record<string, unknown>, Table extends ItemsTable> {
  kind: EditableKind;
  table: Table;
  schema: z.ZodType<T, unknown>;
  /** The list order shown to staff (the site's own order). */
  order: (PgColumn | SQL)[];
  /** Rows the seed numbers by hand (the gallery), so there is no sequence to draw new keys from. */
  numberedByHand?: boolean;
  draftOf(row: Table['$inferSelect']): T;
  rowOf(data: T): RowValues<Table>;
  titleOf(data: T): string;
  path?: (key: string, live?: T) => string | null;
}

/**
 * Entries of a list, one row each: added (a new entry's first publish adds its row, last in the
 * list when the list has an order), changed and deleted.
 */
export function rowsEditable<T extends Record<string, unknown>, Table extends ItemsTable>(
  spec: RowsSpec<T, Table>,
): Editable<T> {
  const { table } = spec;
  const tableName = getTableName(table);
  const hasUpdatedAt = 'updatedAt' in table;
  return {
    kind: spec.kind,
    schema: spec.schema,
    tables: [tableName],
    async list(db) {
      const rows = (await db
        .select()
        .from(table as PgTable)
        .orderBy(...spec.order)) as Table['$inferSelect'][];
      return rows.map((row) => {
        const key = String(row.id);
        const draft = spec.draftOf(row);
        return { key, title: spec.titleOf(draft), path: spec.path?.(key, draft) ?? null };
      });
    },
    async read(db, key) {
      if (!/^\d{1,9}$/.test(key)) return null;
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, Number(key)))
        .limit(1)) as Table['$inferSelect'][];
      return row ? spec.draftOf(row) : null;
    },
    async readAll(db) {
      const rows = (await db.select().from(table as PgTable)) as Table['$inferSelect'][];
      return rows.map((row) => ({ key: String(row.id), data: spec.draftOf(row) }));
    },
    async write(db, key, data) {
      const values = {
        ...spec.rowOf(data),
        ...(hasUpdatedAt ? { updatedAt: new Date().toISOString() } : {}),
      };
      const updated = await db
        .update(table)
        .set(values as never)
        .where(eq(table.id, Number(key)))
        .returning({ id: table.id });
      if (updated.length > 0) return;
      const position = table.position ? { position: await nextPosition(db, tableName) } : {};
      await db.insert(table).values({ id: Number(key), ...values, ...position } as never);
    },
    create: (db) =>
      spec.numberedByHand
        ? nextFreeKey(db, spec.kind, tableName)
        : reserveSequenceKey(db, tableName),
    async remove(db, key) {
      await db.delete(table).where(eq(table.id, Number(key)));
    },
    title: (_key, data) => spec.titleOf(data),
    path: spec.path ?? (() => null),
  };
}
