import { ArrowUp } from 'lucide-react';
import { useUi } from '../locale';

/**
 * On every page, shown once it is scrolled; a plain link to the top, so it works without JavaScript too. It is
 * drawn in the page's footer (on the error pages, which have none, in a landmark of its own), as
 * every part of a page is in a landmark. Fixed to the window's corner, it stays clear of what it
 * could hide: it shows once the page is scrolled (`.back-to-top`), the page scrolls focus above
 * it (`scroll-padding-bottom`) and the footer ends with room for it.
 */
export function ScrollToTopButton() {
  const ui = useUi();
  return (
    <a
      href="#top"
      className="back-to-top fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg ring-2 ring-white hover:bg-navy-800"
      aria-label={ui.layout.backToTop}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </a>
  );
}
