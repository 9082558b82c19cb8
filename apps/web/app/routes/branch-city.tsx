import { data, Link, redirect } from 'react-router';
import { type Branch, cityBranchesPath, cityName, citySlug } from '@harsh/contract';
import { BranchCard } from '../components/branch-card';
import { PageBanner } from '../components/page-banner';
import { metaTags } from '../page-meta';
import { BRANCHES_CRUMB, type StructuredDataHandle } from '../structured-data';
import type { Route } from './+types/branch-city';

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: StructuredDataHandle = {
  breadcrumb: (loaded) => {
    const city = (loaded as LoaderData | undefined)?.city;
    return city ? [BRANCHES_CRUMB, { name: cityName(city), path: cityBranchesPath(city) }] : [];
  },
};

/** `/branches/{city}`: a city's branches (the city as in its address); a city without any is not a page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  // A city typed as the locator's list shows it (`/branches/JAIPUR`) leads to its address.
  if (params.city !== params.city.toLowerCase()) throw redirect(`/branches/${encodeURIComponent(params.city.toLowerCase())}`, 301);
  const all = await context.content.get<Branch[]>('/get/branches');
  const branches = all.filter((branch) => citySlug(branch.city) === params.city);
  if (branches.length === 0) throw data(null, { status: 404 });
  return { city: branches[0]!.city, state: branches[0]!.state, branches };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  if (!loaded) return [{ title: 'Page not found | Harsh Logistics' }];
  const name = cityName(loaded.city);
  const count = loaded.branches.length;
  return metaTags(
    `Branches in ${name} | Harsh Logistics`,
    `${count === 1 ? 'The Harsh Logistics branch' : `${count} Harsh Logistics branches`} in ${name}, ${loaded.state}: addresses, phone numbers, e-mail and opening hours.`,
  );
};

export default function BranchCity({ loaderData }: Route.ComponentProps) {
  const { city, state, branches } = loaderData;
  return (
    <main id="main">
      <PageBanner title={`Branches in ${cityName(city)}`} image="/api/media/banner-branches.svg">
        <p>{state}</p>
      </PageBanner>
      <div className="container-page py-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {branches.map((branch) => (
            <BranchCard key={branch.id} branch={branch} headingLevel="h2" />
          ))}
        </ul>
        <p className="mt-10">
          <Link to="/branches" className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950">
            Every branch, by state and city
          </Link>
        </p>
      </div>
    </main>
  );
}
