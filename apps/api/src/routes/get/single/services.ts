import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ErrorEnvelopeSchema, ServiceParamsSchema, ServiceSchema, SlugParamsSchema } from '@harsh/contract';
import { sendCached, withPictures } from '../../../plugins/response-cache.js';
import { findServiceById, findServiceBySlug } from '../../../repositories/services.js';
import type { RouteDeps } from '../../deps.js';

export const singleServiceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.get(
    '/get/single/services/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One service by its id (the fixed service routes use 4–10)',
        params: ServiceParamsSchema,
        response: { 200: envelopeSchema(ServiceSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) =>
      sendCached(cache, request, reply, `services:id:${request.params.id}`, () => findServiceById(database.db, request.params.id), withPictures('services')),
  );

  app.get(
    '/get/single/services/by-slug/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One service by its slug (its page is /services/{slug})',
        params: SlugParamsSchema,
        response: { 200: envelopeSchema(ServiceSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) =>
      sendCached(cache, request, reply, `services:slug:${request.params.slug}`, () => findServiceBySlug(database.db, request.params.slug), withPictures('services')),
  );

};
