import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type BotCheckAction,
  DATA_REQUEST_CODE_MINUTES,
  DATA_RIGHTS,
  type DataRequestVerified,
} from '@harsh/contract';
import { ContactFallback } from '../../components/contact-fallback';
import {
  BotCheckedSubmit,
  BotCheckNotice,
  ConsentField,
  FormStatus,
  HoneypotField,
} from '../../components/forms/form-parts';
import type { FormResult } from '../../components/forms/form-result';
import { Link } from '../../components/local-link';
import { TextAreaField, TextField } from '../../components/ui/field';
import { SubmitButton } from '../../components/ui/submit-button';
import { useLocale, useLocalePath, useUi, useVisitorText } from '../../locale';
import { formatDate } from '../../text';
import type { DataRequestAnswer, RequestValues } from './data-request.server';

/*
 * The parts of a request about one's data (issue 30): the request form on `/your-data`, the code
 * form it leads to, the request received, and what `/your-data/status` shares with them. Each
 * step is a whole part of the page (`DATA_REQUEST_PART`) rendered by the server after a post; with
 * JavaScript, enhance/form.ts posts the form and puts the part of the answer's page in place.
 */

/** The part of `/your-data` each step of a request replaces. */
export const DATA_REQUEST_PART = 'data-request';

/**
 * What enhance/form.ts needs to send a form whose answer is a part of the page (`partId`): the
 * bot check to pass, if any, and its own messages in the page's language.
 */
export function usePartForm(partId: string, botCheck?: BotCheckAction) {
  const { answers } = useVisitorText();
  return {
    'data-enhance-form': partId,
    'data-answer-part': partId,
    'data-bot-check': botCheck,
    'data-bot-check-failed': answers.captchaFailed,
    'data-send-failed': answers.unexpected,
  };
}

/** Errors for the fields a visitor sees: the bot check's is the form's, said in its answer. */
export function fieldErrorsOf(
  result: FormResult | undefined,
): Record<string, string[]> | undefined {
  const entries = Object.entries(result?.errors ?? {}).filter(([field]) => field !== 'captcha');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The answer to the last step, green or red. It takes the focus once it is put in place
 * (`data-answer`), so that it is read out; without JavaScript the page opens at its section.
 */
export function AnswerNote({ result, children }: { result: FormResult; children?: ReactNode }) {
  const Icon = result.ok ? CircleCheck : CircleAlert;
  return (
    <div
      data-answer=""
      tabIndex={-1}
      role="status"
      className={`flex gap-3 rounded-xl p-5 ${result.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0 space-y-2">
        <p className="font-semibold">{result.message}</p>
        {children}
      </div>
    </div>
  );
}

/** One fact of a request, as the receipt and the status page list them. */
export function RequestFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-navy-900">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** The step a request is at: its form, the code form, or the request received. */
export function DataRequestPart({ answer }: { answer: DataRequestAnswer | undefined }) {
  return (
    <div id={DATA_REQUEST_PART} className="mt-6 space-y-6">
      <DataRequestStep answer={answer} />
    </div>
  );
}

function DataRequestStep({ answer }: { answer: DataRequestAnswer | undefined }) {
  switch (answer?.step) {
    case 'code':
      return <CodeForm result={answer.result} pending={answer.pending} />;
    case 'received':
      return <Received request={answer.request} />;
    default:
      return <RequestForm result={answer?.result} values={answer?.values ?? {}} />;
  }
}

/** The address every step posts to: the page itself, opened at the request's section. */
function useStepAction() {
  return `${useLocalePath()('/your-data')}#ask`;
}

/**
 * The request: what is asked for, the address it concerns (which the code proves), what is wrong
 * for a correction or a grievance, the nominee for a nomination, consent and the bot check.
 */
function RequestForm({
  result,
  values,
}: {
  result: FormResult | undefined;
  values: RequestValues;
}) {
  const ui = useUi();
  const errors = fieldErrorsOf(result);
  const error = (name: string) => errors?.[name]?.[0];
  const botCheckFailed = result?.errors?.['captcha'] !== undefined;
  const partForm = usePartForm(DATA_REQUEST_PART, 'data_request');
  const action = useStepAction();
  return (
    <>
      {/* A refusal that is no field's (the bot check, too many tries, the API away) is said above the form. */}
      {result && !errors && (
        <AnswerNote result={result}>
          {botCheckFailed && (
            <p>
              {ui.forms.answerPage.botCheckNeedsJavaScript} <ContactFallback />.
            </p>
          )}
        </AnswerNote>
      )}
      <form
        {...partForm}
        method="post"
        action={action}
        noValidate
        aria-labelledby="ask"
        className="group/request relative grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="request" />
        <HoneypotField id="data-request-website" />
        <BotCheckNotice />
        <RightChoice chosen={values.right} error={error('right')} />
        <TextField
          id="data-request-name"
          name="name"
          label={ui.forms.fields.name}
          autoComplete="name"
          maxLength={100}
          defaultValue={values.name}
          error={error('name')}
        />
        <TextField
          id="data-request-email"
          name="email"
          label={ui.forms.fields.email}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email}
          hint={ui.yourData.request.emailHint}
          error={error('email')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id="data-request-details"
            name="details"
            label={ui.forms.fields.details}
            maxLength={5000}
            defaultValue={values.details}
            hint={ui.yourData.request.detailsHint}
            error={error('details')}
          />
        </div>
        <NomineeFields values={values} error={error} />
        <div className="sm:col-span-2">
          <ConsentField
            id="data-request-consent"
            collects={ui.yourData.request.collects}
            purpose={ui.yourData.request.purpose}
            ticked={values.consent !== undefined}
            error={error('consent')}
          />
        </div>
        <BotCheckedSubmit
          label={ui.yourData.request.submit}
          statusId="data-request-status"
          result={errors ? result : undefined}
        />
      </form>
    </>
  );
}

/**
 * The right asked for, one of six, in the words of the page's list of rights. Refused, the group
 * itself is marked and takes the focus (a radio button cannot be marked), read with its error.
 */
function RightChoice({ chosen, error }: { chosen: string | undefined; error: string | undefined }) {
  const ui = useUi();
  const errorId = 'data-request-right-error';
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby="data-request-right-legend"
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      tabIndex={error ? -1 : undefined}
      className="sm:col-span-2"
    >
      <legend id="data-request-right-legend" className="mb-2 text-sm font-semibold text-navy-900">
        {ui.forms.fields.right}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {DATA_RIGHTS.map((right) => (
          <div key={right} className="flex items-start gap-3">
            <input
              id={`data-request-right-${right}`}
              name="right"
              type="radio"
              value={right}
              required
              defaultChecked={chosen === right}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={`data-request-right-${right}`} className="text-navy-900">
              {ui.dataRequest.rights[right]}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Hidden by the stylesheet once another right than a nomination is chosen (`:has`, no script);
 * shown while none is, and wherever `:has` is not understood. Hidden fields are sent empty-handed
 * or as typed: the API takes a nominee only with a nomination.
 */
const SHOWN_FOR_NOMINATION =
  'group-has-[input[name=right]:checked:not([value=nomination])]/request:hidden';

function NomineeFields({
  values,
  error,
}: {
  values: RequestValues;
  error: (name: string) => string | undefined;
}) {
  const ui = useUi();
  return (
    <fieldset
      aria-describedby="data-request-nominee-hint"
      className={`rounded-md border border-slate-300 p-4 sm:col-span-2 ${SHOWN_FOR_NOMINATION}`}
    >
      <legend className="px-1 text-sm font-semibold text-navy-900">
        {ui.yourData.request.nominee}
      </legend>
      <p id="data-request-nominee-hint" className="text-sm text-muted">
        {ui.yourData.request.nomineeHint}
      </p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField
          id="data-request-nominee-name"
          name="nominee_name"
          label={ui.forms.fields.nominee_name}
          autoComplete="off"
          maxLength={100}
          defaultValue={values.nominee_name}
          error={error('nominee_name')}
        />
        <TextField
          id="data-request-nominee-contact"
          name="nominee_contact"
          label={ui.forms.fields.nominee_contact}
          autoComplete="off"
          maxLength={254}
          defaultValue={values.nominee_contact}
          error={error('nominee_contact')}
        />
      </div>
    </fieldset>
  );
}

/**
 * The code from the e-mail, which proves the address: `pending` names the request (a secret of
 * this page, never in an address). A new code can be asked for from the same form.
 */
function CodeForm({ result, pending }: { result: FormResult; pending: string }) {
  const ui = useUi();
  const { forms } = ui;
  const errors = fieldErrorsOf(result);
  const partForm = usePartForm(DATA_REQUEST_PART);
  const action = useStepAction();
  return (
    <>
      {!errors && <AnswerNote result={result} />}
      <form
        {...partForm}
        method="post"
        action={action}
        noValidate
        aria-labelledby="ask"
        className="grid max-w-md gap-5"
      >
        <input type="hidden" name="pending" value={pending} />
        <TextField
          id="data-request-code"
          name="code"
          label={forms.fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={12}
          hint={ui.yourData.code.hint({ minutes: DATA_REQUEST_CODE_MINUTES })}
          error={errors?.['code']?.[0]}
        />
        <div className="flex flex-wrap gap-3">
          {/* The first button is Enter's. */}
          <SubmitButton
            name="intent"
            value="verify"
            className="btn-primary"
            busy={false}
            data-busy-label={forms.sending}
          >
            {ui.yourData.code.confirm}
          </SubmitButton>
          <SubmitButton
            name="intent"
            value="resend"
            className="btn-secondary"
            busy={false}
            data-busy-label={forms.sending}
          >
            {ui.yourData.code.resend}
          </SubmitButton>
        </div>
        {/* The code's own error says what went wrong; this says only what this script meets (the network). */}
        <FormStatus id="data-request-code-status" result={undefined} />
      </form>
      <p>
        {/* The page afresh: a link to the section would only scroll to it, on the page as it is. */}
        <Link to="/your-data" className="font-medium text-navy-800 underline">
          {ui.yourData.code.startAgain}
        </Link>
      </p>
    </>
  );
}

/** The request received: its reference and the day it is answered by, in India's time. */
function Received({ request }: { request: DataRequestVerified }) {
  const ui = useUi();
  const locale = useLocale();
  const { dataRequest } = useVisitorText();
  const due = formatDate(request.due_at, locale);
  return (
    <>
      <AnswerNote
        result={{
          ok: true,
          message: dataRequest.verified({ reference: request.reference, date: due }),
        }}
      />
      <dl className="divide-y divide-slate-200 border-y border-slate-200">
        <RequestFact term={ui.forms.fields.reference}>
          <span className="font-mono text-lg font-bold">{request.reference}</span>
        </RequestFact>
        <RequestFact term={ui.dataRequest.asked}>
          {ui.dataRequest.rights[request.right]}
        </RequestFact>
        <RequestFact term={ui.dataRequest.dueBy}>{due}</RequestFact>
      </dl>
    </>
  );
}
