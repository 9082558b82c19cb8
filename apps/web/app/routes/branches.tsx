import { Link } from '../components/local-link';
import { type Branch, branchPath, cityBranchesPath, citySlug } from '@harsh/contract';
import { RouteBanner, routeTextsMeta } from '../components/route-banner';
import { loadListOrEmpty } from '../content.server';
import { loadRouteTexts } from '../site-texts.server';
import { branchesCrumb, type StructuredDataHandle } from '../structured-data';
import type { Route } from './+types/branches';
import { useLocale, useUi, wordsLang } from '../locale';
import { cityIn, stateIn } from '../text';

export const handle: StructuredDataHandle = {
  breadcrumb: (_data, _pathname, ui) => [branchesCrumb(ui)],
};

/** Every branch, grouped by state and then city (the API sends them in that order). */
function groupByStateAndCity(branches: Branch[]) {
  const states = new Map<string, Map<string, Branch[]>>();
  for (const branch of branches) {
    const cities = states.get(branch.state) ?? new Map<string, Branch[]>();
    cities.set(branch.city, [...(cities.get(branch.city) ?? []), branch]);
    states.set(branch.state, cities);
  }
  return [...states].map(([state, cities]) => ({
    state,
    cities: [...cities].map(([city, list]) => ({ city, branches: list })),
  }));
}

export async function loader({ context }: Route.LoaderArgs) {
  const [texts, branches] = await Promise.all([
    loadRouteTexts(context.content, 'branches'),
    loadListOrEmpty('branches', () => context.content.get('/get/branches')),
  ]);
  return { texts, states: groupByStateAndCity(branches), total: branches.length };
}

export const meta: Route.MetaFunction = ({ data }) => routeTextsMeta(data);

export default function Branches({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const locale = useLocale();
  const { texts, states, total } = loaderData;
  const cityCount = states.reduce((n, s) => n + s.cities.length, 0);
  return (
    <main id="main">
      <RouteBanner texts={texts}>
        {total > 0 && (
          <p>{ui.branchCount({ branches: total, cities: cityCount, states: states.length })}</p>
        )}
      </RouteBanner>
      <div className="container-page py-12">
        <p className="max-w-3xl text-lg">
          {ui.pickACity.before}
          <Link
            to="/branch_locator"
            className="font-semibold text-navy-800 underline underline-offset-2"
          >
            {ui.pickACity.link}
          </Link>
          {ui.pickACity.after}
        </p>
        <div className="mt-10 space-y-12">
          {states.map(({ state, cities }) => (
            <section key={state} aria-labelledby={`state-${citySlug(state)}`}>
              <h2
                id={`state-${citySlug(state)}`}
                className="border-b border-slate-200 pb-2 text-2xl font-bold"
              >
                {stateIn(ui, state)}
              </h2>
              <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {cities.map(({ city, branches }) => (
                  <div key={city}>
                    <h3 className="text-lg font-bold">
                      <Link
                        to={cityBranchesPath(city)}
                        className="text-navy-900 underline-offset-2 hover:underline"
                      >
                        {cityIn(ui, city)}
                      </Link>
                    </h3>
                    <ul className="mt-2 space-y-1.5">
                      {branches.map((branch) => (
                        <li key={branch.id}>
                          <Link
                            to={branchPath(branch)}
                            className="text-navy-800 underline underline-offset-2 hover:text-navy-950"
                            lang={wordsLang(branch, locale)}
                          >
                            {branch.location_name}
                          </Link>
                          <span className="text-sm text-muted"> · {branch.pin_code}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
