import { Achievements } from '../components/home/achievements';
import { ClientLogos } from '../components/home/client-logos';
import { Estimation } from '../components/home/estimation';
import { type HeroSlide, HeroSlider } from '../components/home/hero-slider';
import { LatestPosts } from '../components/home/latest-posts';
import { PricingPlans } from '../components/home/pricing-plans';
import { Projects } from '../components/home/projects';
import { QUOTE_ANCHOR, QuoteAndTrack } from '../components/home/quote-and-track';
import { ServicesGrid, Solutions } from '../components/home/services-grid';
import { Testimonials } from '../components/home/testimonials';
import { loadHomeVariant } from '../home-variant.server';
import { metaTags } from '../page-meta';
import type { Route } from './+types/home-3';

export const loader = ({ context }: Route.LoaderArgs) => loadHomeVariant(context.content);

export const meta = () =>
  metaTags(
    'Freight for Growing Businesses | Harsh Logistics',
    'From one carton to a full truck: part loads, express parcels and warehousing for shops, online sellers and small factories, with a quote in two working hours.',
  );

/** Who this page speaks to, one slide each. */
const SLIDES: HeroSlide[] = [
  {
    tag: 'Online sellers',
    image: '/api/media/slide-air.svg',
    title: 'Parcels that reach your buyers on time',
    text: 'Express part loads between 250 cities, with pickup from your shop or warehouse and proof of delivery online.',
    link: { to: '/services/services1', label: 'See our services' },
  },
  {
    tag: 'Small factories',
    image: '/api/media/slide-road.svg',
    title: 'Share a truck, pay for your part',
    text: 'Part truckloads from one pallet upwards, on the same trucks and routes as our largest customers.',
    link: { to: '/services/part-truckload', label: 'Part truckload' },
  },
  {
    tag: 'Distributors',
    image: '/api/media/slide-rail.svg',
    title: 'Stock close to your market',
    text: 'Store with us in 21 warehouses and dispatch the same day an order comes in.',
    link: { to: '/services/warehousing', label: 'Warehousing' },
  },
];

/** Home three (/index3): for shops, online sellers and small factories; the quote and track boxes come first. */
export default function HomeThree({ loaderData }: Route.ComponentProps) {
  const { services, solutions, achievements, clients, testimonials, plans, projects, blogs } = loaderData;
  return (
    <main id="main">
      <HeroSlider
        heading="Freight for growing businesses"
        intro="One carton or a full truck: the same network, sized to what you ship."
        slides={SLIDES}
        label="Who we ship for"
        align="center"
      />
      <QuoteAndTrack />
      <ServicesGrid services={services} />
      <PricingPlans plans={plans} quoteAnchor={QUOTE_ANCHOR} tone="shaded" />
      <Achievements items={achievements} title="Big enough to reach, small enough to answer" />
      <Testimonials items={testimonials} />
      <ClientLogos clients={clients} tone="shaded" />
      <Estimation quoteAnchor={QUOTE_ANCHOR} />
      <Projects items={projects} tone="shaded" />
      <Solutions items={solutions} />
      <LatestPosts posts={blogs} tone="shaded" />
    </main>
  );
}
