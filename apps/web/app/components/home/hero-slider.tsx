import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../local-link';
import type { HomePageTexts } from '@harsh/contract';
import { Carousel } from '../ui/carousel';
import { ContentImage, IMAGE_SIZES } from '../content-image';

/** A slide as the home page's texts give it: a tag, a title, a sentence, a picture and a link. */
export type HeroSlide = HomePageTexts['slides'][number];

const ALIGN = {
  // Below the wide layout the text runs across the picture's light side too: the whole slide is shaded (WCAG 1.4.3).
  left: {
    shade:
      'bg-navy-950/75 bg-gradient-to-r from-navy-950/95 via-navy-950/70 to-navy-950/10 lg:bg-transparent',
    text: 'items-start text-left',
    heading: '',
  },
  center: {
    shade: 'bg-navy-950/75',
    text: 'items-center text-center',
    heading: 'text-center [&>*]:mx-auto',
  },
} as const;

interface HeroSliderProps {
  /** The page's one `h1`, at the head of the hero; the slides' titles are `h2` under it. */
  heading: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  slides: HeroSlide[];
  label: string;
  align?: keyof typeof ALIGN;
}

/**
 * The hero: the page's heading over a banner slider, one slide a view, playing by itself (with a
 * pause button) unless the visitor prefers less motion.
 */
export function HeroSlider({ heading, intro, slides, label, align = 'left' }: HeroSliderProps) {
  const { shade, text, heading: headingAlign } = ALIGN[align];
  return (
    <div className="relative isolate bg-navy-950">
      <div className={`container-page pt-10 sm:pt-14 ${headingAlign}`}>
        {/*
          A line as tall as the letters with their descenders and a Devanagari vowel sign's reach:
          text-5xl's own line-height (1) let the "g" of "logistics" hang into the slider, which is
          drawn over it (issue 40).
        */}
        <h1 className="max-w-4xl font-display text-3xl leading-tight font-extrabold text-white sm:text-5xl">
          {heading}
        </h1>
        {intro && <p className="mt-3 max-w-2xl text-lg text-navy-100">{intro}</p>}
      </div>
      <Carousel
        label={label}
        items={slides}
        autoplayMs={6000}
        controls="overlay"
        renderItem={(slide, index) => (
          <div className="relative isolate min-h-[24rem] sm:min-h-[28rem]">
            <ContentImage
              src={slide.image}
              focalPoint={slide.focal_point}
              sizes={IMAGE_SIZES.fullWidth}
              alt=""
              width={1600}
              height={700}
              className="absolute inset-0 -z-10 size-full object-cover object-right"
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
            <div className={`absolute inset-0 -z-10 ${shade}`} />
            {/* The picture fades in from the heading's ground: one hero, not a band above a slider. */}
            <div className="absolute inset-x-0 top-0 -z-10 h-24 bg-gradient-to-b from-navy-950 to-transparent" />
            <div
              className={`container-page flex min-h-[24rem] flex-col justify-center pt-6 pb-24 sm:min-h-[28rem] ${text}`}
            >
              <p className="inline-flex w-fit rounded-full bg-brand-500 px-3 py-1 text-sm font-semibold text-navy-950">
                {slide.tag}
              </p>
              <h2 className="mt-4 max-w-2xl text-2xl font-bold text-white sm:text-4xl">
                {slide.title}
              </h2>
              <p className="mt-4 max-w-xl text-lg text-navy-100">{slide.text}</p>
              <Link to={slide.link} className="btn-primary mt-8 w-fit">
                {slide.link_label} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </div>
        )}
      />
    </div>
  );
}
