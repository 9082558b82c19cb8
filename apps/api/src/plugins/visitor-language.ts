import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  checkIn,
  DATA_REQUEST_STEP_SCHEMAS,
  type DataRequestStep,
  DEFAULT_LOCALE,
  type FormSchemas,
  LOCALE_CODES,
  SUBMISSION_SCHEMAS,
  type SubmissionForm,
} from '@harsh/contract';

/*
 * A visitor's submission (and a data request's later steps) is answered in the language it was sent in (issue 29): its `locale`
 * (`hi` from a `/hi/…` page) picks the words of its field messages, its 422 and its 201. Every
 * other call of the API answers in English.
 */

/** The language to answer a request body in: its `locale` when that is one of the site's, else English. */
export function answerLocale(body: unknown): string {
  const locale =
    body && typeof body === 'object' ? (body as { locale?: unknown }).locale : undefined;
  return typeof locale === 'string' && LOCALE_CODES.includes(locale) ? locale : DEFAULT_LOCALE.code;
}

/** Each visitor's body schema (in English, as documented) and how to find it in another language. */
const FORM_OF_SCHEMA = new Map<unknown, (forms: FormSchemas) => z.ZodType>([
  ...Object.keys(SUBMISSION_SCHEMAS).map(
    (form) =>
      [
        SUBMISSION_SCHEMAS[form as SubmissionForm],
        (forms: FormSchemas) => forms.submissions[form as SubmissionForm],
      ] as const,
  ),
  ...Object.keys(DATA_REQUEST_STEP_SCHEMAS).map(
    (step) =>
      [
        DATA_REQUEST_STEP_SCHEMAS[step as DataRequestStep],
        (forms: FormSchemas) => forms.dataRequestSteps[step as DataRequestStep],
      ] as const,
  ),
]);

/**
 * The API's validator compiler: a route whose body is one of the contract's submission schemas
 * (as documented, in English) has its body checked with that form's schema in the body's language;
 * every other schema is checked as fastify-type-provider-zod does. A failure is handed on as
 * Fastify's validation error, which `registerErrorHandling` answers as a 422 with field messages.
 */
export const visitorLanguageValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const form = route.httpPart === 'body' ? FORM_OF_SCHEMA.get(route.schema) : undefined;
  if (!form) return validatorCompiler(route);
  return (body: unknown) => {
    const checked = checkIn(answerLocale(body), form, body);
    if (checked.success) return { value: checked.data };
    const error = checked.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: '#',
      params: {},
      message: issue.message,
    }));
    return { error };
  };
};
