import { data, useRouteLoaderData } from 'react-router';
import { checkIn, type CompanySettings, fieldErrorsFrom, trackingAddress } from '@harsh/contract';
import { FormAnswerData } from '../components/forms/form-answer-page';
import { RouteBanner, routeTextsCrumbs, routeTextsMeta } from '../components/route-banner';
import { TrackBox } from '../components/track-box';
import { loadCompanySettings } from '../content.server';
import { readFormFields } from '../form-submission.server';
import { loadRouteTexts } from '../site-texts.server';
import type { loader as rootLoader } from '../root';
import type { StructuredDataHandle } from '../structured-data';
import { telHref } from '../text';
import { localeOfRequest, uiOf, useUi, useVisitorText } from '../locale';
import type { Route } from './+types/track';

export const handle: StructuredDataHandle = {
  breadcrumb: routeTextsCrumbs('/track'),
};

export async function loader({ context }: Route.LoaderArgs) {
  return { texts: await loadRouteTexts(context.content, 'track') };
}

export const meta: Route.MetaFunction = ({ data }) => routeTextsMeta(data);

/**
 * The track box's answer. We hold no tracking data: good numbers are handed on as a link to the
 * customer portal's tracking address (company settings, `{numbers}` replaced), which the visitor
 * opens (a redirect would be a form sent to another site, which our CSP's `form-action` refuses);
 * without one the visitor is told how to track. Bad numbers come back with a message, as typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  if (!fields)
    return data(
      {
        values: {},
        errors: { numbers: [uiOf(request.url).track.tooMany] },
        numbers: null,
        portal: null,
      },
      { status: 413 },
    );
  const values = {
    shipment_type: fields['shipment_type'] ?? '',
    numbers: (fields['numbers'] ?? '').slice(0, 5000),
  };
  const checked = checkIn(localeOfRequest(request.url).code, (forms) => forms.track, fields);
  if (!checked.success)
    return data(
      { values, errors: fieldErrorsFrom(checked.error), numbers: null, portal: null },
      { status: 422 },
    );
  const settings: CompanySettings | null = await loadCompanySettings(context.content);
  const { numbers } = checked.data;
  return data({
    values,
    errors: undefined,
    numbers,
    portal: settings?.tracking_url ? trackingAddress(settings.tracking_url, numbers) : null,
  });
}

function HowToTrack({ numbers, portal }: { numbers: string[] | null; portal: string | null }) {
  const ui = useUi();
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  return (
    <section
      aria-labelledby="how-to-track"
      className="self-start rounded-xl bg-navy-900 p-6 text-white"
    >
      <h2 id="how-to-track" className="text-lg font-bold text-white">
        {numbers ? ui.track.whereToFollow : ui.track.howItWorks}
      </h2>
      <div role="status">
        {numbers && (
          <p className="mt-2 text-sm text-navy-100">
            {ui.track.rightForm({ count: numbers.length, numbers: numbers.join(', ') })}
          </p>
        )}
        {numbers && portal && (
          <p className="mt-4">
            <a href={portal} className="btn-primary">
              {ui.track.openInPortal({ count: numbers.length })}
            </a>
          </p>
        )}
      </div>
      <p className="mt-2 text-sm text-navy-100">
        {ui.track.portalHolds}{' '}
        {settings && (
          <>
            <a href={settings.login_url} className="font-semibold text-white underline">
              {ui.track.signIn}
            </a>
            {ui.track.orCall({ support: settings.claims.support })}{' '}
            <a
              href={telHref(settings.support_phone)}
              className="font-semibold text-white underline"
            >
              {settings.support_phone}
            </a>{' '}
            {ui.track.withNumbers}
          </>
        )}
      </p>
    </section>
  );
}

export default function Track({ loaderData, actionData }: Route.ComponentProps) {
  const ui = useUi();
  const { answers } = useVisitorText();
  return (
    <main id="main">
      <RouteBanner texts={loaderData.texts} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="track-form" className="min-w-0 max-w-2xl">
          <h2 id="track-form" className="text-2xl font-bold">
            {ui.track.yourNumbers}
          </h2>
          <p className="mt-2 text-muted">{ui.track.numbersHint}</p>
          <div className="mt-6">
            {actionData?.errors && (
              <FormAnswerData
                answer={{ ok: false, message: answers.validation, errors: actionData.errors }}
              />
            )}
            <TrackBox idPrefix="track" labelledBy="track-form" state={actionData} />
          </div>
        </section>
        <HowToTrack numbers={actionData?.numbers ?? null} portal={actionData?.portal ?? null} />
      </div>
    </main>
  );
}
