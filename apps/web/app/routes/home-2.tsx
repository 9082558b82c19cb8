import { Achievements } from '../components/home/achievements';
import { ClientLogos } from '../components/home/client-logos';
import { Estimation } from '../components/home/estimation';
import { HeroSlider, MODE_SLIDES } from '../components/home/hero-slider';
import { LatestPosts } from '../components/home/latest-posts';
import { PricingPlans } from '../components/home/pricing-plans';
import { Projects } from '../components/home/projects';
import { QUOTE_ANCHOR, QuoteAndTrack } from '../components/home/quote-and-track';
import { ServicesGrid, Solutions } from '../components/home/services-grid';
import { Testimonials } from '../components/home/testimonials';
import type { FooterHandle } from '../components/site-footer';
import { loadHomeVariant } from '../home-variant.server';
import { metaTags } from '../page-meta';
import type { Route } from './+types/home-2';

/** Spec §2: /index2 carries the second footer. */
export const handle: FooterHandle = { footer: 'second' };

export const loader = ({ context }: Route.LoaderArgs) => loadHomeVariant(context.content);

export const meta = () =>
  metaTags(
    'Logistics for Manufacturers and Distributors | Harsh Logistics',
    'Road, rail and air freight planned as one for manufacturers and distributors across India: 295+ branches, 21 warehouses and a 24/7 helpline since 1996.',
  );

/** Home two (/index2): for manufacturers and distributors, from the three modes to a quote. */
export default function HomeTwo({ loaderData }: Route.ComponentProps) {
  const { services, solutions, achievements, clients, testimonials, plans, projects, blogs } = loaderData;
  return (
    <main id="main">
      <HeroSlider
        heading="Logistics for manufacturers and distributors"
        intro="From the factory gate to the dealer’s shelf, by road, rail and air."
        slides={MODE_SLIDES}
        label="Road, rail and air"
      />
      <Solutions items={solutions} tone="shaded" />
      <ServicesGrid services={services} />
      <Achievements items={achievements} />
      <Estimation quoteAnchor={QUOTE_ANCHOR} />
      <Testimonials items={testimonials} tone="shaded" />
      <PricingPlans plans={plans} quoteAnchor={QUOTE_ANCHOR} />
      <Projects items={projects} tone="shaded" />
      <ClientLogos clients={clients} />
      <QuoteAndTrack />
      <LatestPosts posts={blogs} />
    </main>
  );
}
