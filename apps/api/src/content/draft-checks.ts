import { type EditableKind, type FieldErrors, typedFactsByField } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { findCompanySettings } from '../repositories/settings.js';
import { EDITABLES } from './editable.js';
import { missingPictures } from './picture-check.js';

/**
 * What a draft that passed its kind's schema may still be refused for, by field: clashes with
 * other items (a slug in use, a branch address taken), pictures that are not there, pictures
 * in the rich text without alt text, and company facts typed as figures instead of named in braces
 * (the facts themselves excepted). The same checks when a draft is saved and when a version is
 * published; null when there is nothing.
 */
export async function draftProblems(db: Database, kind: EditableKind, key: string, draft: Record<string, unknown>): Promise<FieldErrors | null> {
  // The draft is the kind's own schema's output, which the union of every kind's check cannot name.
  const editable = EDITABLES[kind];
  const facts = kind === 'settings' ? null : await findCompanySettings(db);
  const problems = {
    ...(facts ? typedFactsByField(draft, facts) : {}),
    ...(await editable.check?.(db, key, draft as never)),
    ...(await missingPictures(db, draft, editable.richText)),
  } as FieldErrors;
  return Object.keys(problems).length > 0 ? problems : null;
}
