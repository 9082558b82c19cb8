import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from './local-link';
import { type BranchDetail, cityName, type LocaleSetting, servicePath } from '@harsh/contract';
import { BranchCard } from './branch-card';
import { PageBanner } from './page-banner';
import { QuoteCard } from './quote-card';
import { cityIn, formatNumber, openingHoursText, stateIn, telHref } from '../text';
import { useSharedBlock } from '../shared-blocks';
import { useLocale, useUi, wordsLang, wordsLocale } from '../locale';
import type { UiText } from '../ui-text';

/** The branch's address in English, as a maps service reads it. */
export const fullAddress = (branch: BranchDetail) =>
  `${branch.address}, ${cityName(branch.city)}, ${branch.state} ${branch.pin_code}`;

/** The branch's address as a page in `ui`'s language writes it: its city and state named in that language. */
export const addressIn = (branch: BranchDetail, ui: UiText) =>
  `${branch.address}, ${cityIn(ui, branch.city)}, ${stateIn(ui, branch.state)} ${branch.pin_code}`;

/**
 * Directions in the visitor's own maps service, to the branch's position (its pin code's when
 * staff gave none), else to its address; nothing of it loads on our page.
 */
export function directionsHref(branch: BranchDetail): string {
  const destination =
    branch.latitude !== null && branch.longitude !== null
      ? `${branch.latitude},${branch.longitude}`
      : encodeURIComponent(`${branch.location_name}, ${fullAddress(branch)}`);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

const distanceNote = (km: number | null, sameCity: boolean, ui: UiText, locale: LocaleSetting) =>
  sameCity
    ? ui.branches.sameCity
    : km === null
      ? undefined
      : ui.branches.kmAway({ km: formatNumber(km, locale) });

/** One branch's page below the site's header: its address, hours, services and the branches nearest to it. */
export function BranchView({ branch }: { branch: BranchDetail }) {
  const ui = useUi();
  const locale = useLocale();
  const quote = useSharedBlock('branch-quote', { city: cityIn(ui, branch.city) });
  const lang = wordsLang(branch, locale);
  return (
    <main id="main">
      <PageBanner
        title={branch.location_name}
        image="/api/media/banner-branches.svg"
        contentLocale={wordsLocale(branch)}
      >
        <p>
          {cityIn(ui, branch.city)}, {stateIn(ui, branch.state)}
        </p>
      </PageBanner>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="branch-contact">
            <h2 id="branch-contact" className="text-2xl font-bold">
              {ui.branches.addressAndContact}
            </h2>
            <address className="mt-4 space-y-3 not-italic">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="sr-only">
                    {ui.branches.labelled({ label: ui.branches.address })}
                  </span>
                  <span lang={lang}>{branch.address}</span>
                  <br />
                  {cityIn(ui, branch.city)}, {stateIn(ui, branch.state)} {branch.pin_code}
                </span>
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="sr-only">
                    {ui.branches.labelled({ label: ui.branches.phone })}
                  </span>
                  <a
                    href={telHref(branch.phone_no)}
                    className="font-semibold text-navy-800 underline underline-offset-2"
                  >
                    {branch.phone_no}
                  </a>
                </span>
              </p>
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="sr-only">
                    {ui.branches.labelled({ label: ui.branches.email })}
                  </span>
                  <a
                    href={`mailto:${branch.email}`}
                    className="font-semibold text-navy-800 underline underline-offset-2"
                  >
                    {branch.email}
                  </a>
                </span>
              </p>
            </address>
            <p className="mt-5">
              <a
                href={directionsHref(branch)}
                className="btn-secondary inline-flex items-center gap-2"
              >
                {ui.branches.getDirections}
                <span className="sr-only">
                  {ui.branches.directionsTo({ branch: branch.location_name })}
                </span>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </p>
          </section>

          <section aria-labelledby="branch-hours">
            <h2 id="branch-hours" className="flex items-center gap-2 text-2xl font-bold">
              <Clock aria-hidden="true" className="size-6 text-brand-600" />
              {ui.branches.openingHours}
            </h2>
            <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {branch.opening_hours
                .map((value) => ({ value, ...openingHoursText(value, ui) }))
                .map(({ value, days, hours }) => (
                  <div key={value} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                    <dt className="font-semibold">{days}</dt>
                    <dd>{hours}</dd>
                  </div>
                ))}
            </dl>
          </section>

          {branch.services.length > 0 && (
            <section aria-labelledby="branch-services">
              <h2 id="branch-services" className="text-2xl font-bold">
                {ui.branches.servicesHere}
              </h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {branch.services.map((service) => (
                  <li key={service.slug}>
                    <Link
                      to={servicePath(service)}
                      lang={wordsLang(service, locale)}
                      className="block rounded-lg border border-slate-200 bg-white px-4 py-3 font-semibold text-navy-900 hover:border-navy-700"
                    >
                      {service.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <QuoteCard id="branch-enquiry" block={quote}>
          <Link to="/contact-us" className="btn-primary mt-4">
            {ui.branches.contactUs}
          </Link>
        </QuoteCard>
      </div>

      {branch.nearby.length > 0 && (
        <section aria-labelledby="branch-nearby" className="bg-navy-50 py-12">
          <div className="container-page">
            <h2 id="branch-nearby" className="text-2xl font-bold">
              {ui.branches.nearest}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {branch.nearby.map((other) => (
                <BranchCard
                  key={other.id}
                  branch={other}
                  note={distanceNote(other.distance_km, other.city === branch.city, ui, locale)}
                />
              ))}
            </ul>
          </div>
        </section>
      )}
    </main>
  );
}
