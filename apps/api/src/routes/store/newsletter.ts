import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, NewsletterSubmissionSchema, ok, SUBMISSION_MESSAGES, SUBMISSION_BODY_LIMIT } from '@harsh/contract';
import { subscribeToNewsletter } from '../../repositories/submissions.js';
import type { SubmissionDeps } from '../deps.js';
import { answeredHoneypot, consentNow, StoredSchema, submissionResponses } from './common.js';

/**
 * Newsletter sign-up (decision 005: the spec's boxes had no action). Idempotent per address: a
 * second sign-up answers 200 and says so. No bot check: it stores one address once, and the rate
 * limit and honeypot hold back floods.
 */
export const storeNewsletterRoutes: FastifyPluginAsyncZod<Pick<SubmissionDeps, 'database' | 'notifyQueued'>> = async (
  app,
  { database, notifyQueued },
) => {
  app.post(
    '/store/newsletter',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { limit: 'submissions' },
      schema: {
        tags: ['enquiries'],
        summary: 'Subscribes an e-mail address to the newsletter (once per address)',
        body: NewsletterSubmissionSchema,
        response: { ...submissionResponses, 200: envelopeSchema(StoredSchema) },
      },
    },
    async (request, reply) => {
      const signup = request.body;
      const honeypot = answeredHoneypot(signup, request, reply, SUBMISSION_MESSAGES.newsletterSubscribed);
      if (honeypot) return honeypot;
      const { id, alreadySubscribed } = await subscribeToNewsletter(database.db, signup.email, { consent: consentNow() });
      if (alreadySubscribed) {
        request.log.info({ newsletterSubscriptionId: id }, 'newsletter address already subscribed');
        return reply.status(200).send(ok({ id }, SUBMISSION_MESSAGES.newsletterAlreadySubscribed));
      }
      request.log.info({ newsletterSubscriptionId: id }, 'newsletter subscription stored');
      notifyQueued();
      return reply.status(201).send(ok({ id }, SUBMISSION_MESSAGES.newsletterSubscribed));
    },
  );
};
