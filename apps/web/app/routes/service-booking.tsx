import { Headset, Mail, Phone } from 'lucide-react';
import { data, useRouteLoaderData } from 'react-router';
import { Link } from '../components/local-link';
import { MAX_PER_PAGE, type Paginator, type Service, servicePath } from '@harsh/contract';
import { PageBanner } from '../components/page-banner';
import { QuoteForm } from '../components/quote-form';
import { RichText } from '../components/rich-text';
import { serviceHandle, serviceMeta } from '../components/service-view';
import { metaTags, siteNameOf } from '../page-meta';
import type { loader as rootLoader } from '../root';
import type { StructuredDataHandle } from '../structured-data';
import { useSharedBlock } from '../shared-blocks';
import { telHref } from '../text';
import { uiOf, useLocale, useUi, wordsLang, wordsLocale } from '../locale';
import { WithWords } from '../components/with-words';
import type { Route } from './+types/service-booking';
import type { PageCacheHandle } from '../../server/page-key';
import type { CanonicalHandle } from '../canonical';

type LoaderData = Awaited<ReturnType<typeof loader>> | undefined;

/**
 * `/services/detail` (spec §2's demo, made real): one service (`?service={slug}`, the first by
 * default) with the other services and a contact card beside it, and the Book other services
 * form. Its content is the service's own page, which is its canonical address.
 */
export const handle: PageCacheHandle & CanonicalHandle & StructuredDataHandle = {
  pageCache: { query: ['service'] },
  canonical: (loaded) => {
    const service = (loaded as LoaderData)?.service;
    return service ? servicePath(service) : undefined;
  },
  // The service page's own trail and card: this page shows the same service.
  breadcrumb: serviceHandle.breadcrumb,
  socialCard: serviceHandle.socialCard,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: services } = await context.content.post<Paginator<Service>>('/get/services', {
    per_page: MAX_PER_PAGE,
  });
  const asked = new URL(request.url).searchParams.get('service');
  const service = asked ? services.find((candidate) => candidate.slug === asked) : services[0];
  if (!service) throw data(null, { status: 404 });
  return {
    service,
    others: services
      .filter((other) => other.id !== service.id)
      .map(({ slug, title, content_locale }) => ({ slug, title, content_locale })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const ui = uiOf(location.pathname);
  return loaded
    ? metaTags(
        ui.booking.title({ service: loaded.service.title }),
        ui.booking.description({ service: loaded.service.title, summary: loaded.service.summary }),
      )
    : serviceMeta(undefined, siteNameOf(matches), ui);
};

function ContactCard() {
  const ui = useUi();
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  if (!settings) return null;
  return (
    <section aria-labelledby="booking-contact" className="rounded-xl bg-navy-900 p-6 text-white">
      <h2 id="booking-contact" className="text-lg font-bold text-white">
        {ui.booking.talkToUs}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 text-brand-500" />
          <a href={telHref(settings.phone)} className="underline-offset-2 hover:underline">
            {settings.phone}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Headset aria-hidden="true" className="size-4 text-brand-500" />
          <span>
            {ui.layout.footer.helpline({ claim: settings.claims.support })}{' '}
            <a
              href={telHref(settings.support_phone)}
              className="underline-offset-2 hover:underline"
            >
              {settings.support_phone}
            </a>
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 text-brand-500" />
          <a href={`mailto:${settings.email}`} className="underline-offset-2 hover:underline">
            {settings.email}
          </a>
        </li>
      </ul>
    </section>
  );
}

export default function ServiceBooking({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const locale = useLocale();
  const { service, others } = loaderData;
  const lang = wordsLang(service, locale);
  const bookOther = useSharedBlock('booking-other');
  return (
    <main id="main">
      <PageBanner
        title={service.title}
        image={service.image}
        focalPoint={service.focal_point}
        contentLocale={wordsLocale(service)}
      >
        <p className="max-w-2xl" lang={lang}>
          {service.summary}
        </p>
      </PageBanner>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 max-w-3xl">
          <RichText html={service.description} contentLocale={wordsLocale(service)} />
          <p className="mt-8">
            <Link
              to={servicePath(service)}
              className="font-semibold text-navy-800 underline underline-offset-2"
            >
              <WithWords
                sentence={(title) => ui.booking.moreAbout({ service: title })}
                words={service.title}
                lang={lang}
              />
            </Link>
          </p>
        </div>
        <div className="space-y-6 self-start">
          <nav
            aria-labelledby="other-services"
            className="rounded-xl border border-slate-200 bg-white p-6"
          >
            <h2 id="other-services" className="text-lg font-bold">
              {ui.booking.otherServices}
            </h2>
            <ul className="mt-3 space-y-1">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={`/services/detail?service=${other.slug}`}
                    className="block rounded-md px-2 py-1.5 font-medium text-navy-900 hover:bg-navy-50"
                    lang={wordsLang(other, locale)}
                  >
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ContactCard />
        </div>
      </div>
      <section aria-labelledby="book-services" className="bg-navy-50 py-12">
        <div className="container-page max-w-3xl">
          <h2 id="book-services" className="text-2xl font-bold sm:text-3xl" lang={bookOther?.lang}>
            {bookOther?.heading ?? ui.booking.bookOther}
          </h2>
          {bookOther && (
            <p className="mt-2 text-muted" lang={bookOther.lang}>
              {bookOther.text}
            </p>
          )}
          <div className="mt-8 rounded-xl bg-white p-6 shadow-sm sm:p-8">
            <QuoteForm
              idPrefix="booking"
              labelledBy="book-services"
              services={{
                options: [service.title, ...others.map((other) => other.title)],
                chosen: service.title,
              }}
              submitLabel={ui.booking.bookNow}
            />
          </div>
        </div>
      </section>
    </main>
  );
}
