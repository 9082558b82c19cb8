import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlogSchema,
  BlogSummarySchema,
  envelopeSchema,
  ErrorEnvelopeSchema,
  SlugParamsSchema,
} from '@harsh/contract';
import { sendCached, withPictures } from '../../../services/response-cache.js';
import { blogKeysBySlug, findBlogBySlug, findPostsBeside } from '../../../repositories/blogs.js';
import { besideListOf } from '../../../content/kinds/posts.js';
import { inLocale, oneInLocale } from '../../../content/translations.js';
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

  app.get(
    '/get/blogs/:slug/beside',
    {
      schema: {
        tags: ['content'],
        summary:
          'The posts a post’s page offers to read next: the three just older than it, or the nearest newer where fewer are older',
        params: SlugParamsSchema,
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(z.array(BlogSummarySchema)), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      const { locale } = request.query;
      let found: Awaited<ReturnType<typeof findPostsBeside>> = null;
      const load = async () => {
        found = await findPostsBeside(database.db, slug);
        if (!found) return null;
        const byKey = new Map(found.beside.map(({ id, summary }) => [summary, String(id)]));
        return inLocale(
          database.db,
          'posts',
          locale,
          found.beside.map(({ summary }) => summary),
          (summary) => byKey.get(summary) ?? '',
        );
      };
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`blogs:beside:${slug}`, locale),
        load,
        withPictures(readIn(['blogs'], locale)),
        // Once read: its own row (found by its slug), the rows it lists, and which those are.
        () => {
          const { id, beside } = found!;
          return [
            ...withPictures(
              readIn(
                [id, ...beside.map((post) => post.id)].map((each) => rowOf('blogs', String(each))),
                locale,
              ),
            ),
            besideListOf(id),
          ];
        },
      );
    },
  );
};
