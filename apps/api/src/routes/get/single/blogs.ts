import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlogSchema, envelopeSchema, ErrorEnvelopeSchema, MovedSchema, SlugParamsSchema } from '@harsh/contract';
import { sendCached } from '../../../plugins/response-cache.js';
import { findBlogBySlug, findBlogSlugById } from '../../../repositories/blogs.js';
import { findMovedItem } from '../../../repositories/slug-redirects.js';
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
      sendCached(cache, request, reply, `blogs:slug:${request.params.slug}`, () =>
        findBlogBySlug(database.db, request.params.slug),
      ),
  );

  app.get(
    '/get/moved/blogs/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'Where a post whose address changed lives now: its slug; 404 when the old slug never was one',
        params: SlugParamsSchema,
        response: { 200: envelopeSchema(MovedSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        `slug_redirects:posts:${request.params.slug}`,
        async () => {
          const key = await findMovedItem(database.db, 'posts', request.params.slug);
          const slug = key ? await findBlogSlugById(database.db, Number(key)) : null;
          return slug ? { slug } : null;
        },
        ['slug_redirects', 'blogs'],
      ),
  );
};
