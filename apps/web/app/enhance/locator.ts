import { markWired } from './wired';

/**
 * The branch locator's pin code search, as the hydrated page did: a pin code refused after a
 * search from the page takes the focus, so that its message is read with it (the results region
 * says nothing then). Not when the page is opened from a link: a shared address is left as it is.
 * The search itself is the browser's GET form; it notes for the page it opens that it was sent.
 */
const SENT = 'branch-locator-pin-sent';

const form = document.querySelector<HTMLFormElement>('form[data-pin-search]');
const pin = form?.querySelector<HTMLInputElement>('input[name="pin"]');
if (form && pin) {
  form.addEventListener('submit', () => sessionStorage.setItem(SENT, '1'));
  if (sessionStorage.getItem(SENT)) {
    sessionStorage.removeItem(SENT);
    if (pin.getAttribute('aria-invalid') === 'true') {
      pin.focus();
      // The browser's move to the address's `#find-branch` takes the focus back to the page, before
      // the page's load: given again then, unless the visitor has put it somewhere meanwhile.
      window.addEventListener(
        'load',
        () => document.activeElement === document.body && pin.focus(),
        { once: true },
      );
    }
  }
}
markWired('locator');
