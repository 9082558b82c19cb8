import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  ErrorEnvelopeSchema,
  type Service,
  ServiceParamsSchema,
  ServiceSchema,
  SlugParamsSchema,
} from '@harsh/contract';
import { sendCached, withPictures } from '../../../services/response-cache.js';
import { oneInLocale } from '../../../content/translations.js';
import { keyIn, ReadLocaleQuerySchema } from '../in-locale.js';
import { readIn } from '../../../content/read-tags.js';
import { findServiceById, findServiceBySlug } from '../../../repositories/services.js';
import type { RouteDeps } from '../../deps.js';

export const singleServiceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { database, cache },
) => {
  const inLocale = (locale: string, service: Service | null) =>
    oneInLocale(database.db, 'services', locale, service, String(service?.id));

  app.get(
    '/get/single/services/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One service by its id (the fixed service routes use 4–10)',
        params: ServiceParamsSchema,
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(ServiceSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { locale } = request.query;
      const load = async () =>
        inLocale(locale, await findServiceById(database.db, request.params.id));
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`services:id:${request.params.id}`, locale),
        load,
        withPictures(readIn(['services'], locale)),
      );
    },
  );

  app.get(
    '/get/single/services/by-slug/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One service by its slug (its page is /services/{slug})',
        params: SlugParamsSchema,
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(ServiceSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { locale } = request.query;
      const load = async () =>
        inLocale(locale, await findServiceBySlug(database.db, request.params.slug));
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`services:slug:${request.params.slug}`, locale),
        load,
        withPictures(readIn(['services'], locale)),
      );
    },
  );
};
