import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DATA_REQUEST_CODE_MINUTES,
  DATA_REQUEST_STEP_SCHEMAS,
  DataRequestPendingSchema,
  DataRequestStatusSchema,
  DataRequestSubmissionSchema,
  DataRequestVerifiedSchema,
  envelopeSchema,
  ErrorEnvelopeSchema,
  localeSetting,
  ok,
  SUBMISSION_BODY_LIMIT,
  visitorText,
} from '@harsh/contract';
import { z } from 'zod';
import { botCheckFailed, passBotCheck } from '../../services/bot-check/index.js';
import { networkOf } from '../../services/client-address.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../../repositories/audit-log.js';
import {
  dataRequestStatus,
  openDataRequest,
  resendDataRequestCode,
  verifyDataRequest,
} from '../../repositories/data-requests.js';
import { findCompanySettings } from '../../repositories/settings.js';
import type { SubmissionDeps } from '../deps.js';
import { consentNow } from './common.js';

const limited = { limit: 'submissions' } as const;
const stepResponses = {
  404: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/**
 * A person's requests about their own data (issue 30, decision 047), from `/your-data`: asked
 * for, proved by the code mailed to the address they concern, then followed on a status page.
 * Every address gets the same answers in the same steps, so nobody learns from them whether we
 * hold anything for an address; caps say nothing either (they show in the log only). The routes
 * answer in the body's language.
 */
export const dataRequestRoutes: FastifyPluginAsyncZod<SubmissionDeps> = async (
  app,
  { database, botCheck, notifyQueued, clientIp },
) => {
  const { db } = database;

  app.post(
    '/store/data-request',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: limited,
      schema: {
        tags: ['enquiries'],
        summary:
          'Asks for a copy, a correction, erasure, withdrawal, a nominee or a grievance; mails a one-time code to the address',
        description:
          'The same 201 for every address. The answer holds `pending`, which the code step sends back with the code; ' +
          '`captcha` must pass the bot check (action `data_request`).',
        body: DataRequestSubmissionSchema,
        response: {
          201: envelopeSchema(DataRequestPendingSchema),
          413: ErrorEnvelopeSchema,
          ...stepResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const codeSent = visitorText(body.locale).dataRequest.codeSent({
        email: body.email,
        minutes: DATA_REQUEST_CODE_MINUTES,
      });
      if (body.website) {
        // A bot filled the hidden field: it is told what a person is, with a token that names nothing.
        request.log.info('honeypot filled: data request answered, not stored');
        return reply
          .status(201)
          .send(ok({ pending: randomBytes(16).toString('base64url') }, codeSent));
      }
      const token = await passBotCheck(
        botCheck,
        body.captcha,
        'data_request',
        request.log,
        body.locale,
      );
      const outcome = await openDataRequest(db, body, { consent: consentNow(), botToken: token });
      if (!outcome.stored) throw botCheckFailed(body.locale);
      request.log.info({ codeQueued: outcome.codeQueued }, 'data request opened');
      notifyQueued();
      return reply.status(201).send(ok({ pending: outcome.pending }, codeSent));
    },
  );

  app.post(
    '/store/data-request/verify',
    {
      config: limited,
      schema: {
        tags: ['enquiries'],
        summary:
          'Proves a data request with the code from the e-mail: it then has a reference and a due date',
        description:
          'Every failure (wrong, expired, used, too many tries, no such request) is the same 422 on `code`.',
        body: DATA_REQUEST_STEP_SCHEMAS.verify,
        response: { 200: envelopeSchema(DataRequestVerifiedSchema), ...stepResponses },
      },
    },
    async (request) => {
      const { pending, code, locale } = request.body;
      const { dataRequest } = visitorText(locale);
      const company = await findCompanySettings(db);
      const proved = await verifyDataRequest(
        db,
        pending,
        code,
        company?.data_rights.reply_days ?? 30,
      );
      if (!proved?.dueAt)
        throw new HttpError(422, dataRequest.codeWrong, { code: [dataRequest.codeWrong] });
      await recordAudit(db, {
        actorId: null,
        actorEmail: 'visitor',
        ip: 'visitor',
        action: 'data_request_verified',
        target: `data_request:${proved.id}`,
        details: { right: proved.right },
      });
      notifyQueued();
      const date = new Intl.DateTimeFormat(localeSetting(locale).tag, {
        timeZone: 'Asia/Kolkata',
        dateStyle: 'long',
      }).format(new Date(proved.dueAt));
      return ok(
        {
          reference: proved.reference,
          right: proved.right,
          due_at: new Date(proved.dueAt).toISOString(),
        },
        dataRequest.verified({ reference: proved.reference, date }),
      );
    },
  );

  app.post(
    '/store/data-request/resend',
    {
      config: limited,
      schema: {
        tags: ['enquiries'],
        summary:
          'Mails a new code for a data request still waiting for one; earlier codes stop working',
        description: 'Always the same 200, whether or not a code went.',
        body: DATA_REQUEST_STEP_SCHEMAS.resend,
        response: { 200: envelopeSchema(z.null()), ...stepResponses },
      },
    },
    async (request) => {
      const { pending, locale } = request.body;
      const sent = await resendDataRequestCode(db, pending);
      request.log.info({ sent }, 'data request code asked for again');
      if (sent) notifyQueued();
      return ok(null, visitorText(locale).dataRequest.resent);
    },
  );

  app.post(
    '/store/data-request/status',
    {
      config: limited,
      schema: {
        tags: ['enquiries'],
        summary:
          'Where a data request stands, by its reference and the status code from its e-mail',
        description:
          'A POST, so that neither goes into an address or a log. Every failure is the same 404; ' +
          'five wrong codes rest the reference for 15 minutes for the network (IPv4 address, IPv6 /64) that sent them.',
        body: DATA_REQUEST_STEP_SCHEMAS.status,
        response: { 200: envelopeSchema(DataRequestStatusSchema), ...stepResponses },
      },
    },
    async (request, reply) => {
      const { reference, status_code, locale } = request.body;
      const status = await dataRequestStatus(
        db,
        reference,
        status_code,
        networkOf(clientIp(request)),
      );
      if (!status) throw new HttpError(404, visitorText(locale).dataRequest.statusWrong);
      reply.header('cache-control', 'no-store');
      return ok(status);
    },
  );
};
