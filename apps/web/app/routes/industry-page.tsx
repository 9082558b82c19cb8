import { NavLink } from 'react-router';
import { INDUSTRY_ROUTES } from '@harsh/contract';
import { ContentPageView } from '../components/content-page-view';
import { loadPage } from '../content.server';
import { canonicalPath } from '../canonical';
import { pageMetaTags, siteNameOf } from '../page-meta';
import { contentPageHandle, pageCrumb, type StructuredDataHandle } from '../structured-data';
import { uiOf, unlocalisedPath, useUi } from '../locale';
import type { Route } from './+types/industry-page';
import { pageNumberFor } from './content-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const number = pageNumberFor(new URL(request.url).pathname);
  if (number === null) throw new Response(null, { status: 404 });
  return { page: await loadPage(context.content, number) };
}

const INDUSTRIES_PATH = '/industries';

/** Home › Industries › the industry (the overview of industries is one step only). */
export const handle: StructuredDataHandle = {
  ...contentPageHandle,
  breadcrumb: (data, pathname, ui) => {
    const page = (data as Awaited<ReturnType<typeof loader>> | undefined)?.page;
    if (!page) return [];
    const crumb = pageCrumb(page.title, pathname);
    return unlocalisedPath(canonicalPath(pathname)) === INDUSTRIES_PATH
      ? [crumb]
      : [{ name: ui.nav.industries, path: INDUSTRIES_PATH }, crumb];
  },
};

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMetaTags(data?.page, siteNameOf(matches), uiOf(location.pathname));

/** Spec §2: industry pages carry a Transport Services sidebar linking all eight industries. */
function TransportServicesSidebar() {
  const ui = useUi();
  return (
    <aside
      aria-labelledby="transport-services-heading"
      className="self-start rounded-xl bg-navy-50 p-6 lg:sticky lg:top-6"
    >
      <h2 id="transport-services-heading" className="mb-4 text-lg font-bold">
        {ui.industries.transportServices}
      </h2>
      <ul className="space-y-1">
        {INDUSTRY_ROUTES.map((industry) => (
          <li key={industry.path}>
            <NavLink
              to={industry.path}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 font-medium ${
                  isActive ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-white'
                }`
              }
            >
              {industry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} aside={<TransportServicesSidebar />} />;
}
