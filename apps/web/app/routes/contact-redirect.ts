import { redirect } from 'react-router';
import { localeOf, localePath } from '../locale';
import type { Route } from './+types/contact-redirect';

/** The spec's second footer links `/contact`; the page lives at `/contact-us` (`/hi/contact-us` in Hindi). */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath(localeOf(new URL(request.url).pathname), '/contact-us'), 301);
}
