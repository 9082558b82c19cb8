import { data } from 'react-router';
import type { CanonicalHandle } from '../canonical';
import { NotFoundPage } from '../components/error-pages';
import { siteNameOf } from '../page-meta';
import { UI } from '../ui-text';
import type { Route } from './+types/error404';

export const handle: CanonicalHandle = { noindex: true };

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: UI.titled(UI.errors.notFound.heading, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export default function Error404() {
  return <NotFoundPage />;
}
