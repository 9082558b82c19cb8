import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { slugRedirects } from '../db/schema.js';

/**
 * Keeps `oldSlug` pointing at the item (`key`) that now lives at `newSlug`. Redirects that pointed
 * at `oldSlug` follow too, through the item's key; and `newSlug` stops being a redirect, since an
 * item lives there now.
 */
export async function keepOldAddress(
  db: Database,
  kind: string,
  oldSlug: string,
  newSlug: string,
  key: string,
): Promise<void> {
  await db
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, newSlug)));
  await db
    .insert(slugRedirects)
    .values({ kind, oldSlug, itemKey: key })
    .onConflictDoUpdate({
      target: [slugRedirects.kind, slugRedirects.oldSlug],
      set: { itemKey: key },
    });
}

/** The item key an old slug now leads to, if any. */
export async function findMovedItem(
  db: Database,
  kind: string,
  oldSlug: string,
): Promise<string | null> {
  const [row] = await db
    .select({ key: slugRedirects.itemKey })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, oldSlug)))
    .limit(1);
  return row?.key ?? null;
}

/** A slug an item now lives at stops being a redirect (a new item took an old address). */
export async function releaseOldAddress(db: Database, kind: string, slug: string): Promise<void> {
  await db
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)));
}

/** The old addresses that lead to an item, gone with it. */
export async function forgetOldAddresses(db: Database, kind: string, key: string): Promise<void> {
  await db
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.itemKey, key)));
}
