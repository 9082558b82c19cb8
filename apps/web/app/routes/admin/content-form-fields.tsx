import { type EditableKind, type FieldErrors, type MediaItem } from '@harsh/contract';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { FIELDS } from './content-fields';
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
  /** A field's value to start from, by its name (`claims.vehicles`). */
  shown: (name: string) => string | undefined;
  errors: FieldErrors;
  library: MediaChoice[];
}

/** The editing form's fields of a kind, as `FIELDS` lists them, with the media library offered in image fields. */
export function ContentFormFields({ kind, shown, errors, library }: ContentFormFieldsProps) {
  return (
    <>
      {FIELDS[kind].map((field) => {
        const props = { id: `field-${field.name.replace('.', '-')}`, name: field.name, label: field.label, hint: field.hint, error: errors[field.name]?.[0], defaultValue: shown(field.name) };
        if (field.richText) return <RichTextField key={field.name} {...props} defaultValue={String(props.defaultValue ?? '')} library={library} />;
        if (field.options) return <SelectField key={field.name} {...props} options={field.options} placeholder="Choose one" />;
        return field.multiline ? (
          <TextAreaField key={field.name} {...props} rows={field.rows ?? 3} />
        ) : (
          <TextField
            key={field.name}
            {...props}
            type={field.type === 'number' || field.type === 'decimal' ? 'text' : (field.type ?? 'text')}
            inputMode={field.type === 'number' ? 'numeric' : field.type === 'decimal' ? 'decimal' : undefined}
            list={field.image ? 'media-library-choices' : undefined}
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
