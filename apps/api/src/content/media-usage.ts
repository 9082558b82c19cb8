import {
  EDITABLE_KINDS,
  type EditableKind,
  MEDIA_LIBRARY_PATH,
  type MediaUse,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import { newestRevisionsMentioning } from '../repositories/content-revisions.js';
import { scheduledRevisionsMentioning } from '../repositories/content-schedules.js';
import { EDITABLES } from './editable.js';

/**
 * Where a library picture is used: every item whose live content, newest draft, or a version a
 * schedule will put up names one of its files. Other old revisions are not asked: restoring one
 * that used a deleted picture shows no picture.
 */
export async function whereMediaIsUsed(db: Database, hash: string): Promise<MediaUse[]> {
  const needle = `${MEDIA_LIBRARY_PATH}${hash}-`;
  const found = new Map<string, MediaUse>();
  const add = async (kind: EditableKind, key: string, data?: Record<string, unknown> | null) => {
    const live = data ?? (await EDITABLES[kind].read(db, key));
    found.set(`${kind}/${key}`, {
      kind,
      key,
      title: live ? EDITABLES[kind].title(key, live as never) : key,
    });
  };
  for (const kind of EDITABLE_KINDS) {
    for (const { key, data } of await EDITABLES[kind].readAll(db)) {
      if (JSON.stringify(data).includes(needle)) await add(kind, key, data);
    }
  }
  const revisions = [
    ...(await newestRevisionsMentioning(db, needle)),
    ...(await scheduledRevisionsMentioning(db, needle)),
  ];
  for (const { kind, key } of revisions) {
    if ((EDITABLE_KINDS as readonly string[]).includes(kind) && !found.has(`${kind}/${key}`))
      await add(kind as EditableKind, key);
  }
  return [...found.values()];
}
