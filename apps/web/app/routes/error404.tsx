import { data } from 'react-router';
import { NotFoundPage } from '../components/error-pages';

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: 'Error 404 | Harsh Logistics' }, { name: 'robots', content: 'noindex' }];

export default function Error404() {
  return <NotFoundPage />;
}
