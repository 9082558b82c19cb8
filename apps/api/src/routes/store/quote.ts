import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuoteRequestSubmissionSchema, SUBMISSION_BODY_LIMIT, visitorText } from '@harsh/contract';
import { storeQuoteRequest } from '../../repositories/submissions.js';
import type { SubmissionDeps } from '../deps.js';
import { acceptBotCheckedSubmission, consentNow, submissionResponses } from './common.js';

/** Requests for a quotation: the variants' request-a-quote box and `/services/detail`'s Book other services. */
export const storeQuoteRoutes: FastifyPluginAsyncZod<SubmissionDeps> = async (app, deps) => {
  const { database } = deps;
  app.post(
    '/store/quote',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { limit: 'submissions' },
      schema: {
        tags: ['enquiries'],
        summary: 'Stores a request for a quotation and notifies the company',
        description:
          'Weight in kg and sizes in cm, each more than 0; `freight_type` one of Road, Train, Air, Sea; `incoterms` an ' +
          'Incoterms 2020 code; the add-ons are booleans (or `on`); `service` names the service when the request came from ' +
          'its page. `captcha` must pass the bot check (action `quote`); `consent` must be `true` (or `on`).',
        body: QuoteRequestSubmissionSchema,
        response: submissionResponses,
      },
    },
    (request, reply) => {
      const quote = request.body;
      return acceptBotCheckedSubmission(request, reply, deps, quote, {
        action: 'quote',
        message: visitorText(quote.locale).submitted.quoteRequest,
        kind: 'quote request',
        store: (botToken) =>
          storeQuoteRequest(database.db, quote, {
            consent: consentNow(),
            botToken,
            locale: quote.locale,
          }),
      });
    },
  );
};
