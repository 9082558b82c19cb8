import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { telHref } from '../text';
import { UI } from '../ui-text';

/** "call … or e-mail …": the company's own ways in, for visitors a form cannot serve. */
export function ContactFallback() {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  if (!settings) return <>{UI.forms.contactFallback.withoutFacts}</>;
  return (
    <>
      {UI.forms.contactFallback.callUsOn}{' '}
      <a href={telHref(settings.phone)} className="font-medium underline">
        {settings.phone}
      </a>{' '}
      {UI.forms.contactFallback.orEmail}{' '}
      <a href={`mailto:${settings.email}`} className="font-medium underline">
        {settings.email}
      </a>
    </>
  );
}
