import { z } from 'zod';

/*
 * What the site says about visitors' rights over their personal data (issue 30; the DPDP Act and
 * the DPDP Rules 2025): the `/your-data` page reads it with the company facts (the grievance
 * officer, the period the company promises to answer in).
 */

/** The DPDP Rules' longest time to answer a grievance (rule 14(3), as read on 2026-11-28: check the Gazette text). */
export const GRIEVANCE_DAYS = 90;

/** How long what a visitor sends is kept, and how long a grievance may take. */
export const DataRightsSchema = z.object({
  retention_days: z
    .number()
    .int()
    .nullable()
    .describe(
      'days a submission is kept before it is erased by itself (RETENTION_DAYS); null when no erasure job runs',
    ),
  grievance_days: z.number().int().describe('the longest a grievance may wait for its answer'),
  by_email: z
    .boolean()
    .describe(
      'whether the site sends mail (SMTP_URL): without it no code can reach anyone, and requests go to the grievance officer',
    ),
});
export type DataRights = z.infer<typeof DataRightsSchema>;

/*
 * A visitor's request about their own data (issue 30, decision 047), made on `/your-data`: it is
 * acted on only once a one-time code sent to the address it concerns comes back, then it gets a
 * reference, a due date and a status page, and staff work it in the inbox (kind `data_request`).
 */

/** What a person may ask for under the DPDP Act: a copy, a correction, erasure, withdrawal of consent, a nominee, or a grievance. */
export const DATA_RIGHTS = [
  'access',
  'correction',
  'erasure',
  'withdrawal',
  'nomination',
  'grievance',
] as const;
export type DataRight = (typeof DATA_RIGHTS)[number];

/** How staff read each right (the inbox, the company's notification). */
export const DATA_RIGHT_LABELS: Record<DataRight, string> = {
  access: 'A copy of their data',
  correction: 'A correction',
  erasure: 'Erasure',
  withdrawal: 'Withdrawal of consent',
  nomination: 'Naming a nominee',
  grievance: 'A grievance',
};

/** A one-time code works this long… */
export const DATA_REQUEST_CODE_MINUTES = 15;
/** …and a request takes this many wrong codes before it must be made again. */
export const DATA_REQUEST_CODE_ATTEMPTS = 5;

/** A request's reference: `DR-` and two groups of four Crockford base-32 characters (no I, L, O, U). */
export const DATA_REQUEST_REFERENCE_PATTERN = /^DR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** The status code of the acknowledgement e-mail: ten Crockford base-32 characters. */
export const DATA_REQUEST_STATUS_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * What a person typed as a reference or status code, read as Crockford's base 32 is meant to be
 * read: any case, and the letters it leaves out for looking like digits taken as those digits
 * (O as 0, I and L as 1). A code copied off a screen as `7K3O` is the `7K30` we sent.
 */
export const readCrockford = (typed: string): string =>
  typed.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');

/** A request was taken: the browser keeps `pending` (a random token, never the address) for the code step. */
export const DataRequestPendingSchema = z.object({
  pending: z
    .string()
    .describe('names the request in the code step; secret, short-lived, never in a URL'),
});
export type DataRequestPending = z.infer<typeof DataRequestPendingSchema>;

/** The code was right: the request is received. */
export const DataRequestVerifiedSchema = z.object({
  reference: z.string(),
  right: z.enum(DATA_RIGHTS),
  due_at: z.string().describe('when the answer is due at the latest'),
});
export type DataRequestVerified = z.infer<typeof DataRequestVerifiedSchema>;

/** Where a request stands, for its sender (the status page). */
export const DataRequestStatusSchema = z.object({
  reference: z.string(),
  right: z.enum(DATA_RIGHTS),
  received_at: z.string(),
  due_at: z.string(),
  status: z.enum(['received', 'in_progress', 'closed']),
  closed_at: z.string().nullable(),
});
export type DataRequestStatus = z.infer<typeof DataRequestStatusSchema>;
