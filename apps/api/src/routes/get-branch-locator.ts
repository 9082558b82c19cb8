import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BranchQuerySchema,
  DEFAULT_LOCALE,
  envelopeSchema,
  ErrorEnvelopeSchema,
  LocatedBranchSchema,
  visitorText,
} from '@harsh/contract';
import { pinCodePosition } from '../places/pin-codes.js';
import { HttpError } from '../plugins/errors.js';
import { sendCached } from '../services/response-cache.js';
import {
  findBranchesByCity,
  findBranchesByState,
  findBranchesNear,
} from '../repositories/branches.js';
import type { RouteDeps } from './deps.js';
import { inLocale } from '../content/translations.js';
import { keyIn } from './get/in-locale.js';
import { readIn } from '../content/read-tags.js';

export const branchLocatorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { database, cache },
) => {
  app.post(
    '/get-branch-locator',
    {
      schema: {
        tags: ['branches'],
        summary:
          'The branches in a city, in a state, or nearest a pin code (one of `city`, `state`, `pin_code`; an empty list when there are none)',
        description:
          'A pin code finds at most six branches within 300 km of its place (from India Post’s directory, by GeoNames), nearest first, each with `distance_km`; a pin code the directory does not have is refused with 422.',
        body: BranchQuerySchema,
        response: {
          200: envelopeSchema(z.array(LocatedBranchSchema)),
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { city, state, pin_code: pinCode, locale = DEFAULT_LOCALE.code } = request.body;
      // The branches in the visitor's language where they are translated (decision 044).
      const found =
        <T extends { id: number }>(find: () => Promise<T[]>) =>
        async () =>
          inLocale(database.db, 'branches', locale, await find(), (branch) => String(branch.id));
      const tables = readIn(['branches'], locale);
      if (pinCode) {
        const place = await pinCodePosition(pinCode);
        if (!place) {
          const { answers, pinCode: said } = visitorText(locale);
          throw new HttpError(422, answers.validation, { pin_code: [said.unknown] });
        }
        return sendCached(
          cache,
          request,
          reply,
          keyIn(`branches:pin:${pinCode}`, locale),
          found(() => findBranchesNear(database.db, place)),
          tables,
        );
      }
      if (state) {
        const key = state.toLowerCase();
        return sendCached(
          cache,
          request,
          reply,
          keyIn(`branches:state:${key}`, locale),
          found(() => findBranchesByState(database.db, key)),
          tables,
        );
      }
      const name = city!.toUpperCase();
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`branches:city:${name}`, locale),
        found(() => findBranchesByCity(database.db, name)),
        tables,
      );
    },
  );
};
