import { useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  type FieldErrors,
  MEDIA_ALT_MAX_LENGTH,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  type MediaItem,
  MediaListQuerySchema,
} from '@harsh/contract';
import { ContentImage } from '../../../components/content-image';
import { TextField } from '../../../components/ui/field';
import { readFilters, requireStaff, staffApi, staffData } from '../../../staff-api.server';
import { matchesWords } from '../_shared/content-filter';
import { FilterButtons } from '../_shared/filter-buttons';
import type { Route } from './+types/list';
import { formatDateTime, STAFF_HANDLE, staffMeta } from '../_shared/staff-page';
import { DecorativeField, describedAs, fileSize } from './picture-fields';
import { Notice } from '../_shared/notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PageLinks } from '../_shared/page-links';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Media library');

/** The pictures a page of the library shows. */
export const PICTURES_PER_PAGE = 48;

/**
 * A page of the library, the newest first, or of the pictures whose file name or description
 * has the words searched for: only what is shown goes to the page, so that it stays small with
 * a thousand pictures (issue 42 §6).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const deleted = url.searchParams.get('deleted') === '1';
  const { filters, checked, errors } = readFilters(url, ['q'], MediaListQuerySchema);
  const all = await staffData(request, staffApi(context, request).get('/media'));
  const matching = all.filter((item) => matchesWords(`${item.file_name} ${item.alt}`, checked?.q));
  const pages = Math.max(1, Math.ceil(matching.length / PICTURES_PER_PAGE));
  const page = Math.min(checked?.page ?? 1, pages);
  return {
    items: matching.slice((page - 1) * PICTURES_PER_PAGE, page * PICTURES_PER_PAGE),
    matching: matching.length,
    total: all.length,
    page,
    pages,
    filters,
    errors,
    deleted,
  };
}

/** The library's address with these words, at this page. */
function libraryAddress(q: string, page: number) {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/admin/media${search ? `?${search}` : ''}`;
}

interface UploadAnswer {
  ok: boolean;
  message: string;
  errors: FieldErrors;
  values: { alt: string; decorative: boolean } | null;
  item: MediaItem | null;
}

/** An upload: the session is checked before the file is read, then the API checks and keeps it. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(context, request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<UploadAnswer>(
      {
        ok: false,
        message: MEDIA_MESSAGES.tooBig,
        errors: { data: [MEDIA_MESSAGES.tooBig] },
        values: null,
        item: null,
      },
      { status: 413 },
    );
  }
  const file = form.get('file');
  const values = {
    alt: String(form.get('alt') ?? ''),
    decorative: form.get('decorative') === 'on',
  };
  const refuse = (message: string) =>
    data<UploadAnswer>(
      { ok: false, message, errors: { data: [message] }, values, item: null },
      { status: 422 },
    );
  if (!(file instanceof File) || file.size === 0) return refuse(MEDIA_MESSAGES.noFile);
  if (file.size > MEDIA_MAX_BYTES) return refuse(MEDIA_MESSAGES.tooBig);
  const answer = await staffApi(context, request).post<MediaItem>('/media', {
    file_name: file.name || 'picture',
    data: Buffer.from(await file.arrayBuffer()).toString('base64'),
    ...values,
  });
  const ok = answer.status === 200 || answer.status === 201;
  if (ok)
    return data<UploadAnswer>({
      ok,
      message: answer.envelope.message,
      errors: {},
      values: null,
      item: answer.envelope.data,
    });
  const refused = answer.envelope.data as unknown;
  const errors =
    answer.status === 422 && refused && typeof refused === 'object' ? (refused as FieldErrors) : {};
  return data<UploadAnswer>(
    { ok, message: answer.envelope.message, errors, values, item: null },
    { status: answer.status },
  );
}

/** The library: an upload form, then the pictures a page at a time, the newest first. */
export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const {
    items,
    matching,
    total,
    page,
    pages,
    filters,
    errors: filterErrors,
    deleted,
  } = loaderData;
  const busy = useNavigation().state === 'submitting';
  // A file over the limit is refused here, before it is sent: the server reads no more than a little over the limit.
  const [tooBig, setTooBig] = useState(false);
  // Counts the uploads that went through: each one empties the form (same file twice included).
  // (Counted while rendering, as React advises for state that follows a prop.)
  const [uploads, setUploads] = useState(0);
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    if (actionData?.ok) setUploads(uploads + 1);
  }
  const fileError = tooBig ? MEDIA_MESSAGES.tooBig : actionData?.errors['data']?.[0];
  const errors = actionData?.errors ?? {};
  const isTooBig = (input: HTMLInputElement) => (input.files?.[0]?.size ?? 0) > MEDIA_MAX_BYTES;
  return (
    <>
      <h1 className="text-2xl font-bold">Media library</h1>
      <p className="mt-1 max-w-2xl text-muted">
        Pictures uploaded here can be used on any page: as a banner or an item&rsquo;s image (by
        their address), or in rich text (with the editor&rsquo;s Image button). Each one is kept in
        several widths and modern formats, so phones load small files. The site&rsquo;s own drawings
        (the banners and icons it came with, at addresses like{' '}
        <code>/api/media/banner-company.svg</code>) are part of the site, not of this library; a
        banner may still name one.
      </p>
      <div role="status" className="mt-4 empty:hidden">
        {actionData && (
          <Notice ok={actionData.ok}>
            <p>{actionData.message}</p>
            {actionData.item && (
              <p className="mt-1">
                <Link to={`/admin/media/${actionData.item.id}`} className="font-semibold underline">
                  Open {actionData.item.file_name}
                </Link>
              </p>
            )}
          </Notice>
        )}
        {!actionData && deleted && (
          <Notice ok>
            <p>{MEDIA_MESSAGES.deleted}</p>
          </Notice>
        )}
      </div>

      <section aria-labelledby="upload" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="upload" className="text-lg font-bold">
          Upload a picture
        </h2>
        {/* Drawn afresh after each upload (its key), so the file sent is not sent again by a second click. */}
        <Form
          key={uploads}
          method="post"
          encType="multipart/form-data"
          className="mt-4 grid gap-4"
          noValidate
          onSubmit={(event) => {
            const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement;
            if (!isTooBig(input)) return;
            event.preventDefault();
            setTooBig(true);
            input.focus();
          }}
        >
          <div>
            <label htmlFor="media-file" className="mb-1 block text-sm font-semibold text-navy-900">
              Picture
            </label>
            <input
              id="media-file"
              name="file"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/svg+xml"
              aria-describedby={`media-file-hint${fileError ? ' media-file-error' : ''}`}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => setTooBig(isTooBig(event.currentTarget))}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:font-semibold file:text-white"
            />
            <p id="media-file-hint" className="mt-1 text-sm text-muted">
              JPEG, PNG or WebP, or a plain SVG drawing; up to 8 MB. Camera details and location are
              removed.
            </p>
            {fileError && (
              <p id="media-file-error" className="field-error">
                {fileError}
              </p>
            )}
          </div>
          <TextField
            id="media-alt"
            name="alt"
            label="Description (alt text)"
            maxLength={MEDIA_ALT_MAX_LENGTH}
            defaultValue={actionData?.values?.alt ?? ''}
            error={errors['alt']?.[0]}
            hint="What the picture shows, for people who cannot see it: “A container truck being loaded at our Mandideep hub”."
          />
          <DecorativeField
            id="media-decorative"
            defaultChecked={actionData?.values?.decorative ?? false}
          />
          <div>
            <SubmitButton busy={busy} className="btn-primary">
              Upload
            </SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="pictures" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="pictures" className="text-lg font-bold">
          Pictures ({total})
        </h2>
        {total > 0 && (
          <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Find pictures">
            <TextField
              id="media-q"
              name="q"
              type="search"
              label="File name or description"
              defaultValue={filters.q}
              error={filterErrors.q}
            />
            <FilterButtons clearTo="/admin/media" />
          </Form>
        )}
        {/* Always there, so that a screen reader hears it change when the search does. */}
        <p className="mt-4 text-sm text-muted" role="status">
          {total > 0 &&
            (matching === 0
              ? 'No picture matches these words.'
              : `Showing ${(page - 1) * PICTURES_PER_PAGE + 1}–${(page - 1) * PICTURES_PER_PAGE + items.length} of ${matching}${matching < total ? ` (of ${total} pictures)` : ''}.`)}
        </p>
        {total === 0 && (
          <p className="mt-2 text-muted">No pictures yet. Upload the first one above.</p>
        )}
        {items.length > 0 && (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="overflow-hidden rounded-lg border border-slate-200">
                <ContentImage
                  src={item.address}
                  sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
                  alt=""
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                  className="aspect-[3/2] w-full bg-slate-100 object-contain"
                />
                <div className="p-3 text-sm">
                  <p className="font-semibold">
                    <Link to={`/admin/media/${item.id}`} className="text-brand-600 hover:underline">
                      {item.file_name}
                    </Link>
                  </p>
                  <p className="mt-1">{describedAs(item)}</p>
                  <p className="mt-1 text-muted">
                    {item.width} × {item.height} px · {fileSize(item.bytes)} ·{' '}
                    {formatDateTime(item.created_at)}
                    {item.created_by ? ` · ${item.created_by}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          label="Pages of pictures"
          page={page}
          pages={pages}
          addressOf={(other) => libraryAddress(filters.q, other)}
          before="Newer"
          after="Older"
        />
      </section>
    </>
  );
}
