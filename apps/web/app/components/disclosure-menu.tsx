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
}

/**
 * A menu built on `<details>`: it opens and closes with the keyboard and without JavaScript.
 * With JavaScript it also closes on navigation, on Escape and on a click elsewhere.
 */
export function DisclosureMenu({ summary, children, name, className, summaryClassName, panelClassName }: DisclosureMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <details ref={ref} name={name} className={className}>
      <summary className={summaryClassName}>{summary}</summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
