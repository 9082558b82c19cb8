import { data, Link } from 'react-router';
import type { EditableItem, Page, Revision } from '@harsh/contract';
import { ContentPageView } from '../../components/content-page-view';
import { requireStaff, staffApi, staffData } from '../../staff-api.server';
import type { Route } from './+types/content-preview';
import { itemAddress } from './content-item';
import { STAFF_HANDLE, staffLinks, staffMeta } from './staff-page';

export const handle = STAFF_HANDLE;

export const links = staffLinks;

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
  const document = version > 0 ? (await staffData(request, api.get<Revision>(`/content/${kind}/${key}/revisions/${version}`))).data : item.live;
  const page: Page = {
    number: Number(key),
    slug: item.path?.slice(1) ?? key,
    title: String(document['title']),
    banner_image: String(document['banner_image']),
    content: String(document['content']),
    meta_title: String(document['meta_title']),
    meta_description: String(document['meta_description']),
    updated_at: new Date().toISOString(),
  };
  return { page, version, live: version === 0 || version === item.live_revision, path: item.path, key };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { page, version, live, path, key } = loaderData;
  return (
    <>
      <div role="region" aria-label="Preview" className="bg-sun-400 text-navy-950">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
          <p className="font-semibold">
            Preview of {version ? `version ${version}` : 'the live version'} of {path ?? page.title}
            {live ? ': this is what visitors see.' : ': visitors do not see this until it is published.'}
          </p>
          <Link to={`/admin/content/pages/${key}`} className="font-semibold underline">
            Back to editing
          </Link>
        </div>
      </div>
      <ContentPageView page={page} />
    </>
  );
}
