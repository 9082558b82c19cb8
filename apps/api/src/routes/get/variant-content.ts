import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, VARIANT_CONTENT, type VariantContentType } from '@harsh/contract';
import { inLocale } from '../../content/translations.js';
import { keyIn, ReadLocaleQuerySchema } from './in-locale.js';
import { readIn } from '../../content/read-tags.js';
import { sendCached, withPictures } from '../../services/response-cache.js';
import { listVariantContent } from '../../repositories/variant-content.js';
import type { RouteDeps } from '../deps.js';

const SUMMARIES: Record<VariantContentType, string> = {
  testimonials: 'Customer testimonials (quote, name, designation, portrait)',
  plans: 'Pricing plans (monthly), each with its benefits',
  projects: 'Projects (image, title, subtitle, caption)',
  clients: 'Clients (name, logo, sector)',
  achievements: 'Achievements: figures with what each counts',
  solutions: 'Solutions (serial, title, subtitle, link)',
};

/** The home variants' content types, each read whole in its list order: `GET /get/{type}`. */
export const variantContentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { database, cache },
) => {
  for (const type of Object.keys(VARIANT_CONTENT) as VariantContentType[]) {
    app.get(
      `/get/${type}`,
      {
        schema: {
          tags: ['home variants'],
          summary: SUMMARIES[type],
          querystring: ReadLocaleQuerySchema,
          response: { 200: envelopeSchema(z.array(VARIANT_CONTENT[type])) },
        },
      },
      (request, reply) => {
        const { locale } = request.query;
        const load = async () =>
          inLocale(
            database.db,
            type,
            locale,
            await listVariantContent[type](database.db),
            (item: { id: number }) => String(item.id),
          );
        return sendCached(
          cache,
          request,
          reply,
          keyIn(`${type}:all`, locale),
          load,
          withPictures(readIn([type], locale)),
        );
      },
    );
  }
};
