import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DataRequestLogSchema, envelopeSchema, ErrorEnvelopeSchema, INBOX_MESSAGES, INBOX_ROLES, ok } from '@harsh/contract';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import { logDataRequest } from '../../repositories/data-requests.js';
import { findCompanySettings } from '../../repositories/settings.js';
import type { StaffRouteDeps } from './deps.js';

/**
 * Data requests that came another way than the website (issue 30): a person without a mailbox, or
 * who asked by phone or letter, still has their rights. Staff who work the inbox log the request,
 * say how they checked who asked, and work it in the inbox like any other.
 */
const errors = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };

export const dataRequestLogRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (app, { database, clientIp, mail }) => {
  const db = database.db;
  app.post(
    '/admin/inbox/data_request',
    {
      config: { staff: INBOX_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Log a data request received by phone, by letter or in person',
        body: DataRequestLogSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number().int(), reference: z.string() })), ...errors },
      },
    },
    async (request) => {
      const actor = request.staff!.user;
      const company = await findCompanySettings(db);
      const logged = await db.transaction(async (tx) => {
        const row = await logDataRequest(tx, request.body, { staffId: actor.id, replyDays: company?.data_rights.reply_days ?? 30 });
        await recordAudit(tx, {
          ...asActor(actor, clientIp(request)),
          action: 'data_request_logged',
          target: `data_request:${row.id}`,
          details: { right: row.right, received_on: request.body.received_on },
        });
        return row;
      });
      mail.nudge();
      return ok({ id: logged.id, reference: logged.reference }, INBOX_MESSAGES.requestLogged);
    },
  );
};
