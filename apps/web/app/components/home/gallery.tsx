import type { GalleryItem, HomeSectionTexts } from '@harsh/contract';
import { Carousel } from '../ui/carousel';
import { useLocale, wordsLang } from '../../locale';
import { carouselName } from './home-section';
import { ContentImage, IMAGE_SIZES } from '../content-image';

/** The home page's gallery: pictures from the road, the yards and the warehouses, three a view. */
export function Gallery({ items, texts }: { items: GalleryItem[]; texts: HomeSectionTexts }) {
  // An entry not translated yet is in English on another language's page, and says so (`lang`).
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="gallery" className="container-page py-16">
      {texts.eyebrow && <p className="font-semibold text-brand-600">{texts.eyebrow}</p>}
      <h2 id="gallery" className="mt-2 text-3xl font-bold sm:text-4xl">
        {texts.title}
      </h2>
      <Carousel
        label={carouselName(texts)}
        className="mt-8"
        items={items}
        slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
        renderItem={(item) => (
          <figure lang={wordsLang(item, locale)}>
            <ContentImage
              src={item.image}
              focalPoint={item.focal_point}
              sizes={IMAGE_SIZES.card}
              alt={item.title}
              width={800}
              height={600}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-xl bg-navy-50 object-cover"
            />
            <figcaption className="mt-2 text-sm text-muted">{item.title}</figcaption>
          </figure>
        )}
      />
    </section>
  );
}
