import {
  HOME_PAGES,
  type HomePageTexts,
  type HomeSectionId,
  type HomeSectionTexts,
} from '@harsh/contract';
import type { HomeVariantData } from '../../home-variant.server';
import { Achievements } from './achievements';
import { ClientLogos } from './client-logos';
import { Estimation } from './estimation';
import { HeroSlider } from './hero-slider';
import type { SectionTone } from './home-section';
import { LatestPosts } from './latest-posts';
import { PricingPlans } from './pricing-plans';
import { Projects } from './projects';
import { QUOTE_ANCHOR, QuoteAndTrack } from './quote-and-track';
import { ServicesGrid, Solutions } from './services-grid';
import { Testimonials } from './testimonials';

type VariantKey = Exclude<keyof typeof HOME_PAGES, 'home'>;

/**
 * A home variant (/index2, /index3, /index4): its heading and slides, then its blocks in the order
 * its texts' page lists them, each headed by the page's texts and filled from its list. Light
 * blocks alternate white and shaded so that neighbours stand apart; achievements are the dark band.
 */
export function HomeVariantView({
  page,
  texts,
  lists,
  align,
}: {
  page: VariantKey;
  texts: HomePageTexts;
  lists: HomeVariantData;
  align?: 'left' | 'center';
}) {
  const order = HOME_PAGES[page].sections.filter((section) => section !== 'track');
  return (
    <main id="main">
      <HeroSlider
        heading={texts.heading}
        intro={texts.lead}
        slides={texts.slides}
        label={texts.slides_label}
        align={align}
      />
      {order.map((section, index) => (
        <VariantSection
          key={section}
          section={section}
          texts={texts}
          lists={lists}
          tone={index % 2 === 1 ? 'shaded' : 'plain'}
        />
      ))}
    </main>
  );
}

function VariantSection({
  section,
  texts,
  lists,
  tone,
}: {
  section: HomeSectionId;
  texts: HomePageTexts;
  lists: HomeVariantData;
  tone: Exclude<SectionTone, 'dark'>;
}) {
  const own = texts.sections[section] as HomeSectionTexts;
  switch (section) {
    case 'solutions':
      return <Solutions items={lists.solutions} texts={own} tone={tone} />;
    case 'services':
      return <ServicesGrid services={lists.services} texts={own} tone={tone} />;
    case 'achievements':
      return <Achievements items={lists.achievements} texts={own} />;
    case 'estimation':
      return <Estimation texts={own} quoteAnchor={QUOTE_ANCHOR} tone={tone} />;
    case 'testimonials':
      return <Testimonials items={lists.testimonials} texts={own} tone={tone} />;
    case 'plans':
      return (
        <PricingPlans plans={lists.plans} texts={own} quoteAnchor={QUOTE_ANCHOR} tone={tone} />
      );
    case 'projects':
      return <Projects items={lists.projects} texts={own} tone={tone} />;
    case 'clients':
      return <ClientLogos clients={lists.clients} texts={own} tone={tone} />;
    case 'quote':
      return (
        <QuoteAndTrack quote={own} track={texts.sections.track as HomeSectionTexts} tone={tone} />
      );
    case 'blogs':
      return <LatestPosts posts={lists.blogs} texts={own} tone={tone} />;
    default:
      return null;
  }
}
