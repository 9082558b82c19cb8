import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { Link } from '../../components/local-link';
import { RouteBanner, routeTextsCrumbs, routeTextsMeta } from '../../components/route-banner';
import { loadRouteTexts } from '../../site-texts.server';
import { useUi } from '../../locale';
import type { loader as rootLoader } from '../../root';
import type { StructuredDataHandle } from '../../structured-data';
import { telHref } from '../../text';
import type { UiText } from '../../ui-text';
import { DataRequestPart } from './data-request-parts';
import { dataRequestAction } from './data-request.server';
import type { Route } from './+types/route';

export const handle: StructuredDataHandle = {
  breadcrumb: routeTextsCrumbs('/your-data'),
};

export async function loader({ context }: Route.LoaderArgs) {
  const [texts, rights] = await Promise.all([
    loadRouteTexts(context.content, 'your-data'),
    context.content.get('/get/data-rights'),
  ]);
  return { texts, rights };
}

/**
 * A request about one's data, step by step (`intent`: request, verify, resend). The page read is
 * the same for everyone and kept; what a post answers is one person's, and says so (`Cache-Control`).
 */
export function action({ request, context }: Route.ActionArgs) {
  return dataRequestAction(request, context);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ data }) => routeTextsMeta(data);

/** What each form collects and why, in the words its own consent notice uses: the page and the notices cannot disagree. */
const KEPT = [
  { kind: 'partner', words: (ui: UiText) => ui.forms.partner },
  { kind: 'contact', words: (ui: UiText) => ui.contact },
  { kind: 'quote', words: (ui: UiText) => ui.forms.quote },
  { kind: 'comment', words: (ui: UiText) => ui.articles.comments },
  { kind: 'newsletter', words: (ui: UiText) => ui.forms.newsletter },
] as const;

const RIGHTS = ['copy', 'correct', 'erase', 'withdraw', 'nominate', 'grievance'] as const;

/** How long a submission is kept, in words: in years too once it is two or more. */
function keptFor(ui: UiText, days: number | null): string {
  if (!days) return ui.yourData.howLong.asNeeded;
  return days >= 730
    ? ui.yourData.howLong.days({ days, years: Math.round(days / 365) })
    : ui.yourData.howLong.daysOnly({ days });
}

/** One part of the page, named by its heading. */
function TitledSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * What the company keeps of a visitor's data, why, for how long, the visitor's rights and how to
 * use them, and whom to ask (issue 30; DPDP Act, DPDP Rules 2025 rule 14). The grievance officer
 * and the period to answer in are company facts staff edit.
 */
export default function YourData({ loaderData, actionData }: Route.ComponentProps) {
  const ui = useUi();
  const { texts, rights } = loaderData;
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings;
  const officer = settings?.grievance_officer ?? null;
  const replyDays = settings?.data_rights.reply_days ?? 30;
  return (
    <main id="main">
      <RouteBanner texts={texts} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 max-w-3xl space-y-10">
          <TitledSection id="what-we-keep" heading={ui.yourData.keep.heading}>
            <p className="mt-3">{ui.yourData.keep.intro}</p>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              {KEPT.map(({ kind, words }) => (
                <li key={kind}>
                  {ui.yourData.keep.item({
                    kind,
                    collects: words(ui).collects,
                    purpose: words(ui).purpose,
                  })}
                </li>
              ))}
            </ul>
            <p className="mt-4">{ui.yourData.keep.consent}</p>
          </TitledSection>
          <TitledSection id="how-long" heading={ui.yourData.howLong.heading}>
            <p className="mt-3">{keptFor(ui, rights.retention_days)}</p>
          </TitledSection>
          <TitledSection id="your-rights" heading={ui.yourData.rights.heading}>
            <p className="mt-3">{ui.yourData.rights.intro}</p>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {RIGHTS.map((right) => (
                <li key={right}>{ui.yourData.rights[right]}</li>
              ))}
            </ul>
            <h3 className="mt-6 text-lg font-bold">{ui.yourData.ask.heading}</h3>
            <p className="mt-2">
              {ui.yourData.ask.text({ replyDays, grievanceDays: rights.grievance_days })}
            </p>
            <p className="mt-3">{ui.yourData.ask.withdrawAtOnce}</p>
          </TitledSection>
          <TitledSection id="ask" heading={ui.yourData.request.heading}>
            {rights.by_email ? (
              <>
                <p className="mt-3">{ui.yourData.request.intro}</p>
                <DataRequestPart answer={actionData} />
                <p className="mt-6 text-sm text-muted">{ui.yourData.request.noMailbox}</p>
              </>
            ) : (
              <p className="mt-3">{ui.yourData.request.noMail}</p>
            )}
            <p className="mt-4">
              <Link to="/your-data/status" className="font-medium text-navy-800 underline">
                {ui.yourData.request.seeStatus}
              </Link>
            </p>
          </TitledSection>
          <TitledSection id="not-satisfied" heading={ui.yourData.board.heading}>
            <p className="mt-3">{ui.yourData.board.text}</p>
          </TitledSection>
        </div>
        <aside
          aria-labelledby="grievance-officer"
          className="self-start rounded-xl bg-navy-900 p-6 text-white"
        >
          <h2 id="grievance-officer" className="text-lg font-bold text-white">
            {ui.yourData.officer.heading}
          </h2>
          {officer ? (
            <>
              <p className="mt-3 font-semibold">{officer.name}</p>
              <p className="text-sm text-navy-100">{officer.designation}</p>
              <ul className="mt-4 space-y-3 text-sm">
                <li className="flex gap-2">
                  <Mail aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
                  <a
                    href={`mailto:${officer.email}`}
                    className="font-semibold text-white underline [overflow-wrap:anywhere]"
                  >
                    {officer.email}
                  </a>
                </li>
                <li className="flex gap-2">
                  <Phone aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
                  <a href={telHref(officer.phone)} className="font-semibold text-white underline">
                    {officer.phone}
                  </a>
                </li>
                <li className="flex gap-2 text-navy-100">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
                  <span>{officer.address}</span>
                </li>
              </ul>
            </>
          ) : (
            settings && (
              <p className="mt-3 text-sm">
                {ui.yourData.officer.none({ email: settings.email, phone: settings.phone })}
              </p>
            )
          )}
        </aside>
      </div>
    </main>
  );
}
