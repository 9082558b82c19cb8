import { Mail, MapPin, Phone } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import type { Branch } from '@harsh/contract';
import { ContentPageView } from '../components/content-page-view';
import { loadListOrEmpty, loadPage } from '../content.server';
import { pageMetaTags } from '../page-meta';
import type { Route } from './+types/branch-locator';
import type { PageCacheHandle } from '../../server/page-key';

/** The query parameters the loader reads: the page cache keys this page by them and no others. */
export const handle: PageCacheHandle = { pageCache: { query: ['city'] } };

/**
 * Spec §2: a city dropdown and Search. It is a GET form, so it works without JavaScript and a
 * result can be shared as a link (`/branch_locator?city=JAIPUR`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const city = (new URL(request.url).searchParams.get('city') ?? '').trim().toUpperCase().slice(0, 60);
  const [page, cities, branches] = await Promise.all([
    loadPage(context.content, 33),
    loadListOrEmpty('branch cities', () => context.content.get<string[]>('/get/branch-cities')),
    city ? loadListOrEmpty('branches', () => context.content.post<Branch[]>('/get-branch-locator', { city })) : Promise.resolve(null),
  ]);
  return { page, cities, city, branches };
}

export const meta: Route.MetaFunction = ({ data }) => pageMetaTags(data?.page);

function BranchCard({ branch }: { branch: Branch }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-bold">{branch.location_name}</h3>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 text-brand-600" />
            <span className="sr-only">Address</span>
          </dt>
          <dd>
            {branch.address}, {branch.city}, {branch.state} {branch.pin_code}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Phone aria-hidden="true" className="mt-0.5 size-4 text-brand-600" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>
            <a href={`tel:${branch.phone_no.replace(/[^\d+]/g, '')}`} className="font-medium text-navy-800 underline-offset-2 hover:underline">
              {branch.phone_no}
            </a>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Mail aria-hidden="true" className="mt-0.5 size-4 text-brand-600" />
            <span className="sr-only">E-mail</span>
          </dt>
          <dd>
            <a href={`mailto:${branch.email}`} className="font-medium text-navy-800 underline-offset-2 hover:underline">
              {branch.email}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">
        State: {branch.state} · City: {branch.city} · PIN: {branch.pin_code}
      </p>
    </li>
  );
}

export default function BranchLocator({ loaderData }: Route.ComponentProps) {
  const { page, cities, city, branches } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/branch_locator';
  return (
    <ContentPageView page={page}>
      <section aria-labelledby="find-branch" className="bg-navy-50 py-12">
        <div className="container-page">
          <h2 id="find-branch" className="text-2xl font-bold">
            Find a branch
          </h2>
          <Form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="sm:w-80">
              <label htmlFor="branch-city" className="mb-1 block text-sm font-semibold text-navy-900">
                City
              </label>
              <select id="branch-city" name="city" defaultValue={city} className="field-input" key={city}>
                <option value="">Select a city</option>
                {cities.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary" disabled={searching}>
              Search
            </button>
          </Form>
          <div aria-live="polite" className="mt-8">
            {branches && branches.length === 0 && (
              <p role="status">No branches found in {city}. Try a nearby city or call our 24/7 helpline.</p>
            )}
            {branches && branches.length > 0 && (
              <>
                <p role="status" className="mb-4 font-medium">
                  {branches.length} {branches.length === 1 ? 'branch' : 'branches'} in {city}
                </p>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {branches.map((branch) => (
                    <BranchCard key={branch.id} branch={branch} />
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </section>
    </ContentPageView>
  );
}
