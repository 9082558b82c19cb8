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
  retention_days: z.number().int().nullable().describe('days a submission is kept before it is erased by itself (RETENTION_DAYS); null when no erasure job runs'),
  grievance_days: z.number().int().describe('the longest a grievance may wait for its answer'),
});
export type DataRights = z.infer<typeof DataRightsSchema>;
