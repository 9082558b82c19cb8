import { ArrowRight } from 'lucide-react';
import { Link } from '../components/local-link';
import { MAX_PER_PAGE, type Paginator, type Service, servicePath } from '@harsh/contract';
import { RouteBanner, routeTextsCrumbs, routeTextsMeta } from '../components/route-banner';
import { ServiceIcon } from '../components/service-icon';
import { loadListOrEmpty } from '../content.server';
import { loadRouteTexts } from '../site-texts.server';
import { servicesCrumb, type StructuredDataHandle } from '../structured-data';
import { useLocale, useUi, wordsLang } from '../locale';
import { WithWords } from '../components/with-words';
import type { Route } from './+types/services-list-2';
import { ContentImage, IMAGE_SIZES } from '../components/content-image';

/** Spec §2's second services layout: each service numbered, with its picture, summary and image. */
export const handle: StructuredDataHandle = {
  breadcrumb: routeTextsCrumbs('/services/services2', (ui) => [servicesCrumb(ui)]),
};

export async function loader({ context }: Route.LoaderArgs) {
  const [texts, services] = await Promise.all([
    loadRouteTexts(context.content, 'services-at-a-glance'),
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
    services: services.map(
      ({ id, slug, title, summary, image, focal_point, icon, content_locale }) => ({
        id,
        slug,
        title,
        summary,
        image,
        focal_point,
        icon,
        content_locale,
      }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ data }) => routeTextsMeta(data);

export default function ServicesListTwo({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const locale = useLocale();
  return (
    <main id="main">
      <RouteBanner texts={loaderData.texts} />
      <ol className="container-page divide-y divide-slate-200 py-8">
        {loaderData.services.map((service, index) => (
          <li
            key={service.id}
            className="grid items-center gap-6 py-10 md:grid-cols-[6rem_1fr_18rem]"
          >
            <p className="flex items-center gap-4 md:flex-col md:items-start">
              <span aria-hidden="true" className="text-5xl font-extrabold text-brand-600">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-500/10">
                <ServiceIcon name={service.icon} className="size-6 text-brand-600" />
              </span>
            </p>
            <div>
              <h2 className="text-2xl font-bold" lang={wordsLang(service, locale)}>
                <Link to={servicePath(service)} className="hover:underline">
                  <span className="sr-only">{index + 1}. </span>
                  {service.title}
                </Link>
              </h2>
              <p className="mt-2 max-w-2xl text-muted" lang={wordsLang(service, locale)}>
                {service.summary}
              </p>
              <Link
                to={`/services/detail?service=${service.slug}`}
                className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                <WithWords
                  sentence={(title) => ui.servicesList.book({ service: title })}
                  words={service.title}
                  lang={wordsLang(service, locale)}
                />
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            <ContentImage
              src={service.image}
              focalPoint={service.focal_point}
              sizes={IMAGE_SIZES.card}
              alt=""
              width={800}
              height={500}
              loading={index < 2 ? 'eager' : 'lazy'}
              className="aspect-[8/5] w-full rounded-xl bg-navy-50 object-cover"
            />
          </li>
        ))}
      </ol>
    </main>
  );
}
