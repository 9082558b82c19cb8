import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { staffUsers } from '../db/schema.js';

/**
 * Turns two-step sign-in on for an account straight in the database, as if it had been set up
 * (admins may do nothing else without it). Sessions already open carry on; a new sign-in would
 * ask for a code. The set-up itself is tested in `routes/admin/totp.test.ts`.
 */
export async function markTwoFactorOn(db: Database, email: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpEnabledAt: new Date().toISOString() })
    .where(eq(staffUsers.email, email.toLowerCase()));
}
