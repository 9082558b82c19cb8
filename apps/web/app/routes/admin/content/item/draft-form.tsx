import { useState } from 'react';
import { Form, Link } from 'react-router';
import {
  CONTENT_MESSAGES,
  type EditableItem,
  REVISION_NOTE_MAX_LENGTH,
  SERVICE_ROUTES,
} from '@harsh/contract';
import { TextField } from '../../../../components/ui/field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { SignInAgain } from '../../_shared/notice';
import { type FieldChoices, SOCIAL_ROWS_EXTRA, SOCIAL_ROWS_MAX, valueAt } from '../fields';
import { ContentFormFields } from '../form-fields';
import { itemPath } from '../item-address';
import type { MediaChoice } from '../rich-text/field';
import { useUnsavedChanges } from '../unsaved-changes';
import type { Route } from './+types/route';

/**
 * The version a posted draft started from (`base_revision`); after a conflict, older than the
 * newest until the person ticks that theirs may go over the newer one (`overwrite_base`).
 */
export const versionStartedFrom = (fields: Record<string, string | undefined>) =>
  Number(fields['overwrite_base'] || fields['base_revision']);

/** What this item may not change, and why: the seven services the site's routes name keep their addresses. */
function fixedFields(item: EditableItem): Record<string, string> | undefined {
  return item.kind === 'services' && SERVICE_ROUTES.some((route) => String(route.id) === item.key)
    ? { slug: CONTENT_MESSAGES.slugFixed }
    : undefined;
}

interface DraftFormProps {
  item: EditableItem;
  library: MediaChoice[];
  choices: FieldChoices;
  /** The screen's last action answer, whichever form it came from. */
  answer: Route.ComponentProps['actionData'];
  busy: boolean;
}

/**
 * The item's fields, saved as a new draft version. Someone else's newer version is said, with the
 * way to see it, before the person may save theirs over it; changes not saved are guarded.
 */
export function DraftForm({ item, library, choices, answer, busy }: DraftFormProps) {
  const errors = answer?.errors ?? {};
  const values = answer?.intent === 'save' ? answer.values : null;
  // The draft form's own refusal (a mistake, a conflict, a session that ended), if the last answer was one.
  const saveRefused =
    answer && !answer.ok && (answer.intent === 'save' || answer.intent === 'session')
      ? answer
      : null;
  const unsaved = useUnsavedChanges(saveRefused);
  // Each new version draws the form anew, with what was saved as the server keeps it, except after
  // a save that went while the person went on typing: what they typed since stays, not saved yet.
  const [formVersion, setFormVersion] = useState(item.latest_revision);
  const [seenVersion, setSeenVersion] = useState(item.latest_revision);
  const [typedWhileSaving, setTypedWhileSaving] = useState(false);
  if (item.latest_revision !== seenVersion) {
    setSeenVersion(item.latest_revision);
    const keepTyped = unsaved.changed && answer?.intent === 'save' && answer.ok;
    setTypedWhileSaving(keepTyped);
    if (!keepTyped) setFormVersion(item.latest_revision);
  }
  // After a refusal, what was posted, whole (an unticked box is not posted); else the newest version.
  const shown = (name: string) => (values ? values[name] : valueAt(item.latest, name));
  const startedFrom = values ? versionStartedFrom(values) : item.latest_revision;
  const base = itemPath(item);
  const socialRows = Math.min(
    SOCIAL_ROWS_MAX,
    ((item.latest['social'] as unknown[] | undefined)?.length ?? 0) + SOCIAL_ROWS_EXTRA,
  );
  return (
    <section aria-labelledby="edit" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="edit" className="text-lg font-bold">
        Edit
      </h2>
      <Form
        method="post"
        className="mt-4 grid gap-4"
        key={formVersion}
        noValidate
        {...unsaved.handlers}
        onSubmit={() => (unsaved.handlers.onSubmit(), setTypedWhileSaving(false))}
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="base_revision" value={startedFrom} />
        {startedFrom !== item.latest_revision && (
          <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p>
              Version {item.latest_revision} was saved after version {Math.max(1, startedFrom)},
              which you started from.{' '}
              <Link
                to={`${base}/compare?from=${Math.max(1, startedFrom)}&to=${item.latest_revision}`}
                className="font-semibold underline"
                target="_blank"
              >
                See what they changed (opens in a new tab)
              </Link>
            </p>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="overwrite_base"
                value={item.latest_revision}
                className="mt-1 size-4"
              />
              <span>
                I have seen their changes: save mine as the newest version, over version{' '}
                {item.latest_revision}.
              </span>
            </label>
          </div>
        )}
        <ContentFormFields
          kind={item.kind}
          itemKey={item.key}
          shown={shown}
          errors={errors}
          library={library}
          choices={choices}
          fixed={fixedFields(item)}
        />
        {item.kind === 'settings' && (
          <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold">Social profiles</legend>
            {Array.from({ length: socialRows }, (_, i) => (
              <div key={i} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
                <TextField
                  id={`social-${i}-name`}
                  name={`social.${i}.name`}
                  label={`Profile ${i + 1}: network`}
                  defaultValue={shown(`social.${i}.name`)}
                  error={errors[`social.${i}.name`]?.[0]}
                />
                <TextField
                  id={`social-${i}-url`}
                  name={`social.${i}.url`}
                  label={`Profile ${i + 1}: address`}
                  type="url"
                  defaultValue={shown(`social.${i}.url`)}
                  error={errors[`social.${i}.url`]?.[0]}
                />
              </div>
            ))}
          </fieldset>
        )}
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
          {typedWhileSaving && (
            <p className="mt-3 text-sm font-semibold text-amber-900">
              {CONTENT_MESSAGES.typedWhileSaving.replace('{version}', String(item.latest_revision))}
            </p>
          )}
          {/* A refused save is said again here, where the person pressed Save, far below the page's status (which reads it out). */}
          {saveRefused && (
            <div className="mt-3 text-sm text-red-800">
              <p>{saveRefused.message}</p>
              {saveRefused.intent === 'session' && <SignInAgain path={base} />}
            </div>
          )}
        </div>
      </Form>
    </section>
  );
}
