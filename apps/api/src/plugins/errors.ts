import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail, type FieldErrors, MESSAGES, visitorText } from '@harsh/contract';
import { isDatabaseUnavailable } from '../db/availability.js';
import { answerLocale } from './visitor-language.js';

/** What a client is told to wait before trying again while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** An error whose status and message may be shown to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Field messages, or (a 428 for a sign-in) what the client needs to go on. */
    readonly data: FieldErrors | Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.tooLarge },
};

function validationErrors(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const field = item.instancePath.split('/').filter(Boolean)[0] ?? error.validationContext ?? '_';
    (fields[field] ??= []).push(item.message ?? 'Invalid value.');
  }
  return fields;
}

/**
 * What of an unexpected error goes to the log: its kind, code, message and stack, never a query's
 * parameters or a row's values (a driver's `detail`), which hold what visitors typed.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const hideParams = (text: string | undefined) =>
    text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]');
  const cause =
    error.cause instanceof Error ? (error.cause as Error & { code?: unknown }) : undefined;
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    message: hideParams(error.message),
    stack: hideParams(error.stack),
    ...(cause ? { cause: { type: cause.name, code: cause.code, message: cause.message } } : {}),
  };
}

/** The SQLSTATE of a database error, on the error or (wrapped by Drizzle) on its cause. */
function sqlState(error: unknown): string {
  const code =
    (error as { code?: unknown }).code ??
    ((error as { cause?: { code?: unknown } }).cause ?? {}).code;
  return typeof code === 'string' ? code : '';
}

/**
 * The top-level fields of a JSON body whose text holds a NUL character, which PostgreSQL cannot
 * store. Walked with a list rather than recursion: a body may nest thousands deep.
 */
function fieldsWithNul(body: unknown, message: string): FieldErrors {
  const found: FieldErrors = {};
  const pending: Array<[unknown, string]> = [[body, '_']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found[field] = [message];
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        pending.push([item, field === '_' && !Array.isArray(value) ? key : field]);
    }
  }
  return found;
}

/**
 * NUL characters never reach a query: PostgreSQL text cannot hold them. In the address they are a
 * 400; in a body, a 422 naming the fields.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new HttpError(400, MESSAGES.badRequest);
  });
  app.addHook('preValidation', async (request) => {
    const { answers } = visitorText(answerLocale(request.body));
    const fields = fieldsWithNul(request.body, answers.controlCharacter);
    if (Object.keys(fields).length > 0) throw new HttpError(422, answers.validation, fields);
  });
}

/**
 * Answers every failure in the envelope: validation as 422 with field messages, the client's
 * mistakes with their own status, the database out of reach as 503 (told to `databaseLost`,
 * which logs it once an outage), anything else as 500 with only the request id to go on.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  databaseLost: (error: unknown) => void = () => {},
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(fail(error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { answers } = visitorText(
        answerLocale(error.validationContext === 'body' ? request.body : undefined),
      );
      return reply.status(422).send(fail(answers.validation, validationErrors(error)));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(fail(known.message));
    if (error.statusCode === 429) return reply.status(429).send(fail(MESSAGES.rateLimited));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(fail(error.message));
    }
    // PostgreSQL's data exceptions (SQLSTATE class 22: a value it cannot store or compare) come
    // from what the client sent, not from a fault of ours; the guard below keeps most out.
    if (/^22/.test(sqlState(error))) return reply.status(400).send(fail(MESSAGES.badRequest));
    if (isDatabaseUnavailable(error)) {
      databaseLost(error);
      return reply
        .status(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .header('cache-control', 'no-store')
        .send(fail(MESSAGES.unavailable));
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.status(500).send({ ...fail(MESSAGES.unexpected), request_id: request.id });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail(MESSAGES.notFound)));
}
