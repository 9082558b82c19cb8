import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BranchMovedSchema,
  BranchParamsSchema,
  citySlug,
  envelopeSchema,
  ErrorEnvelopeSchema,
  MovedSchema,
  SlugParamsSchema,
} from '@harsh/contract';
import type { Database } from '../../db/client.js';
import { sendCached } from '../../services/response-cache.js';
import { findBlogSlugById } from '../../repositories/blogs.js';
import { findBranchById } from '../../repositories/branches.js';
import { findServiceById } from '../../repositories/services.js';
import { findMovedItem } from '../../repositories/slug-redirects.js';
import type { RouteDeps } from '../deps.js';

/** Each kind of address that can move: the item kind its redirects are kept under, and its slug now. */
const MOVABLE = {
  blogs: {
    kind: 'posts',
    table: 'blogs',
    slugNow: (db: Database, id: number) => findBlogSlugById(db, id),
  },
  services: {
    kind: 'services',
    table: 'services',
    slugNow: async (db: Database, id: number) => (await findServiceById(db, id))?.slug ?? null,
  },
} as const;

const MovedParamsSchema = SlugParamsSchema.extend({ kind: z.enum(['blogs', 'services']) });

/** Old addresses of posts, services and branches whose address changed (decision 024): where they live now. */
export const movedRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.get(
    '/get/moved/:kind/:slug',
    {
      schema: {
        tags: ['content'],
        summary:
          'Where a blog post or service whose address changed lives now: its slug; 404 when the old slug never was one',
        params: MovedParamsSchema,
        response: { 200: envelopeSchema(MovedSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { kind, slug } = request.params;
      const movable = MOVABLE[kind];
      return sendCached(
        cache,
        request,
        reply,
        `slug_redirects:${movable.kind}:${slug}`,
        async () => {
          const key = await findMovedItem(database.db, movable.kind, slug);
          const now = key ? await movable.slugNow(database.db, Number(key)) : null;
          return now ? { slug: now } : null;
        },
        ['slug_redirects', movable.table],
      );
    },
  );

  app.get(
    '/get/moved/branches/:city/:slug',
    {
      schema: {
        tags: ['branches'],
        summary:
          'Where a branch whose city or slug changed lives now; 404 when the old address never was one',
        params: BranchParamsSchema,
        response: { 200: envelopeSchema(BranchMovedSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { city, slug } = request.params;
      return sendCached(
        cache,
        request,
        reply,
        `slug_redirects:branches:${city}/${slug}`,
        async () => {
          const key = await findMovedItem(database.db, 'branches', `${city}/${slug}`);
          const now = key ? await findBranchById(database.db, Number(key)) : null;
          return now ? { city: citySlug(now.city), slug: now.slug } : null;
        },
        ['slug_redirects', 'branches'],
      );
    },
  );
};
