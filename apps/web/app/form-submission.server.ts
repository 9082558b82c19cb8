import { data } from 'react-router';
import type { z } from 'zod';
import { type ContentClient, ContentError, fieldErrorsFrom, MESSAGES } from '@harsh/contract';
import type { FormResult } from './components/partner-enquiry-form';

const UNAVAILABLE = 'We could not send this just now. Please try again in a few minutes.';

/**
 * A form post from the site to the content API: checked here with the API's own schema (so a
 * bad field costs no round trip), then stored by the API, whose answer is passed on.
 */
export async function submitForm(
  request: Request,
  context: { content: ContentClient; clientIp: string },
  schema: z.ZodType,
  apiPath: string,
) {
  const form = Object.fromEntries(await request.formData());
  const fields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
  const checked = schema.safeParse(fields);
  if (!checked.success) {
    return data<FormResult>({ ok: false, message: MESSAGES.validation, errors: fieldErrorsFrom(checked.error) }, { status: 422 });
  }
  try {
    // The API validates and normalises again; it is sent what the visitor typed.
    const { statusCode, envelope } = await context.content.submit<unknown>(apiPath, fields, context.clientIp);
    const errors = envelope.status === 0 && envelope.data && typeof envelope.data === 'object' ? (envelope.data as Record<string, string[]>) : undefined;
    return data<FormResult>({ ok: envelope.status === 1, message: envelope.message, errors }, { status: statusCode });
  } catch (error) {
    console.error(`Form post to ${apiPath} failed:`, error instanceof ContentError ? error.message : error);
    return data<FormResult>({ ok: false, message: UNAVAILABLE }, { status: 503 });
  }
}
