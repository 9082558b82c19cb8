import { type EditableKind, type FieldErrors, type MediaItem } from '@harsh/contract';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { FIELDS, type FieldChoices, requiredFields } from './content-fields';
import { type MediaChoice, RichTextField } from './rich-text-field';

/** What image fields and the editor's Image button offer: each library picture by its description. */
export const mediaChoices = (media: MediaItem[]): MediaChoice[] =>
  media.map((picture) => ({
    address: picture.address,
    alt: picture.alt,
    label: `${picture.decorative ? `${picture.file_name} (decorative)` : picture.alt} · ${picture.width} × ${picture.height}`,
  }));

interface ContentFormFieldsProps {
  kind: EditableKind;
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

/** The editing form's fields of a kind, as `FIELDS` lists them, with the media library offered in image fields. */
export function ContentFormFields({ kind, shown, errors, library, choices, madeIfEmpty, fixed }: ContentFormFieldsProps) {
  const required = requiredFields(kind);
  return (
    <>
      {FIELDS[kind].map((field) => {
        const props = { id: `field-${field.name.replace('.', '-')}`, name: field.name, label: field.label, hint: fixed?.[field.name] ?? field.hint, error: errors[field.name]?.[0], defaultValue: shown(field.name) };
        const isRequired = required.has(field.name) && field.name !== madeIfEmpty;
        if (field.choicesFrom) {
          // The saved version's values when the form shows it; after a refusal, the posted boxes.
          const saved = props.defaultValue;
          const isTicked = (value: string) => (saved === undefined ? shown(`${field.name}.${value}`) === 'on' : saved.split('\n').includes(value));
          const order = shown(`${field.name}.order`) || saved || '';
          return <TickBoxes key={field.name} {...props} options={choices?.[field.choicesFrom] ?? []} isTicked={isTicked} order={order} />;
        }
        if (field.richText) return <RichTextField key={field.name} {...props} defaultValue={String(props.defaultValue ?? '')} library={library} />;
        if (field.options) return <SelectField key={field.name} {...props} required={isRequired} options={field.options} placeholder="Choose one" />;
        return field.multiline ? (
          <TextAreaField key={field.name} {...props} required={isRequired} rows={field.rows ?? 3} />
        ) : (
          <TextField
            key={field.name}
            {...props}
            required={isRequired}
            type={field.type === 'number' || field.type === 'decimal' ? 'text' : (field.type ?? 'text')}
            inputMode={field.type === 'number' ? 'numeric' : field.type === 'decimal' ? 'decimal' : undefined}
            list={field.image ? 'media-library-choices' : undefined}
            readOnly={fixed?.[field.name] !== undefined}
          />
        );
      })}
      <datalist id="media-library-choices">
        {library.map((choice) => (
          <option key={choice.address} value={choice.address} label={choice.label} />
        ))}
      </datalist>
    </>
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
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
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
            <input id={`${id}-${option.value}`} name={`${name}.${option.value}`} type="checkbox" defaultChecked={isTicked(option.value)} className="size-5 accent-brand-600" />
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
