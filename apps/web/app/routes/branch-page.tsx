import { data, redirect } from 'react-router';
import { branchPath, cityBranchesPath, socialCardPath } from '@harsh/contract';
import { addressIn, BranchView } from '../components/branch-view';
import { nullWhenNotFound } from '../content.server';
import { metaTags, siteNameOf } from '../page-meta';
import {
  branchesCrumb,
  brandOf,
  localBusiness,
  type StructuredDataHandle,
} from '../structured-data';
import { cityIn, openingHoursText } from '../text';
import { localeOfRequest, localePath, uiOf } from '../locale';
import type { Route } from './+types/branch-page';

type LoaderData = Awaited<ReturnType<typeof loader>> | undefined;

export const handle: StructuredDataHandle = {
  breadcrumb: (loaded, _pathname, ui) => {
    const branch = (loaded as LoaderData)?.branch;
    if (!branch) return [];
    return [
      branchesCrumb(ui),
      { name: cityIn(ui, branch.city), path: cityBranchesPath(branch.city) },
      { name: branch.location_name, path: branchPath(branch) },
    ];
  },
  structuredData: (loaded, site) => {
    const branch = (loaded as LoaderData)?.branch;
    return branch ? [localBusiness(site, branch, branchPath(branch))] : [];
  },
  socialCard: (loaded, site) => {
    const branch = (loaded as LoaderData)?.branch;
    return (
      branch && { path: socialCardPath.branch(branch, brandOf(site)), alt: branch.location_name }
    );
  },
};

/** `/branches/{city}/{slug}`: one branch. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  // Both redirects stay in the page's language (`/hi/branches/…`).
  const inLanguage = (path: string) => localePath(localeOfRequest(request.url), path);
  const lower = { city: params.city.toLowerCase(), slug: params.slug.toLowerCase() };
  if (lower.city !== params.city || lower.slug !== params.slug)
    throw redirect(
      inLanguage(`/branches/${encodeURIComponent(lower.city)}/${encodeURIComponent(lower.slug)}`),
      301,
    );
  if (!/^[a-z-]{1,60}$/.test(params.city) || !/^[a-z0-9-]{1,200}$/.test(params.slug))
    throw data(null, { status: 404 });
  const branch = await context.content
    .get(`/get/branches/${params.city}/${params.slug}`)
    .catch(nullWhenNotFound);
  if (!branch) {
    // A branch whose city or address changed: its old address leads to the new one for good.
    const moved = await context.content
      .get(`/get/moved/branches/${params.city}/${params.slug}`)
      .catch(() => null);
    if (moved) throw redirect(inLanguage(`/branches/${moved.city}/${moved.slug}`), 301);
    throw data(null, { status: 404 });
  }
  return { branch };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const company = siteNameOf(matches);
  const ui = uiOf(location.pathname);
  if (!loaded) return [{ title: ui.titled({ title: ui.pageNotFound, company }) }];
  const { branch } = loaded;
  const hours = branch.opening_hours
    .map((value) => openingHoursText(value, ui))
    .map(({ days, hours: time }) => `${days} ${time}`.trim());
  return metaTags(
    ui.titled({ title: branch.location_name, company }),
    ui.branchDescription({
      company,
      branch: branch.location_name,
      address: addressIn(branch, ui),
      phone: branch.phone_no,
      hours: hours.join('; '),
    }),
  );
};

export default function BranchPage({ loaderData }: Route.ComponentProps) {
  return <BranchView branch={loaderData.branch} />;
}
