import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type StaffRole, TWO_STEP_ROLES } from '@harsh/contract';
import { hashPassword } from '../services/passwords.js';
import { createStaffUser } from '../repositories/staff.js';
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
    .set({
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      totpEnabledAt: new Date().toISOString(),
    })
    .where(eq(staffUsers.email, email.toLowerCase()));
}

/**
 * One account per role (`{role}@harshlogistics.in`, named `{role} person`), each signed in: their
 * session cookies by role. Admins get two-step sign-in marked on, as they must have it.
 */
export async function signedInStaff(
  app: FastifyInstance,
  db: Database,
  roles: readonly StaffRole[],
  password: string,
): Promise<Record<string, string>> {
  const passwordHash = await hashPassword(password);
  const cookies: Record<string, string> = {};
  for (const role of roles) {
    const email = `${role}@harshlogistics.in`;
    await createStaffUser(db, { email, name: `${role} person`, role, passwordHash });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password },
    });
    cookies[role] = String(response.headers['set-cookie']).split(';')[0]!;
    if (TWO_STEP_ROLES.includes(role)) await markTwoFactorOn(db, email);
  }
  return cookies;
}
