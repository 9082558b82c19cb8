import { ArrowRight } from 'lucide-react';
import { Link } from '../local-link';
import { type HomeSectionTexts, type Service, servicePath, type Solution } from '@harsh/contract';
import { useLocale, useUi, useWordsLang, wordsLang } from '../../locale';
import { WithWords } from '../with-words';
import { HomeSection, type SectionTone } from './home-section';
import { ContentImage, IMAGE_SIZES } from '../content-image';

export type ServiceCard = Omit<Service, 'description'>;

/** A service's card on the home pages: its picture, its title linking to its page, its summary. */
export function ServiceCardView({ service }: { service: ServiceCard }) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
      lang={useWordsLang(service)}
    >
      <ContentImage
        src={service.image}
        focalPoint={service.focal_point}
        sizes={IMAGE_SIZES.card}
        alt=""
        width={800}
        height={500}
        loading="lazy"
        className="aspect-[8/5] w-full bg-navy-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold">
          <Link to={servicePath(service)} className="hover:underline">
            {service.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm text-muted">{service.summary}</p>
      </div>
    </article>
  );
}

/** The services grid: every service with its picture and summary, linked to its page. */
export function ServicesGrid({
  services,
  texts,
  tone,
}: {
  services: ServiceCard[];
  texts: HomeSectionTexts;
  tone?: SectionTone;
}) {
  const ui = useUi();
  if (services.length === 0) return null;
  return (
    <HomeSection
      id="services"
      texts={texts}
      tone={tone}
      action={
        <Link to="/services/services1" className="btn-secondary">
          {ui.home.allServices}
        </Link>
      }
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCardView service={service} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The solutions: numbered items, each leading to the service that delivers it. */
export function Solutions({
  items,
  texts,
  tone,
}: {
  items: Solution[];
  texts: HomeSectionTexts;
  tone?: SectionTone;
}) {
  const ui = useUi();
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <HomeSection id="solutions" texts={texts} tone={tone}>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => {
          // An entry not translated yet is in English on another language's page, and says so.
          const lang = wordsLang(item, locale);
          return (
            <li key={item.id} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
              <span
                className="font-display text-3xl font-extrabold text-brand-600"
                aria-hidden="true"
              >
                {item.serial}
              </span>
              <h3 className="mt-3 text-lg font-bold" lang={lang}>
                {item.title}
              </h3>
              <p className="mt-2 flex-1 text-muted" lang={lang}>
                {item.subtitle}
              </p>
              <Link
                to={item.link}
                className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-600 hover:underline"
              >
                {ui.readMore}
                <span className="sr-only">
                  <WithWords
                    sentence={(title) => ui.home.readMoreAbout({ title })}
                    words={item.title.toLocaleLowerCase(locale.tag)}
                    lang={lang}
                  />
                </span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ol>
    </HomeSection>
  );
}
