import { Link, useRouteLoaderData } from 'react-router';
import { type BlogSummary, type GalleryItem, HOME_BLOG_COUNT, HOME_COUNTERS, type Paginator, type Service } from '@harsh/contract';
import { BlogCard } from '../components/blog-card';
import { PartnerEnquirySection } from '../components/partner-enquiry-form';
import { loadListOrEmpty } from '../content.server';
import { metaTags } from '../page-meta';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const [services, gallery, blogs] = await Promise.all([
    loadListOrEmpty('services', async () => (await context.content.post<Paginator<Service>>('/get/services')).data),
    loadListOrEmpty('gallery', () => context.content.post<GalleryItem[]>('/get/gallery', {})),
    loadListOrEmpty('blogs', async () => (await context.content.post<Paginator<BlogSummary>>('/get/blogs', { record: HOME_BLOG_COUNT })).data),
  ]);
  return { services: services.map(({ description: _description, ...card }) => card), gallery, blogs };
}

export const meta = () =>
  metaTags(
    'Harsh Logistics | Road, Rail and Air Logistics Across India',
    'Road, rail and air freight, warehousing and distribution across India: 400+ vehicles, 21 warehouses and 295+ branches, with 24/7 support.',
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? null;
  const { services, gallery, blogs } = loaderData;
  return (
    <main id="main">
      <section className="relative isolate overflow-hidden bg-navy-900">
        <img src="/api/media/slide-road.svg" alt="" width={1600} height={700} className="absolute inset-0 -z-10 size-full object-cover" fetchPriority="high" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/90 to-navy-900/20" />
        <div className="container-page py-24 sm:py-32">
          <h1 className="max-w-2xl text-4xl font-extrabold text-white sm:text-6xl">Road, rail and air logistics across India</h1>
          <p className="mt-5 max-w-xl text-lg text-navy-100">
            {settings ? `${settings.claims.years_experience}+ years, ${settings.claims.branches}+ branches and ${settings.claims.support} support.` : ''}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/services/services1" className="btn-primary">
              Our services
            </Link>
            <Link to="/contact-us" className="btn-secondary border-white text-white hover:bg-white/10">
              Contact us
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="counters" className="bg-navy-50 py-12">
        <h2 id="counters" className="sr-only">
          Our experience in numbers
        </h2>
        <ul className="container-page grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {HOME_COUNTERS.map((counter) => (
            <li key={counter.key}>
              <p className="font-display text-4xl font-extrabold text-navy-900">
                {counter.value}
                {counter.suffix}
              </p>
              <p className="mt-1 text-muted">{counter.label}</p>
            </li>
          ))}
        </ul>
      </section>

      {services.length > 0 && (
        <section aria-labelledby="services" className="container-page py-14">
          <h2 id="services" className="text-3xl font-bold">
            Our services
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => (
              <li key={service.id} className="rounded-xl border border-slate-200 p-5">
                <img src={service.image} alt="" width={800} height={500} loading="lazy" className="mb-4 w-full rounded-lg bg-navy-50" />
                <h3 className="font-bold">
                  <Link to={`/services/${service.slug}`} className="hover:underline">
                    {service.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-muted">{service.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {gallery.length > 0 && (
        <section aria-labelledby="gallery" className="bg-navy-50 py-14">
          <div className="container-page">
            <h2 id="gallery" className="text-3xl font-bold">
              Gallery
            </h2>
            <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
              {gallery.map((item) => (
                <li key={item.id}>
                  <figure>
                    <img src={item.image} alt={item.title} width={800} height={600} loading="lazy" className="w-full rounded-lg" />
                    <figcaption className="mt-2 text-sm text-muted">{item.title}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {blogs.length > 0 && (
        <section aria-labelledby="blogs" className="container-page py-14">
          <h2 id="blogs" className="text-3xl font-bold">
            From our blog
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {blogs.map((blog) => (
              <li key={blog.slug}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <PartnerEnquirySection type={2} />
      <PartnerEnquirySection type={1} />
    </main>
  );
}
