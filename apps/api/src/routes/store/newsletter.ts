import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NewsletterSubmissionSchema,
  ok,
  SUBMISSION_BODY_LIMIT,
  visitorText,
} from '@harsh/contract';
import { subscribeToNewsletter } from '../../repositories/submissions.js';
import type { SubmissionDeps } from '../deps.js';
import { answeredHoneypot, consentNow, submissionResponses } from './common.js';

/**
 * Newsletter sign-up (decision 005: the spec's boxes had no action). Idempotent per address, and
 * every sign-up gets the same answer, so nobody learns who is on the list (decision 012). No bot
 * check: it stores one address once, and the rate limit and honeypot hold back floods.
 */
export const storeNewsletterRoutes: FastifyPluginAsyncZod<
  Pick<SubmissionDeps, 'database' | 'notifyQueued'>
> = async (app, { database, notifyQueued }) => {
  app.post(
    '/store/newsletter',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { limit: 'submissions' },
      schema: {
        tags: ['enquiries'],
        summary:
          'Subscribes an e-mail address to the newsletter (once per address; every sign-up gets the same answer)',
        body: NewsletterSubmissionSchema,
        response: submissionResponses,
      },
    },
    async (request, reply) => {
      const signup = request.body;
      const honeypot = answeredHoneypot(
        signup,
        request,
        reply,
        visitorText(signup.locale).submitted.newsletterSubscribed,
      );
      if (honeypot) return honeypot;
      const { id, alreadySubscribed } = await subscribeToNewsletter(database.db, signup.email, {
        consent: consentNow(),
        locale: signup.locale,
      });
      request.log.info(
        { newsletterSubscriptionId: id },
        alreadySubscribed
          ? 'newsletter address already subscribed'
          : 'newsletter subscription stored',
      );
      if (!alreadySubscribed) notifyQueued();
      // Every sign-up gets the same answer: whether an address was on the list already is nobody's
      // to learn by typing it in.
      return reply
        .status(201)
        .send(ok(null, visitorText(signup.locale).submitted.newsletterSubscribed));
    },
  );
};
