import {
  EDITABLE_KINDS,
  type AuditEntry,
  type EditableKind,
  splitAuditTarget,
} from '@harsh/contract';
import type { Database } from '../../db/client.js';
import { EDITABLES } from '../../content/editable.js';
import type { StoredAuditEntry } from '../../repositories/audit-log.js';
import { newestRevisionsOf } from '../../repositories/content-revisions.js';
import { findMediaNames } from '../../repositories/media.js';
import { findStaffNames } from '../../repositories/staff.js';

/** The details that hold a staff account's id. */
const STAFF_ID_DETAILS = ['scheduled_by'] as const;

const isEditableKind = (kind: string): kind is EditableKind =>
  (EDITABLE_KINDS as readonly string[]).includes(kind);

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647
    ? id
    : null;
}

interface Name {
  name: string;
  exists: boolean;
}

/**
 * Content items' titles by target (`kind:key`): a live item's from its kind's list (one read a
 * kind), any other's from its newest revision (a draft never published, an item deleted), all
 * of those in one read.
 */
async function contentNames(
  db: Database,
  targets: Map<string, { kind: EditableKind; key: string }>,
): Promise<Map<string, Name>> {
  const names = new Map<string, Name>();
  const kinds = new Set([...targets.values()].map((target) => target.kind));
  for (const kind of kinds) {
    for (const item of await EDITABLES[kind].list(db)) {
      const target = `${kind}:${item.key}`;
      if (targets.has(target)) names.set(target, { name: item.title, exists: true });
    }
  }
  const others = [...targets.entries()]
    .filter(([target]) => !names.has(target))
    .map(([, item]) => item);
  for (const revision of await newestRevisionsOf(db, others)) {
    if (!isEditableKind(revision.kind)) continue;
    const title = EDITABLES[revision.kind].title(revision.key, revision.data as never);
    if (title)
      names.set(`${revision.kind}:${revision.key}`, { name: title, exists: !revision.deleted });
  }
  return names;
}

/**
 * Names for what a page of the log refers to by id: its actor by name, a staff account (its
 * target `staff:N`, or `details.scheduled_by`) by name and e-mail, a content item by its title, a picture by its file
 * name (a deleted one by the name its entry kept). The entries stay as they were written; names
 * are read now, so an account renamed since shows its new name. Enquiries are not named: their
 * names are people's, and the inbox has them. A few reads a page, whatever its entries.
 */
export async function nameAuditEntries(
  db: Database,
  entries: StoredAuditEntry[],
): Promise<AuditEntry[]> {
  const staffIds = new Set<number>();
  const mediaIds = new Set<number>();
  const contentTargets = new Map<string, { kind: EditableKind; key: string }>();
  for (const entry of entries) {
    if (entry.actor_id) staffIds.add(entry.actor_id);
    for (const detail of STAFF_ID_DETAILS) {
      const id = positiveId(entry.details[detail]);
      if (id) staffIds.add(id);
    }
    const { kind, key } = splitAuditTarget(entry.target);
    if (!kind || key === null) continue;
    const id = positiveId(key);
    if (kind === 'staff' && id) staffIds.add(id);
    else if (kind === 'media' && id) mediaIds.add(id);
    else if (isEditableKind(kind)) contentTargets.set(entry.target!, { kind, key });
  }

  const staffRows = await findStaffNames(db, [...staffIds]);
  const staffNames = new Map(staffRows.map((row) => [row.id, `${row.name} (${row.email})`]));
  const actorNames = new Map(staffRows.map((row) => [row.id, row.name]));
  const mediaNames = new Map(
    (await findMediaNames(db, [...mediaIds])).map((row) => [row.id, row.fileName]),
  );
  const titles = await contentNames(db, contentTargets);

  return entries.map((entry) => {
    const detailNames: Record<string, string> = {};
    for (const detail of STAFF_ID_DETAILS) {
      const name = staffNames.get(positiveId(entry.details[detail]) ?? 0);
      if (name) detailNames[detail] = name;
    }
    const { kind, key } = splitAuditTarget(entry.target);
    const id = positiveId(key) ?? 0;
    const kept = typeof entry.details['file_name'] === 'string' ? entry.details['file_name'] : null;
    const byId =
      kind === 'staff' ? staffNames.get(id) : kind === 'media' ? mediaNames.get(id) : undefined;
    const target: Name | null = byId
      ? { name: byId, exists: true }
      : kind === 'media' && kept
        ? { name: kept, exists: false }
        : (titles.get(entry.target ?? '') ?? null);
    return {
      ...entry,
      actor_name: (entry.actor_id && actorNames.get(entry.actor_id)) || null,
      target_name: target?.name ?? null,
      target_exists: target?.exists ?? false,
      detail_names: detailNames,
    };
  });
}
