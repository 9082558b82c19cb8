import { data } from 'react-router';
import {
  checkIn,
  type ContentClient,
  type DataRequestPending,
  type DataRequestStatus,
  type DataRequestVerified,
  fieldErrorsFrom,
  visitorText,
} from '@harsh/contract';
import type { FormResult } from '../../components/forms/form-result';
import { readFormFields, relayToApi } from '../../form-submission.server';
import { localeOfRequest } from '../../locale';

/*
 * A visitor's request about their own data (issue 30), sent on from the site's two pages to the
 * content API: on `/your-data` the request, the code that proves the address, a new code; on
 * `/your-data/status` where a request stands. Each is checked first with the contract's schema,
 * in the page's language. The answers are one person's: never kept by a cache or a browser.
 */

type Context = { content: ContentClient; clientIp: string };

/** What the request form shows again after a refusal; never the bot check's token. */
const TYPED = [
  'right',
  'name',
  'email',
  'details',
  'nominee_name',
  'nominee_contact',
  'consent',
] as const;
export type RequestValues = Partial<Record<(typeof TYPED)[number], string>>;

/** What `/your-data` shows after a post: the request form again, the code form, or the request received. */
export type DataRequestAnswer =
  | { step: 'request'; result: FormResult; values: RequestValues }
  | { step: 'code'; result: FormResult; pending: string }
  | { step: 'received'; result: FormResult; request: DataRequestVerified };

/** What `/your-data/status` shows after a post: where the request stands, or why not. */
export interface StatusAnswer {
  result: FormResult;
  values: { reference: string; status_code: string };
  request: DataRequestStatus | null;
}

const PERSONAL = { 'Cache-Control': 'private, no-store' };

type Step = { answer: DataRequestAnswer; status: number };

/**
 * `/your-data`'s action, by the post's `intent`: `request` (the form: the API mails a code and
 * answers with `pending`, which names the request in the code form), `verify` (the code: the
 * request is received, with its reference and due date) or `resend` (another code).
 */
export async function dataRequestAction(request: Request, context: Context) {
  const locale = localeOfRequest(request.url).code;
  const posted = await readFormFields(request);
  const { answer, status }: Step = posted
    ? await takeStep(posted, locale, context)
    : {
        answer: {
          step: 'request',
          result: { ok: false, message: visitorText(locale).answers.tooLarge },
          values: {},
        },
        status: 413,
      };
  return data(answer, { status, headers: PERSONAL });
}

function takeStep(
  { intent, ...fields }: Record<string, string>,
  locale: string,
  context: Context,
): Promise<Step> {
  if (intent === 'verify') return confirmCode(fields, locale, context);
  if (intent === 'resend') return sendNewCode(fields, locale, context);
  return askForCode(fields, locale, context);
}

async function askForCode(
  fields: Record<string, string>,
  locale: string,
  context: Context,
): Promise<Step> {
  const values = Object.fromEntries(
    TYPED.flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]]])),
  );
  const again = (result: FormResult, status: number): Step => ({
    answer: { step: 'request', result, values },
    status,
  });
  const sent = { ...fields, locale };
  const checked = checkIn(locale, (forms) => forms.submissions.dataRequest, sent);
  if (!checked.success)
    return again(
      {
        ok: false,
        message: visitorText(locale).answers.validation,
        errors: fieldErrorsFrom(checked.error),
      },
      422,
    );
  // The API checks again, in the same language; it is sent what the visitor typed, as every form is.
  const {
    status,
    result,
    data: taken,
  } = await relayToApi<DataRequestPending>(context, '/store/data-request', sent);
  if (!result.ok || !taken) return again(result, status);
  return { answer: { step: 'code', result, pending: taken.pending }, status };
}

async function confirmCode(
  fields: Record<string, string>,
  locale: string,
  context: Context,
): Promise<Step> {
  const pending = fields['pending'] ?? '';
  const checked = checkIn(locale, (forms) => forms.dataRequestSteps.verify, { ...fields, locale });
  if (!checked.success) {
    const errors = fieldErrorsFrom(checked.error);
    if (errors['pending']) return startAgain(locale);
    return {
      answer: {
        step: 'code',
        result: { ok: false, message: visitorText(locale).answers.validation, errors },
        pending,
      },
      status: 422,
    };
  }
  const {
    status,
    result,
    data: received,
  } = await relayToApi<DataRequestVerified>(context, '/store/data-request/verify', checked.data);
  if (result.ok && received)
    return { answer: { step: 'received', result, request: received }, status };
  return { answer: { step: 'code', result, pending }, status };
}

async function sendNewCode(
  fields: Record<string, string>,
  locale: string,
  context: Context,
): Promise<Step> {
  const checked = checkIn(locale, (forms) => forms.dataRequestSteps.resend, { ...fields, locale });
  if (!checked.success) return startAgain(locale);
  const { status, result } = await relayToApi(context, '/store/data-request/resend', checked.data);
  return { answer: { step: 'code', result, pending: checked.data.pending }, status };
}

/** A code form whose `pending` is none of ours (cut short, made up): its request cannot go on, a new one can. */
function startAgain(locale: string): Step {
  return {
    answer: {
      step: 'request',
      result: { ok: false, message: visitorText(locale).dataRequest.codeWrong },
      values: {},
    },
    status: 422,
  };
}

/** `/your-data/status`'s action: the reference and status code from the acknowledgement, to the API. */
export async function requestStatusAction(request: Request, context: Context) {
  const locale = localeOfRequest(request.url).code;
  const { answers } = visitorText(locale);
  const posted = await readFormFields(request);
  const values = {
    reference: posted?.['reference'] ?? '',
    status_code: posted?.['status_code'] ?? '',
  };
  const answer = (result: FormResult, status: number, found: DataRequestStatus | null = null) =>
    data<StatusAnswer>({ result, values, request: found }, { status, headers: PERSONAL });
  if (!posted) return answer({ ok: false, message: answers.tooLarge }, 413);
  const checked = checkIn(locale, (forms) => forms.dataRequestSteps.status, { ...posted, locale });
  if (!checked.success)
    return answer(
      { ok: false, message: answers.validation, errors: fieldErrorsFrom(checked.error) },
      422,
    );
  const {
    status,
    result,
    data: found,
  } = await relayToApi<DataRequestStatus>(context, '/store/data-request/status', checked.data);
  return answer(result, status, result.ok && found ? found : null);
}
