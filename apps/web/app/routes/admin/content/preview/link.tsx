import { data } from 'react-router';
import { CONTENT_MESSAGES, DEFAULT_LOCALE, localeSetting } from '@harsh/contract';
import { localePath } from '../../../../locale';
import { PreviewBanner } from '../../../../components/preview-banner';
import { staffApi } from '../../../../staff-api.server';
import type { Route } from './+types/link';
import { DraftView } from './draft-view';
import { draftTitle, PREVIEW_FRAME } from './preview-page';
import { loadDraftPreview, previewReading } from './draft-preview.server';
import { formatDateTime, PREVIEW_HANDLE } from '../../_shared/staff-page';

export const handle = { ...PREVIEW_HANDLE, ...PREVIEW_FRAME };

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  {
    title:
      loaded && 'preview' in loaded
        ? `Preview: ${draftTitle(loaded.preview)} | Harsh Logistics`
        : 'Preview link | Harsh Logistics',
  },
  { name: 'robots', content: 'noindex, nofollow' },
  // The address is the permission: not passed on to other sites a visitor follows a link to.
  { name: 'referrer', content: 'no-referrer' },
];

/**
 * A draft shown to someone without an account, through a link a staff member made: one revision,
 * in the public page's components, until the link expires or is revoked. Like every `/admin`
 * address it is private, never stored by a cache and not indexed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const answer = await staffApi(context, request).get(
    `/preview-links/${encodeURIComponent(params.token)}`,
  );
  if (answer.status !== 200 || answer.envelope.status !== 1) {
    return data(
      { gone: answer.envelope.message || CONTENT_MESSAGES.previewLinkGone },
      { status: answer.status === 404 ? 404 : 503 },
    );
  }
  const shared = answer.envelope.data;
  // A translation's draft is shown as its page will be: in its language's frame, at its language's address.
  const { content, frame } = await previewReading(context, shared.locale);
  const preview = await loadDraftPreview(
    content,
    shared.kind,
    shared.key,
    shared.path,
    shared.data,
    shared.focal_points,
  );
  const path =
    shared.path && frame ? localePath(localeSetting(frame.locale), shared.path) : shared.path;
  return { preview, path, expiresAt: shared.expires_at, frame };
}

export default function PreviewLink({ loaderData }: Route.ComponentProps) {
  if ('gone' in loaderData) {
    return (
      <section className="container-page py-16 text-center">
        <h1 className="text-3xl font-bold text-navy-900">This preview link no longer works</h1>
        <p className="mt-4 text-muted">{loaderData.gone}</p>
      </section>
    );
  }
  const { preview, path, expiresAt, frame } = loaderData;
  return (
    <>
      <PreviewBanner>
        {/* The staff's words, in English on a page in the translation's language. */}
        <p lang={frame ? DEFAULT_LOCALE.tag : undefined}>
          Preview of a change to {path ?? draftTitle(preview)}: it is not on the site yet. This link
          works until {formatDateTime(expiresAt)} (India time).
        </p>
      </PreviewBanner>
      <DraftView preview={preview} />
    </>
  );
}
