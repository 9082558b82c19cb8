import {
  Boxes,
  Clock3,
  Handshake,
  MapPinned,
  PackageCheck,
  Plane,
  ShieldCheck,
  TrainFront,
  Truck,
  Warehouse,
} from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import {
  type BlogSummary,
  type GalleryItem,
  HOME_BLOG_COUNT,
  HOME_COUNTERS,
  MAX_PER_PAGE,
  type Paginator,
  type Service,
  servicePath,
} from '@harsh/contract';
import { BlogCard } from '../components/blog-card';
import { Counter } from '../components/counter';
import { NewsletterForm } from '../components/newsletter-form';
import { PartnerEnquirySection } from '../components/partner-enquiry-form';
import { Carousel } from '../components/ui/carousel';
import { Gallery } from '../components/home/gallery';
import { HeroSlider, MODE_SLIDES } from '../components/home/hero-slider';
import { loadListOrEmpty } from '../content.server';
import { metaTags } from '../page-meta';
import type { loader as rootLoader } from '../root';
import { organization, type StructuredDataHandle, webSite } from '../structured-data';
import type { Route } from './+types/home';
import { ContentImage, IMAGE_SIZES } from '../components/content-image';

/** The company and the site's search, for search engines' knowledge panel and sitelinks search box. */
export const handle: StructuredDataHandle = {
  structuredData: (_data, site) => [organization(site), webSite(site)].filter((item) => item !== null),
};

export async function loader({ context }: Route.LoaderArgs) {
  const [services, gallery, blogs] = await Promise.all([
    loadListOrEmpty('services', async () => (await context.content.post<Paginator<Service>>('/get/services', { per_page: MAX_PER_PAGE })).data),
    loadListOrEmpty('gallery', () => context.content.post<GalleryItem[]>('/get/gallery', {})),
    loadListOrEmpty('blogs', async () => (await context.content.post<Paginator<BlogSummary>>('/get/blogs', { record: HOME_BLOG_COUNT })).data),
  ]);
  // Cards need no description: keep the page's data small.
  return { services: services.map(({ description: _description, ...card }) => card), gallery, blogs };
}

export const meta = () =>
  metaTags(
    'Harsh Logistics | Road, Rail and Air Logistics Across India',
    'Road, rail and air freight, warehousing and distribution across India: 400+ vehicles, 21 warehouses and 295+ branches, with 24/7 support.',
  );

const REASONS = [
  { icon: Clock3, title: '30+ years on Indian roads', text: 'Three decades of moving freight for manufacturers, distributors and retailers.' },
  { icon: MapPinned, title: '295+ branches', text: 'A branch or hub within reach of most industrial towns, from Bhuj to Kolkata.' },
  { icon: ShieldCheck, title: 'Safe and insured', text: 'Trained drivers, sealed containers and transit insurance on request.' },
  { icon: PackageCheck, title: 'Tracked to the doorstep', text: 'GPS on every truck, e-way bills handled, electronic proof of delivery.' },
  { icon: Handshake, title: 'One partner, three modes', text: 'Road, rail and air planned together, on one contract and one invoice.' },
  { icon: Boxes, title: '24/7 support', text: 'A helpline that answers day and night, with a named manager for key accounts.' },
];

const SOLUTIONS = [
  { icon: Truck, title: 'Road Logistics', text: 'FTL and PTL across national highways.', link: '/services/road-logistics' },
  { icon: TrainFront, title: 'Rail Logistics', text: 'Bulk and parcel freight on the railways.', link: '/services/rail-logistics' },
  { icon: Plane, title: 'Air Logistics', text: 'Express cargo for urgent consignments.', link: '/services/air-logistics' },
  { icon: Warehouse, title: 'Warehousing', text: '21 warehouses with stock visibility.', link: '/services/warehousing' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? null;
  const { services, gallery, blogs } = loaderData;
  return (
    <main id="main">
      <HeroSlider
        heading={`${settings?.name ?? 'Harsh Logistics'}: road, rail and air logistics across India`}
        slides={MODE_SLIDES}
        label="Road, rail and air"
      />

      <section aria-labelledby="why-us" className="container-page py-16">
        <p className="font-semibold text-brand-600">Why choose us</p>
        <h2 id="why-us" className="mt-2 max-w-2xl text-3xl font-bold sm:text-4xl">
          Freight that arrives when it should, in the state it left
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-9 text-brand-600" />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="solutions" className="bg-navy-50 py-16">
        <div className="container-page">
          <p className="font-semibold text-brand-600">Solutions</p>
          <h2 id="solutions" className="mt-2 text-3xl font-bold sm:text-4xl">
            Pick the mode, or let us combine them
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SOLUTIONS.map(({ icon: Icon, title, text, link }, index) => (
              <li key={title} className="relative rounded-xl bg-white p-6 shadow-sm">
                <span className="absolute top-4 right-5 font-display text-2xl font-extrabold text-brand-600" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <Icon aria-hidden="true" className="size-9 text-navy-800" />
                <h3 className="mt-4 text-lg font-bold">
                  <Link to={link} className="hover:underline">
                    {title}
                  </Link>
                </h3>
                <p className="mt-2 text-muted">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {services.length > 0 && (
        <section aria-labelledby="services" className="container-page py-16">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="font-semibold text-brand-600">Services</p>
              <h2 id="services" className="mt-2 text-3xl font-bold sm:text-4xl">
                What we do
              </h2>
            </div>
            <Link to="/services/services1" className="btn-secondary">
              All services
            </Link>
          </div>
          <Carousel
            label="Services"
            className="mt-8"
            items={services}
            slideClassName="basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
            renderItem={(service) => (
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
                <ContentImage src={service.image} sizes={IMAGE_SIZES.card} alt="" width={800} height={500} loading="lazy" className="aspect-[8/5] w-full bg-navy-50 object-cover" />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-bold">
                    <Link to={servicePath(service)} className="hover:underline">
                      {service.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-muted">{service.summary}</p>
                </div>
              </article>
            )}
          />
        </section>
      )}

      <section aria-labelledby="experience" className="bg-navy-900 py-16">
        <div className="container-page">
          <h2 id="experience" className="text-center text-3xl font-bold text-white sm:text-4xl">
            Our experience in numbers
          </h2>
          <div className="mt-10 grid grid-cols-2 gap-8 md:grid-cols-4">
            {HOME_COUNTERS.map((counter) => (
              <Counter key={counter.key} value={counter.value} suffix={counter.suffix} label={counter.label} />
            ))}
          </div>
        </div>
      </section>

      <Gallery items={gallery} />

      {blogs.length > 0 && (
        <section aria-labelledby="blogs" className="bg-navy-50 py-16">
          <div className="container-page">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <p className="font-semibold text-brand-600">Blog</p>
                <h2 id="blogs" className="mt-2 text-3xl font-bold sm:text-4xl">
                  Latest from our blog
                </h2>
              </div>
              <Link to="/blogs/grid" className="btn-secondary">
                All articles
              </Link>
            </div>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {blogs.map((blog) => (
                <li key={blog.slug}>
                  <BlogCard blog={blog} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <PartnerEnquirySection type={2} />
      <PartnerEnquirySection type={1} />

      <section aria-labelledby="newsletter" className="container-page py-16">
        <div className="grid items-center gap-8 rounded-2xl bg-brand-600 p-6 text-white sm:p-12 lg:grid-cols-2">
          <div>
            <h2 id="newsletter" className="text-3xl font-bold text-white">
              Stay in the loop
            </h2>
            <p className="mt-2 text-orange-50">New branches, service updates and freight news, about once a month.</p>
          </div>
          <div className="rounded-xl bg-white p-4 text-ink sm:p-5">
            <NewsletterForm idPrefix="home-newsletter" />
          </div>
        </div>
      </section>
    </main>
  );
}
