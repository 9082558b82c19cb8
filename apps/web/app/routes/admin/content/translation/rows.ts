import type { EditableItem, EditableKind } from '@harsh/contract';
import { fieldsFor, type FieldSpec, valueAt } from '../fields';

/*
 * A translation's form (decision 044): one row for each word of the English (its translatable
 * fields, as the API gives them beside the translation), labelled as the English form labels it,
 * the English beside the field for the translation. Rows follow the English's own nesting: a
 * slide or a card keeps its place even when its translation is left empty.
 */

export interface TranslationRow {
  /** The field's path in the document, and its name in the form: `slides.1.title`. */
  name: string;
  label: string;
  /** The top-level field it belongs to, as the API names a field changed since it was translated. */
  field: string;
  /** The English words to translate (a list of lines as one text). */
  english: string;
  /** How the English form edits it: a line, several lines, or rich text. */
  spec: Pick<FieldSpec, 'multiline' | 'rows' | 'richText' | 'hint'>;
}

/** The form's spec of the field at `path`, and its label: a field's own, or a row of a group's (`Slide 2: Title`). */
function specAt(specs: FieldSpec[], path: string): { spec: FieldSpec; label: string } | null {
  for (const spec of specs) {
    if (spec.name === path && !spec.group) return { spec, label: spec.label };
    if (!spec.group || !path.startsWith(`${spec.name}.`)) continue;
    const [row, inner] = path.slice(spec.name.length + 1).split('.');
    const field = spec.group.fields.find((candidate) => candidate.name === inner);
    if (field && /^\d+$/.test(row ?? ''))
      return { spec: field, label: `${spec.group.legend(Number(row) + 1)}: ${field.label}` };
  }
  return null;
}

/** The rows of the translation form of an item of `kind` whose English words are `english`. */
export function translationRows(
  kind: EditableKind,
  key: string,
  english: Record<string, unknown>,
): TranslationRow[] {
  const specs = fieldsFor(kind, key);
  const rows: TranslationRow[] = [];
  const walk = (value: unknown, path: string) => {
    const found = specAt(specs, path);
    if (found || value === null || typeof value !== 'object') {
      const text = Array.isArray(value)
        ? value.join('\n')
        : value === null || value === undefined
          ? ''
          : String(value);
      const { spec, label } = found ?? { spec: {} as FieldSpec, label: path };
      rows.push({
        name: path,
        label,
        field: path.split('.')[0]!,
        english: text,
        spec: {
          multiline: spec.multiline,
          rows: spec.rows,
          richText: spec.richText,
          hint: spec.hint,
        },
      });
      return;
    }
    for (const [inner, innerValue] of Object.entries(value))
      walk(innerValue, path ? `${path}.${inner}` : inner);
  };
  walk(english, '');
  return rows;
}

/** The posted translation form as the document the API checks: the English's nesting, each row's words at its place. */
export function translationFromForm(
  rows: readonly TranslationRow[],
  fields: Record<string, string>,
): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const row of rows) {
    const parts = row.name.split('.');
    let at: Record<string, unknown> | unknown[] = document;
    parts.slice(0, -1).forEach((part, index) => {
      const next = parts[index + 1]!;
      const container = at as Record<string, unknown>;
      container[part] ??= /^\d+$/.test(next) ? [] : {};
      at = container[part] as Record<string, unknown>;
    });
    (at as Record<string, unknown>)[parts.at(-1)!] = fields[row.name] ?? '';
  }
  return document;
}

/**
 * What the translation form posts when sent as it opens: its hidden fields and each row's words as
 * the newest translation has them (none yet: empty). The screen's form starts from these.
 */
export function translationFormStart(
  item: Pick<EditableItem, 'kind' | 'key' | 'english' | 'latest' | 'latest_revision'>,
): { rows: TranslationRow[]; fields: Record<string, string> } {
  const rows = item.english ? translationRows(item.kind, item.key, item.english.data) : [];
  const fields: Record<string, string> = {
    intent: 'save',
    base_revision: String(item.latest_revision),
    source_revision: String(item.english?.revision ?? 0),
  };
  for (const row of rows) fields[row.name] = valueAt(item.latest, row.name);
  return { rows, fields };
}
