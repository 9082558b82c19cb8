import { Link } from '../local-link';
import {
  type BlogSummary,
  type CompanySettings,
  type GalleryItem,
  HOME_COUNTER_FACTS,
  type HomePageTexts,
} from '@harsh/contract';
import { BlogCard } from '../blog-card';
import { Counter } from '../counter';
import { NewsletterForm } from '../newsletter-form';
import { PartnerEnquirySection } from '../partner-enquiry-form';
import { Carousel } from '../ui/carousel';
import { useUi } from '../../locale';
import { CardIcon } from './card-icon';
import { Gallery } from './gallery';
import { HeroSlider } from './hero-slider';
import { carouselName, HomeSection } from './home-section';
import { type ServiceCard, ServiceCardView } from './services-grid';

export interface HomeOneData {
  texts: HomePageTexts;
  services: ServiceCard[];
  gallery: GalleryItem[];
  blogs: BlogSummary[];
}

/**
 * Home one (/ and /index): its heading and slides, why choose us, the modes, the services, the
 * experience in figures (the company facts'), the gallery, the blog, the partner forms and the
 * newsletter, each headed by the page's texts.
 */
export function HomeOneView({
  texts,
  services,
  gallery,
  blogs,
  settings,
}: HomeOneData & { settings: CompanySettings | null }) {
  const ui = useUi();
  const {
    why_us: whyUs,
    solutions,
    services: servicesTexts,
    experience,
    gallery: galleryTexts,
    blogs: blogsTexts,
    newsletter,
  } = texts.sections as Required<typeof texts.sections>;
  return (
    <main id="main">
      <HeroSlider
        heading={texts.heading}
        intro={texts.lead}
        slides={texts.slides}
        label={texts.slides_label}
      />

      <HomeSection id="why-us" texts={whyUs}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyUs.cards.map((card) => (
            <li key={card.title} className="rounded-xl border border-slate-200 p-6">
              <CardIcon name={card.icon} className="size-9 text-brand-600" />
              <h3 className="mt-4 text-lg font-bold">
                {card.link ? (
                  <Link to={card.link} className="hover:underline">
                    {card.title}
                  </Link>
                ) : (
                  card.title
                )}
              </h3>
              <p className="mt-2 text-muted">{card.text}</p>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="solutions" texts={solutions} tone="shaded">
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {solutions.cards.map((card, index) => (
            <li key={card.title} className="relative rounded-xl bg-white p-6 shadow-sm">
              <span
                className="absolute top-4 right-5 font-display text-2xl font-extrabold text-brand-600"
                aria-hidden="true"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <CardIcon name={card.icon} className="size-9 text-navy-800" />
              <h3 className="mt-4 text-lg font-bold">
                {card.link ? (
                  <Link to={card.link} className="hover:underline">
                    {card.title}
                  </Link>
                ) : (
                  card.title
                )}
              </h3>
              <p className="mt-2 text-muted">{card.text}</p>
            </li>
          ))}
        </ol>
      </HomeSection>

      {services.length > 0 && (
        <HomeSection
          id="services"
          texts={servicesTexts}
          action={
            <Link to="/services/services1" className="btn-secondary">
              {ui.allServices}
            </Link>
          }
        >
          <Carousel
            label={carouselName(servicesTexts)}
            className="mt-8"
            items={services}
            slideClassName="basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
            renderItem={(service) => <ServiceCardView service={service} />}
          />
        </HomeSection>
      )}

      <section aria-labelledby="experience" className="bg-navy-900 py-16">
        <div className="container-page">
          <h2 id="experience" className="text-center text-3xl font-bold text-white sm:text-4xl">
            {experience.title}
          </h2>
          {/* The figures are the company facts', so that a facts edit reaches them (issue 27). */}
          {settings && (
            <div className="mt-10 grid grid-cols-2 gap-8 md:grid-cols-4">
              {HOME_COUNTER_FACTS.map((fact) => (
                <Counter
                  key={fact}
                  value={settings.claims[fact]}
                  suffix="+"
                  label={ui.counters[fact]}
                />
              ))}
            </div>
          )}
        </div>
      </section>

      <Gallery items={gallery} texts={galleryTexts} />

      {blogs.length > 0 && (
        <HomeSection
          id="blogs"
          texts={blogsTexts}
          tone="shaded"
          action={
            <Link to="/blogs/grid" className="btn-secondary">
              {ui.allArticles}
            </Link>
          }
        >
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {blogs.map((blog) => (
              <li key={blog.slug}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      <PartnerEnquirySection type={2} />
      <PartnerEnquirySection type={1} />

      <section aria-labelledby="newsletter" className="container-page py-16">
        <div className="grid items-center gap-8 rounded-2xl bg-brand-600 p-6 text-white sm:p-12 lg:grid-cols-2">
          <div>
            <h2 id="newsletter" className="text-3xl font-bold text-white">
              {newsletter.title}
            </h2>
            {newsletter.lead && <p className="mt-2 text-orange-50">{newsletter.lead}</p>}
          </div>
          <div className="rounded-xl bg-white p-4 text-ink sm:p-5">
            <NewsletterForm idPrefix="home-newsletter" />
          </div>
        </div>
      </section>
    </main>
  );
}
