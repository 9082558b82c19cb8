import {
  type EditableKind,
  type FieldErrors,
  type FieldSpec,
  formFields,
  requiredDraftFields,
} from '@harsh/contract';

/*
 * The editing forms' fields, and how a posted form becomes the document the API checks. Each
 * kind's fields are declared in its module in the contract (`packages/contract/src/kinds/`); field
 * names are the document's paths (`claims.vehicles`), so the API's field messages land on them.
 */

export type { FieldSpec };

/** The lists tick-box fields choose from, by `choicesFrom`. */
export type FieldChoices = Record<
  NonNullable<FieldSpec['choicesFrom']>,
  readonly { value: string; label: string }[]
>;

/** Social profiles: the saved ones and two empty rows for new ones. */
export const SOCIAL_ROWS_EXTRA = 2;
export const SOCIAL_ROWS_MAX = 10;

/** The fields of an item's form: a kind's, with a home page's own blocks. */
export const fieldsFor = (kind: EditableKind, key: string): FieldSpec[] => formFields(kind, key);

/** A value of the document by its path (`claims.vehicles`), as the form shows it. */
export function valueAt(document: Record<string, unknown>, path: string): string {
  let value: unknown = document;
  for (const part of path.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (Array.isArray(value)) return value.join('\n');
  return value === null || value === undefined ? '' : String(value);
}

/** Sets `value` at a dotted path of `document` (`sections.why_us.title`), making the objects on the way. */
function setAt(document: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let at = document;
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
  at[parts.at(-1)!] = value;
}

/** The posted form as the document the API checks (it trims, converts and validates). */
export function documentFromForm(
  kind: EditableKind,
  key: string,
  fields: Record<string, string>,
): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const { name, choicesFrom, group } of fieldsFor(kind, key)) {
    if (choicesFrom) {
      // The saved order (posted beside the boxes) is kept; newly ticked values follow it.
      const saved = (fields[`${name}.order`] ?? '').split('\n');
      const rank = (value: string) => (saved.includes(value) ? saved.indexOf(value) : saved.length);
      document[name] = ticked(fields, name)
        .sort((a, b) => rank(a) - rank(b))
        .join('\n');
      continue;
    }
    if (group) {
      const rows = filledRows(fields, name, group);
      setAt(
        document,
        name,
        rows.map((row) =>
          Object.fromEntries(
            group.fields.map((field) => [field.name, fields[`${name}.${row}.${field.name}`] ?? '']),
          ),
        ),
      );
      continue;
    }
    setAt(document, name, fields[name] ?? '');
  }
  if (kind === 'settings') {
    document['social'] = socialRowsTyped(fields).map((row) => ({
      name: (fields[`social.${row}.name`] ?? '').trim(),
      url: (fields[`social.${row}.url`] ?? '').trim(),
    }));
  }
  return document;
}

/** The rows of a repeated group that hold something: empty rows are left out of the document. */
function filledRows(
  fields: Record<string, string>,
  name: string,
  group: NonNullable<FieldSpec['group']>,
): number[] {
  const rows: number[] = [];
  for (let row = 0; row < group.max; row++) {
    if (
      group.fields.some(
        (field) =>
          field.options === undefined && (fields[`${name}.${row}.${field.name}`] ?? '').trim(),
      )
    )
      rows.push(row);
  }
  return rows;
}

const requiredByForm = new Map<string, Set<string>>();

/** The fields of an item's form that may not be left empty, as the API's check of a draft says: marked so in the form. */
export function requiredFields(kind: EditableKind, key: string): Set<string> {
  const form = kind === 'home' ? `${kind}:${key}` : kind;
  let required = requiredByForm.get(form);
  if (!required)
    requiredByForm.set(
      form,
      (required = requiredDraftFields(kind, documentFromForm(kind, key, {}))),
    );
  return required;
}

/** The values of a tick-box field's boxes that are ticked (`{name}.{value}` posted as `on`). */
function ticked(fields: Record<string, string>, name: string): string[] {
  return Object.keys(fields)
    .filter(
      (field) =>
        field.startsWith(`${name}.`) && field !== `${name}.order` && fields[field] === 'on',
    )
    .map((field) => field.slice(name.length + 1));
}

/** The social-profile rows of the form that hold something: empty rows are left out of the document. */
function socialRowsTyped(fields: Record<string, string>): number[] {
  const rows: number[] = [];
  for (let row = 0; row < SOCIAL_ROWS_MAX; row++) {
    if ((fields[`social.${row}.name`] ?? '').trim() || (fields[`social.${row}.url`] ?? '').trim())
      rows.push(row);
  }
  return rows;
}

/**
 * The API's field messages named as the form names its fields. A message on a row of a list (a
 * social profile, a slide, a card) names its place in the saved list (`slides.1.image`); with an
 * empty row above it, that is another row of the form, so the message goes to the row it was typed in.
 */
export function errorsForForm(
  kind: EditableKind,
  key: string,
  fields: Record<string, string>,
  errors: FieldErrors,
): FieldErrors {
  const lists = fieldsFor(kind, key)
    .filter((field) => field.group)
    .map((field) => ({ name: field.name, rows: filledRows(fields, field.name, field.group!) }));
  if (kind === 'settings') lists.push({ name: 'social', rows: socialRowsTyped(fields) });
  if (lists.length === 0) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => {
      for (const { name, rows } of lists) {
        const row = new RegExp(`^${name.replace(/\./g, '\\.')}\\.(\\d+)(\\..+)?$`).exec(path);
        if (row) return [`${name}.${rows[Number(row[1])] ?? row[1]}${row[2] ?? ''}`, messages];
      }
      return [path, messages];
    }),
  );
}
