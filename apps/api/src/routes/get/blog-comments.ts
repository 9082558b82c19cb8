import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlogCommentSchema,
  envelopeSchema,
  ErrorEnvelopeSchema,
  SlugParamsSchema,
} from '@harsh/contract';
import { sendCached } from '../../services/response-cache.js';
import { listPublishedComments } from '../../repositories/blog-comments.js';
import { blogKeysBySlug } from '../../repositories/blogs.js';
import { rowOf } from '../../content/read-tags.js';
import type { RouteDeps } from '../deps.js';

export const blogCommentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { database, cache },
) => {
  app.get(
    '/get/blogs/:slug/comments',
    {
      schema: {
        tags: ['content'],
        summary: "A post's approved comments, oldest first, each with its approved replies",
        description:
          'Comments sent through `POST /store/comment` wait for approval and are not listed until then.',
        params: SlugParamsSchema,
        response: {
          200: envelopeSchema(z.array(BlogCommentSchema)),
          404: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      let key = '';
      const load = async () => {
        key = (await blogKeysBySlug(database.db, [slug])).get(slug) ?? '';
        return listPublishedComments(database.db, slug);
      };
      return sendCached(
        cache,
        request,
        reply,
        `blog_comments:${slug}`,
        load,
        ['blog_comments', 'blogs'],
        // Once read: its post's row (whose slug it was found by), not every post.
        () => ['blog_comments', rowOf('blogs', key)],
      );
    },
  );
};
