import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  EDITABLE_KIND_LABELS,
  type EditableKind,
  type FieldErrors,
  libraryPictureOf,
  mayPublish,
  MEDIA_ALT_MAX_LENGTH,
  mediaWidths,
} from '@harsh/contract';
import { TextField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { staffApi, staffData } from '../../../staff-api.server';
import type { Route } from './+types/item';
import { useStaffSession } from '../_shared/staff-session';
import {
  DecorativeField,
  describedAs,
  fileSize,
  FocalPointFields,
  FocalPointPicture,
  focalFieldsOf,
  focalPointOf,
} from './picture-fields';
import {
  formatDateTime,
  revalidateAfterConflict,
  STAFF_HANDLE,
  staffMeta,
} from '../_shared/staff-page';
import { StatusNotice } from '../_shared/notice';
import { BackLink } from '../_shared/back-link';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const shouldRevalidate = revalidateAfterConflict;

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded ? `Picture ${loaded.item.file_name}` : 'Media library');

function idOf(params: Route.LoaderArgs['params']) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw data('Not found.', { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    item: await staffData(request, staffApi(context, request).get(`/media/${idOf(params)}`)),
  };
}

/** A percentage field as the API takes it: a number, or null (refused with the field's message) when it is none. */
const percentField = (typed: string | undefined) =>
  typed === undefined
    ? undefined
    : typed.trim() === '' || Number.isNaN(Number(typed))
      ? null
      : Number(typed);

/** Change the description and the focal point, or delete the picture (back to the library when done). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idOf(params);
  const fields = (await readFormFields(request)) ?? {};
  const api = staffApi(context, request);
  if (fields['intent'] === 'delete') {
    const answer = await api.post(`/media/${id}/delete`, {});
    if (answer.status === 200) throw redirect('/admin/media?deleted=1');
    return data(
      { ok: false, intent: 'delete', message: answer.envelope.message, errors: {} as FieldErrors },
      { status: answer.status },
    );
  }
  const answer = await api.patch(`/media/${id}`, {
    alt: fields['alt'] ?? '',
    decorative: fields['decorative'] === 'on',
    focal_x: percentField(fields['focal_x']),
    focal_y: percentField(fields['focal_y']),
  });
  const errors =
    answer.status === 422 && answer.envelope.data && typeof answer.envelope.data === 'object'
      ? (answer.envelope.data as FieldErrors)
      : {};
  return data(
    { ok: answer.status === 200, intent: 'describe', message: answer.envelope.message, errors },
    { status: answer.status },
  );
}

export default function MediaItemScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  // Taking a picture off the site is for those who publish.
  const canDelete = mayPublish(useStaffSession()?.user.role);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? {};
  const picture = libraryPictureOf(item.address);
  const saved = { x: item.focal_x, y: item.focal_y };
  // What the fields hold, until the saved point changes (a save) or another picture opens.
  const savedAs = `${item.id}:${saved.x}:${saved.y}`;
  const [focal, setFocal] = useState({ savedAs, fields: focalFieldsOf(item) });
  const fields = focal.savedAs === savedAs ? focal.fields : focalFieldsOf(item);
  const setFields = (next: typeof fields) => setFocal({ savedAs, fields: next });
  const point = focalPointOf(fields, saved);
  return (
    <>
      <BackLink to="/admin/media">Media library</BackLink>
      <h1 className="mt-2 text-2xl font-bold break-all">{item.file_name}</h1>
      <p className="mt-1 text-muted">
        {item.width} × {item.height} px · {fileSize(item.bytes)} in all · uploaded{' '}
        {formatDateTime(item.created_at)}
        {item.created_by ? ` by ${item.created_by}` : ''}
      </p>
      <StatusNotice answer={actionData} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="picture" className="rounded-xl bg-white p-6 shadow-sm">
          <h2 id="picture" className="text-lg font-bold">
            Picture
          </h2>
          <FocalPointPicture item={item} point={point} onPick={setFields} />
          <p className="mt-3 text-sm">{describedAs(item)}</p>
          <div className="mt-4">
            <label
              htmlFor="media-address"
              className="mb-1 block text-sm font-semibold text-navy-900"
            >
              Address to use in content
            </label>
            <input
              id="media-address"
              readOnly
              value={item.address}
              className="field-input font-mono text-xs"
              aria-describedby="media-address-hint"
            />
            <p id="media-address-hint" className="mt-1 text-sm text-muted">
              Paste it into a banner or image field. Pages offer the widths{' '}
              {picture ? mediaWidths(picture.width).join(', ') : item.width} px in AVIF and WebP.
            </p>
          </div>
        </section>

        <div className="grid content-start gap-6">
          <section aria-labelledby="describe" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="describe" className="text-lg font-bold">
              Description and focal point
            </h2>
            <Form
              method="post"
              className="mt-4 grid gap-4"
              noValidate
              key={`${item.alt}|${item.decorative}`}
            >
              <input type="hidden" name="intent" value="describe" />
              <TextField
                id="media-alt"
                name="alt"
                label="Description (alt text)"
                maxLength={MEDIA_ALT_MAX_LENGTH}
                defaultValue={item.alt}
                error={errors['alt']?.[0]}
              />
              <DecorativeField id="media-decorative" defaultChecked={item.decorative} />
              <FocalPointFields
                item={item}
                fields={fields}
                point={point}
                onChange={setFields}
                errors={{ x: errors['focal_x']?.[0], y: errors['focal_y']?.[0] }}
              />
              <p className="text-sm text-muted">
                A new description is offered the next time the picture is put in rich text; pictures
                already placed keep theirs.
              </p>
              <div>
                <SubmitButton busy={busy} className="btn-primary">
                  Save the description and focal point
                </SubmitButton>
              </div>
            </Form>
          </section>

          <section aria-labelledby="used" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="used" className="text-lg font-bold">
              Where it is used
            </h2>
            {item.used_by.length === 0 ? (
              <p className="mt-2 text-sm text-muted">
                Nowhere on the site, nor in any newest draft.
              </p>
            ) : (
              <ul className="mt-2 list-disc pl-5 text-sm">
                {item.used_by.map((use) => (
                  <li key={`${use.kind}/${use.key}`}>
                    <Link
                      to={`/admin/content/${use.kind}/${use.key}`}
                      className="font-semibold text-brand-600 hover:underline"
                    >
                      {use.title}
                    </Link>{' '}
                    <span className="text-muted">
                      ({EDITABLE_KIND_LABELS[use.kind as EditableKind] ?? use.kind})
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {canDelete && (
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="delete" />
                {/* Still focusable while the picture is in use, so that its reason is read out; the API refuses it anyway. */}
                <SubmitButton
                  busy={busy}
                  aria-disabled={item.used_by.length > 0 ? true : undefined}
                  aria-describedby={item.used_by.length > 0 ? 'delete-hint' : undefined}
                  className="rounded-md border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                >
                  Delete the picture
                </SubmitButton>
                {item.used_by.length > 0 && (
                  <p id="delete-hint" className="mt-1 text-sm text-muted">
                    Take it off the pages above first.
                  </p>
                )}
              </Form>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
