import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ErrorEnvelopeSchema, PageParamsSchema, PageSchema } from '@harsh/contract';
import { oneInLocale } from '../../../content/translations.js';
import { keyIn, ReadLocaleQuerySchema } from '../in-locale.js';
import { readIn, rowOf } from '../../../content/read-tags.js';
import { sendCached, withPictures } from '../../../services/response-cache.js';
import { findPageByNumber } from '../../../repositories/pages.js';
import type { RouteDeps } from '../../deps.js';

export const singlePageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { database, cache },
) => {
  app.get(
    '/get/single/pages/:number',
    {
      schema: {
        tags: ['content'],
        summary: 'One content page by its number',
        params: PageParamsSchema,
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(PageSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { number } = request.params;
      const { locale } = request.query;
      const load = async () =>
        oneInLocale(
          database.db,
          'pages',
          locale,
          await findPageByNumber(database.db, number),
          String(number),
        );
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`pages:${number}`, locale),
        load,
        withPictures(readIn([rowOf('pages', String(number))], locale)),
      );
    },
  );
};
