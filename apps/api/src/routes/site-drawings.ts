import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema, MESSAGES } from '@harsh/contract';
import { chooseEncoding, compressBody, type Encoding } from '../services/body-encoding.js';
import { isNotModified } from '../services/conditional-request.js';
import { HttpError } from '../plugins/errors.js';

/** The drawings change only with a deploy: a month of caching, revalidated by ETag after. */
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

interface Drawing {
  body: Buffer;
  etag: string;
  /** Each encoding made once, on its first request, at the strongest level. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** Made once for each drawing and encoding: the strongest levels. */
const STRONGEST = { br: 11, gzip: 9 };

/**
 * The site's own drawings (`seed/media/*.svg`: banners, logo, icons of services), read once at
 * start and served from memory, compressed once. They are a fixed set of about 190 KB; read from
 * disk, checked and compressed again for every request, they were served at 15 % of a bare
 * server's speed (bench/api, issue 8).
 */
export const siteDrawingRoutes: FastifyPluginAsyncZod<{ mediaDir: string }> = async (
  app,
  { mediaDir },
) => {
  const drawings = new Map<string, Drawing>();
  for (const name of await readdir(mediaDir)) {
    if (!name.endsWith('.svg')) continue;
    const body = await readFile(join(mediaDir, name));
    drawings.set(name, {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      encoded: {},
    });
  }

  app.get(
    '/media/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A drawing of the site (SVG), by its file name',
        params: z.object({ name: z.string().max(200) }),
        response: {
          200: z.any().describe('SVG'),
          304: z.null().describe('not modified'),
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const drawing = drawings.get(request.params.name);
      if (!drawing) throw new HttpError(404, MESSAGES.notFound);
      reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', drawing.etag)
        .header('vary', 'accept-encoding')
        .type('image/svg+xml');
      if (isNotModified(request.headers['if-none-match'], drawing.etag))
        return reply.status(304).send(null);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(drawing.body);
      // A compression that failed is tried again by the next request, not kept as a failure.
      drawing.encoded[encoding] ??= compressBody(drawing.body, encoding, STRONGEST).catch(
        (error: unknown) => {
          delete drawing.encoded[encoding];
          throw error;
        },
      );
      return reply.header('content-encoding', encoding).send(await drawing.encoded[encoding]);
    },
  );
};
