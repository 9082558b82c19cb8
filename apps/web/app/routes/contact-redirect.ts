import { redirect } from 'react-router';

/** The spec's second footer links `/contact`; the page lives at `/contact-us`. */
export function loader() {
  return redirect('/contact-us', 301);
}
