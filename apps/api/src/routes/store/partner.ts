import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnerBotCheckAction,
  PartnerEnquirySubmissionSchema,
  SUBMISSION_BODY_LIMIT,
  visitorText,
} from '@harsh/contract';
import { storePartnerEnquiry } from '../../repositories/submissions.js';
import type { SubmissionDeps } from '../deps.js';
import { acceptBotCheckedSubmission, consentNow, submissionResponses } from './common.js';

/** Spec §7: the vendor (type 1) and business partner (type 2) enquiry. */
export const storePartnerRoutes: FastifyPluginAsyncZod<SubmissionDeps> = async (app, deps) => {
  const { database } = deps;
  app.post(
    '/store/partner',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { limit: 'submissions' },
      schema: {
        tags: ['enquiries'],
        summary:
          'Stores a vendor (type 1) or business partner (type 2) enquiry and notifies the company',
        description:
          '`captcha` must pass the bot check (action `form_type1` or `form_type2`); a missing or bad one answers 422 with ' +
          'the message `The bot check failed. Please try again.` and `data.captcha`. `consent` must be `true` (or `on`).',
        body: PartnerEnquirySubmissionSchema,
        response: submissionResponses,
      },
    },
    (request, reply) => {
      const enquiry = request.body;
      return acceptBotCheckedSubmission(request, reply, deps, enquiry, {
        action: partnerBotCheckAction(enquiry.type),
        message: visitorText(enquiry.locale).submitted.partnerEnquiry,
        kind: enquiry.type === 1 ? 'vendor enquiry' : 'business partner enquiry',
        store: (botToken) =>
          storePartnerEnquiry(database.db, enquiry, {
            consent: consentNow(),
            botToken,
            locale: enquiry.locale,
          }),
      });
    },
  );
};
