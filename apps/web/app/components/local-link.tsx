import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { useLocalePath } from '../locale';

/**
 * React Router's `Link`, keeping the visitor in the page's language: on a Hindi page `/contact-us`
 * leads to `/hi/contact-us`. Public modules use it instead of React Router's own.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const localise = useLocalePath();
  return <RouterLink ref={ref} to={typeof to === 'string' ? localise(to) : to} {...props} />;
});
