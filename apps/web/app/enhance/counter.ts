import { COUNTER_ANIMATION_SECONDS } from '@harsh/contract';
import { markWired } from './wired';

/**
 * The figures that count up (`Counter`) on public pages, as its effect does on hydrated ones:
 * from zero over the spec's ten seconds, once 40 % of one is in view, easing out; not at all for
 * visitors who ask for less motion. The page's HTML carries the final figure, which screen
 * readers read; only the shown copy (`data-count-to`) counts.
 */
function countUp(figure: HTMLElement) {
  const value = Number(figure.dataset.countTo);
  // The figure's own text, between its prefix and suffix (React writes each as a text node of its own).
  const number = [...figure.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent === String(value));
  if (!number) return;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const duration = COUNTER_ANIMATION_SECONDS * 1000;
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / duration);
        number.textContent = String(Math.round(value * (1 - (1 - progress) ** 3)));
        if (progress < 1) requestAnimationFrame(tick);
      };
      number.textContent = '0';
      requestAnimationFrame(tick);
    },
    { threshold: 0.4 },
  );
  // Observed by its paragraph, as the component's effect does: the figure alone is a line of text.
  observer.observe(figure.closest('p') ?? figure);
}

if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
  document.querySelectorAll<HTMLElement>('[data-count-to]').forEach(countUp);
}
markWired('counter');
