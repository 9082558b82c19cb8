import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PER_PAGE,
  envelopeSchema,
  ErrorEnvelopeSchema,
  LocaleQuerySchema,
  paginatorSchema,
  SearchQuerySchema,
  SearchResultSchema,
} from '@harsh/contract';
import { sendCached } from '../services/response-cache.js';
import { paginate } from '../repositories/pagination.js';
import { searchContent } from '../repositories/search.js';
import type { RouteDeps } from './deps.js';

/** A search result changes when any of these does. */
const SEARCHED_TABLES = ['pages', 'services', 'blogs', 'branches', 'content_translations'] as const;

export const searchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['content'],
        summary:
          'Full-text search over pages, services, blogs and branches, ranked, with a snippet; with `locale`, their translations too',
        querystring: SearchQuerySchema.extend(LocaleQuerySchema.shape),
        response: {
          200: envelopeSchema(paginatorSchema(SearchResultSchema)),
          422: ErrorEnvelopeSchema,
        },
      },
    },
    (request, reply) => {
      const { q, page, locale } = request.query;
      if (!q)
        return sendCached(cache, request, reply, 'search:empty', async () =>
          paginate([], 1, DEFAULT_PER_PAGE, 0),
        );
      return sendCached(
        cache,
        request,
        reply,
        `search:${locale}:${page}:${q.toLowerCase()}`,
        () => searchContent(database.db, q, page, DEFAULT_PER_PAGE, locale),
        SEARCHED_TABLES,
      );
    },
  );
};
