import { data, redirect } from 'react-router';
import { Link } from '../components/local-link';
import { cityBranchesPath } from '@harsh/contract';
import { BranchCard } from '../components/branch-card';
import { RouteBanner, routeTextsMeta } from '../components/route-banner';
import { loadRouteTexts } from '../site-texts.server';
import { branchesCrumb, type StructuredDataHandle } from '../structured-data';
import { localeOfRequest, localePath, uiOf, useUi } from '../locale';
import { cityIn, stateIn } from '../text';
import type { Route } from './+types/branch-city';

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: StructuredDataHandle = {
  breadcrumb: (loaded, _pathname, ui) => {
    const city = (loaded as LoaderData | undefined)?.city;
    return city
      ? [branchesCrumb(ui), { name: cityIn(ui, city), path: cityBranchesPath(city) }]
      : [];
  },
};

/** `/branches/{city}`: a city's branches (the city as in its address); a city without any is not a page. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  // A city typed as the locator's list shows it (`/branches/JAIPUR`) leads to its address.
  // In the page's language: `/hi/branches/Jaipur` leads to `/hi/branches/jaipur`.
  if (params.city !== params.city.toLowerCase())
    throw redirect(
      localePath(
        localeOfRequest(request.url),
        `/branches/${encodeURIComponent(params.city.toLowerCase())}`,
      ),
      301,
    );
  // Only an address a city can have is asked for (the API refuses any other).
  if (!/^[a-z-]{1,60}$/.test(params.city)) throw data(null, { status: 404 });
  // Its city's branches alone: a branch elsewhere changed leaves this page as it is.
  const branches = await context.content.get(`/get/city-branches/${params.city}`);
  if (branches.length === 0) throw data(null, { status: 404 });
  const { city, state } = branches[0]!;
  // The city and state named in the page's language, as its words are.
  const ui = uiOf(request.url);
  const texts = await loadRouteTexts(context.content, 'city-branches', {
    city: cityIn(ui, city),
    state: stateIn(ui, state),
    count: String(branches.length),
  });
  return { texts, city, state, branches };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => routeTextsMeta(loaded);

export default function BranchCity({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { texts, branches } = loaderData;
  return (
    <main id="main">
      <RouteBanner texts={texts} />
      <div className="container-page py-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {branches.map((branch) => (
            <BranchCard key={branch.id} branch={branch} headingLevel="h2" />
          ))}
        </ul>
        <p className="mt-10">
          <Link
            to="/branches"
            className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
          >
            {ui.everyBranch}
          </Link>
        </p>
      </div>
    </main>
  );
}
