import type { DataRequestStatus } from '@harsh/contract';
import type { CanonicalHandle } from '../../canonical';
import { FormStatus } from '../../components/forms/form-parts';
import type { FormResult } from '../../components/forms/form-result';
import { Link } from '../../components/local-link';
import { TextField } from '../../components/ui/field';
import { SubmitButton } from '../../components/ui/submit-button';
import { uiOf, useLocale, useLocalePath, useUi } from '../../locale';
import { metaTags, siteNameOf } from '../../page-meta';
import type { PageCacheHandle } from '../../../server/page-key';
import { formatDate } from '../../text';
import { AnswerNote, fieldErrorsOf, RequestFact, usePartForm } from './data-request-parts';
import { requestStatusAction, type StatusAnswer } from './data-request.server';
import type { Route } from './+types/status';

/**
 * Where a request about one's data stands (issue 30), for the person holding its acknowledgement:
 * the reference and the status code from that e-mail, posted (never in an address), answer the
 * status, the dates and what was asked for. One person's answers: never kept, never indexed.
 */
export const handle: CanonicalHandle & PageCacheHandle = { noindex: true, pageCache: false };

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
});

export function action({ request, context }: Route.ActionArgs) {
  return requestStatusAction(request, context);
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const { requestStatus, titled } = uiOf(location.pathname);
  return [
    ...metaTags(
      titled({ title: requestStatus.title, company: siteNameOf(matches) }),
      requestStatus.description,
    ),
    { name: 'robots', content: 'noindex' },
  ];
};

/** The part of the page a post replaces: the answer and the form. */
const STATUS_PART = 'request-status';

export default function RequestStatusPage({ actionData }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <main id="main" className="container-page max-w-2xl py-16">
      <h1 id="request-status-heading" className="text-3xl font-bold">
        {ui.requestStatus.title}
      </h1>
      <div id={STATUS_PART} className="mt-6 space-y-6">
        {actionData?.request ? (
          <Standing request={actionData.request} />
        ) : (
          <StatusForm answer={actionData} />
        )}
      </div>
      <p className="mt-8">
        <Link to="/your-data" className="btn-secondary">
          {ui.requestStatus.back}
        </Link>
      </p>
    </main>
  );
}

/** The reference and the status code, as the e-mail gives them. */
function StatusForm({ answer }: { answer: StatusAnswer | undefined }) {
  const ui = useUi();
  const action = useLocalePath()('/your-data/status');
  const partForm = usePartForm(STATUS_PART);
  const result: FormResult | undefined = answer?.result;
  const errors = fieldErrorsOf(result);
  return (
    <>
      <p className="text-lg">{ui.requestStatus.intro}</p>
      {result && !errors && <AnswerNote result={result} />}
      <form
        {...partForm}
        method="post"
        action={action}
        noValidate
        aria-labelledby="request-status-heading"
        className="grid gap-5"
      >
        <TextField
          id="request-status-reference"
          name="reference"
          label={ui.forms.fields.reference}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={40}
          defaultValue={answer?.values.reference}
          hint={ui.requestStatus.referenceHint}
          error={errors?.['reference']?.[0]}
        />
        <TextField
          id="request-status-code"
          name="status_code"
          label={ui.forms.fields.status_code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={40}
          defaultValue={answer?.values.status_code}
          hint={ui.requestStatus.statusCodeHint}
          error={errors?.['status_code']?.[0]}
        />
        <div className="space-y-3">
          <SubmitButton className="btn-primary" busy={false} data-busy-label={ui.forms.sending}>
            {ui.requestStatus.submit}
          </SubmitButton>
          <FormStatus id="request-status-status" result={errors ? result : undefined} />
        </div>
      </form>
    </>
  );
}

/** Where the request stands: what was asked for, when it came, when it is due, its status and when it was closed. */
function Standing({ request }: { request: DataRequestStatus }) {
  const ui = useUi();
  const locale = useLocale();
  const { dataRequest } = ui;
  return (
    <section data-answer="" tabIndex={-1} aria-labelledby="request-status-result">
      <h2 id="request-status-result" className="text-2xl font-bold">
        {ui.requestStatus.result({ reference: request.reference })}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        <RequestFact term={dataRequest.asked}>{dataRequest.rights[request.right]}</RequestFact>
        <RequestFact term={dataRequest.receivedOn}>
          {formatDate(request.received_at, locale)}
        </RequestFact>
        <RequestFact term={dataRequest.dueBy}>{formatDate(request.due_at, locale)}</RequestFact>
        <RequestFact term={dataRequest.standing}>
          <span className="font-semibold">{dataRequest.states[request.status]}</span>
        </RequestFact>
        {request.closed_at && (
          <RequestFact term={dataRequest.closedOn}>
            {formatDate(request.closed_at, locale)}
          </RequestFact>
        )}
      </dl>
    </section>
  );
}
