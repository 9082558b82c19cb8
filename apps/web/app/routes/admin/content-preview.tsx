import { data, Link } from 'react-router';
import type { EditableItem, Revision } from '@harsh/contract';
import { ContentPageView } from '../../components/content-page-view';
import { PreviewBanner } from '../../components/preview-banner';
import { requireStaff, staffApi, staffData } from '../../staff-api.server';
import type { Route } from './+types/content-preview';
import { itemAddress } from './content-item';
import { pageFromDraft } from './preview-page';
import { STAFF_HANDLE, staffMeta } from './staff-page';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) => staffMeta(loaded ? `Preview: ${loaded.page.title}` : 'Preview');

/**
 * A page's draft in the public page's own components, at a staff address (private, unindexed,
 * outside the page cache). The newest version unless `?version=` names another.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { kind, key } = itemAddress(params);
  if (kind !== 'pages') throw data('Not found.', { status: 404 });
  const api = staffApi(context, request);
  const item = await staffData(request, api.get<EditableItem>(`/content/${kind}/${key}`));
  const asked = Number(new URL(request.url).searchParams.get('version') ?? item.latest_revision);
  const version = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const document = version > 0 ? (await staffData(request, api.get<Revision>(`/content/${kind}/${key}/revisions/${version}`))).data : (item.live ?? item.latest);
  return {
    page: pageFromDraft(key, item.path, document), version, live: version === 0 || version === item.live_revision, path: item.path, key };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { page, version, live, path, key } = loaderData;
  return (
    <>
      <PreviewBanner>
        <p>
          Preview of {version ? `version ${version}` : 'the live version'} of {path ?? page.title}
          {live ? ': this is what visitors see.' : ': visitors do not see this until it is published.'}
        </p>
        <Link to={`/admin/content/pages/${key}`} className="underline">
          Back to editing
        </Link>
      </PreviewBanner>
      <ContentPageView page={page} />
    </>
  );
}
