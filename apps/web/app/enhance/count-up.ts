import { COUNTER_ANIMATION_SECONDS } from '@harsh/contract';

/**
 * Counts a figure up from zero over the spec's ten seconds once 40 % of `seen` is in view,
 * easing out (quick at first, settling on the figure); `show` writes each step. Used by `Counter`
 * on hydrated pages and by `enhance/counter.ts` on public ones. Returns what stops it.
 */
export function countUpWhenSeen(
  seen: Element,
  value: number,
  show: (shown: number) => void,
): () => void {
  let frame = 0;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const duration = COUNTER_ANIMATION_SECONDS * 1000;
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / duration);
        show(Math.round(value * (1 - (1 - progress) ** 3)));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      show(0);
      frame = requestAnimationFrame(tick);
    },
    { threshold: 0.4 },
  );
  observer.observe(seen);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
