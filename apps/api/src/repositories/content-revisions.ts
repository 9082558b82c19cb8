import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type EditableKind, type RevisionSummary } from '@harsh/contract';
import { type Database, rowsOf } from '../db/client.js';
import { contentItems, type ContentItemRow, contentRevisions, staffUsers } from '../db/schema.js';

/** Someone saved a newer revision than the one the editor started from. */
export class RevisionConflictError extends Error {}
/** The draft is the same as the newest revision. */
export class UnchangedRevisionError extends Error {}

/**
 * A document as compared for "nothing has changed": JSON with its object keys sorted (PostgreSQL's
 * jsonb does not keep the order they were written in) and its texts without white space at their
 * ends, which the drafts' schemas trim (the seeded pages end with a line break).
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'string'
      ? inner.trim()
      : inner && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
        : inner,
  );
}

const BEFORE_EDITING_NOTE = 'As published before editing began';

/** English: the item itself. Every function here takes the language of the chain it works on, English by default. */
const EN = DEFAULT_LOCALE.code;

const revisionOf = (kind: EditableKind, key: string, locale: string) =>
  and(
    eq(contentRevisions.kind, kind),
    eq(contentRevisions.itemKey, key),
    eq(contentRevisions.locale, locale),
  );

const itemIs = (kind: EditableKind, key: string, locale: string) =>
  and(eq(contentItems.kind, kind), eq(contentItems.itemKey, key), eq(contentItems.locale, locale));

export async function itemStates(
  db: Database,
  kind: EditableKind,
  locale = EN,
): Promise<Map<string, ContentItemRow>> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.locale, locale)));
  return new Map(rows.map((row) => [row.itemKey, row]));
}

export async function itemState(
  db: Database,
  kind: EditableKind,
  key: string,
  locale = EN,
): Promise<ContentItemRow | null> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(itemIs(kind, key, locale))
    .limit(1);
  return row ?? null;
}

/** The item's revisions, newest first, each with its author's name. */
export async function revisionHistory(
  db: Database,
  kind: EditableKind,
  key: string,
  liveRevision: number | null,
  locale = EN,
): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      number: contentRevisions.number,
      note: contentRevisions.note,
      author: staffUsers.name,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .leftJoin(staffUsers, eq(staffUsers.id, contentRevisions.authorId))
    .where(revisionOf(kind, key, locale))
    .orderBy(desc(contentRevisions.number));
  return rows.map((row) => ({
    number: row.number,
    note: row.note,
    author: row.author,
    created_at: new Date(row.createdAt).toISOString(),
    live: row.number === liveRevision,
  }));
}

export async function findRevisionData(
  db: Database,
  kind: EditableKind,
  key: string,
  number: number,
  locale = EN,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ data: contentRevisions.data })
    .from(contentRevisions)
    .where(and(revisionOf(kind, key, locale), eq(contentRevisions.number, number)))
    .limit(1);
  return row?.data ?? null;
}

/** The item's state row, locked until the transaction ends; made (with no revisions) if missing. */
async function lockItem(
  tx: Database,
  kind: EditableKind,
  key: string,
  locale: string,
): Promise<ContentItemRow> {
  await tx
    .insert(contentItems)
    .values({ kind, itemKey: key, locale, latestRevision: 0 })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(contentItems)
    .where(itemIs(kind, key, locale))
    .for('update');
  return row!;
}

export interface NewRevision {
  kind: EditableKind;
  key: string;
  /** The chain's language: 'en' for the item itself (the default). */
  locale?: string;
  data: Record<string, unknown>;
  note: string;
  /** The newest revision when the editor opened the item (0: there was none). */
  baseRevision: number;
  authorId: number;
  /** The live version, kept as the first revision the first time the item is edited; null for a new item. */
  live: Record<string, unknown> | null;
}

/**
 * Saves a draft as the item's next revision, unless someone saved one since the editor's base
 * (a conflict) or it changes nothing. Call inside a transaction. Returns the new number.
 */
export async function saveRevision(tx: Database, revision: NewRevision): Promise<number> {
  const { kind, key } = revision;
  const locale = revision.locale ?? EN;
  const state = await lockItem(tx, kind, key, locale);
  if (state.latestRevision !== revision.baseRevision) throw new RevisionConflictError();
  let latest = state.latestRevision;
  let latestData: Record<string, unknown> | null;
  if (latest === 0 && revision.live) {
    await tx.insert(contentRevisions).values({
      kind,
      itemKey: key,
      locale,
      number: 1,
      data: revision.live,
      note: BEFORE_EDITING_NOTE,
      authorId: null,
    });
    await tx
      .update(contentItems)
      .set({ latestRevision: 1, liveRevision: 1 })
      .where(itemIs(kind, key, locale));
    latest = 1;
    latestData = revision.live;
  } else {
    latestData = latest === 0 ? null : await findRevisionData(tx, kind, key, latest, locale);
  }
  if (latestData && canonical(latestData) === canonical(revision.data))
    throw new UnchangedRevisionError();
  const number = latest + 1;
  await tx.insert(contentRevisions).values({
    kind,
    itemKey: key,
    locale,
    number,
    data: revision.data,
    note: revision.note,
    authorId: revision.authorId,
  });
  await tx
    .update(contentItems)
    .set({ latestRevision: number, updatedAt: sql`now()` })
    .where(itemIs(kind, key, locale));
  return number;
}

/** Records that revision `number` is now the live version. Call inside the transaction that wrote it live. */
export async function markLive(
  tx: Database,
  kind: EditableKind,
  key: string,
  number: number,
  publishedBy: number | null,
  locale = EN,
): Promise<void> {
  await tx
    .update(contentItems)
    .set({ liveRevision: number, publishedAt: sql`now()`, publishedBy, updatedAt: sql`now()` })
    .where(itemIs(kind, key, locale));
}

/** Locks the item for a publish and gives its state; null when it has no revisions yet. */
export async function lockForPublish(
  tx: Database,
  kind: EditableKind,
  key: string,
  locale = EN,
): Promise<ContentItemRow | null> {
  const [row] = await tx
    .select()
    .from(contentItems)
    .where(itemIs(kind, key, locale))
    .for('update');
  return row ?? null;
}

/** The items whose newest revision mentions `text` anywhere in its data (a picture's address). */
export async function newestRevisionsMentioning(
  db: Database,
  text: string,
): Promise<{ kind: string; key: string }[]> {
  const rows = await db
    .select({ kind: contentRevisions.kind, key: contentRevisions.itemKey })
    .from(contentRevisions)
    .innerJoin(
      contentItems,
      and(
        eq(contentItems.kind, contentRevisions.kind),
        eq(contentItems.itemKey, contentRevisions.itemKey),
        eq(contentItems.locale, contentRevisions.locale),
        eq(contentItems.latestRevision, contentRevisions.number),
      ),
    )
    .where(
      and(isNull(contentItems.deletedAt), sql`strpos(${contentRevisions.data}::text, ${text}) > 0`),
    );
  return rows;
}

/** The newest revision of each of these items that has one, and whether the item was deleted since. */
export async function newestRevisionsOf(
  db: Database,
  items: readonly { kind: string; key: string }[],
): Promise<{ kind: string; key: string; deleted: boolean; data: Record<string, unknown> }[]> {
  if (items.length === 0) return [];
  const rows = await db
    .select({
      kind: contentItems.kind,
      key: contentItems.itemKey,
      deletedAt: contentItems.deletedAt,
      data: contentRevisions.data,
    })
    .from(contentItems)
    .innerJoin(
      contentRevisions,
      and(
        eq(contentRevisions.kind, contentItems.kind),
        eq(contentRevisions.itemKey, contentItems.itemKey),
        eq(contentRevisions.locale, contentItems.locale),
        eq(contentRevisions.number, contentItems.latestRevision),
      ),
    )
    .where(
      and(
        eq(contentItems.locale, EN),
        or(
          ...items.map((item) =>
            and(eq(contentItems.kind, item.kind), eq(contentItems.itemKey, item.key)),
          ),
        ),
      ),
    );
  return rows.map((row) => ({
    kind: row.kind,
    key: row.key,
    deleted: row.deletedAt !== null,
    data: row.data,
  }));
}

/** Items with saved revisions but never published: new items still drafts. */
export async function unpublishedItems(
  db: Database,
  kind: EditableKind,
): Promise<{ key: string; latestRevision: number; data: Record<string, unknown> }[]> {
  const rows = await db
    .select({
      key: contentItems.itemKey,
      latestRevision: contentItems.latestRevision,
      data: contentRevisions.data,
    })
    .from(contentItems)
    .innerJoin(
      contentRevisions,
      and(
        eq(contentRevisions.kind, contentItems.kind),
        eq(contentRevisions.itemKey, contentItems.itemKey),
        eq(contentRevisions.locale, contentItems.locale),
        eq(contentRevisions.number, contentItems.latestRevision),
      ),
    )
    .where(
      and(
        eq(contentItems.kind, kind),
        eq(contentItems.locale, EN),
        isNull(contentItems.liveRevision),
        isNull(contentItems.deletedAt),
      ),
    )
    .orderBy(desc(contentItems.updatedAt));
  return rows;
}

/**
 * Marks an item deleted: gone from the lists and the editing screens; its revisions stay, as
 * history does. An item never edited gets its state row here, so that its key is known as taken.
 */
export async function markDeleted(tx: Database, kind: EditableKind, key: string): Promise<void> {
  await tx
    .insert(contentItems)
    .values({ kind, itemKey: key, locale: EN, latestRevision: 0, deletedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [contentItems.kind, contentItems.itemKey, contentItems.locale],
      set: { deletedAt: sql`now()`, liveRevision: null, updatedAt: sql`now()` },
    });
  // Its translations go with it: their chains are closed as the English one is.
  await tx
    .update(contentItems)
    .set({ deletedAt: sql`now()`, liveRevision: null, updatedAt: sql`now()` })
    .where(
      and(eq(contentItems.kind, kind), eq(contentItems.itemKey, key), ne(contentItems.locale, EN)),
    );
}

/** A new item's key: the next of the table's sequence, never handed out twice. */
export async function reserveSequenceKey(db: Database, table: string): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id`,
  );
  return row!.id;
}

/**
 * A new item's key where the seed numbers rows by hand (services): the next after every row and
 * every key the kind has used (drafts not yet published, deleted items).
 */
export async function nextFreeKey(
  db: Database,
  kind: EditableKind,
  table: string,
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select (greatest((select coalesce(max(id), 0) from ${sql.identifier(table)}), (select coalesce(max(item_key::int), 0) from content_items where kind = ${kind})) + 1)::text as id`,
  );
  return row!.id;
}
