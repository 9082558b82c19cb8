import { data } from 'react-router';

/** Every path no other route claims: the root error boundary renders the 404 page. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
