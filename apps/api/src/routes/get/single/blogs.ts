import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlogSchema, envelopeSchema, ErrorEnvelopeSchema, SlugParamsSchema } from '@harsh/contract';
import { sendCached, withPictures } from '../../../plugins/response-cache.js';
import { findBlogBySlug } from '../../../repositories/blogs.js';
import type { RouteDeps } from '../../deps.js';

export const singleBlogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.get(
    '/get/single/blogs/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post by its slug',
        params: SlugParamsSchema,
        response: { 200: envelopeSchema(BlogSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) =>
      sendCached(cache, request, reply, `blogs:slug:${request.params.slug}`, () => findBlogBySlug(database.db, request.params.slug), withPictures('blogs')),
  );

};
