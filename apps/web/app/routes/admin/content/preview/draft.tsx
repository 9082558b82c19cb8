import { Link } from 'react-router';
import type { EditableItem, Revision } from '@harsh/contract';
import { PreviewBanner } from '../../../../components/preview-banner';
import { requireStaff, staffApi, staffData } from '../../../../staff-api.server';
import type { Route } from './+types/draft';
import { itemAddress } from '../item-address';
import { DraftView } from './draft-view';
import { draftTitle, frameSettingsOf } from './preview-page';
import { loadDraftPreview } from './draft-preview.server';
import { STAFF_HANDLE, staffMeta } from '../../_shared/staff-page';

export const handle = { ...STAFF_HANDLE, frameSettings: frameSettingsOf };

export const meta = ({ data: loaded }: Route.MetaArgs) => staffMeta(loaded ? `Preview: ${draftTitle(loaded.preview)}` : 'Preview');

/**
 * A draft in the public site's own components (a list entry in its list's section), at a staff
 * address (private, unindexed, outside the page cache). The newest version unless `?version=`
 * names another.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { kind, key } = itemAddress(params);
  const api = staffApi(context, request);
  const item = await staffData(request, api.get<EditableItem>(`/content/${kind}/${key}`));
  const asked = Number(new URL(request.url).searchParams.get('version') ?? item.latest_revision);
  const version = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const revision = version > 0 ? await staffData(request, api.get<Revision>(`/content/${kind}/${key}/revisions/${version}`)) : null;
  const document = revision ? revision.data : (item.live ?? item.latest);
  const preview = await loadDraftPreview(context.content, kind, key, item.path, document, revision ? revision.focal_points : item.focal_points);
  return { preview, version, live: version === 0 || version === item.live_revision, path: item.path, kind, key };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { preview, version, live, path, kind, key } = loaderData;
  return (
    <>
      <PreviewBanner>
        <p>
          Preview of {version ? `version ${version}` : 'the live version'} of {path ?? draftTitle(preview)}
          {live ? ': this is what visitors see.' : ': visitors do not see this until it is published.'}
        </p>
        <Link to={`/admin/content/${kind}/${key}`} className="underline">
          Back to editing
        </Link>
      </PreviewBanner>
      <DraftView preview={preview} />
    </>
  );
}
