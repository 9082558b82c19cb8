import { type EditableKind, type FieldErrors, typedFactsByField } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { findCompanySettings } from '../repositories/settings.js';
import { EDITABLES } from './editable.js';
import { missingPictures } from './picture-check.js';

/**
 * What a draft that passed its kind's schema may still be refused for, by field: clashes with
 * other items (a slug in use, a branch address taken), pictures that are not there, pictures
 * in the rich text without alt text. The same checks when a draft is saved and when a version is
 * published; null when there is nothing.
 */
export async function draftProblems(
  db: Database,
  kind: EditableKind,
  key: string,
  draft: Record<string, unknown>,
): Promise<FieldErrors | null> {
  // The draft is the kind's own schema's output, which the union of every kind's check cannot name.
  const editable = EDITABLES[kind];
  const problems = {
    ...(await editable.check?.(db, key, draft as never)),
    ...(await missingPictures(db, draft, editable.richText)),
  } as FieldErrors;
  return Object.keys(problems).length > 0 ? problems : null;
}

const valueAt = (document: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, step) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined,
      document,
    );

/**
 * The fields of a draft being saved that type a company fact's figure instead of naming it in
 * braces (decision 006), leaving out fields as `live` already has them: a page published before
 * the facts were named, restored or taken down by its schedule, or a translation whose English
 * still types one, is no reason to refuse what staff did change. The facts themselves are exempt.
 */
export async function typedFactProblems(
  db: Database,
  kind: EditableKind,
  draft: Record<string, unknown>,
  live: Record<string, unknown> | null,
): Promise<FieldErrors | null> {
  if (kind === 'settings') return null;
  const facts = await findCompanySettings(db);
  if (!facts) return null;
  const problems = Object.entries(typedFactsByField(draft, facts)).filter(
    ([path]) => valueAt(draft, path) !== valueAt(live, path),
  );
  return problems.length > 0 ? (Object.fromEntries(problems) as FieldErrors) : null;
}
