import { Form } from 'react-router';
import {
  DEFAULT_LOCALE,
  type EditableItem,
  type FieldErrors,
  languageName,
  translationLocales,
} from '@harsh/contract';
import { TextField } from '../../../../components/ui/field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { formatDateTime } from '../../_shared/staff-page';
import { RowAction } from './row-action';

/**
 * Publish the waiting draft now, or at a time, and (once something is live) take it down again
 * at a time. `values`: what a refused schedule held, shown again as it was typed.
 */
export function PublishForm({
  item,
  busy,
  errors,
  values,
}: {
  item: EditableItem;
  busy: boolean;
  errors: FieldErrors;
  values: Record<string, string> | null;
}) {
  return (
    <section aria-labelledby="publish" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="publish" className="text-lg font-bold">
        Publish version {item.latest_revision}
      </h2>
      {/* Drawn afresh once a schedule is made, so that its times do not stay in the fields. */}
      <Form
        method="post"
        className="mt-4 grid gap-4 sm:grid-cols-2"
        key={item.schedules.map((schedule) => schedule.id).join()}
        noValidate
      >
        <input type="hidden" name="intent" value="publish" />
        <input type="hidden" name="revision" value={item.latest_revision} />
        <TextField
          id="publish-at"
          name="at"
          type="datetime-local"
          step={1}
          label="Publish at (India time)"
          hint="Leave it empty to publish now."
          defaultValue={values?.['at'] ?? ''}
          error={errors['at']?.[0]}
        />
        {/* A first publish has no earlier version to bring back. */}
        {item.live && (
          <TextField
            id="publish-until"
            name="until"
            type="datetime-local"
            step={1}
            label="Take it down at (India time, optional)"
            hint="Then the version live before it goes back up."
            defaultValue={values?.['until'] ?? ''}
            error={errors['until']?.[0]}
          />
        )}
        {/* The English may take its translations' waiting drafts up with it, at the same moment. */}
        {waitingTranslations(item).map((code) => (
          <label key={code} className="flex items-start gap-2 sm:col-span-2">
            <input
              type="checkbox"
              name={`also.${code}`}
              defaultChecked={values ? values[`also.${code}`] === 'on' : false}
              className="mt-1 size-4"
            />
            <span>Publish the {languageName(code)} draft with it</span>
          </label>
        ))}
        {errors['also']?.[0] && <p className="field-error sm:col-span-2">{errors['also'][0]}</p>}
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} className="btn-primary">
            Publish version {item.latest_revision}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** The languages whose translation of an English item has a draft waiting. */
const waitingTranslations = (item: EditableItem) =>
  item.locale === DEFAULT_LOCALE.code
    ? translationLocales().filter((code) => item.translations[code]?.draft_waiting)
    : [];

/** The item's schedules, each with what it will do; a publisher or an admin may cancel one. */
export function Schedules({
  item,
  canPublish,
  busy,
}: {
  item: EditableItem;
  canPublish: boolean;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="scheduled" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="scheduled" className="text-lg font-bold">
        Scheduled
      </h2>
      <ul className="mt-3 grid gap-3">
        {item.schedules.map((schedule) => (
          <li
            key={schedule.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm"
          >
            <p>
              {schedule.published
                ? schedule.revision === item.live_revision
                  ? `Version ${schedule.revision} is live; the version before it goes back up on ${formatDateTime(schedule.unpublish_at!)}.`
                  : // Another version went up since: the take-down brings nothing back unless this one is live again by then.
                    `Version ${schedule.revision} was to come down on ${formatDateTime(schedule.unpublish_at!)}; version ${item.live_revision} is live now, so that happens only if version ${schedule.revision} is live again by then.`
                : `Version ${schedule.revision} goes live on ${formatDateTime(schedule.publish_at)}${schedule.unpublish_at ? ` and comes down on ${formatDateTime(schedule.unpublish_at)}` : ''}.`}
              {schedule.scheduled_by && (
                <span className="text-muted"> Scheduled by {schedule.scheduled_by}.</span>
              )}
            </p>
            {canPublish && (
              <RowAction fields={{ intent: 'cancel-schedule', schedule: schedule.id }} busy={busy}>
                Cancel<span className="sr-only"> the schedule for version {schedule.revision}</span>
              </RowAction>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
