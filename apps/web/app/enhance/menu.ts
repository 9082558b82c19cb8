import { markWired } from './wired';

/**
 * The header's menus on public pages (`DisclosureMenu`): each
 * `<details data-menu>` closes on Escape (focus back on its summary), on a press elsewhere and
 * when focus moves out of it; one with `data-open-when` is kept open while its media query holds
 * (the header's row on wide screens) and follows it. Opening and closing, and one open sub-menu
 * at a time (their shared `name`), are the browser's.
 */
function enhance(details: HTMLDetailsElement) {
  const query = details.dataset.openWhen ? window.matchMedia(details.dataset.openWhen) : null;
  const alwaysOpen = () => query?.matches ?? false;
  const closeUnlessKept = () => (details.open = alwaysOpen());

  closeUnlessKept();
  query?.addEventListener('change', closeUnlessKept);
  // A page shown again from the back/forward cache starts as a new page would: menus closed.
  window.addEventListener('pageshow', (event) => event.persisted && closeUnlessKept());

  document.addEventListener('pointerdown', (event) => {
    if (details.open && !alwaysOpen() && !details.contains(event.target as Node))
      details.open = false;
  });
  details.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && details.open && !alwaysOpen()) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  });
  // Tabbing on past the last link: an open panel would stay over the page, hiding what has focus.
  details.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && details.open && !alwaysOpen() && !details.contains(next)) details.open = false;
  });
}

document.querySelectorAll<HTMLDetailsElement>('details[data-menu]').forEach(enhance);
markWired('menu');
