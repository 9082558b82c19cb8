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
import type { FooterHandle } from '../components/site-footer';
import { loadHomeVariant } from '../home-variant.server';
import { metaTags } from '../page-meta';
import type { Route } from './+types/home-4';

/** Spec §2: /index4 carries the second footer. */
export const handle: FooterHandle = { footer: 'second' };

export const loader = ({ context }: Route.LoaderArgs) => loadHomeVariant(context.content);

export const meta = () =>
  metaTags(
    'A Logistics Network Across India Since 1996 | Harsh Logistics',
    'Since 1996: 295+ branches, 400+ vehicles, 21 warehouses and rail links across India, run by 600 people and a helpline that answers 24/7.',
  );

/** The network, one slide each. */
const SLIDES: HeroSlide[] = [
  {
    tag: 'Since 1996',
    image: '/api/media/slide-road.svg',
    title: '295+ branches, from Bhuj to Kolkata',
    text: 'A branch or hub within reach of most industrial towns in India, each with its own pickup and delivery team.',
    link: { to: '/branches', label: 'Find a branch' },
  },
  {
    tag: 'Rail partner since 1997',
    image: '/api/media/slide-rail.svg',
    title: 'Long hauls on the railways',
    text: 'Parcel vans and full rakes on the busiest freight corridors, with our trucks at both ends.',
    link: { to: '/services/rail-logistics', label: 'Rail logistics' },
  },
  {
    tag: '24/7',
    image: '/api/media/slide-air.svg',
    title: 'Someone answers, day and night',
    text: 'A helpline that never closes and a named manager for every regular account.',
    link: { to: '/contact-us', label: 'Contact us' },
  },
];

/** Home four (/index4): the network in figures first, then what it does for you. */
export default function HomeFour({ loaderData }: Route.ComponentProps) {
  const { services, solutions, achievements, clients, testimonials, plans, projects, blogs } = loaderData;
  return (
    <main id="main">
      <HeroSlider
        heading="A logistics network across India since 1996"
        intro="Branches, trucks, rakes and warehouses, planned together by one team."
        slides={SLIDES}
        label="Our network"
      />
      <Achievements items={achievements} />
      <ServicesGrid services={services} />
      <ClientLogos clients={clients} tone="shaded" />
      <Estimation quoteAnchor={QUOTE_ANCHOR} />
      <QuoteAndTrack />
      <Projects items={projects} />
      <PricingPlans plans={plans} quoteAnchor={QUOTE_ANCHOR} tone="shaded" />
      <Testimonials items={testimonials} />
      <Solutions items={solutions} tone="shaded" />
      <LatestPosts posts={blogs} />
    </main>
  );
}
