import { parseArgs } from 'node:util';
import { z } from 'zod';
import { LEAD_KINDS, type LeadKind } from '../repositories/leads.js';

export const LEADS_USAGE = `Usage: npm run -s leads -- --kind <${LEAD_KINDS.join('|')}> [--since YYYY-MM-DD]

Prints the stored submissions of one kind as CSV on stdout, oldest first:
  partner     business partner enquiries (type 2)
  vendor      vendor enquiries (type 1)
  contact     contact messages
  newsletter  newsletter sign-ups
  quote       requests for a quotation
  comment     comments on blog posts (pending ones wait for approval)

  --since YYYY-MM-DD  only those received on or after this day (India Standard Time)
  -h, --help          this text

The database is the server's: DATA_DIR (default ./data), or DATABASE_URL for PostgreSQL.
PGlite (DATA_DIR) allows one process at a time: stop the server first.
Example: npm run -s leads -- --kind partner --since 2026-01-01 > partner-enquiries.csv`;

const LeadsArgsSchema = z.object({
  kind: z.enum(LEAD_KINDS, {
    error: (issue) =>
      issue.input === undefined
        ? '--kind is required'
        : `--kind must be one of ${LEAD_KINDS.join(', ')}`,
  }),
  since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '--since must be a date as YYYY-MM-DD')
    .pipe(z.iso.date('--since must be a real calendar date'))
    // PostgreSQL has no year 0.
    .refine((day) => !day.startsWith('0000'), '--since must be a real calendar date')
    .optional(),
});

export type LeadsArgs = { help: true } | { help: false; kind: LeadKind; since: string | undefined };

/** Reads the export's arguments; throws `LeadsUsageError` with a message for people when they are wrong. */
export function parseLeadsArgs(argv: readonly string[]): LeadsArgs {
  let values: { kind?: string | undefined; since?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        kind: { type: 'string' },
        since: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new LeadsUsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { help: true };
  const result = LeadsArgsSchema.safeParse({ kind: values.kind, since: values.since });
  if (!result.success)
    throw new LeadsUsageError(result.error.issues.map((issue) => issue.message).join('\n'));
  return { help: false, kind: result.data.kind, since: result.data.since };
}

/** The arguments are missing or wrong; the message says which. */
export class LeadsUsageError extends Error {
  override name = 'LeadsUsageError';
}
