import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlogSchema, envelopeSchema, ErrorEnvelopeSchema, SlugParamsSchema } from '@harsh/contract';
import { sendCached, withPictures } from '../../../services/response-cache.js';
import { blogKeysBySlug, findBlogBySlug } from '../../../repositories/blogs.js';
import { oneInLocale } from '../../../content/translations.js';
import { keyIn, ReadLocaleQuerySchema } from '../in-locale.js';
import { readIn, rowOf } from '../../../content/read-tags.js';
import type { RouteDeps } from '../../deps.js';

export const singleBlogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { database, cache },
) => {
  app.get(
    '/get/single/blogs/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post by its slug',
        params: SlugParamsSchema,
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(BlogSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      const { locale } = request.query;
      let key = '';
      const load = async () => {
        const blog = await findBlogBySlug(database.db, slug);
        key = (await blogKeysBySlug(database.db, [slug])).get(slug) ?? '';
        return oneInLocale(database.db, 'posts', locale, blog, key);
      };
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`blogs:slug:${slug}`, locale),
        load,
        withPictures(readIn(['blogs'], locale)),
        // Once read: its own row (a slug changed is a change to the row, which the old address reads).
        () => withPictures(readIn([rowOf('blogs', key)], locale)),
      );
    },
  );
};
