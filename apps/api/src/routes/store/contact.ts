import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageSubmissionSchema, ok, SUBMISSION_MESSAGES } from '@harsh/contract';
import { botCheckFailed, passBotCheck } from '../../plugins/bot-check/index.js';
import { storeContactMessage } from '../../repositories/submissions.js';
import type { SubmissionDeps } from '../deps.js';
import { answeredHoneypot, consentNow, SUBMISSION_BODY_LIMIT, submissionResponses } from './common.js';

/** The contact form (`/contact-us`), which the spec posts outside the API (decision 005). */
export const storeContactRoutes: FastifyPluginAsyncZod<SubmissionDeps> = async (app, { database, botCheck, notifyQueued }) => {
  app.post(
    '/store/contact',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { limit: 'submissions' },
      schema: {
        tags: ['enquiries'],
        summary: 'Stores a contact message and notifies the company',
        description:
          '`captcha` must pass the bot check (action `contact`); a missing or bad one answers 422 with the message ' +
          '`reCAPTCHA validation failed. Please try again.` and `data.captcha`. `consent` must be `true` (or `on`).',
        body: ContactMessageSubmissionSchema,
        response: submissionResponses,
      },
    },
    async (request, reply) => {
      const contact = request.body;
      const honeypot = answeredHoneypot(contact, request, reply, SUBMISSION_MESSAGES.contactMessage);
      if (honeypot) return honeypot;
      const token = await passBotCheck(botCheck, contact.captcha, 'contact', request.log);
      const outcome = await storeContactMessage(database.db, contact, { consent: consentNow(), botToken: token });
      if (!outcome.stored) {
        request.log.info({ reason: outcome.reason }, 'bot check failed');
        throw botCheckFailed();
      }
      request.log.info({ contactMessageId: outcome.id }, 'contact message stored');
      notifyQueued();
      return reply.status(201).send(ok({ id: outcome.id }, SUBMISSION_MESSAGES.contactMessage));
    },
  );
};
