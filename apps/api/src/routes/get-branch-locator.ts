import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BranchQuerySchema, BranchSchema, envelopeSchema, ErrorEnvelopeSchema } from '@harsh/contract';
import { sendCached } from '../plugins/response-cache.js';
import { findBranchesByCity, findBranchesByState, findBranchesNearPinCode } from '../repositories/branches.js';
import type { RouteDeps } from './deps.js';

export const branchLocatorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.post(
    '/get-branch-locator',
    {
      schema: {
        tags: ['branches'],
        summary: 'The branches in a city, in a state, or nearest a pin code (one of `city`, `state`, `pin_code`; an empty list when there are none)',
        description:
          'A pin code finds at most six branches in its postal circle (a range of two-digit prefixes, as India Post numbers its circles: Maharashtra 40–44), those sharing more leading digits first.',
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
      const { city, state, pin_code: pinCode } = request.body;
      if (pinCode) return sendCached(cache, request, reply, `branches:pin:${pinCode}`, () => findBranchesNearPinCode(database.db, pinCode));
      if (state) {
        const key = state.toLowerCase();
        return sendCached(cache, request, reply, `branches:state:${key}`, () => findBranchesByState(database.db, key));
      }
      const name = city!.toUpperCase();
      return sendCached(cache, request, reply, `branches:city:${name}`, () => findBranchesByCity(database.db, name));
    },
  );
};
