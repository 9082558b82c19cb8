import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { telHref } from '../text';
import { useUi } from '../locale';

/** "call … or e-mail …": the company's own ways in, for visitors a form cannot serve. */
export function ContactFallback() {
  const ui = useUi();
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  if (!settings) return <>{ui.forms.contactFallback.withoutFacts}</>;
  return (
    <>
      {ui.forms.contactFallback.callUsOn}{' '}
      <a href={telHref(settings.phone)} className="font-medium underline">
        {settings.phone}
      </a>{' '}
      {ui.forms.contactFallback.orEmail}{' '}
      <a href={`mailto:${settings.email}`} className="font-medium underline">
        {settings.email}
      </a>
    </>
  );
}
