import { inArray } from 'drizzle-orm';
import { EDITABLE_KINDS, type AuditEntry, type EditableKind } from '@harsh/contract';
import type { Database } from '../../db/client.js';
import { media, staffUsers } from '../../db/schema.js';
import { EDITABLES } from '../../content/editable.js';
import type { StoredAuditEntry } from '../../repositories/audit-log.js';
import { findRevisionData, itemState } from '../../repositories/content-revisions.js';

/** The details that hold a staff account's id. */
const STAFF_ID_DETAILS = ['scheduled_by'] as const;

const isEditableKind = (kind: string): kind is EditableKind => (EDITABLE_KINDS as readonly string[]).includes(kind);

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** `kind:key` as its two parts; a bare kind (a list reordered) has no key. */
function splitTarget(target: string | null): { kind: string | null; key: string | null } {
  if (!target) return { kind: null, key: null };
  const colon = target.indexOf(':');
  return colon === -1 ? { kind: target, key: null } : { kind: target.slice(0, colon), key: target.slice(colon + 1) };
}

interface Name {
  name: string;
  exists: boolean;
}

/** A content item's title: its live version's, else its newest revision's (a draft never published, an item deleted). */
async function contentName(db: Database, kind: EditableKind, key: string): Promise<Name | null> {
  const editable = EDITABLES[kind];
  // A key the kind cannot read (none is written so, but the log outlives the code) names nothing.
  const live = await editable.read(db, key).catch(() => null);
  if (live) return { name: editable.title(key, live as never), exists: true };
  const state = await itemState(db, kind, key);
  if (!state || state.latestRevision === 0) return null;
  const newest = await findRevisionData(db, kind, key, state.latestRevision);
  if (!newest) return null;
  try {
    return { name: editable.title(key, newest as never), exists: state.deletedAt === null };
  } catch {
    return null;
  }
}

/**
 * Names for what a page of the log refers to by id: a staff account (its target `staff:N`, or
 * `details.scheduled_by`) by name and e-mail, a content item by its title, a picture by its file
 * name. The entries stay as they were written; names are read now, so an account renamed since
 * shows its new name. Enquiries are not named: their names are people's, and the inbox has them.
 */
export async function nameAuditEntries(db: Database, entries: StoredAuditEntry[]): Promise<AuditEntry[]> {
  const staffIds = new Set<number>();
  const mediaIds = new Set<number>();
  const contentTargets = new Map<string, { kind: EditableKind; key: string }>();
  for (const entry of entries) {
    for (const detail of STAFF_ID_DETAILS) {
      const id = positiveId(entry.details[detail]);
      if (id) staffIds.add(id);
    }
    const { kind, key } = splitTarget(entry.target);
    if (!kind || key === null) continue;
    const id = positiveId(key);
    if (kind === 'staff' && id) staffIds.add(id);
    else if (kind === 'media' && id) mediaIds.add(id);
    else if (isEditableKind(kind)) contentTargets.set(entry.target!, { kind, key });
  }

  const staffNames = new Map<number, string>();
  if (staffIds.size > 0) {
    const rows = await db.select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(inArray(staffUsers.id, [...staffIds]));
    for (const row of rows) staffNames.set(row.id, `${row.name} (${row.email})`);
  }
  const mediaNames = new Map<number, string>();
  if (mediaIds.size > 0) {
    const rows = await db.select({ id: media.id, fileName: media.fileName }).from(media).where(inArray(media.id, [...mediaIds]));
    for (const row of rows) mediaNames.set(row.id, row.fileName);
  }
  const contentNames = new Map<string, Name>();
  for (const [target, { kind, key }] of contentTargets) {
    const name = await contentName(db, kind, key);
    if (name) contentNames.set(target, name);
  }

  return entries.map((entry) => {
    const detailNames: Record<string, string> = {};
    for (const detail of STAFF_ID_DETAILS) {
      const name = staffNames.get(positiveId(entry.details[detail]) ?? 0);
      if (name) detailNames[detail] = name;
    }
    const { kind, key } = splitTarget(entry.target);
    const id = positiveId(key) ?? 0;
    const byId = kind === 'staff' ? staffNames.get(id) : kind === 'media' ? mediaNames.get(id) : undefined;
    const target: Name | null = byId ? { name: byId, exists: true } : (contentNames.get(entry.target ?? '') ?? null);
    return { ...entry, target_name: target?.name ?? null, target_exists: target?.exists ?? false, detail_names: detailNames };
  });
}
