import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useUi } from '../../locale';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Options whose values are the spec's (`Road`), shown in the page's language (`सड़क`). */
export const labelledOptions = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
) => values.map((value) => ({ value, label: labels[value] }));

/** Label, control and its error, tied together for screen readers. */
function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    // `data-field`: where enhance/form.ts puts an error the server answers.
    <div data-field="">
      {/* The star is beside the label, not in it: the label's text is the field's name, word for word. */}
      <div className="mb-1 text-sm font-semibold text-navy-900">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </div>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { id: string; label: string; error?: string; hint?: ReactNode };

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy) => (
        <input
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input"
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy) => (
        <textarea
          id={id}
          required={required}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input"
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  ...select
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly (string | { value: string; label: string })[];
    /** The blank first choice; null for none, where a value is always chosen (a status). */
    placeholder?: string | null;
  }) {
  const ui = useUi();
  const blank = placeholder === undefined ? ui.forms.select : placeholder;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy) => (
        <select
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input"
          {...select}
        >
          {blank !== null && <option value="">{blank}</option>}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}
