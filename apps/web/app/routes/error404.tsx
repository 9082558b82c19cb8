import { data } from 'react-router';
import type { CanonicalHandle } from '../canonical';
import { NotFoundPage } from '../components/error-pages';

export const handle: CanonicalHandle = { noindex: true };

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: 'Error 404 | Harsh Logistics' }, { name: 'robots', content: 'noindex' }];

export default function Error404() {
  return <NotFoundPage />;
}
