import { ArrowRight } from 'lucide-react';
import { Link } from '../components/local-link';
import {
  firstWords,
  htmlToPlainText,
  MAX_PER_PAGE,
  type Paginator,
  type Service,
  SERVICE_CARD_WORDS,
  serviceDetailsPath,
  servicePath,
} from '@harsh/contract';
import { RouteBanner, routeTextsMeta } from '../components/route-banner';
import { loadListOrEmpty } from '../content.server';
import { loadRouteTexts } from '../site-texts.server';
import { servicesCrumb, type StructuredDataHandle } from '../structured-data';
import { useLocale, useUi, wordsLang } from '../locale';
import { WithWords } from '../components/with-words';
import type { Route } from './+types/services-list';
import { ContentImage, IMAGE_SIZES } from '../components/content-image';

export async function loader({ context }: Route.LoaderArgs) {
  const [texts, services] = await Promise.all([
    loadRouteTexts(context.content, 'services'),
    loadListOrEmpty(
      'services',
      async () =>
        (
          await context.content.post<Paginator<Service>>('/get/services', {
            per_page: MAX_PER_PAGE,
          })
        ).data,
    ),
  ]);
  return {
    texts,
    services: services.map((service) => ({
      id: service.id,
      slug: service.slug,
      title: service.title,
      image: service.image,
      focal_point: service.focal_point,
      content_locale: service.content_locale,
      teaser: firstWords(htmlToPlainText(service.description), SERVICE_CARD_WORDS),
    })),
  };
}

export const handle: StructuredDataHandle = {
  breadcrumb: (_data, _pathname, ui) => [servicesCrumb(ui)],
};

export const meta: Route.MetaFunction = ({ data }) => routeTextsMeta(data);

export default function ServicesList({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const locale = useLocale();
  return (
    <main id="main">
      <RouteBanner texts={loaderData.texts} />
      <div className="container-page py-12">
        {loaderData.services.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.services.map((service, index) => (
              <li
                key={service.id}
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                <ContentImage
                  src={service.image}
                  focalPoint={service.focal_point}
                  sizes={IMAGE_SIZES.card}
                  alt=""
                  width={800}
                  height={500}
                  // The first card is in view on a phone: loaded at once, it is often the largest paint.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className="aspect-[8/5] w-full bg-navy-50 object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  {/* The spec's id is in the View details link's address; printed, "Service 4" read as a placeholder (issue 40). */}
                  <h2 className="text-xl font-bold" lang={wordsLang(service, locale)}>
                    <Link to={servicePath(service)} className="hover:underline">
                      {service.title}
                    </Link>
                  </h2>
                  <p
                    className="mt-2 flex-1 text-muted"
                    data-testid="service-teaser"
                    lang={wordsLang(service, locale)}
                  >
                    {service.teaser}
                  </p>
                  <Link
                    to={serviceDetailsPath(service)}
                    className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-600 hover:text-brand-700"
                  >
                    {/* Named with the service, whose words keep their own language (issue 40). */}
                    <span aria-hidden="true">{ui.servicesList.viewDetail}</span>
                    <span className="sr-only">
                      <WithWords
                        sentence={(title) => ui.servicesList.viewDetailOf({ service: title })}
                        words={service.title}
                        lang={wordsLang(service, locale)}
                      />
                    </span>{' '}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-10">
          <Link
            to="/services/services2"
            className="font-semibold text-navy-800 underline underline-offset-2"
          >
            {ui.servicesAtAGlance}
          </Link>
        </p>
      </div>
    </main>
  );
}
