import { data } from 'react-router';
import type { CanonicalHandle } from '../canonical';
import { NotFoundPage } from '../components/error-pages';
import { siteNameOf } from '../page-meta';
import { uiOf, visitorTextOf } from '../locale';
import type { Route } from './+types/error404';

export const handle: CanonicalHandle = { noindex: true };

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const ui = uiOf(location.pathname);
  return [
    {
      title: ui.titled({
        title: visitorTextOf(location.pathname).pages.notFound.heading,
        company: siteNameOf(matches),
      }),
    },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Error404() {
  return <NotFoundPage />;
}
