import { Form } from 'react-router';
import { type EditableItem, localeSetting, REVISION_NOTE_MAX_LENGTH } from '@harsh/contract';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { SignInAgain } from '../../_shared/notice';
import { RichTextField } from '../rich-text/field';
import { useUnsavedChanges } from '../unsaved-changes';
import { translationPath } from '../item-address';
import type { Route } from './+types/route';
import { type TranslationRow, translationFormStart } from './rows';

interface TranslationFormProps {
  item: EditableItem;
  answer: Route.ComponentProps['actionData'];
  busy: boolean;
}

/**
 * The translation's words beside the English's, field by field: the English read-only on the
 * left (on a phone, above), the translation to type on the right; a field whose English changed
 * since it was translated says so. Saved as a new draft version of the translation, made from the
 * English version shown (`source_revision`).
 */
export function TranslationForm({ item, answer, busy }: TranslationFormProps) {
  const locale = localeSetting(item.locale);
  const english = item.english;
  const errors = answer?.errors ?? {};
  const values = answer?.intent === 'save' ? answer.values : null;
  const saveRefused =
    answer && !answer.ok && (answer.intent === 'save' || answer.intent === 'session')
      ? answer
      : null;
  const unsaved = useUnsavedChanges(saveRefused);
  const stale = new Set(item.translations[item.locale]?.stale_fields ?? []);
  const start = translationFormStart(item);
  const { rows } = start;
  const shown = (name: string) => (values ?? start.fields)[name] ?? '';
  return (
    <section aria-labelledby="translate" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="translate" className="text-lg font-bold">
        Translate
      </h2>
      {!english ? (
        <p className="mt-2 text-sm text-muted">
          The English is not published yet: publish it first, then translate it.
        </p>
      ) : (
        <Form
          method="post"
          className="mt-4 grid gap-6"
          key={item.latest_revision}
          noValidate
          {...unsaved.handlers}
        >
          <input type="hidden" name="intent" value="save" />
          <input
            type="hidden"
            name="base_revision"
            value={values?.['base_revision'] ?? start.fields['base_revision']}
          />
          <input type="hidden" name="source_revision" value={start.fields['source_revision']} />
          {rows.map((row) => (
            <TranslationRowFields
              key={row.name}
              row={row}
              tag={locale.tag}
              value={shown(row.name)}
              error={errors[row.name]?.[0]}
              changed={stale.has(row.field)}
            />
          ))}
          <TextField
            id="field-note"
            name="note"
            label="What changed (for the history)"
            maxLength={REVISION_NOTE_MAX_LENGTH}
            defaultValue={values?.['note'] ?? ''}
            error={errors['note']?.[0]}
          />
          <div>
            <SubmitButton busy={busy} className="btn-primary">
              Save draft
            </SubmitButton>
            {saveRefused && (
              <div className="mt-3 text-sm text-red-800">
                <p>{saveRefused.message}</p>
                {saveRefused.intent === 'session' && (
                  <SignInAgain path={translationPath(item, item.locale)} />
                )}
              </div>
            )}
          </div>
        </Form>
      )}
    </section>
  );
}

/** One field: its English (read-only) and its translation, side by side from 1024 px. */
function TranslationRowFields({
  row,
  tag,
  value,
  error,
  changed,
}: {
  row: TranslationRow;
  tag: string;
  value: string;
  error: string | undefined;
  changed: boolean;
}) {
  const id = `field-${row.name.replaceAll('.', '-')}`;
  const hint = changed ? 'The English changed since this was translated.' : undefined;
  const field = row.spec.richText ? (
    <RichTextField
      id={id}
      name={row.name}
      label={row.label}
      hint={hint}
      error={error}
      defaultValue={value}
    />
  ) : row.spec.multiline || row.english.length > 120 ? (
    <TextAreaField
      id={id}
      name={row.name}
      label={row.label}
      hint={hint}
      error={error}
      defaultValue={value}
      rows={row.spec.rows ?? 3}
    />
  ) : (
    <TextField
      id={id}
      name={row.name}
      label={row.label}
      hint={hint}
      error={error}
      defaultValue={value}
    />
  );
  return (
    <div
      className={`grid gap-3 lg:grid-cols-2 ${changed ? 'rounded-md border-l-4 border-sun-400 pl-3' : ''}`}
    >
      <div>
        <p className="text-sm font-semibold text-navy-900" id={`${id}-english-label`}>
          {row.label}: English
        </p>
        {row.spec.richText ? (
          // The English as the API stored it: sanitised HTML, shown as the site shows it.
          <div
            className="prose-content mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
            lang="en-IN"
            aria-labelledby={`${id}-english-label`}
            role="region"
            dangerouslySetInnerHTML={{ __html: row.english }}
          />
        ) : (
          <p
            className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-line"
            lang="en-IN"
          >
            {row.english || '—'}
          </p>
        )}
      </div>
      <div lang={tag}>{field}</div>
    </div>
  );
}
