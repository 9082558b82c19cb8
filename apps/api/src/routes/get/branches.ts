import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Branch,
  type BranchDetail,
  BranchDetailSchema,
  BranchParamsSchema,
  BranchSchema,
  envelopeSchema,
  ErrorEnvelopeSchema,
} from '@harsh/contract';
import { sendCached } from '../../services/response-cache.js';
import {
  findBranchDetail,
  findBranchesByCitySlug,
  listBranches,
  listBranchStates,
} from '../../repositories/branches.js';
import type { RouteDeps } from '../deps.js';
import { inLocale, oneInLocale } from '../../content/translations.js';
import { keyIn, ReadLocaleQuerySchema } from './in-locale.js';
import { readIn, rowOf } from '../../content/read-tags.js';
import { cityListOf, nearbyListOf } from '../../content/kinds/branches.js';

/** The branch directory and each branch's page (the locator's search is `POST /get-branch-locator`). */
export const branchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.get(
    '/get/branches',
    {
      schema: {
        tags: ['branches'],
        summary: 'Every branch, by state, city and name',
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(z.array(BranchSchema)) },
      },
    },
    (request, reply) => {
      const { locale } = request.query;
      const load = async () =>
        inLocale(database.db, 'branches', locale, await listBranches(database.db), (branch) =>
          String(branch.id),
        );
      return sendCached(
        cache,
        request,
        reply,
        keyIn('branches:all', locale),
        load,
        readIn(['branches'], locale),
      );
    },
  );

  app.get(
    '/get/city-branches/:city',
    {
      schema: {
        tags: ['branches'],
        summary:
          'The branches of one city, by its address (`navi-mumbai`), by name; none: an empty list',
        params: BranchParamsSchema.pick({ city: true }),
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(z.array(BranchSchema)) },
      },
    },
    (request, reply) => {
      const { city } = request.params;
      const { locale } = request.query;
      const load = async () =>
        inLocale(
          database.db,
          'branches',
          locale,
          await findBranchesByCitySlug(database.db, city),
          (branch) => String(branch.id),
        );
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`branches:city-page:${city}`, locale),
        load,
        readIn(['branches'], locale),
        // Once read: its branches' rows, and which branches the city has.
        (list: Branch[]) => [
          ...readIn(
            list.map((branch) => rowOf('branches', String(branch.id))),
            locale,
          ),
          cityListOf(city),
        ],
      );
    },
  );

  app.get(
    '/get/branch-states',
    {
      schema: {
        tags: ['branches'],
        summary: 'The distinct states that have branches, sorted',
        response: { 200: envelopeSchema(z.array(z.string())) },
      },
    },
    (request, reply) =>
      sendCached(cache, request, reply, 'branches:states', () => listBranchStates(database.db)),
  );

  app.get(
    '/get/branches/:city/:slug',
    {
      schema: {
        tags: ['branches'],
        summary: "One branch by its page's address, with its hours, services and nearest branches",
        params: BranchParamsSchema,
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(BranchDetailSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { city, slug } = request.params;
      const { locale } = request.query;
      const load = async () => {
        const branch = await findBranchDetail(database.db, city, slug);
        if (!branch) return null;
        // The services it offers and the branches near it are read in the page's language too.
        const [services, nearby] = await Promise.all([
          inLocale(database.db, 'services', locale, branch.services, (service) =>
            String(service.id),
          ),
          inLocale(database.db, 'branches', locale, branch.nearby, (other) => String(other.id)),
        ]);
        return oneInLocale(
          database.db,
          'branches',
          locale,
          { ...branch, services, nearby },
          String(branch.id),
        );
      };
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`branches:detail:${city}:${slug}`, locale),
        load,
        readIn(['branches', 'services'], locale),
        // Once read: its own row, the rows its list of nearest branches shows, and that list.
        (detail: BranchDetail) => [
          ...readIn(
            [detail, ...detail.nearby].map((branch) => rowOf('branches', String(branch.id))),
            locale,
          ),
          ...readIn(['services'], locale),
          nearbyListOf(detail.id),
        ],
      );
    },
  );
};
