import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Carousel } from '../ui/carousel';
import { ContentImage, IMAGE_SIZES } from '../content-image';

export interface HeroSlide {
  /** A short tag over the title: the mode or the audience. */
  tag: string;
  image: string;
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** The three modes of spec §1's banner slider: road, rail, air. */
export const MODE_SLIDES: HeroSlide[] = [
  {
    tag: 'Road',
    image: '/api/media/slide-road.svg',
    title: 'By road, to every corner of India',
    text: 'Full and part truckloads on our own fleet of 400+ vehicles, tracked from pickup to proof of delivery.',
    link: { to: '/services/road-logistics', label: 'Road logistics' },
  },
  {
    tag: 'Rail',
    image: '/api/media/slide-rail.svg',
    title: 'By rail, with Indian Railways since 1997',
    text: 'Parcel vans and full rakes for heavy, long-haul freight at a lower cost per tonne and a smaller footprint.',
    link: { to: '/services/rail-logistics', label: 'Rail logistics' },
  },
  {
    tag: 'Air',
    image: '/api/media/slide-air.svg',
    title: 'By air, when the clock matters',
    text: 'Express cargo through the major airports, with road pickup and delivery at both ends.',
    link: { to: '/services/air-logistics', label: 'Air logistics' },
  },
];

const ALIGN = {
  // Below the wide layout the text runs across the picture's light side too: the whole slide is shaded (WCAG 1.4.3).
  left: { shade: 'bg-navy-950/75 bg-gradient-to-r from-navy-950/95 via-navy-950/70 to-navy-950/10 lg:bg-transparent', text: 'items-start text-left' },
  center: { shade: 'bg-navy-950/75', text: 'items-center text-center' },
} as const;

/**
 * The banner slider: one slide a view, playing by itself (with a pause button) unless the
 * visitor prefers less motion. Slide titles are `h2`: the page's `h1` is its own.
 */
export function HeroSlider({ slides, label, align = 'left' }: { slides: HeroSlide[]; label: string; align?: keyof typeof ALIGN }) {
  const { shade, text } = ALIGN[align];
  return (
    <div className="relative isolate bg-navy-950">
      <Carousel
        label={label}
        items={slides}
        autoplayMs={6000}
        controls="overlay"
        renderItem={(slide, index) => (
          <div className="relative isolate min-h-[30rem] sm:min-h-[34rem]">
            <ContentImage
              src={slide.image}
              sizes={IMAGE_SIZES.fullWidth}
              alt=""
              width={1600}
              height={700}
              className="absolute inset-0 -z-10 size-full object-cover object-right"
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
            <div className={`absolute inset-0 -z-10 ${shade}`} />
            <div className={`container-page flex min-h-[30rem] flex-col justify-center pt-10 pb-24 sm:min-h-[34rem] ${text}`}>
              <p className="inline-flex w-fit rounded-full bg-brand-500 px-3 py-1 text-sm font-semibold text-navy-950">{slide.tag}</p>
              <h2 className="mt-4 max-w-2xl text-3xl font-extrabold text-white sm:text-5xl">{slide.title}</h2>
              <p className="mt-4 max-w-xl text-lg text-navy-100">{slide.text}</p>
              <Link to={slide.link.to} className="btn-primary mt-8 w-fit">
                {slide.link.label} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </div>
        )}
      />
    </div>
  );
}
