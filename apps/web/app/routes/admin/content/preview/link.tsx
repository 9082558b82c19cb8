import { data } from 'react-router';
import { CONTENT_MESSAGES, type SharedPreview } from '@harsh/contract';
import { PreviewBanner } from '../../../../components/preview-banner';
import { staffApi } from '../../../../staff-api.server';
import type { Route } from './+types/link';
import { DraftView } from './draft-view';
import { draftTitle, frameSettingsOf } from './preview-page';
import { loadDraftPreview } from './draft-preview.server';
import { formatDateTime, STAFF_HANDLE } from '../../_shared/staff-page';

export const handle = { ...STAFF_HANDLE, frameSettings: frameSettingsOf };

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: loaded && 'preview' in loaded ? `Preview: ${draftTitle(loaded.preview)} | Harsh Logistics` : 'Preview link | Harsh Logistics' },
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
  const answer = await staffApi(context, request).get<SharedPreview>(`/preview-links/${encodeURIComponent(params.token)}`);
  if (answer.status !== 200 || answer.envelope.status !== 1) {
    return data({ gone: answer.envelope.message || CONTENT_MESSAGES.previewLinkGone }, { status: answer.status === 404 ? 404 : 503 });
  }
  const shared = answer.envelope.data;
  const preview = await loadDraftPreview(context.content, shared.kind, shared.key, shared.path, shared.data, shared.focal_points);
  return { preview, path: shared.path, expiresAt: shared.expires_at };
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
  const { preview, path, expiresAt } = loaderData;
  return (
    <>
      <PreviewBanner>
        <p>
          Preview of a change to {path ?? draftTitle(preview)}: it is not on the site yet. This link works until {formatDateTime(expiresAt)} (India time).
        </p>
      </PreviewBanner>
      <DraftView preview={preview} />
    </>
  );
}
