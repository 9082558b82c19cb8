import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  envelopeSchema,
  ErrorEnvelopeSchema,
  ok,
  PasswordResetRequestSchema,
  SetPasswordSchema,
} from '@harsh/contract';
import { HttpError } from '../../plugins/errors.js';
import { hashPassword, refusePersonalPassword } from '../../services/passwords.js';
import { sessionIdOf } from '../../services/staff-cookie.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import {
  consumeStaffToken,
  deleteUserSessions,
  findStaffByEmail,
  findStaffById,
  isLiveStaffToken,
  updateStaffUser,
} from '../../repositories/staff.js';
import type { StaffRouteDeps } from './deps.js';
import { issueStaffLink } from '../../staff/links.js';

/**
 * Choosing a password with a single-use link (an invitation, 7 days; a reset, 30 minutes), and
 * asking for a reset link, which answers the same whether or not the address has an account.
 */
export const passwordRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, clientIp, siteUrl, mail },
) => {
  const db = database.db;

  app.get(
    '/admin/password/:token',
    {
      config: { staff: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Whether a password link can still be used',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: envelopeSchema(z.object({ valid: z.boolean() })) },
      },
    },
    async (request) => {
      const id = sessionIdOf(request.params.token);
      const now = new Date();
      return ok({
        valid:
          (await isLiveStaffToken(db, id, 'invite', now)) ||
          (await isLiveStaffToken(db, id, 'reset', now)),
      });
    },
  );

  app.post(
    '/admin/password',
    {
      config: { staff: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Choose a password with an invitation or reset link',
        body: SetPasswordSchema,
        response: {
          200: envelopeSchema(z.null()),
          403: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      const id = sessionIdOf(token);
      const done = await db.transaction(async (tx) => {
        const now = new Date();
        const used =
          (await consumeStaffToken(tx, id, 'invite', now)) ??
          (await consumeStaffToken(tx, id, 'reset', now));
        const user = used?.userId ? await findStaffById(tx, used.userId) : null;
        if (!user || user.disabledAt) return false;
        // Thrown here, the transaction is undone: the link still works for a better password.
        refusePersonalPassword(password, user.name, user.email);
        await updateStaffUser(tx, user.id, { passwordHash });
        // A new password ends every session the old one opened.
        await deleteUserSessions(tx, user.id);
        await recordAudit(tx, { ...asActor(user, clientIp(request)), action: 'password_set' });
        return true;
      });
      if (!done) throw new HttpError(403, ACCOUNT_MESSAGES.linkInvalid);
      return ok(null, ACCOUNT_MESSAGES.passwordSet);
    },
  );

  app.post(
    '/admin/password-reset',
    {
      config: { staff: 'public', limit: 'submissions' },
      schema: {
        tags: ['admin'],
        summary: 'Ask for a password-reset link by e-mail (the same answer for any address)',
        body: PasswordResetRequestSchema,
        response: {
          200: envelopeSchema(z.null()),
          422: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = await findStaffByEmail(db, request.body.email);
      // Only by e-mail: without a mail server nobody gets a link this way (an admin can make one).
      if (user && user.passwordHash && !user.disabledAt && mail.configured) {
        await db.transaction(async (tx) => {
          await recordAudit(tx, {
            ...asActor(user, clientIp(request)),
            action: 'password_reset_requested',
          });
          await issueStaffLink(tx, { kind: 'reset', user, siteUrl, mailConfigured: true });
        });
        mail.nudge();
      }
      return ok(null, ACCOUNT_MESSAGES.resetRequested);
    },
  );
};
