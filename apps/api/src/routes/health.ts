import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, fail, MESSAGES, ok } from '@harsh/contract';
import type { RouteDeps } from './deps.js';

const HealthSchema = envelopeSchema(z.object({ db: z.enum(['ok', 'down']) }));

/** Liveness and readiness: 200 only while the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness and readiness', response: { 200: HealthSchema, 503: HealthSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
        return ok({ db: 'ok' as const });
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        return reply.status(503).send(fail(MESSAGES.unavailable, { db: 'down' as const }));
      }
    },
  );
};
