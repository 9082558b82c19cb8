import { Link } from './local-link';
import { type Service, servicePath, socialCardPath } from '@harsh/contract';
import { metaTags } from '../page-meta';
import { brandOf, servicesCrumb, serviceData, type StructuredDataHandle } from '../structured-data';
import { useSharedBlock } from '../shared-blocks';
import { useUi, wordsLocale } from '../locale';
import type { UiText } from '../ui-text';
import { PageBanner } from './page-banner';
import { QuoteCard } from './quote-card';
import { RichText } from './rich-text';
import { ContentImage, IMAGE_SIZES } from './content-image';

/** One service: banner, description, and a way to ask for a quote. */
export function ServiceView({ service }: { service: Service }) {
  const ui = useUi();
  const quote = useSharedBlock('service-quote');
  return (
    <main id="main">
      <PageBanner
        title={service.title}
        image={service.image}
        focalPoint={service.focal_point}
        contentLocale={wordsLocale(service)}
      >
        <p className="max-w-2xl">{service.summary}</p>
      </PageBanner>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 max-w-3xl">
          <ContentImage
            src={service.image}
            sizes={IMAGE_SIZES.article}
            alt=""
            width={800}
            height={500}
            className="mb-8 w-full rounded-xl bg-navy-50"
          />
          <RichText html={service.description} contentLocale={wordsLocale(service)} />
        </div>
        <QuoteCard id="service-cta" block={quote}>
          <Link to="/contact-us" className="btn-primary mt-4">
            {ui.services.contactUs}
          </Link>
          <p className="mt-6 text-sm">
            <Link to="/services/services1" className="text-navy-100 underline hover:text-white">
              {ui.services.seeAll}
            </Link>
          </p>
        </QuoteCard>
      </div>
    </main>
  );
}

/** `company`: the company's name from its facts (`siteNameOf`). */
export const serviceMeta = (service: Service | undefined, company: string, ui: UiText) =>
  service
    ? metaTags(ui.titled({ title: service.title, company }), service.summary)
    : [{ title: ui.titled({ title: ui.pageNotFound, company }) }];

/** Home › Our Services › the service, and its `Service` data; for both addresses of a service. */
export const serviceHandle: StructuredDataHandle = {
  breadcrumb: (data, _pathname, ui) => {
    const service = (data as { service?: Service } | undefined)?.service;
    return service ? [servicesCrumb(ui), { name: service.title, path: servicePath(service) }] : [];
  },
  structuredData: (data, site) => {
    const service = (data as { service?: Service } | undefined)?.service;
    return service ? [serviceData(site, service, servicePath(service))] : [];
  },
  socialCard: (data, site) => {
    const service = (data as { service?: Service } | undefined)?.service;
    return service && { path: socialCardPath.service(service, brandOf(site)), alt: service.title };
  },
};
