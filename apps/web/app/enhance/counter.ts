import { countUpWhenSeen } from './count-up';
import { markWired } from './wired';

/**
 * The figures that count up (`Counter`), over the spec's 10 seconds once seen
 * (`countUpWhenSeen`); not at all for visitors who ask for less motion. The page's HTML carries
 * the final figure, which screen readers read; only the shown copy (`data-count-to`) counts.
 */
function countUp(figure: HTMLElement) {
  const value = Number(figure.dataset.countTo);
  // The figure's own text, between its prefix and suffix (React writes each as a text node of its own).
  const number = [...figure.childNodes].find(
    (node) => node.nodeType === Node.TEXT_NODE && node.textContent === String(value),
  );
  if (!number) return;
  // Observed by its paragraph: the figure alone is a line of text.
  countUpWhenSeen(
    figure.closest('p') ?? figure,
    value,
    (shown) => (number.textContent = String(shown)),
  );
}

if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
  document.querySelectorAll<HTMLElement>('[data-count-to]').forEach(countUp);
}
markWired('counter');
