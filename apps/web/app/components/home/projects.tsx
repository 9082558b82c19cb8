import type { HomeSectionTexts, Project } from '@harsh/contract';
import { Carousel } from '../ui/carousel';
import { useLocale, wordsLang } from '../../locale';
import { carouselName, HomeSection, type SectionTone } from './home-section';
import { ContentImage, IMAGE_SIZES } from '../content-image';

/** Work we have done: spec §9's second slider, three slides a view on wide screens (two on tablets, one on phones). */
export function Projects({
  items,
  texts,
  tone,
}: {
  items: Project[];
  texts: HomeSectionTexts;
  tone?: SectionTone;
}) {
  // An entry not translated yet is in English on another language's page, and says so (`lang`).
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <HomeSection id="projects" texts={texts} tone={tone}>
      <Carousel
        label={carouselName(texts)}
        className="mt-8"
        items={items}
        slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
        renderItem={(project) => (
          <figure
            className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
            data-testid="project"
            lang={wordsLang(project, locale)}
          >
            <ContentImage
              src={project.image}
              focalPoint={project.focal_point}
              sizes={IMAGE_SIZES.card}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              className="aspect-[4/3] w-full bg-navy-50 object-cover"
            />
            <figcaption className="flex flex-1 flex-col p-5">
              <span className="text-sm font-semibold text-brand-600">{project.subtitle}</span>
              <h3 className="mt-1 text-lg font-bold">{project.title}</h3>
              <p className="mt-2 text-sm text-muted">{project.caption}</p>
            </figcaption>
          </figure>
        )}
      />
    </HomeSection>
  );
}
