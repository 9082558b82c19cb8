import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import {
  ErrorEnvelopeSchema,
  MEDIA_FILE_NAME,
  MediaFileParamsSchema,
  MESSAGES,
} from '@harsh/contract';
import type { StoredMediaFile } from '../content/media-store.js';
import { isNotModified } from '../services/conditional-request.js';
import { EVERY_TABLE } from '../services/content-events.js';
import { HttpError } from '../plugins/errors.js';
import type { RouteDeps } from './deps.js';

/** A file's address carries its content's hash: it never changes, so browsers and CDNs keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files served lately, kept in memory: a page's pictures are asked for together, and again by the next visitor. */
const CACHE_BYTES = 16 * 1024 * 1024;

/** The media library's files (`/media/lib/{hash}-{w}x{h}-{width}.{avif|webp}`), the same from every instance. */
export const mediaLibraryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { mediaStore, events },
) => {
  const kept = new LRUCache<string, StoredMediaFile>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (file) => Math.max(1, file.bytes.byteLength),
    fetchMethod: async (name) => (await mediaStore.read(name)) ?? undefined,
  });
  // A deleted picture's files stop being served here too (the relay tells other instances).
  events.onChange(({ tables }) => {
    if (tables.includes('media') || tables.includes(EVERY_TABLE)) kept.clear();
  });

  app.get(
    '/media/lib/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A file of a library picture, by its content-hashed name',
        params: MediaFileParamsSchema,
        response: {
          200: z.any().describe('AVIF or WebP'),
          304: z.null().describe('not modified'),
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = MEDIA_FILE_NAME.test(name) ? await kept.fetch(name) : undefined;
      if (!file) throw new HttpError(404, MESSAGES.notFound);
      const etag = `"${name}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag).type(file.contentType);
      if (isNotModified(request.headers['if-none-match'], etag))
        return reply.status(304).send(null);
      return reply.send(
        Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      );
    },
  );
};
