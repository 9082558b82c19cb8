import { type ReactNode, useState } from 'react';
import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigation, useRouteLoaderData } from 'react-router';
import {
  CONTENT_MESSAGES,
  EDITABLE_KINDS,
  type EditableItem,
  type EditableKind,
  type FieldErrors,
  type MediaItem,
  mayPublish,
  PREVIEW_LINK_MAX_HOURS,
  type PreviewLinkCreated,
  previewLinkPath,
  REVISION_NOTE_MAX_LENGTH,
  SERVICE_ROUTES,
} from '@harsh/contract';
import { TextField } from '../../components/ui/field';
import { readFormFields } from '../../form-submission.server';
import { staffApi, staffData, staffOrNull } from '../../staff-api.server';
import type { Route } from './+types/content-item';
import { ContentFormFields, mediaChoices } from './content-form-fields';
import { loadFieldChoices } from './field-choices.server';
import { ContentTable, WIDE_ONLY_CELL } from './content-table';
import { Notice, SignInAgain } from './notice';
import { documentFromForm, errorsForForm, SOCIAL_ROWS_EXTRA, SOCIAL_ROWS_MAX, valueAt } from './content-fields';
import type { loader as layoutLoader } from './layout';
import { formatDateTime, indiaTimeToIso, STAFF_HANDLE, staffMeta } from './staff-page';
import { BackLink } from './back-link';
import { useUnsavedChanges } from './unsaved-changes';
import { SubmitButton } from '../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) => staffMeta(loaded ? `Edit ${loaded.item.title}` : 'Content');

export function itemAddress(params: { kind?: string; key?: string }): { kind: EditableKind; key: string } {
  const kind = EDITABLE_KINDS.find((k) => k === params.kind);
  if (!kind || !params.key || !/^[a-z0-9-]{1,60}$/.test(params.key)) throw data('Not found.', { status: 404 });
  return { kind, key: params.key };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, key } = itemAddress(params);
  const api = staffApi(context, request);
  const [item, media, choices] = await Promise.all([
    staffData(request, api.get<EditableItem>(`/content/${kind}/${key}`)),
    staffData(request, api.get<MediaItem[]>('/media')),
    loadFieldChoices(context.content, kind),
  ]);
  return { item, library: mediaChoices(media), choices, created: new URL(request.url).searchParams.get('created') === '1' };
}

/**
 * The version a posted draft started from (`base_revision`); after a conflict, older than the
 * newest until the person ticks that theirs may go over the newer one (`overwrite_base`).
 */
const versionStartedFrom = (fields: Record<string, string | undefined>) => Number(fields['overwrite_base'] || fields['base_revision']);

/** Save a draft, publish a version, or make an old version the newest draft. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { kind, key } = itemAddress(params);
  // A page of rich text is a large body: read only for someone signed in.
  if (!(await staffOrNull(context, request))) {
    return data({ ok: false, intent: 'session', message: CONTENT_MESSAGES.sessionEnded, errors: {} as FieldErrors, values: null, link: null }, { status: 401 });
  }
  const fields = (await readFormFields(request)) ?? {};
  const api = staffApi(context, request);
  const base = versionStartedFrom(fields);
  const intent = fields['intent'];
  const calls: Record<string, () => ReturnType<typeof api.post>> = {
    publish: () => api.post(`/content/${kind}/${key}/publish`, { revision: Number(fields['revision']), at: indiaTimeToIso(fields['at']), until: indiaTimeToIso(fields['until']) }),
    'preview-link': () => api.post(`/content/${kind}/${key}/revisions/${Number(fields['revision'])}/preview-links`, { hours: fields['hours'] || undefined }),
    'revoke-link': () => api.post(`/content/${kind}/${key}/preview-links/${Number(fields['link'])}/revoke`, {}),
    'cancel-schedule': () => api.post(`/content/${kind}/${key}/schedules/${Number(fields['schedule'])}/cancel`, {}),
    restore: () => api.post(`/content/${kind}/${key}/revisions/${Number(fields['revision'])}/restore`, { base_revision: base }),
    save: () => api.post(`/content/${kind}/${key}/revisions`, { data: documentFromForm(kind, key, fields), note: fields['note'] ?? '', base_revision: base }),
  };
  if (intent === 'delete') {
    if (fields['confirm'] !== 'yes') {
      return data({ ok: false, intent, message: CONTENT_MESSAGES.confirmDelete, errors: { confirm: [CONTENT_MESSAGES.confirmDelete] } as FieldErrors, values: null, link: null }, { status: 422 });
    }
    const deleted = await api.post<{ was_live: boolean; had_page: boolean }>(`/content/${kind}/${key}/delete`, {});
    if (deleted.status === 200) {
      const { was_live: wasLive, had_page: hadPage } = deleted.envelope.data;
      throw redirect(`/admin/content?deleted=${hadPage ? 'live' : wasLive ? 'entry' : 'draft'}`);
    }
    return data({ ok: false, intent, message: deleted.envelope.message, errors: {} as FieldErrors, values: null, link: null }, { status: deleted.status });
  }
  const answer = await (calls[intent ?? ''] ?? calls['save']!)();
  const ok = answer.status === 200 || answer.status === 201;
  const errors = answer.status === 422 && answer.envelope.data && typeof answer.envelope.data === 'object' ? errorsForForm(kind, key, fields, answer.envelope.data as FieldErrors) : {};
  // A refused draft or schedule is shown again as it was typed, so that nothing is lost.
  const keep = !ok && (intent === 'save' || intent === 'publish' || intent === 'preview-link');
  // A new preview link's token is shown this once, as the whole address to pass on.
  const made = ok && intent === 'preview-link' ? (answer.envelope.data as PreviewLinkCreated) : null;
  const link = made ? `${context.siteUrl.replace(/\/+$/, '')}${previewLinkPath(made.token)}` : null;
  return data({ ok, intent, message: answer.envelope.message, errors, values: keep ? fields : null, link }, { status: answer.status === 201 ? 200 : answer.status });
}

/**
 * After a refused action the page is not read again, as usual, except after a conflict: someone
 * else saved, and the history and the publish box must show their version, not offer an older one.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function ContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { item, library, choices, created } = loaderData;
  const role = useRouteLoaderData<typeof layoutLoader>('routes/admin/layout')?.user.role;
  const canPublish = mayPublish(role);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? {};
  const values = actionData?.intent === 'save' ? actionData.values : null;
  const publishValues = actionData?.intent === 'publish' ? actionData.values : null;
  const previewValues = actionData?.intent === 'preview-link' ? actionData.values : null;
  // The draft form's own refusal (a mistake, a conflict, a session that ended), if the last answer was one.
  const saveRefused = actionData && !actionData.ok && (actionData.intent === 'save' || actionData.intent === 'session') ? actionData : null;
  const unsaved = useUnsavedChanges(saveRefused);
  // Each new version draws the form anew, with what was saved as the server keeps it, except after
  // a save that went while the person went on typing: what they typed since stays, not saved yet.
  const [formVersion, setFormVersion] = useState(item.latest_revision);
  const [seenVersion, setSeenVersion] = useState(item.latest_revision);
  const [typedWhileSaving, setTypedWhileSaving] = useState(false);
  if (item.latest_revision !== seenVersion) {
    setSeenVersion(item.latest_revision);
    const keepTyped = unsaved.changed && actionData?.intent === 'save' && actionData.ok;
    setTypedWhileSaving(keepTyped);
    if (!keepTyped) setFormVersion(item.latest_revision);
  }
  // After a refusal, what was posted, whole (an unticked box is not posted); else the newest version.
  const shown = (name: string) => (values ? values[name] : valueAt(item.latest, name));
  const startedFrom = values ? versionStartedFrom(values) : item.latest_revision;
  const base = `/admin/content/${item.kind}/${item.key}`;
  const socialRows = Math.min(SOCIAL_ROWS_MAX, ((item.latest['social'] as unknown[] | undefined)?.length ?? 0) + SOCIAL_ROWS_EXTRA);
  return (
    <>
      <BackLink to="/admin/content">Content</BackLink>
      <h1 className="mt-2 text-2xl font-bold">{item.title}</h1>
      <p className="mt-1 text-muted">
        {item.path ? (
          <>
            On the site at <span className="font-mono text-sm">{item.path}</span> ·{' '}
          </>
        ) : (
          item.kind === 'settings' && 'Shown on every page · '
        )}
        {item.live_revision ? `Version ${item.live_revision} is live` : item.live ? 'Not edited yet' : 'New: not on the site yet'}
        {item.draft_waiting && ` · version ${item.latest_revision} is a draft waiting to be published`}
      </p>
      <div role="status" className="mt-4 empty:hidden">
        {!actionData && created && (
          <Notice ok>
            <p>{CONTENT_MESSAGES.created}</p>
          </Notice>
        )}
        {actionData && (
          <Notice ok={actionData.ok}>
            {actionData.message}
            {actionData.intent === 'session' && <SignInAgain path={base} />}
            {actionData.link && (
              <span className="mt-2 block font-mono break-all" data-testid="preview-link">
                {actionData.link}
              </span>
            )}
          </Notice>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={`/admin/preview/${item.kind}/${item.key}`} className="rounded-md border border-navy-900 px-4 py-2 text-sm font-semibold hover:bg-white">
          {item.latest_revision ? `Preview version ${item.latest_revision}` : 'Preview the live page'}
        </Link>
        {!canPublish && item.draft_waiting && <p className="self-center text-sm text-muted">A publisher or an admin publishes drafts.</p>}
      </div>

      {canPublish && item.draft_waiting && (
        <section aria-labelledby="publish" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
          <h2 id="publish" className="text-lg font-bold">
            Publish version {item.latest_revision}
          </h2>
          {/* Drawn afresh once a schedule is made, so that its times do not stay in the fields. */}
          <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" key={item.schedules.map((schedule) => schedule.id).join()} noValidate>
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="revision" value={item.latest_revision} />
            <TextField
              id="publish-at"
              name="at"
              type="datetime-local"
              step={1}
              label="Publish at (India time)"
              hint="Leave it empty to publish now."
              defaultValue={publishValues?.['at'] ?? ''}
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
                defaultValue={publishValues?.['until'] ?? ''}
                error={errors['until']?.[0]}
              />
            )}
            <div className="sm:col-span-2">
              <SubmitButton busy={busy} className="btn-primary">
                Publish version {item.latest_revision}
              </SubmitButton>
            </div>
          </Form>
        </section>
      )}

      <section aria-labelledby="share" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="share" className="text-lg font-bold">
          Share a preview
        </h2>
        <p className="mt-1 text-sm text-muted">A link for someone without an account: it shows one version, works for at most {PREVIEW_LINK_MAX_HOURS} hours, and can be revoked.</p>
        {item.latest_revision > 0 ? (
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-4" noValidate>
            <input type="hidden" name="intent" value="preview-link" />
            <input type="hidden" name="revision" value={item.latest_revision} />
            <TextField
              id="preview-hours"
              name="hours"
              type="number"
              min={1}
              max={PREVIEW_LINK_MAX_HOURS}
              label="Works for (hours)"
              defaultValue={previewValues?.['hours'] ?? String(PREVIEW_LINK_MAX_HOURS)}
              error={errors['hours']?.[0]}
            />
            <SubmitButton busy={busy} className="btn-primary">
              Make a preview link for version {item.latest_revision}
            </SubmitButton>
          </Form>
        ) : (
          <p className="mt-3 text-sm">Save a draft first: a link shows a saved version.</p>
        )}
        {item.preview_links.length > 0 && (
          <ul className="mt-4 grid gap-3" aria-label="Working preview links">
            {item.preview_links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm">
                <p>
                  Version {link.revision}, made by {link.created_by ?? 'someone no longer here'}, works until {formatDateTime(link.expires_at)}.
                </p>
                <RowAction fields={{ intent: 'revoke-link', link: link.id }} busy={busy}>
                  Revoke<span className="sr-only"> the link to version {link.revision} made {formatDateTime(link.created_at)}</span>
                </RowAction>
              </li>
            ))}
          </ul>
        )}
      </section>

      {item.schedules.length > 0 && (
        <section aria-labelledby="scheduled" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
          <h2 id="scheduled" className="text-lg font-bold">
            Scheduled
          </h2>
          <ul className="mt-3 grid gap-3">
            {item.schedules.map((schedule) => (
              <li key={schedule.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm">
                <p>
                  {schedule.published
                    ? schedule.revision === item.live_revision
                      ? `Version ${schedule.revision} is live; the version before it goes back up on ${formatDateTime(schedule.unpublish_at!)}.`
                      : // Another version went up since: the take-down brings nothing back unless this one is live again by then.
                        `Version ${schedule.revision} was to come down on ${formatDateTime(schedule.unpublish_at!)}; version ${item.live_revision} is live now, so that happens only if version ${schedule.revision} is live again by then.`
                    : `Version ${schedule.revision} goes live on ${formatDateTime(schedule.publish_at)}${schedule.unpublish_at ? ` and comes down on ${formatDateTime(schedule.unpublish_at)}` : ''}.`}
                  {schedule.scheduled_by && <span className="text-muted"> Scheduled by {schedule.scheduled_by}.</span>}
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
      )}

      <section aria-labelledby="edit" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="edit" className="text-lg font-bold">
          Edit
        </h2>
        <Form method="post" className="mt-4 grid gap-4" key={formVersion} noValidate {...unsaved.handlers} onSubmit={() => (unsaved.handlers.onSubmit(), setTypedWhileSaving(false))}>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="base_revision" value={startedFrom} />
          {startedFrom !== item.latest_revision && (
            <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
              <p>
                Version {item.latest_revision} was saved after version {Math.max(1, startedFrom)}, which you started from.{' '}
                <Link to={`${base}/compare?from=${Math.max(1, startedFrom)}&to=${item.latest_revision}`} className="font-semibold underline" target="_blank">
                  See what they changed (opens in a new tab)
                </Link>
              </p>
              <label className="flex items-start gap-2">
                <input type="checkbox" name="overwrite_base" value={item.latest_revision} className="mt-1 size-4" />
                <span>I have seen their changes: save mine as the newest version, over version {item.latest_revision}.</span>
              </label>
            </div>
          )}
          <ContentFormFields kind={item.kind} itemKey={item.key} shown={shown} errors={errors} library={library} choices={choices} fixed={fixedFields(item)} />
          {item.kind === 'settings' && (
            <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold">Social profiles</legend>
              {Array.from({ length: socialRows }, (_, i) => (
                <div key={i} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
                  <TextField id={`social-${i}-name`} name={`social.${i}.name`} label={`Profile ${i + 1}: network`} defaultValue={shown(`social.${i}.name`)} error={errors[`social.${i}.name`]?.[0]} />
                  <TextField id={`social-${i}-url`} name={`social.${i}.url`} label={`Profile ${i + 1}: address`} type="url" defaultValue={shown(`social.${i}.url`)} error={errors[`social.${i}.url`]?.[0]} />
                </div>
              ))}
            </fieldset>
          )}
          <TextField id="field-note" name="note" label="What changed (for the history)" maxLength={REVISION_NOTE_MAX_LENGTH} defaultValue={values?.['note'] ?? ''} error={errors['note']?.[0]} />
          <div>
            <SubmitButton busy={busy} className="btn-primary">
              Save draft
            </SubmitButton>
            {typedWhileSaving && <p className="mt-3 text-sm font-semibold text-amber-900">{CONTENT_MESSAGES.typedWhileSaving.replace('{version}', String(item.latest_revision))}</p>}
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

      <section aria-labelledby="history" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="history" className="text-lg font-bold">
          History
        </h2>
        {item.history.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No saved versions yet: the first save keeps what is live now as version 1.</p>
        ) : (
          // On a phone, when, who and the note fold into the version's cell, so that the actions fit beside it.
          <ContentTable labelledBy="history" columns={['Version', { header: 'Saved', wideOnly: true }, { header: 'By', wideOnly: true }, { header: 'Note', wideOnly: true }, null]}>
            {item.history.map((revision) => (
              <tr key={revision.number} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3 font-semibold">
                  {revision.number}
                  {revision.live && <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs text-green-900">Live</span>}
                  <span className="block text-xs font-normal text-muted sm:hidden">
                    {formatDateTime(revision.created_at)} · {revision.author ?? 'Before editing'}
                    {revision.note && ` · ${revision.note}`}
                  </span>
                </td>
                <td className={`py-2 pr-3 whitespace-nowrap ${WIDE_ONLY_CELL}`}>{formatDateTime(revision.created_at)}</td>
                <td className={`py-2 pr-3 ${WIDE_ONLY_CELL}`}>{revision.author ?? 'Before editing'}</td>
                <td className={`py-2 pr-3 ${WIDE_ONLY_CELL}`}>{revision.note || '—'}</td>
                <td className="py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    {revision.number !== item.latest_revision && (
                      <Link to={`${base}/compare?from=${revision.number}&to=${item.latest_revision}`} className="font-semibold text-brand-600 hover:underline">
                        Compare with {item.latest_revision}
                        <span className="sr-only"> (version {revision.number})</span>
                      </Link>
                    )}
                    {revision.number !== item.latest_revision && (
                      <RowAction fields={{ intent: 'restore', revision: revision.number, base_revision: item.latest_revision }} busy={busy}>
                        Restore version {revision.number}
                      </RowAction>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </ContentTable>
        )}
      </section>

      {item.deletable && (
        <section aria-labelledby="delete" className="mt-6 rounded-xl border border-red-200 bg-white p-6 shadow-sm">
          <h2 id="delete" className="text-lg font-bold">
            Delete
          </h2>
          <p className="mt-1 text-sm text-muted">
            {item.live
              ? `It goes from the site at once${item.kind === 'posts' ? ', with its comments,' : ''}${item.path ? ' and its address answers “not found”' : ''}. This cannot be undone; its saved versions are kept, and the audit log records who deleted it.`
              : 'This draft has never been published: deleting it takes it off the content list.'}
          </p>
          <Form method="post" className="mt-4 grid gap-3">
            <input type="hidden" name="intent" value="delete" />
            <div className="flex items-start gap-2">
              <input
                id="delete-confirm"
                name="confirm"
                type="checkbox"
                value="yes"
                className="mt-1 size-4 accent-red-700"
                aria-invalid={errors['confirm'] ? true : undefined}
                aria-describedby={errors['confirm'] ? 'delete-confirm-error' : undefined}
              />
              <div>
                <label htmlFor="delete-confirm" className="text-sm font-semibold text-navy-900">
                  Yes, delete {item.live ? `“${item.title}”` : 'this draft'}
                </label>
                {errors['confirm'] && (
                  <p id="delete-confirm-error" className="field-error">
                    {errors['confirm'][0]}
                  </p>
                )}
              </div>
            </div>
            <div>
              <SubmitButton busy={busy} className="rounded-md border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50">
                {item.live ? `Delete “${item.title}”` : 'Delete this draft'}
              </SubmitButton>
            </div>
          </Form>
        </section>
      )}
    </>
  );
}

/** What this item may not change, and why: the seven services the site's routes name keep their addresses. */
function fixedFields(item: EditableItem): Record<string, string> | undefined {
  return item.kind === 'services' && SERVICE_ROUTES.some((route) => String(route.id) === item.key) ? { slug: CONTENT_MESSAGES.slugFixed } : undefined;
}

/** A small form of one button that acts on one row (restore a version, cancel a schedule, revoke a link). */
function RowAction({ fields, busy, children }: { fields: Record<string, string | number>; busy: boolean; children: ReactNode }) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton busy={busy} className="rounded border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50">
        {children}
      </SubmitButton>
    </Form>
  );
}
