import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BotCheckChallengeSchema, envelopeSchema, ErrorEnvelopeSchema, ok } from '@harsh/contract';
import type { SubmissionDeps } from '../deps.js';

export const captchaChallengeRoutes: FastifyPluginAsyncZod<
  Pick<SubmissionDeps, 'botCheck'>
> = async (app, { botCheck }) => {
  app.get(
    '/captcha/challenge',
    {
      config: { limit: 'requests' },
      schema: {
        tags: ['enquiries'],
        summary: 'How to pass the bot check: a fresh ALTCHA challenge, or the reCAPTCHA site key',
        description:
          'ALTCHA: solve the challenge (altcha-lib `solveChallenge`) and send base64(JSON `{challenge, solution}`) as the form’s `captcha`. ' +
          'reCAPTCHA v3: run `grecaptcha.execute(site_key, {action})` with action `form_type1`, `form_type2` or `contact` and send the token.',
        response: { 200: envelopeSchema(BotCheckChallengeSchema), 429: ErrorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await botCheck.challenge());
    },
  );
};
