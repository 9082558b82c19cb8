import { data, redirect } from 'react-router';
import {
  CONTENT_MESSAGES,
  DEFAULT_LOCALE,
  type EditableItem,
  type EditableKind,
  type FieldErrors,
  type PreviewLinkCreated,
  previewLinkPath,
  translationLocales,
  withLocale,
} from '@harsh/contract';
import { translationFromForm, translationRows } from '../translation/rows';
import { readFormFields } from '../../../../form-submission.server';
import { staffApi, staffOrNull } from '../../../../staff-api.server';
import { documentFromForm, errorsForForm } from '../fields';
import { indiaTimeToIso } from '../../_shared/staff-page';
import type { Route } from './+types/route';
import { versionStartedFrom } from './draft-form';
import { namingUnshown } from './unshown-errors';

/**
 * What each of the screen's forms asks the API for, by its `intent`: save a draft, publish or
 * schedule a version, make or revoke a preview link, cancel a schedule, or make an old version the
 * newest draft. Deleting, which asks to be confirmed first, is `deleteItem`.
 */
function itemCalls(
  api: ReturnType<typeof staffApi>,
  kind: EditableKind,
  key: string,
  fields: Record<string, string>,
  locale: string,
) {
  const item = `/content/${kind}/${key}`;
  // A translation's calls name its language (decision 044).
  const inLocale = (path: string) =>
    locale === DEFAULT_LOCALE.code ? path : withLocale(path, locale);
  const base = versionStartedFrom(fields);
  // The other languages whose drafts go up with this version (`also.hi` ticked).
  const also = translationLocales().filter((code) => fields[`also.${code}`] === 'on');
  const calls: Record<string, () => ReturnType<typeof api.post>> = {
    publish: () =>
      api.post(inLocale(`${item}/publish`), {
        revision: Number(fields['revision']),
        at: indiaTimeToIso(fields['at']),
        until: indiaTimeToIso(fields['until']),
        ...(also.length > 0 ? { also } : {}),
      }),
    'preview-link': () =>
      api.post(inLocale(`${item}/revisions/${Number(fields['revision'])}/preview-links`), {
        hours: fields['hours'] || undefined,
      }),
    'revoke-link': () => api.post(`${item}/preview-links/${Number(fields['link'])}/revoke`, {}),
    'cancel-schedule': () => api.post(`${item}/schedules/${Number(fields['schedule'])}/cancel`, {}),
    restore: () =>
      api.post(inLocale(`${item}/revisions/${Number(fields['revision'])}/restore`), {
        base_revision: base,
      }),
    save: async () => {
      if (locale === DEFAULT_LOCALE.code)
        return api.post(`${item}/revisions`, {
          data: documentFromForm(kind, key, fields),
          note: fields['note'] ?? '',
          base_revision: base,
        });
      // A translation's words go back into the English's nesting, read again from the API (never from posted names).
      return api.post(inLocale(`${item}/revisions`), {
        data: translationFromForm(await translationRowsOf(api, kind, key, locale), fields),
        note: fields['note'] ?? '',
        base_revision: base,
        source_revision: Number(fields['source_revision']) || 0,
      });
    },
  };
  return calls;
}

/** The rows of an item's translation form into `locale`, from the English as the API gives it now. */
async function translationRowsOf(
  api: ReturnType<typeof staffApi>,
  kind: EditableKind,
  key: string,
  locale: string,
) {
  const shown = await api.get<EditableItem>(withLocale(`/content/${kind}/${key}`, locale));
  return translationRows(
    kind,
    key,
    shown.status === 200 ? (shown.envelope.data.english?.data ?? {}) : {},
  );
}

/** Delete the item once the box confirming it is ticked; deleted, back to the content list, which says what went. */
async function deleteItem(
  api: ReturnType<typeof staffApi>,
  kind: EditableKind,
  key: string,
  fields: Record<string, string>,
) {
  if (fields['confirm'] !== 'yes') {
    return data(
      {
        ok: false,
        intent: 'delete',
        message: CONTENT_MESSAGES.confirmDelete,
        errors: { confirm: [CONTENT_MESSAGES.confirmDelete] } as FieldErrors,
        values: null,
        link: null,
      },
      { status: 422 },
    );
  }
  const deleted = await api.post<{ was_live: boolean; had_page: boolean }>(
    `/content/${kind}/${key}/delete`,
    {},
  );
  if (deleted.status === 200) {
    const { was_live: wasLive, had_page: hadPage } = deleted.envelope.data;
    throw redirect(`/admin/content?deleted=${hadPage ? 'live' : wasLive ? 'entry' : 'draft'}`);
  }
  return data(
    {
      ok: false,
      intent: 'delete',
      message: deleted.envelope.message,
      errors: {} as FieldErrors,
      values: null,
      link: null,
    },
    { status: deleted.status },
  );
}

/** The editing screen's action: one of its forms, posted for the item at `kind` and `key` (a translation's in `locale`). */
export async function itemAction(
  { request, context }: Pick<Route.ActionArgs, 'request' | 'context'>,
  kind: EditableKind,
  key: string,
  locale = DEFAULT_LOCALE.code,
) {
  // A page of rich text is a large body: read only for someone signed in.
  if (!(await staffOrNull(context, request))) {
    return data(
      {
        ok: false,
        intent: 'session',
        message: CONTENT_MESSAGES.sessionEnded,
        errors: {} as FieldErrors,
        values: null,
        link: null,
      },
      { status: 401 },
    );
  }
  const fields = (await readFormFields(request)) ?? {};
  const api = staffApi(context, request);
  const intent = fields['intent'];
  if (intent === 'delete' && locale === DEFAULT_LOCALE.code)
    return deleteItem(api, kind, key, fields);
  const calls = itemCalls(api, kind, key, fields, locale);
  const answer = await (calls[intent ?? ''] ?? calls['save']!)();
  const ok = answer.status === 200 || answer.status === 201;
  const refusal =
    answer.status === 422 && answer.envelope.data && typeof answer.envelope.data === 'object'
      ? (answer.envelope.data as FieldErrors)
      : null;
  // A translation's rows keep their places, so its messages name them as they are.
  const errors = !refusal
    ? {}
    : locale === DEFAULT_LOCALE.code
      ? errorsForForm(kind, key, fields, refusal)
      : refusal;
  // A message on a field the screen does not show is named in the answer's words.
  const message = refusal
    ? namingUnshown(
        answer.envelope.message,
        kind,
        key,
        errors,
        locale === DEFAULT_LOCALE.code
          ? undefined
          : await translationRowsOf(api, kind, key, locale),
      )
    : answer.envelope.message;
  // A refused draft or schedule is shown again as it was typed, so that nothing is lost.
  const keep = !ok && (intent === 'save' || intent === 'publish' || intent === 'preview-link');
  // A new preview link's token is shown this once, as the whole address to pass on.
  const made =
    ok && intent === 'preview-link' ? (answer.envelope.data as PreviewLinkCreated) : null;
  const link = made ? `${context.siteUrl.replace(/\/+$/, '')}${previewLinkPath(made.token)}` : null;
  return data(
    { ok, intent, message, errors, values: keep ? fields : null, link },
    { status: answer.status === 201 ? 200 : answer.status },
  );
}
