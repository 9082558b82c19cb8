import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BranchQuerySchema, BranchSchema, envelopeSchema, ErrorEnvelopeSchema } from '@harsh/contract';
import { sendCached } from '../plugins/response-cache.js';
import { findBranchesByCity } from '../repositories/branches.js';
import type { RouteDeps } from './deps.js';

export const branchLocatorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.post(
    '/get-branch-locator',
    {
      schema: {
        tags: ['branches'],
        summary: 'The branches in a city (an empty list when there are none)',
        body: BranchQuerySchema,
        response: {
          200: envelopeSchema(z.array(BranchSchema)),
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    (request, reply) => {
      const city = request.body.city.toUpperCase();
      return sendCached(cache, request, reply, `branches:city:${city}`, () => findBranchesByCity(database.db, city));
    },
  );
};
