import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { markWired } from './wired';

/**
 * The carousels on public pages, as `Carousel` (components/ui/carousel.tsx) does on hydrated ones,
 * from the markup it writes: Embla on the viewport (swipe, drag), previous/next buttons, the dots
 * (`aria-current` on the current one), arrow keys, and for one that plays by itself
 * (`data-autoplay-ms`) the pause button. Rotation stops for good when focus comes into the
 * carousel, Play aside; visitors who ask for less motion get no rotation and no pause button.
 */
function enhance(section: HTMLElement, reducedMotion: boolean) {
  const viewport = section.querySelector<HTMLElement>('[data-carousel-viewport]');
  if (!viewport) return;
  const delay = Number(section.dataset.autoplayMs);
  const plays = delay > 0 && !reducedMotion;
  const plugins = plays
    ? [Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true })]
    : [];
  const embla = EmblaCarousel(viewport, { loop: true, align: 'start' }, plugins);

  const playButton = section.querySelector<HTMLButtonElement>('[data-carousel-play]');
  if (!plays) playButton?.remove();
  // Whether it plays as the visitor sees it: a pointer resting on the slides holds it a moment
  // without turning the button to Play (as `Carousel`'s state does).
  let playing = plays;
  const showPlaying = () => {
    viewport.setAttribute('aria-live', playing ? 'off' : 'polite');
    if (!playButton) return;
    playButton.setAttribute(
      'aria-label',
      (playing ? playButton.dataset.labelPause : playButton.dataset.labelPlay) ?? '',
    );
    playButton.querySelector('[data-icon="pause"]')?.classList.toggle('hidden', !playing);
    playButton.querySelector('[data-icon="play"]')?.classList.toggle('hidden', playing);
  };

  const dotGroup = section.querySelector<HTMLElement>('[data-dot-on]');
  const dots = [...section.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  const showSelected = () => {
    const selected = embla.selectedScrollSnap();
    const count = embla.scrollSnapList().length;
    dots.forEach((dot, index) => {
      // The server drew a dot a slide; Embla may have fewer places to stop at.
      dot.hidden = index >= count;
      if (index === selected) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
      const mark = dot.firstElementChild;
      if (!mark || !dotGroup) return;
      const [add, drop] =
        index === selected
          ? [dotGroup.dataset.dotOn, dotGroup.dataset.dotOff]
          : [dotGroup.dataset.dotOff, dotGroup.dataset.dotOn];
      mark.classList.remove(...(drop ?? '').split(' ').filter(Boolean));
      mark.classList.add(...(add ?? '').split(' ').filter(Boolean));
    });
  };

  section
    .querySelector('[data-carousel-prev]')
    ?.addEventListener('click', () => embla.scrollPrev());
  section
    .querySelector('[data-carousel-next]')
    ?.addEventListener('click', () => embla.scrollNext());
  dots.forEach((dot, index) => dot.addEventListener('click', () => embla.scrollTo(index)));
  playButton?.addEventListener('click', () => {
    const autoplay = embla.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    playing = autoplay.isPlaying();
    showPlaying();
  });
  section.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') embla.scrollPrev();
    if (event.key === 'ArrowRight') embla.scrollNext();
  });
  section.addEventListener('focusin', (event) => {
    if ((event.target as HTMLElement).closest('[data-carousel-play]')) return;
    const autoplay = embla.plugins().autoplay;
    if (!autoplay?.isPlaying()) return;
    autoplay.stop();
    playing = false;
    showPlaying();
  });

  embla.on('select', showSelected).on('reInit', showSelected);
  showSelected();
  showPlaying();
}

/**
 * Set up after the page's first paint, a carousel a task: Embla measures its slides, and before
 * the first frame that measure is the whole page's first layout, one long task that held a slow
 * phone's main thread (Lighthouse counted 430 ms of it on `/`). The server's markup shows the first
 * slide meanwhile.
 */
function enhanceAfterFirstPaint() {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const sections = [...document.querySelectorAll<HTMLElement>('[data-carousel]')];
  const next = () => {
    const section = sections.shift();
    if (!section) return markWired('carousel');
    enhance(section, reducedMotion);
    setTimeout(next);
  };
  requestAnimationFrame(() => setTimeout(next));
}

enhanceAfterFirstPaint();
