import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  ErrorEnvelopeSchema,
  FirstAdminSetupSchema,
  ok,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { HttpError } from '../../plugins/errors.js';
import { hashPassword, refusePersonalPassword } from '../../services/passwords.js';
import { sessionIdOf } from '../../services/staff-cookie.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import {
  consumeStaffToken,
  countStaff,
  createStaffUser,
  isLiveStaffToken,
} from '../../repositories/staff.js';
import type { StaffRouteDeps } from './deps.js';

/**
 * The first admin's one-time set-up (the link the start log prints when there is no account and
 * no `ADMIN_EMAIL`/`ADMIN_PASSWORD`): good for an hour, once, and only while no account exists.
 */
export const staffSetupRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, clientIp },
) => {
  const db = database.db;

  app.get(
    '/admin/setup/:token',
    {
      config: { staff: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Whether a first-admin set-up link can still be used',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: envelopeSchema(z.object({ valid: z.boolean() })) },
      },
    },
    async (request) => {
      const valid =
        (await countStaff(db)) === 0 &&
        (await isLiveStaffToken(db, sessionIdOf(request.params.token), 'setup', new Date()));
      return ok({ valid });
    },
  );

  app.post(
    '/admin/setup',
    {
      config: { staff: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Create the first admin account with a set-up link',
        body: FirstAdminSetupSchema,
        response: {
          200: envelopeSchema(z.null()),
          403: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { token, name, email, password } = request.body;
      refusePersonalPassword(password, name, email);
      const passwordHash = await hashPassword(password);
      const created = await db.transaction(async (tx) => {
        if ((await countStaff(tx)) > 0) return null;
        if (!(await consumeStaffToken(tx, sessionIdOf(token), 'setup', new Date()))) return null;
        const user = await createStaffUser(tx, { email, name, role: 'admin', passwordHash });
        if (user)
          await recordAudit(tx, {
            ...asActor(user, clientIp(request)),
            action: 'account_created',
            target: `staff:${user.id}`,
            details: { role: 'admin', via: 'setup_link' },
          });
        return user;
      });
      if (!created) throw new HttpError(403, STAFF_MESSAGES.setupInvalid);
      return ok(null, STAFF_MESSAGES.setupDone);
    },
  );
};
