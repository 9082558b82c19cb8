import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerBotCheckAction, PartnerEnquirySubmissionSchema, ok, SUBMISSION_MESSAGES } from '@harsh/contract';
import { botCheckFailed, passBotCheck } from '../../plugins/bot-check/index.js';
import { storePartnerEnquiry } from '../../repositories/submissions.js';
import type { SubmissionDeps } from '../deps.js';
import { answeredHoneypot, consentNow, SUBMISSION_BODY_LIMIT, submissionResponses } from './common.js';

/** Spec §7: the vendor (type 1) and business partner (type 2) enquiry. */
export const storePartnerRoutes: FastifyPluginAsyncZod<SubmissionDeps> = async (app, { database, botCheck, notifyQueued }) => {
  app.post(
    '/store/partner',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { limit: 'submissions' },
      schema: {
        tags: ['enquiries'],
        summary: 'Stores a vendor (type 1) or business partner (type 2) enquiry and notifies the company',
        description:
          '`captcha` must pass the bot check (action `form_type1` or `form_type2`); a missing or bad one answers 422 with ' +
          'the message `reCAPTCHA validation failed. Please try again.` and `data.captcha`. `consent` must be `true` (or `on`).',
        body: PartnerEnquirySubmissionSchema,
        response: submissionResponses,
      },
    },
    async (request, reply) => {
      const enquiry = request.body;
      const honeypot = answeredHoneypot(enquiry, request, reply, SUBMISSION_MESSAGES.partnerEnquiry);
      if (honeypot) return honeypot;
      const token = await passBotCheck(botCheck, enquiry.captcha, partnerBotCheckAction(enquiry.type), request.log);
      const outcome = await storePartnerEnquiry(database.db, enquiry, { consent: consentNow(), botToken: token });
      if (!outcome.stored) {
        request.log.info({ reason: outcome.reason }, 'bot check failed');
        throw botCheckFailed();
      }
      request.log.info({ partnerEnquiryId: outcome.id, type: enquiry.type }, 'partner enquiry stored');
      notifyQueued();
      return reply.status(201).send(ok({ id: outcome.id }, SUBMISSION_MESSAGES.partnerEnquiry));
    },
  );
};
