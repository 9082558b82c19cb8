import { ArrowUp } from 'lucide-react';

/** Always present; a plain link to the top of the page, so it works without JavaScript too. */
export function ScrollToTopButton() {
  return (
    <a
      href="#top"
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg ring-2 ring-white hover:bg-navy-800"
      aria-label="Back to top"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </a>
  );
}
