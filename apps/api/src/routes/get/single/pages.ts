import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ErrorEnvelopeSchema, PageParamsSchema, PageSchema } from '@harsh/contract';
import { sendCached, withPictures } from '../../../plugins/response-cache.js';
import { findPageByNumber } from '../../../repositories/pages.js';
import type { RouteDeps } from '../../deps.js';

export const singlePageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.get(
    '/get/single/pages/:number',
    {
      schema: {
        tags: ['content'],
        summary: 'One content page by its number',
        params: PageParamsSchema,
        response: { 200: envelopeSchema(PageSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) =>
      sendCached(cache, request, reply, `pages:${request.params.number}`, () => findPageByNumber(database.db, request.params.number), withPictures('pages')),
  );
};
