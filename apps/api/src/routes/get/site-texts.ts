import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  ErrorEnvelopeSchema,
  HOME_PAGE_KEYS,
  type HomePageTexts,
  HomePageTextsSchema,
  ROUTE_TEXTS_KEYS,
  type RouteTexts,
  RouteTextsSchema,
  SHARED_BLOCK_KEYS,
  SharedBlockSchema,
  localeMarks,
} from '@harsh/contract';
import { findSharedBlocks, findSiteTexts, siteTextsTable } from '../../content/kinds/site-texts.js';
import { inLocale, oneInLocale } from '../../content/translations.js';
import { keyIn, ReadLocaleQuerySchema } from './in-locale.js';
import { readIn, rowOf } from '../../content/read-tags.js';
import type { Database } from '../../db/client.js';
import { sendCached, withPictures } from '../../services/response-cache.js';
import { withFocalPoints } from '../../repositories/media.js';
import type { RouteDeps } from '../deps.js';

/** A home page's words, each slide's picture with its focal point beside it. */
async function findHomeTexts(db: Database, key: string, locale: string) {
  const texts = await oneInLocale(
    db,
    'home',
    locale,
    (await findSiteTexts(db, 'home', key)) as HomePageTexts | null,
    key,
  );
  return (
    texts && { ...texts, slides: await withFocalPoints(db, texts.slides, (slide) => slide.image) }
  );
}

/** A route's words, its banner's focal point beside it. */
async function findRouteTexts(db: Database, key: string, locale: string) {
  const texts = await oneInLocale(
    db,
    'texts',
    locale,
    (await findSiteTexts(db, 'texts', key)) as RouteTexts | null,
    key,
  );
  return texts && (await withFocalPoints(db, [texts], (found) => found.banner_image))[0]!;
}

/** Every shared block in `locale`, each marked with its own language. */
async function findBlocks(db: Database, locale: string) {
  const blocks = await findSharedBlocks(db);
  if (!blocks) return null;
  const read = await inLocale(
    db,
    'blocks',
    locale,
    Object.entries(blocks).map(([key, block]) => ({ ...block, key })),
    (block) => block.key,
  );
  return Object.fromEntries(read.map(({ key, ...block }) => [key, block]));
}

/** A home page's words and a route's, as published; `{fact}`s are the site's to fill in from the company facts. */
export const siteTextsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { database, cache },
) => {
  app.get(
    '/get/home/:key',
    {
      schema: {
        tags: ['content'],
        summary:
          'A home page’s words: its slides, its blocks’ headings and cards, its search-engine texts',
        params: z.object({ key: z.enum(HOME_PAGE_KEYS as [string, ...string[]]) }),
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(HomePageTextsSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        keyIn(`site_texts:home:${request.params.key}`, request.query.locale),
        () => findHomeTexts(database.db, request.params.key, request.query.locale),
        withPictures(
          readIn([rowOf(siteTextsTable('home'), request.params.key)], request.query.locale),
        ),
      ),
  );

  app.get(
    '/get/texts/:key',
    {
      schema: {
        tags: ['content'],
        summary:
          'A route’s heading, lead, banner and search-engine texts (the routes that are no content page)',
        params: z.object({ key: z.enum(ROUTE_TEXTS_KEYS as [string, ...string[]]) }),
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(RouteTextsSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        keyIn(`site_texts:texts:${request.params.key}`, request.query.locale),
        () => findRouteTexts(database.db, request.params.key, request.query.locale),
        withPictures(
          readIn([rowOf(siteTextsTable('texts'), request.params.key)], request.query.locale),
        ),
      ),
  );

  app.get(
    '/get/blocks',
    {
      schema: {
        tags: ['content'],
        summary:
          'Every shared block (a heading and its text) by key: the calls to ask for a quote, the footer’s, the forms’ introductions',
        querystring: ReadLocaleQuerySchema,
        response: {
          200: envelopeSchema(
            z.object(
              Object.fromEntries(
                SHARED_BLOCK_KEYS.map((key) => [key, SharedBlockSchema.extend(localeMarks)]),
              ),
            ),
          ),
        },
      },
    },
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        keyIn('site_texts:blocks', request.query.locale),
        () => findBlocks(database.db, request.query.locale),
        readIn([siteTextsTable('blocks')], request.query.locale),
      ),
  );
};
