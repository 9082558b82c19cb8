import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { phoneForStaff } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { LEAD_COLUMNS, type Lead, type LeadKind, listLeads } from '../repositories/leads.js';

/*
 * The lead export as CSV (RFC 4180: a header row, CRLF between records, fields with commas,
 * quotes or line breaks quoted), safe to open in a spreadsheet.
 */

/**
 * What makes a spreadsheet read a cell as a formula when it comes first (OWASP "CSV Injection",
 * ASVS 1.2.10): `=`, `+`, `-`, `@`, tab and carriage return, and the full-width forms of the first
 * four, which some spreadsheets read the same way.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text field as a spreadsheet should show it: one that a spreadsheet would run as a formula
 * (`=HYPERLINK(…)`, `+91…`, `-2+3`, `@SUM(…)`) gets a leading `'`, which makes it plain text.
 */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The leads of one kind as CSV: the header (also with no rows), then one record per lead. */
export function leadsCsv(kind: LeadKind, leads: readonly Lead[]): string {
  return recordsCsv(LEAD_COLUMNS[kind], leads);
}

/** The columns that hold a phone number, shown as staff see one everywhere (`phoneForStaff`). */
const PHONE_COLUMNS = ['mobile', 'phone'] as const;

/** Records as CSV under the given header, every text field spreadsheet-safe. */
export function recordsCsv(columns: readonly string[], records: readonly Lead[]): string {
  const shown = records.map((record) => {
    const copy: Lead = { ...record };
    for (const column of PHONE_COLUMNS) {
      const value = copy[column];
      if (typeof value === 'string') copy[column] = phoneForStaff(value);
    }
    return copy;
  });
  return stringify(shown, {
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // Naming a record delimiter turns off quoting of line breaks unless asked for: a bare line
    // break in a message would start a new row, whose first cell could be a formula.
    quote_record_delimiter: true,
    cast: { string: (value) => spreadsheetSafe(value) },
  });
}

/**
 * Writes the stored leads of `kind` (received on or after the IST day `since`, when given) to
 * `out` as CSV, and resolves with how many there were. Does not end `out`.
 */
export async function writeLeadsCsv(
  db: Database,
  kind: LeadKind,
  since: string | undefined,
  out: Writable,
): Promise<number> {
  const leads = await listLeads(db, kind, { since });
  const csv = leadsCsv(kind, leads);
  await new Promise<void>((resolve, reject) => {
    out.write(csv, (error) => (error ? reject(error) : resolve()));
  });
  return leads.length;
}
