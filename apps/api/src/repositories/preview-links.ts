import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  CONTENT_ROLES,
  DEFAULT_LOCALE,
  type EditableKind,
  type PreviewLink,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import { previewLinks, type PreviewLinkRow, staffUsers } from '../db/schema.js';

export interface NewPreviewLink {
  tokenHash: string;
  kind: EditableKind;
  key: string;
  /** The chain the revision is of: 'en' or a translation's language. */
  locale: string;
  revision: number;
  createdBy: number;
  expiresAt: Date;
}

/** Who makes preview links (those who edit content); a link works only while its maker still may. */
export const PREVIEW_LINK_ROLES = CONTENT_ROLES;

/**
 * A link works until it expires or is revoked, and while the account that made it is on and may
 * still edit: someone who leaves (turned off) or moves to the inbox takes their links along.
 */
const live = and(isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, sql`now()`));
const works = and(
  live,
  sql`exists (select 1 from ${staffUsers} where ${staffUsers.id} = ${previewLinks.createdBy} and ${staffUsers.disabledAt} is null and ${inArray(staffUsers.role, [...PREVIEW_LINK_ROLES])})`,
);

export async function createPreviewLink(
  tx: Database,
  link: NewPreviewLink,
): Promise<PreviewLinkRow> {
  const [row] = await tx
    .insert(previewLinks)
    .values({
      tokenHash: link.tokenHash,
      kind: link.kind,
      itemKey: link.key,
      locale: link.locale,
      revision: link.revision,
      createdBy: link.createdBy,
      expiresAt: link.expiresAt.toISOString(),
    })
    .returning();
  return row!;
}

/** The item's links that still work, the soonest to expire first. */
export async function workingPreviewLinks(
  db: Database,
  kind: EditableKind,
  key: string,
  locale = DEFAULT_LOCALE.code,
): Promise<PreviewLink[]> {
  const rows = await db
    .select({ link: previewLinks, by: staffUsers.name })
    .from(previewLinks)
    .leftJoin(staffUsers, eq(staffUsers.id, previewLinks.createdBy))
    .where(
      and(
        eq(previewLinks.kind, kind),
        eq(previewLinks.itemKey, key),
        eq(previewLinks.locale, locale),
        works,
      ),
    )
    .orderBy(asc(previewLinks.expiresAt));
  return rows.map(({ link, by }) => previewLinkView(link, by));
}

export const previewLinkView = (link: PreviewLinkRow, createdBy: string | null): PreviewLink => ({
  id: link.id,
  revision: link.revision,
  created_by: createdBy,
  created_at: new Date(link.createdAt).toISOString(),
  expires_at: new Date(link.expiresAt).toISOString(),
});

/** The link with this token's hash, if it still works. */
export async function findWorkingPreviewLink(
  db: Database,
  tokenHash: string,
): Promise<PreviewLinkRow | null> {
  const [row] = await db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, tokenHash), works))
    .limit(1);
  return row ?? null;
}

/** Revokes one of the item's working links; false when there is none such. */
export async function revokePreviewLink(
  tx: Database,
  kind: EditableKind,
  key: string,
  id: number,
): Promise<boolean> {
  const rows = await tx
    .update(previewLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(previewLinks.id, id),
        eq(previewLinks.kind, kind),
        eq(previewLinks.itemKey, key),
        live,
      ),
    )
    .returning({ id: previewLinks.id });
  return rows.length > 0;
}

/** Revokes every working link of an item (it is being deleted); how many there were. */
export async function revokeItemPreviewLinks(
  tx: Database,
  kind: EditableKind,
  key: string,
): Promise<number> {
  const rows = await tx
    .update(previewLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(previewLinks.kind, kind), eq(previewLinks.itemKey, key), live))
    .returning({ id: previewLinks.id });
  return rows.length;
}

/** Revokes every link someone made (their account is turned off, or no longer edits); how many there were. */
export async function revokeMakersPreviewLinks(tx: Database, userId: number): Promise<number> {
  const rows = await tx
    .update(previewLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(previewLinks.createdBy, userId), live))
    .returning({ id: previewLinks.id });
  return rows.length;
}
