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
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        `blog_comments:${request.params.slug}`,
        () => listPublishedComments(database.db, request.params.slug),
        ['blog_comments', 'blogs'],
      ),
  );
};
