import { markWired } from './wired';

/**
 * Spec §4's "Loading..." on public pages: once the browser has been on its way to another page
 * for a moment (a link, a search, back or forward), the page's status says so and the progress
 * bar runs, as the hydrated application shows a navigation under way, until the new page
 * replaces this one. A page prerendered by the speculation rules comes at once and shows nothing.
 * The Navigation API tells every way a visitor leaves; a browser without it shows its own.
 */
const SHOW_AFTER_MS = 100;

const status = document.querySelector<HTMLElement>('[data-page-loading]');
const bar = document.querySelector<HTMLElement>('.progress-bar');
let timer: ReturnType<typeof setTimeout> | undefined;

function show() {
  if (status) status.textContent = status.dataset.pageLoading ?? '';
  if (bar) bar.dataset.state = 'loading';
}

function clear() {
  clearTimeout(timer);
  if (status) status.textContent = '';
  if (bar) bar.dataset.state = 'idle';
}

if ('navigation' in window) {
  window.navigation.addEventListener('navigate', (event) => {
    if (event.destination.sameDocument || event.downloadRequest !== null) return;
    clearTimeout(timer);
    timer = setTimeout(show, SHOW_AFTER_MS);
  });
}
// Shown again from the back/forward cache: as it was before the visitor left.
window.addEventListener('pageshow', (event) => event.persisted && clear());
markWired('loading');
