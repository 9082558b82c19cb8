import type { ReactNode } from 'react';
import { type EditableKind, type FieldErrors, type MediaItem } from '@harsh/contract';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { type FieldChoices, fieldsFor, type FieldSpec, requiredFields } from './fields';
import { type MediaChoice, RichTextField } from './rich-text/field';

/** What image fields and the editor's Image button offer: each library picture by its description. */
export const mediaChoices = (media: MediaItem[]): MediaChoice[] =>
  media.map((picture) => ({
    address: picture.address,
    alt: picture.alt,
    label: `${picture.decorative ? `${picture.file_name} (decorative)` : picture.alt} · ${picture.width} × ${picture.height}`,
  }));

interface ContentFormFieldsProps {
  kind: EditableKind;
  /** The item's key: a home page's form is its own. */
  itemKey: string;
  /**
   * A field's value to start from, by its name (`claims.vehicles`): the saved document's (a list
   * one item per line), or, after a refusal, what was posted (a ticked box's `{name}.{value}`: `on`).
   */
  shown: (name: string) => string | undefined;
  errors: FieldErrors;
  library: MediaChoice[];
  /** What tick-box fields offer (the site's services, for a branch). */
  choices?: FieldChoices;
  /** A field that is made from another when left empty (a new item's address, from its title): not marked as needed. */
  madeIfEmpty?: string;
  /** Fields this item may not change (a fixed service's address), each with why: shown read-only, the reason as its hint. */
  fixed?: Record<string, string>;
}

/** The editing form's fields of an item, as `fieldsFor` lists them, with the media library offered in image fields. */
export function ContentFormFields({
  kind,
  itemKey,
  shown,
  errors,
  library,
  choices,
  madeIfEmpty,
  fixed,
}: ContentFormFieldsProps) {
  const required = requiredFields(kind, itemKey);
  const field = (
    spec: FieldSpec,
    name = spec.name,
    isRequired = required.has(name) && name !== madeIfEmpty,
  ) => {
    const props = {
      id: `field-${name.replaceAll('.', '-')}`,
      name,
      label: spec.label,
      hint: fixed?.[name] ?? spec.hint,
      error: errors[name]?.[0],
      defaultValue: shown(name),
    };
    if (spec.choicesFrom) {
      // The saved version's values when the form shows it; after a refusal, the posted boxes.
      const saved = props.defaultValue;
      const isTicked = (value: string) =>
        saved === undefined
          ? shown(`${name}.${value}`) === 'on'
          : saved.split('\n').includes(value);
      const order = shown(`${name}.order`) || saved || '';
      return (
        <TickBoxes
          key={name}
          {...props}
          options={choices?.[spec.choicesFrom] ?? []}
          isTicked={isTicked}
          order={order}
        />
      );
    }
    if (spec.richText)
      return (
        <RichTextField
          key={name}
          {...props}
          defaultValue={String(props.defaultValue ?? '')}
          library={library}
        />
      );
    // A list with a choice of its own for "none" needs no blank first choice.
    if (spec.options)
      return (
        <SelectField
          key={name}
          {...props}
          required={isRequired}
          options={spec.options}
          placeholder={spec.options.some((option) => option.value === '') ? null : 'Choose one'}
        />
      );
    return spec.multiline ? (
      <TextAreaField key={name} {...props} required={isRequired} rows={spec.rows ?? 3} />
    ) : (
      <TextField
        key={name}
        {...props}
        required={isRequired}
        type={spec.type === 'number' || spec.type === 'decimal' ? 'text' : (spec.type ?? 'text')}
        inputMode={
          spec.type === 'number' ? 'numeric' : spec.type === 'decimal' ? 'decimal' : undefined
        }
        list={spec.image ? 'media-library-choices' : undefined}
        readOnly={fixed?.[name] !== undefined}
      />
    );
  };
  return (
    <>
      {fieldsFor(kind, itemKey).map((spec) =>
        spec.group ? (
          <FieldGroups key={spec.name} spec={spec} shown={shown} errors={errors} field={field} />
        ) : (
          field(spec)
        ),
      )}
      <datalist id="media-library-choices">
        {library.map((choice) => (
          <option key={choice.address} value={choice.address} label={choice.label} />
        ))}
      </datalist>
    </>
  );
}

/**
 * A repeated group's rows (slides, cards), each a fieldset: the rows that hold something and
 * `extra` empty ones for new entries, up to the group's most. A row's fields are needed once any
 * of them is filled in; a row left empty is left out.
 */
function FieldGroups({
  spec,
  shown,
  errors,
  field,
}: {
  spec: FieldSpec;
  shown: (name: string) => string | undefined;
  errors: FieldErrors;
  field: (spec: FieldSpec, name: string, isRequired: boolean) => ReactNode;
}) {
  const group = spec.group!;
  const filled = (row: number) =>
    group.fields.some(
      (inner) =>
        inner.options === undefined &&
        (shown(`${spec.name}.${row}.${inner.name}`) ?? '').trim() !== '',
    );
  let rows = 0;
  for (let row = 0; row < group.max; row++) if (filled(row)) rows = row + 1;
  const listError = errors[spec.name]?.[0];
  return (
    <div className="grid gap-4">
      <p className="text-sm font-semibold text-navy-900">{spec.label}</p>
      {listError && (
        <p id={`field-${spec.name.replaceAll('.', '-')}-error`} className="field-error">
          {listError}
        </p>
      )}
      {Array.from({ length: Math.min(group.max, rows + group.extra) }, (_, row) => (
        <fieldset key={row} className="grid gap-4 rounded-md border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-navy-900">
            {group.legend(row + 1)}
          </legend>
          {group.fields.map((inner) =>
            field(inner, `${spec.name}.${row}.${inner.name}`, filled(row) && !inner.optional),
          )}
        </fieldset>
      ))}
    </div>
  );
}

interface TickBoxesProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  isTicked: (value: string) => boolean;
  /** The saved values in their order, one on each line: posted with the boxes (`{name}.order`), so that the order is kept. */
  order: string;
}

/** Any number of choices as a group of tick boxes, each posted as `{name}.{value}`. */
function TickBoxes({ id, name, label, hint, error, options, isTicked, order }: TickBoxesProps) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-semibold text-navy-900">{label}</legend>
      <input type="hidden" name={`${name}.order`} value={order} />
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`${id}-${option.value}`}
              name={`${name}.${option.value}`}
              type="checkbox"
              defaultChecked={isTicked(option.value)}
              className="size-5 accent-brand-600"
            />
            <label htmlFor={`${id}-${option.value}`} className="text-sm text-navy-900">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
