import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

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
 * With JavaScript it also closes on navigation, on Escape, on a click elsewhere and when focus
 * moves out of it (unless `openWhen` holds): by these hooks on hydrated pages (the staff's
 * previews), by the `menu` enhancement (`enhance/menu.ts`) on public pages.
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
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const alwaysOpen = () => (openWhen ? window.matchMedia(openWhen).matches : false);

  useEffect(() => {
    if (ref.current) ref.current.open = alwaysOpen();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- closes on a new page only
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!openWhen || !details) return;
    const query = window.matchMedia(openWhen);
    const follow = () => (details.open = query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [openWhen]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !alwaysOpen() && !details.contains(event.target as Node))
        details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open && !alwaysOpen()) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    // Tabbing on past the last link: an open panel would stay over the page, hiding what has focus.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && details.open && !alwaysOpen() && !details.contains(next)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set up once; alwaysOpen reads the query when called
  }, []);

  return (
    // `data-menu` and `data-open-when`: the public pages, which do not hydrate, get the same behaviour from `enhance/menu.ts`.
    <details ref={ref} name={name} className={className} data-menu="" data-open-when={openWhen}>
      <summary className={summaryClassName}>{summary}</summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
