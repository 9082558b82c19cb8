import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactMessageSubmissionSchema,
  SUBMISSION_BODY_LIMIT,
  visitorText,
} from '@harsh/contract';
import { storeContactMessage } from '../../repositories/submissions.js';
import type { SubmissionDeps } from '../deps.js';
import { acceptBotCheckedSubmission, consentNow, submissionResponses } from './common.js';

/** The contact form (`/contact-us`), which the spec posts outside the API (decision 005). */
export const storeContactRoutes: FastifyPluginAsyncZod<SubmissionDeps> = async (app, deps) => {
  const { database } = deps;
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
          '`The bot check failed. Please try again.` and `data.captcha`. `consent` must be `true` (or `on`).',
        body: ContactMessageSubmissionSchema,
        response: submissionResponses,
      },
    },
    (request, reply) => {
      const contact = request.body;
      return acceptBotCheckedSubmission(request, reply, deps, contact, {
        action: 'contact',
        message: visitorText(contact.locale).submitted.contactMessage,
        kind: 'contact message',
        store: (botToken) =>
          storeContactMessage(database.db, contact, {
            consent: consentNow(),
            botToken,
            locale: contact.locale,
          }),
      });
    },
  );
};
