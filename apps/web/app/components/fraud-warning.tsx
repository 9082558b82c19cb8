import { TriangleAlert } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import { type ShownBlock, useSharedBlock } from '../shared-blocks';
import { useUi } from '../locale';
import { telHref } from '../text';
import type { loader as rootLoader } from '../root';

/**
 * The warning on the partner, vendor and careers pages that the company never asks for money for
 * a job, a franchise or a vehicle's place (issue 30): a shared block staff edit, and the official
 * contacts from the company facts to check an offer with. `block`: a staff preview's draft.
 */
export function FraudWarning({ block }: { block?: ShownBlock | null }) {
  const published = useSharedBlock('fraud-warning');
  const shown = block ?? published;
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  const ui = useUi();
  if (!shown) return null;
  return (
    <aside
      aria-labelledby="fraud-warning"
      className="self-start rounded-xl border-l-4 border-sun-400 bg-amber-50 p-6 text-ink"
    >
      <h2 id="fraud-warning" className="flex items-start gap-2 text-lg font-bold" lang={shown.lang}>
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {shown.heading}
      </h2>
      <p className="mt-2 text-sm" lang={shown.lang}>
        {shown.text}
      </p>
      {settings && (
        <p className="mt-3 text-sm">
          {ui.fraudWarning.checkWith}{' '}
          <a href={telHref(settings.phone)} className="font-semibold text-navy-800 underline">
            {settings.phone}
          </a>{' '}
          {ui.fraudWarning.or}{' '}
          <a href={`mailto:${settings.email}`} className="font-semibold text-navy-800 underline">
            {settings.email}
          </a>
        </p>
      )}
    </aside>
  );
}
