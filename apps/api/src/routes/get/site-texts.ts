import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ErrorEnvelopeSchema, HOME_PAGE_KEYS, HomePageDraftSchema, ROUTE_TEXTS_KEYS, RouteTextsDraftSchema } from '@harsh/contract';
import { findSiteTexts } from '../../content/kinds/site-texts.js';
import { sendCached } from '../../plugins/response-cache.js';
import type { RouteDeps } from '../deps.js';

/** A home page's words and a route's, as published; `{fact}`s are the site's to fill in from the company facts. */
export const siteTextsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.get(
    '/get/home/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'A home page’s words: its slides, its blocks’ headings and cards, its search-engine texts',
        params: z.object({ key: z.enum(HOME_PAGE_KEYS as [string, ...string[]]) }),
        response: { 200: envelopeSchema(HomePageDraftSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => sendCached(cache, request, reply, `site_texts:home:${request.params.key}`, () => findSiteTexts(database.db, 'home', request.params.key)),
  );

  app.get(
    '/get/texts/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'A route’s heading, lead, banner and search-engine texts (the routes that are no content page)',
        params: z.object({ key: z.enum(ROUTE_TEXTS_KEYS as [string, ...string[]]) }),
        response: { 200: envelopeSchema(RouteTextsDraftSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => sendCached(cache, request, reply, `site_texts:texts:${request.params.key}`, () => findSiteTexts(database.db, 'texts', request.params.key)),
  );
};
