import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useUi } from '../../locale';

interface CarouselProps<T> {
  label: string;
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Tailwind width classes of one slide, e.g. `basis-full sm:basis-1/2`. */
  slideClassName?: string;
  /** Milliseconds between slides; no autoplay when unset or when the visitor prefers less motion. */
  autoplayMs?: number;
  /** Controls drawn over the slides (hero) or below them (lists). */
  controls?: 'overlay' | 'below';
  className?: string;
}

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A carousel on Embla: swipe or drag on touch screens, previous/next buttons and slide dots for
 * everyone else, arrow keys when it has focus, and a pause button when it plays by itself.
 * It stops playing when focus comes into it, and stays stopped until Play is pressed.
 * Every slide is in the server HTML; without JavaScript the slides scroll sideways by swipe or
 * scroll bar instead (app.css), and the buttons, which would do nothing, are not shown.
 * On public pages (no hydration) `enhance/carousel.ts` does the same from the `data-carousel*`
 * hooks below: the markup here is what both start from.
 */
export function Carousel<T>({
  label,
  items,
  renderItem,
  slideClassName = 'basis-full',
  autoplayMs,
  controls = 'below',
  className = '',
}: CarouselProps<T>) {
  const ui = useUi();
  const [plugins] = useState(() =>
    autoplayMs && !prefersReducedMotion()
      ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })]
      : [],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(items.length);
  const [playing, setPlaying] = useState(plugins.length > 0);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const togglePlay = useCallback(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    setPlaying(autoplay.isPlaying());
  }, [embla]);

  // Rotation stops for good once focus comes into the carousel, on a slide or on a control (the
  // accessible carousel pattern; Embla's own check watches the slides only); Play starts it again.
  const onFocus = (event: FocusEvent) => {
    if ((event.target as HTMLElement).closest('[data-carousel-play]')) return;
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay?.isPlaying()) return;
    autoplay.stop();
    setPlaying(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    if (event.key === 'ArrowRight') embla?.scrollNext();
  };

  const buttonClass =
    controls === 'overlay'
      ? 'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow hover:bg-white'
      : 'inline-flex size-11 items-center justify-center rounded-full border border-navy-800 text-navy-900 hover:bg-navy-50';

  // The dot's look, current or not: the enhancement script swaps them as `selected` does here.
  const dotOn = 'w-7 bg-brand-500';
  const dotOff = `w-2.5 ${controls === 'overlay' ? 'bg-white/70' : 'bg-slate-500'}`;

  const controlBar = (
    <div
      className={`carousel-controls ${controls === 'overlay' ? 'absolute inset-x-0 bottom-4 z-10' : 'mt-6'}`}
    >
      <div
        className={`flex flex-wrap items-center gap-3 ${controls === 'overlay' ? 'container-page' : ''}`}
      >
        <button
          type="button"
          className={buttonClass}
          onClick={() => embla?.scrollPrev()}
          data-carousel-prev=""
          aria-label={ui.layout.carousel.previous({ label })}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => embla?.scrollNext()}
          data-carousel-next=""
          aria-label={ui.layout.carousel.next({ label })}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        {plugins.length > 0 && (
          <button
            type="button"
            className={buttonClass}
            onClick={togglePlay}
            data-carousel-play=""
            data-label-pause={ui.layout.carousel.pause({ label })}
            data-label-play={ui.layout.carousel.play({ label })}
            aria-label={
              playing ? ui.layout.carousel.pause({ label }) : ui.layout.carousel.play({ label })
            }
          >
            {/* Both icons, one hidden: a page without hydration swaps them (enhance/carousel.ts). */}
            <Pause
              aria-hidden="true"
              data-icon="pause"
              className={`size-5 ${playing ? '' : 'hidden'}`}
            />
            <Play
              aria-hidden="true"
              data-icon="play"
              className={`size-5 ${playing ? 'hidden' : ''}`}
            />
          </button>
        )}
        {/* Many slides on a narrow screen: the dots wrap rather than push the page sideways. */}
        <div
          className="ml-2 flex min-w-0 flex-wrap items-center gap-0.5"
          role="group"
          aria-label={ui.layout.carousel.choose({ label })}
          data-dot-on={dotOn}
          data-dot-off={dotOff}
        >
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => embla?.scrollTo(index)}
              data-carousel-dot=""
              aria-label={ui.layout.carousel.dot({ number: index + 1, count: snapCount })}
              aria-current={index === selected ? 'true' : undefined}
              className="inline-flex h-6 min-w-6 items-center justify-center px-0.5"
            >
              {/* The dot is small; the button around it is a comfortable target. */}
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${index === selected ? dotOn : dotOff}`}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );

  return (
    // Arrow keys pressed on a focused slide or control bubble up here; the section itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-autoplay-ms={autoplayMs}
      className={`relative ${className}`}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div
        ref={viewportRef}
        data-carousel-viewport=""
        className="carousel-viewport overflow-hidden"
        aria-live={playing ? 'off' : 'polite'}
      >
        <div className="-ml-4 flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={ui.layout.carousel.slide({ number: index + 1, count: items.length })}
              className={`carousel-slide min-w-0 shrink-0 grow-0 pl-4 ${slideClassName}`}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 && controlBar}
    </section>
  );
}
