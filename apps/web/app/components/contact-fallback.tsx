import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { telHref } from '../text';

/** "call … or e-mail …": the company's own ways in, for visitors a form cannot serve. */
export function ContactFallback() {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  if (!settings) return <>write to us from the contact page</>;
  return (
    <>
      call us on{' '}
      <a href={telHref(settings.phone)} className="font-medium underline">
        {settings.phone}
      </a>{' '}
      or e-mail{' '}
      <a href={`mailto:${settings.email}`} className="font-medium underline">
        {settings.email}
      </a>
    </>
  );
}
