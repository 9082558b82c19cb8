import type { EditableKind, FieldErrors } from '@harsh/contract';
import { fieldsFor } from '../fields';
import type { TranslationRow } from '../translation/rows';

/** Fields every item screen shows beside the content's own: the history note, the publish, preview-link and delete forms'. */
const SCREEN_FIELDS = new Set(['note', 'at', 'until', 'also', 'hours', 'confirm']);

/** Whether the English editing form of an item of `kind` shows a message on the field `name`. */
function englishFormShows(kind: EditableKind, key: string, name: string): boolean {
  if (kind === 'settings' && /^social\.\d+\.(name|url)$/.test(name)) return true;
  return fieldsFor(kind, key).some((spec) => {
    if (!spec.group) return spec.name === name;
    // A group shows a message on the whole list, and on each field of each of its rows.
    if (spec.name === name) return true;
    const row = name.startsWith(`${spec.name}.`)
      ? /^(\d+)\.([^.]+)$/.exec(name.slice(spec.name.length + 1))
      : null;
    return row !== null && spec.group.fields.some((field) => field.name === row[2]);
  });
}

/**
 * The answer's message, naming each of the API's field messages that the screen has no field to
 * show at (a field the form leaves out, a part of the document it does not edit): a refusal never
 * asks to correct "highlighted fields" with nothing highlighted (issue 40). `rows` are a
 * translation form's rows; without them, the English form's fields are what the screen shows.
 */
export function namingUnshown(
  message: string,
  kind: EditableKind,
  key: string,
  errors: FieldErrors,
  rows?: readonly TranslationRow[],
): string {
  const shows = rows ? new Set(rows.map((row) => row.name)) : null;
  const unshown = Object.entries(errors).filter(([name, messages]) =>
    // A message on the whole document is the answer's own message, or is named here.
    name === '_'
      ? messages.some((text) => text !== message)
      : !SCREEN_FIELDS.has(name) && !(shows ? shows.has(name) : englishFormShows(kind, key, name)),
  );
  if (unshown.length === 0) return message;
  const named = unshown.map(([name, messages]) =>
    name === '_'
      ? messages.filter((text) => text !== message).join(' ')
      : `${name}: ${messages.join(' ')}`,
  );
  return `${message} Refused on what this form does not show: ${named.join('; ')}`;
}
