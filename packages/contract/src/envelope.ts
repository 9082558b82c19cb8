import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { plainIssueMessage } from './plain-errors.js';

// Every field without a message of its own is answered in plain words, on the server and in the
// browser alike (this module is loaded wherever field errors are made: `fieldErrorsFrom`).
z.config({ customError: plainIssueMessage });

/** Every JSON response of the content API, success or failure, has this shape. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.union([z.literal(0), z.literal(1)]),
    message: z.string(),
    data,
  });
}

export type Envelope<T> = { status: 0 | 1; message: string; data: T };

/** Field name → messages, as returned on a validation failure. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorEnvelopeSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  data: z.union([FieldErrorsSchema, z.null()]),
  request_id: z.string().optional(),
});

export function ok<T>(data: T, message: string = MESSAGES.ok): Envelope<T> {
  return { status: 1, message, data };
}

export function fail<T = null>(message: string, data: T = null as T): Envelope<T> {
  return { status: 0, message, data };
}

/**
 * Turns a zod error into the envelope's field map: the first path segment names the field, or
 * with `wholePath` the whole path (`claims.vehicles`, `social.1.url`), as the editing forms name
 * their fields.
 */
export function fieldErrorsFrom(error: z.ZodError, { wholePath = false } = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field =
      issue.path.length === 0 ? '_' : wholePath ? issue.path.join('.') : String(issue.path[0]);
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
