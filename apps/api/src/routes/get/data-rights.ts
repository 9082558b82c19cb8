import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DataRightsSchema, envelopeSchema, GRIEVANCE_DAYS, ok } from '@harsh/contract';

/** The periods the `/your-data` page states that are the server's to know (the rest are company facts). */
export const dataRightsRoutes: FastifyPluginAsyncZod<{
  retentionDays: number | null;
  mailSending: boolean;
}> = async (app, { retentionDays, mailSending }) => {
  app.get(
    '/get/data-rights',
    {
      schema: {
        tags: ['content'],
        summary:
          'How long submissions are kept, and how long a grievance may take (for the page on visitors’ data rights)',
        response: { 200: envelopeSchema(DataRightsSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok({
        retention_days: retentionDays,
        grievance_days: GRIEVANCE_DAYS,
        by_email: mailSending,
      });
    },
  );
};
