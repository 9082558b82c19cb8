import { Quote } from 'lucide-react';
import type { HomeSectionTexts, Testimonial } from '@harsh/contract';
import { Carousel } from '../ui/carousel';
import { useLocale, wordsLang } from '../../locale';
import { carouselName, HomeSection, type SectionTone } from './home-section';
import { ContentImage, IMAGE_SIZES } from '../content-image';

/**
 * What customers and partners say: spec §9's testimonial slider, two slides a view (one below
 * 768 px, Tailwind's `md`), playing by itself with a pause button.
 */
export function Testimonials({
  items,
  texts,
  tone,
}: {
  items: Testimonial[];
  texts: HomeSectionTexts;
  tone?: SectionTone;
}) {
  // An entry not translated yet is in English on another language's page, and says so (`lang`).
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <HomeSection id="testimonials" texts={texts} tone={tone}>
      <Carousel
        label={carouselName(texts)}
        className="mt-8"
        items={items}
        autoplayMs={7000}
        slideClassName="basis-full md:basis-1/2"
        renderItem={(item) => (
          <figure
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid="testimonial"
            lang={wordsLang(item, locale)}
          >
            <Quote aria-hidden="true" className="size-8 text-brand-500" />
            <blockquote className="mt-3 flex-1 text-lg leading-relaxed">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <ContentImage
                src={item.image}
                sizes={IMAGE_SIZES.avatar}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                className="size-14 rounded-full"
              />
              <span>
                <span className="block font-bold text-navy-900">{item.name}</span>
                <span className="block text-sm text-muted">{item.designation}</span>
              </span>
            </figcaption>
          </figure>
        )}
      />
    </HomeSection>
  );
}
