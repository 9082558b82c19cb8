import { useEffect, useRef } from 'react';
import { Form, useNavigation, useRouteLoaderData } from 'react-router';
import { Link } from '../components/local-link';
import {
  ContentError,
  type LocaleSetting,
  type LocatedBranch,
  PIN_CODE_DATA_CREDIT,
  PIN_CODE_PATTERN,
  visitorText,
} from '@harsh/contract';
import { BranchCard } from '../components/branch-card';
import { ContentPageView } from '../components/content-page-view';
import { loadListOrEmpty, loadPage } from '../content.server';
import { pageMetaTags, siteNameOf } from '../page-meta';
import { contentPageHandle, type StructuredDataHandle } from '../structured-data';
import type { loader as rootLoader } from '../root';
import { localeOf, localePath, uiOf, useLocale, useUi, useVisitorText } from '../locale';
import type { UiText } from '../ui-text';
import type { Route } from './+types/branch-locator';
import type { PageCacheHandle } from '../../server/page-key';
import { cityIn, distanceText, placeIn, queryText } from '../text';
import { SubmitButton } from '../components/ui/submit-button';
import type { EnhanceHandle } from '../enhance/names';

/** The query parameters the loader reads: the page cache keys this page by them and no others. */
export const handle: PageCacheHandle & StructuredDataHandle & EnhanceHandle = {
  pageCache: { query: ['city', 'pin', 'state'] },
  enhance: ['locator'],
  ...contentPageHandle,
};

type Search =
  { by: 'city'; city: string } | { by: 'pin'; pin: string } | { by: 'state'; state: string } | null;

/** What the visitor asked for: a pin code, else a city, else a state (each form sends one). */
function searchFrom(params: URLSearchParams): Search {
  const read = (name: string) => queryText(params.get(name), 60);
  const pin = read('pin');
  if (pin) return { by: 'pin', pin };
  const city = read('city').toUpperCase();
  if (city) return { by: 'city', city };
  const state = read('state');
  if (state) return { by: 'state', state };
  return null;
}

/** The API's refusal of a pin code it cannot place (not in India Post's directory): the field's message. */
function pinCodeRefusal(error: unknown): string | null {
  const fields =
    error instanceof ContentError && error.statusCode === 422
      ? (error.data as Record<string, string[]> | null)
      : null;
  return fields?.['pin_code']?.[0] ?? null;
}

/** What a search finds: the branches, or the pin code field's message when the API cannot place the pin code. */
async function findBranches(
  content: Route.LoaderArgs['context']['content'],
  search: NonNullable<Search>,
  locale: string,
) {
  // In the page's language: the branches' names and addresses, and a refused pin code's message.
  const body = {
    ...(search.by === 'pin'
      ? { pin_code: search.pin }
      : search.by === 'city'
        ? { city: search.city }
        : { state: search.state }),
    locale,
  };
  const refused = { pinError: null as string | null };
  const branches = await loadListOrEmpty('branches', () =>
    content.post<LocatedBranch[]>('/get-branch-locator', body).catch((error: unknown) => {
      refused.pinError = pinCodeRefusal(error);
      if (refused.pinError) return [];
      throw error;
    }),
  );
  return { branches: refused.pinError ? null : branches, pinError: refused.pinError };
}

/**
 * Spec §2: a city dropdown and Search; we add a pin code and a state. Each is a GET form, so it
 * works without JavaScript and a result can be shared as a link (`/branch_locator?city=JAIPUR`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = searchFrom(url.searchParams);
  const { code: locale } = localeOf(url.pathname);
  const pinError =
    search?.by === 'pin' && !PIN_CODE_PATTERN.test(search.pin)
      ? visitorText(locale).pinCode.pattern
      : null;
  const [page, cities, states, found] = await Promise.all([
    loadPage(context.content, 33),
    loadListOrEmpty('branch cities', () => context.content.get('/get/branch-cities')),
    loadListOrEmpty('branch states', () => context.content.get('/get/branch-states')),
    search && !pinError ? findBranches(context.content, search, locale) : Promise.resolve(null),
  ]);
  return {
    page,
    cities,
    states,
    search,
    pinError: pinError ?? found?.pinError ?? null,
    branches: found?.branches ?? null,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMetaTags(data?.page, siteNameOf(matches), uiOf(location.pathname));

const searchedPlace = (
  search: Extract<NonNullable<Search>, { by: 'city' | 'state' }>,
  ui: UiText,
) => (search.by === 'city' ? placeIn(ui, 'city', search.city) : placeIn(ui, 'state', search.state));

function resultsLine(search: NonNullable<Search>, count: number, ui: UiText): string {
  if (search.by === 'pin') return count ? ui.locator.nearest({ count, pin: search.pin }) : '';
  return ui.locator.inPlace({ count, place: searchedPlace(search, ui) });
}

/** The line above a result's name: its city when the search spans cities, and its distance from a pin code. */
function resultNote(
  search: NonNullable<Search>,
  branch: LocatedBranch,
  ui: UiText,
  locale: LocaleSetting,
): string | undefined {
  if (search.by === 'city') return undefined;
  const city = cityIn(ui, branch.city);
  return branch.distance_km === undefined
    ? city
    : `${city}, ${distanceText(branch.distance_km, ui, locale)}`;
}

/** What to do when nothing was found; the helpline's hours are the company facts'. */
function noResultsLine(search: NonNullable<Search>, support: string | null, ui: UiText): string {
  if (search.by === 'pin')
    return support
      ? ui.locator.noneNearPin({ pin: search.pin, support })
      : ui.locator.noneNearPinNoSupport({ pin: search.pin });
  const place = searchedPlace(search, ui);
  return support
    ? ui.locator.noneInPlace({ place, support })
    : ui.locator.noneInPlaceNoSupport({ place });
}

interface ChoiceSearchProps {
  name: 'city' | 'state';
  label: string;
  placeholder: string;
  options: string[];
  value: string;
  button: string;
  busy: boolean;
}

/**
 * Where a search goes: this page, at its search section. The page's own text comes first and is
 * long on a phone; without the anchor the answer opened at the top, the results 3,000 px below.
 */
const RESULTS_ACTION = '/branch_locator#find-branch';

/** A GET form of one dropdown and its button. */
function ChoiceSearch({
  name,
  label,
  placeholder,
  options,
  value,
  button,
  busy,
}: ChoiceSearchProps) {
  const ui = useUi();
  const locale = useLocale();
  const id = `branch-${name}`;
  return (
    <Form
      method="get"
      action={localePath(locale, RESULTS_ACTION)}
      preventScrollReset
      aria-label={ui.locator.by({ label: label.toLocaleLowerCase(locale.tag) })}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id={id}
          name={name}
          defaultValue={value}
          className="field-input min-w-40 flex-1"
          key={value}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {placeIn(ui, name, option)}
            </option>
          ))}
        </select>
        <SubmitButton className="btn-primary shrink-0" busy={busy}>
          {button}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** How the distances are measured, and the credit their data's licence asks for. */
function DistanceCredit() {
  const { pinCode } = useVisitorText();
  const link = 'underline underline-offset-2 hover:text-navy-950';
  return (
    <p className="mt-4 text-sm text-muted">
      {pinCode.distances} {pinCode.credit}{' '}
      <a href={PIN_CODE_DATA_CREDIT.sourceUrl} className={link}>
        {PIN_CODE_DATA_CREDIT.source}
      </a>
      ,{' '}
      <a href={PIN_CODE_DATA_CREDIT.licenceUrl} className={link}>
        {PIN_CODE_DATA_CREDIT.licence}
      </a>
      .
    </p>
  );
}

export default function BranchLocator({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const locale = useLocale();
  const { page, cities, states, search, pinError, branches } = loaderData;
  const support = useRouteLoaderData<typeof rootLoader>('root')?.settings?.claims.support ?? null;
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' && navigation.location.pathname === '/branch_locator';
  const city = search?.by === 'city' ? search.city : '';
  const pin = search?.by === 'pin' ? search.pin : '';
  const state = search?.by === 'state' ? search.state : '';
  // A pin code refused after a search takes the focus, so that its message is read with it (the
  // results region says nothing then). Not when the page opens: a shared link is left as it is.
  const pinField = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current && pinError) pinField.current?.focus();
    opened.current = true;
  }, [loaderData, pinError]);
  return (
    // The search comes before the page's text: at 360 px the text is three screens long.
    <ContentPageView
      page={page}
      lead={
        <section aria-labelledby="find-branch" className="bg-navy-50 py-12">
          <div className="container-page">
            <h2 id="find-branch" className="text-2xl font-bold">
              {ui.locator.findABranch}
            </h2>
            <div className="mt-6 grid gap-6 lg:grid-cols-3">
              <ChoiceSearch
                name="city"
                label={ui.locator.city}
                placeholder={ui.locator.selectCity}
                options={cities}
                value={city}
                button={ui.locator.search}
                busy={searching}
              />
              <Form
                method="get"
                action={localePath(locale, RESULTS_ACTION)}
                preventScrollReset
                aria-label={ui.locator.byPinCode}
                noValidate
                data-pin-search=""
              >
                <label
                  htmlFor="branch-pin"
                  className="mb-1 block text-sm font-semibold text-navy-900"
                >
                  {ui.locator.pinCode}
                </label>
                {/* On a phone the button goes under the field, and the hint and the error stay right under the field. */}
                <div className="flex flex-wrap gap-x-2 gap-y-1">
                  <input
                    ref={pinField}
                    id="branch-pin"
                    name="pin"
                    defaultValue={pin}
                    key={pin}
                    inputMode="numeric"
                    autoComplete="postal-code"
                    pattern="[1-9][0-9]{5}"
                    maxLength={6}
                    aria-invalid={pinError ? true : undefined}
                    aria-describedby={
                      pinError ? 'branch-pin-hint branch-pin-error' : 'branch-pin-hint'
                    }
                    className="field-input min-w-40 flex-1"
                  />
                  <p
                    id="branch-pin-hint"
                    className="order-2 basis-full text-sm text-muted sm:order-3"
                  >
                    {ui.locator.pinHint}
                  </p>
                  {pinError && (
                    <p
                      id="branch-pin-error"
                      className="field-error order-2 mt-0 basis-full sm:order-3"
                    >
                      {pinError}
                    </p>
                  )}
                  <SubmitButton
                    className="btn-primary order-3 mt-1 shrink-0 sm:order-2 sm:mt-0"
                    busy={searching}
                  >
                    {ui.locator.searchByPin}
                  </SubmitButton>
                </div>
              </Form>
              <ChoiceSearch
                name="state"
                label={ui.locator.state}
                placeholder={ui.locator.selectState}
                options={states}
                value={state}
                button={ui.locator.searchByState}
                busy={searching}
              />
            </div>
            <div aria-live="polite" className="mt-8">
              {search && branches && branches.length === 0 && (
                <p role="status">{noResultsLine(search, support, ui)}</p>
              )}
              {search && branches && branches.length > 0 && (
                <>
                  <p role="status" className="mb-4 font-medium">
                    {resultsLine(search, branches.length, ui)}
                  </p>
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {branches.map((branch) => (
                      <BranchCard
                        key={branch.id}
                        branch={branch}
                        note={resultNote(search, branch, ui, locale)}
                      />
                    ))}
                  </ul>
                </>
              )}
            </div>
            {search?.by === 'pin' && branches && branches.length > 0 && <DistanceCredit />}
            <p className="mt-8">
              <Link
                to="/branches"
                className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
              >
                {ui.locator.everyBranch}
              </Link>
            </p>
          </div>
        </section>
      }
    />
  );
}
