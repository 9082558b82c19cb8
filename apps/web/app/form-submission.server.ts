import { data } from 'react-router';
import {
  checkIn,
  type ContentClient,
  ContentError,
  fieldErrorsFrom,
  type SubmissionForm,
  visitorText,
} from '@harsh/contract';
import type { FormResult } from './components/forms/form-result';
import { pathOnSite } from './site-path';
import { localeOfRequest } from './locale';
import { uiText } from './ui-text';

/** What the site's form actions answer: the result, and for a post without JavaScript, the page to go back to. */
export type FormAnswer = FormResult & { returnTo: string };

/** Only a path on this site (`/vendors`), never another site's (`pathOnSite`). */
export function safeReturnPath(value: string | undefined, fallback: string): string {
  return pathOnSite(value) ?? fallback;
}

/** The text fields of a form post; null when it is over the size limit, cut off, or not a form at all. */
export async function readFormFields(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData();
    // Browsers send every line break as CR LF; stored text has LF, so a field sent back unchanged
    // compares equal to what it was (a staff save with nothing changed is no new version).
    const texts = [...form].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return Object.fromEntries(texts.map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]));
  } catch {
    return null;
  }
}

/** What the API answered a form, as the site shows it: the result, the status, and on success its data. */
export interface ApiAnswer<T> {
  status: number;
  result: FormResult;
  data?: T;
}

/**
 * Checked fields sent on to the content API, and its answer as the site shows it: the API's own
 * message and field errors (in the fields' `locale`), or the site's words when the API is away or
 * the sender has sent too many.
 */
export async function relayToApi<T>(
  context: { content: ContentClient; clientIp: string },
  apiPath: string,
  fields: Record<string, unknown> & { locale: string },
): Promise<ApiAnswer<T>> {
  const { answers } = visitorText(fields.locale);
  const { unavailable } = uiText(fields.locale).forms;
  try {
    const { statusCode, envelope } = await context.content.submit<T>(
      apiPath,
      fields,
      context.clientIp,
    );
    if (statusCode >= 500) return { status: 503, result: { ok: false, message: unavailable } };
    // The limit is counted before the API reads the post, so it cannot know the post's language.
    if (statusCode === 429)
      return { status: 429, result: { ok: false, message: answers.rateLimited } };
    if (envelope.status === 1)
      return {
        status: statusCode,
        result: { ok: true, message: envelope.message },
        data: envelope.data,
      };
    const errors =
      envelope.data && typeof envelope.data === 'object'
        ? (envelope.data as Record<string, string[]>)
        : undefined;
    return { status: statusCode, result: { ok: false, message: envelope.message, errors } };
  } catch (error) {
    console.error(
      `Form post to ${apiPath} failed:`,
      error instanceof ContentError ? error.message : error,
    );
    // The API could not store the form (the database away, the API unreachable): said so, so that the visitor sends it again.
    return { status: 503, result: { ok: false, message: unavailable } };
  }
}

/**
 * A form post from the site to the content API: checked here with the API's own schema (so a
 * bad field costs no round trip), then stored by the API, whose answer is passed on.
 */
export async function submitForm(
  request: Request,
  context: { content: ContentClient; clientIp: string },
  {
    form: formName,
    apiPath,
    fallbackPage,
  }: { form: SubmissionForm; apiPath: string; fallbackPage: string },
) {
  // The form's language is its page's (`/hi/enquiry` answers in Hindi), whatever the post says.
  const { code: locale } = localeOfRequest(request.url);
  const { answers } = visitorText(locale);
  const posted = await readFormFields(request);
  if (!posted)
    return data<FormAnswer>(
      { ok: false, message: answers.tooLarge, returnTo: fallbackPage },
      { status: 413 },
    );
  const { return_to: returnTo, ...typed } = posted;
  const fields = { ...typed, locale };
  const answer = (result: FormResult, status: number) =>
    data<FormAnswer>({ ...result, returnTo: safeReturnPath(returnTo, fallbackPage) }, { status });

  const checked = checkIn(locale, (forms) => forms.submissions[formName], fields);
  if (!checked.success)
    return answer(
      { ok: false, message: answers.validation, errors: fieldErrorsFrom(checked.error) },
      422,
    );
  // The API validates and normalises again, in the same language; it is sent what the visitor typed.
  const { status, result } = await relayToApi(context, apiPath, fields);
  return answer(result, status);
}
