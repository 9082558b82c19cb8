import type { EditableKind, FieldErrors } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { EDITABLES } from './editable.js';
import { missingPictures } from './picture-check.js';

/**
 * What a draft that passed its kind's schema may still be refused for, by field: clashes with
 * other items (a slug in use, a branch address taken) and pictures that are not there. The same
 * checks when a draft is saved and when a version is published; null when there is nothing.
 */
export async function draftProblems(db: Database, kind: EditableKind, key: string, draft: Record<string, unknown>): Promise<FieldErrors | null> {
  // The draft is the kind's own schema's output, which the union of every kind's check cannot name.
  const problems = { ...(await EDITABLES[kind].check?.(db, key, draft as never)), ...(await missingPictures(db, draft)) } as FieldErrors;
  return Object.keys(problems).length > 0 ? problems : null;
}
