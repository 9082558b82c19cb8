import { ArrowUp } from 'lucide-react';
import { useUi } from '../locale';

/**
 * On every page; a plain link to the top, so it works without JavaScript too. It is drawn in the
 * page's footer (on the error pages, which have none, in a landmark of its own), as every part of a
 * page is in a landmark. It never covers text (issue 40): fixed to the window's corner only where
 * the page's margin holds it (`gutter:`, 85rem, theme.css), shown once the page is scrolled
 * (`.back-to-top`); narrower, the page's column reaches the window's edge and a fixed button sat on
 * its words, so it is the footer's last line, a link with its name, where the page ends.
 */
export function ScrollToTopButton() {
  const ui = useUi();
  return (
    <div className="container-page flex justify-end pb-6 gutter:contents">
      <a
        href="#top"
        className="back-to-top inline-flex items-center justify-center gap-2 rounded-full bg-navy-900 px-4 py-2 font-semibold text-white ring-2 ring-white hover:bg-navy-800 gutter:fixed gutter:right-4 gutter:bottom-4 gutter:z-30 gutter:size-12 gutter:p-0 gutter:shadow-lg"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
        <span className="gutter:sr-only">{ui.layout.backToTop}</span>
      </a>
    </div>
  );
}
