import type { ReactNode } from 'react';

interface DisclosureMenuProps {
  summary: ReactNode;
  children: ReactNode;
  /** Menus sharing a name close each other, so one is open at a time. */
  name?: string;
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
  /**
   * A media query under which the menu is always open, its summary hidden by CSS (the header's
   * menu on wide screens): there it neither closes nor reads as closed to assistive technology.
   */
  openWhen?: string;
}

/**
 * A menu built on `<details>`: it opens and closes with the keyboard and without JavaScript.
 * With JavaScript (`enhance/menu.ts`) it also closes on Escape, on a click elsewhere and when
 * focus moves out of it, unless `openWhen` holds.
 */
export function DisclosureMenu({
  summary,
  children,
  name,
  className,
  summaryClassName,
  panelClassName,
  openWhen,
}: DisclosureMenuProps) {
  return (
    // `data-menu` and `data-open-when`: what `enhance/menu.ts` reads.
    <details name={name} className={className} data-menu="" data-open-when={openWhen}>
      <summary className={summaryClassName}>{summary}</summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
