import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUi } from '../../locale';

interface CarouselProps<T> {
  label: string;
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Tailwind width classes of one slide, e.g. `basis-full sm:basis-1/2`. */
  slideClassName?: string;
  /** Milliseconds between slides; no autoplay when unset or when the visitor prefers less motion (the script's choice). */
  autoplayMs?: number;
  /** Controls drawn over the slides (hero) or below them (lists). */
  controls?: 'overlay' | 'below';
  className?: string;
}

/**
 * A carousel on Embla: swipe or drag on touch screens, previous/next buttons and slide dots for
 * everyone else, arrow keys when it has focus, and a pause button when it plays by itself.
 * It stops playing when focus comes into it, and stays stopped until Play is pressed.
 * Every slide is in the server HTML; without JavaScript the slides scroll sideways by swipe or
 * scroll bar instead (app.css), and the buttons, which would do nothing, are not shown.
 * This is the markup only: `enhance/carousel.ts` runs it, from the `data-carousel*` hooks below,
 * on every page that shows one (public pages and staff previews alike, decision 039). It starts
 * on the first slide, playing when `autoplayMs` is set.
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
  const playing = Boolean(autoplayMs);

  const buttonClass =
    controls === 'overlay'
      ? 'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow hover:bg-white'
      : 'inline-flex size-11 items-center justify-center rounded-full border border-navy-800 text-navy-900 hover:bg-navy-50';

  // The dot's look, current or not: the enhancement script swaps them as the slides move.
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
          data-carousel-prev=""
          aria-label={ui.layout.carousel.previous({ label })}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={buttonClass}
          data-carousel-next=""
          aria-label={ui.layout.carousel.next({ label })}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        {playing && (
          <button
            type="button"
            className={buttonClass}
            data-carousel-play=""
            data-label-pause={ui.layout.carousel.pause({ label })}
            data-label-play={ui.layout.carousel.play({ label })}
            aria-label={ui.layout.carousel.pause({ label })}
          >
            {/* Both icons, one hidden: enhance/carousel.ts swaps them. */}
            <Pause aria-hidden="true" data-icon="pause" className="size-5" />
            <Play aria-hidden="true" data-icon="play" className="hidden size-5" />
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
          {/* A dot a slide, the first current: the script hides those Embla has no stop for (wide screens show two or three). */}
          {items.map((_, index) => (
            <button
              key={index}
              type="button"
              data-carousel-dot=""
              aria-label={ui.layout.carousel.dot({ number: index + 1, count: items.length })}
              aria-current={index === 0 ? 'true' : undefined}
              className="inline-flex h-6 min-w-6 items-center justify-center px-0.5"
            >
              {/* The dot is small; the button around it is a comfortable target. */}
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${index === 0 ? dotOn : dotOff}`}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-autoplay-ms={autoplayMs}
      className={`relative ${className}`}
    >
      <div
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
