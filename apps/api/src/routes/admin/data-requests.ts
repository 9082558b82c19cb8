import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  DataCorrectionSchema,
  DataRequestLogSchema,
  envelopeSchema,
  ErasureResultSchema,
  ErrorEnvelopeSchema,
  INBOX_MESSAGES,
  INBOX_ROLES,
  InboxParamsSchema,
  MESSAGES,
  ok,
  PersonalDataCopySchema,
} from '@harsh/contract';
import { outbox } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { correctField } from '../../repositories/corrections.js';
import { personalDataCopy } from '../../repositories/data-copy.js';
import { findErasure, erasePerson } from '../../repositories/erasure.js';
import { findInboxItem } from '../../repositories/inbox.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import { findDataRequest, logDataRequest } from '../../repositories/data-requests.js';
import { findCompanySettings } from '../../repositories/settings.js';
import type { StaffRouteDeps } from './deps.js';

/**
 * Data requests that came another way than the website (issue 30): a person without a mailbox, or
 * who asked by phone or letter, still has their rights. Staff who work the inbox log the request,
 * say how they checked who asked, and work it in the inbox like any other.
 */
const errors = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };

export const dataRequestLogRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, clientIp, mail },
) => {
  const db = database.db;
  app.post(
    '/admin/inbox/data_request',
    {
      config: { staff: INBOX_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Log a data request received by phone, by letter or in person',
        body: DataRequestLogSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.number().int(), reference: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const actor = request.staff!.user;
      const company = await findCompanySettings(db);
      const logged = await db.transaction(async (tx) => {
        const row = await logDataRequest(tx, request.body, {
          staffId: actor.id,
          replyDays: company?.data_rights.reply_days ?? 30,
        });
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

const RequestParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Working a request, admins only (as the erasure screen is): the copy of everything stored for
 * the request's address, read here first and then mailed to that address; erasure of it all; and
 * the correction of one field of any submission. Each is audited without the data itself.
 */
export const dataRequestWorkRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, clientIp, mail, events },
) => {
  const db = database.db;
  const config = { staff: ADMIN_ROLES };

  /** The proved request of a path, or a 404. */
  async function requestOf(id: number) {
    const found = await findDataRequest(db, id);
    if (!found?.verifiedAt) throw new HttpError(404, MESSAGES.notFound);
    return found;
  }

  app.get(
    '/admin/inbox/data_request/:id/copy',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Everything stored for the address of a data request, as its copy will hold it',
        params: RequestParamsSchema,
        response: {
          200: envelopeSchema(PersonalDataCopySchema),
          ...errors,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const found = await requestOf(request.params.id);
      return ok(await personalDataCopy(db, found.email));
    },
  );

  app.post(
    '/admin/inbox/data_request/:id/copy',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Mails the copy to the address of the request (through the outbox; put together as it is sent)',
        params: RequestParamsSchema,
        response: {
          200: envelopeSchema(z.null()),
          ...errors,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const found = await requestOf(request.params.id);
      if (!found.email.includes('@')) throw new HttpError(409, INBOX_MESSAGES.noAddress);
      const copy = await personalDataCopy(db, found.email);
      await db.transaction(async (tx) => {
        await tx.insert(outbox).values({ kind: 'data_copy', payload: { id: found.id } });
        await recordAudit(tx, {
          ...asActor(request.staff!.user, clientIp(request)),
          action: 'data_copy_sent',
          target: `data_request:${found.id}`,
          details: { submissions: copy.submissions.length, requests: copy.requests.length },
        });
      });
      mail.nudge();
      return ok(null, INBOX_MESSAGES.copySent);
    },
  );

  app.post(
    '/admin/inbox/data_request/:id/erasure',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Erases every submission of the person a request is from; the request stays, to be answered and closed',
        description:
          'A web request erases by its e-mail address (the one its code proved); one logged by staff also by its mobile number, which staff checked.',
        params: RequestParamsSchema,
        response: { 200: envelopeSchema(ErasureResultSchema), ...errors, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const found = await requestOf(request.params.id);
      const target = {
        email: found.email || undefined,
        mobile: found.channel === 'staff' && found.mobile ? found.mobile : undefined,
      };
      const erased = await erasePerson(db, target);
      const total = Object.values(erased).reduce((sum, n) => sum + n, 0);
      await recordAudit(db, {
        ...asActor(request.staff!.user, clientIp(request)),
        action: 'erasure',
        target: `data_request:${found.id}`,
        details: {
          by: [target.email ? 'email' : null, target.mobile ? 'mobile' : null].filter(Boolean),
          erased,
          total,
        },
      });
      if (erased['comment']) events.changed({ tables: ['blog_comments'] });
      return ok({ erased, total }, INBOX_MESSAGES.requestErased);
    },
  );

  app.post(
    '/admin/inbox/:kind/:id/correction',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Corrects the name, e-mail address or phone of a submission, at its sender’s request',
        params: InboxParamsSchema,
        body: DataCorrectionSchema,
        response: {
          200: envelopeSchema(z.null()),
          ...errors,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { field, value } = request.body;
      if (!(await findInboxItem(db, kind, id))) throw new HttpError(404, MESSAGES.notFound);
      if (await findErasure(db, kind, id)) throw new HttpError(409, INBOX_MESSAGES.replyToErased);
      const outcome = await db.transaction(async (tx) => {
        const corrected = await correctField(tx, kind, id, field, value);
        if (corrected === 'corrected') {
          // Which field, never its old or new value: the log cannot be erased.
          await recordAudit(tx, {
            ...asActor(request.staff!.user, clientIp(request)),
            action: 'data_corrected',
            target: `${kind}:${id}`,
            details: { field },
          });
        }
        return corrected;
      });
      if (outcome === 'no-such-field')
        throw new HttpError(422, MESSAGES.validation, { field: [INBOX_MESSAGES.notCorrectable] });
      if (outcome === 'bad-value')
        throw new HttpError(422, MESSAGES.validation, {
          value: [
            field === 'email' ? INBOX_MESSAGES.correctedEmail : INBOX_MESSAGES.correctedPhone,
          ],
        });
      if (outcome === 'taken') throw new HttpError(409, INBOX_MESSAGES.addressTaken);
      return ok(null, INBOX_MESSAGES.corrected);
    },
  );
};
