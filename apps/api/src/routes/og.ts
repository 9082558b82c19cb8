import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import {
  ErrorEnvelopeSchema,
  MESSAGES,
  SOCIAL_CARDS,
  type SocialCardContent,
  socialCardVersion,
  withNamesEverywhere,
} from '@harsh/contract';
import { readMediaFile, renderSocialCard } from '../content/social-card.js';
import { HttpError } from '../plugins/errors.js';
import { findBlogBySlug } from '../repositories/blogs.js';
import { findBranch } from '../repositories/branches.js';
import { findPageByNumber } from '../repositories/pages.js';
import { findServiceBySlug } from '../repositories/services.js';
import { findCompanySettings } from '../repositories/settings.js';
import type { RouteDeps } from './deps.js';

/** A card asked for by its current version never changes; any other answer is rechecked soon. */
const CURRENT = 'public, max-age=31536000, immutable';
const UNVERSIONED = 'public, max-age=300';
const DEFAULT_BRAND = 'Harsh Logistics';
/** Rendered cards kept in memory: 60–100 KB each, so every card of the site's ~120 pages fits. */
const CACHE_BYTES = 24 * 1024 * 1024;

const png = z.string().regex(/^[a-z0-9-]{1,200}\.png$/, 'Ask for a .png');
const cardQuery = z.object({ v: z.string().max(20).optional() });
const cardResponses = {
  200: z.any().describe('PNG, 1200×630'),
  404: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

export interface SocialCardDeps extends RouteDeps {
  mediaDir: string;
}

/**
 * Link-preview images (`og:image`): one per page, service, blog post and branch, and the company's
 * card. Each is drawn once per version of what it shows and kept; content that changes gets a new
 * version, and so a new address.
 */
export const socialCardRoutes: FastifyPluginAsyncZod<SocialCardDeps> = async (
  app,
  { database, mediaDir, mediaStore },
) => {
  // Drawn cards by what they show; requests for one not yet drawn share one drawing.
  const drawn = new LRUCache<string, Buffer, { card: SocialCardContent; brand: string }>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (png) => png.length,
    fetchMethod: async (_key, _stale, { context: { card, brand } }) =>
      renderSocialCard({
        ...card,
        siteName: brand,
        bannerImage: await readMediaFile(mediaDir, mediaStore, card.banner),
      }),
  });

  /** Sends the card for `what`, or the envelope's 404 when the content is not there. */
  async function send(
    reply: import('fastify').FastifyReply,
    what: string,
    version: string | undefined,
    card: SocialCardContent | null,
    settings?: { name: string } | null,
  ) {
    if (!card) throw new HttpError(404, MESSAGES.notFound);
    const brand =
      (settings === undefined ? await findCompanySettings(database.db) : settings)?.name ??
      DEFAULT_BRAND;
    const current = socialCardVersion(card, brand);
    const image = (await drawn.fetch(`${what}:${current}`, { context: { card, brand } }))!;
    return reply
      .type('image/png')
      .header('cache-control', version === current ? CURRENT : UNVERSIONED)
      .header('etag', `"${current}"`)
      .send(image);
  }

  // A card says what the page says: the company facts its words name, as they are now.
  const saidWithFacts = async <T>(record: T): Promise<T> =>
    record && withNamesEverywhere(record, {}, await findCompanySettings(database.db));

  const common = { tags: ['social cards'], querystring: cardQuery, response: cardResponses };
  const slugOf = (file: string) => file.slice(0, -'.png'.length);

  app.get(
    '/og/site.png',
    { schema: { ...common, summary: "The company's card, for pages without one of their own" } },
    async (request, reply) => {
      const settings = await saidWithFacts(await findCompanySettings(database.db));
      return send(
        reply,
        'site',
        request.query.v,
        settings && SOCIAL_CARDS.site(settings),
        settings,
      );
    },
  );

  app.get(
    '/og/pages/:file',
    {
      schema: {
        ...common,
        summary: "A page's card: `/og/pages/{number}.png`",
        params: z.object({ file: z.string().regex(/^\d{1,6}\.png$/, 'Ask for {number}.png') }),
      },
    },
    async (request, reply) => {
      const page = await saidWithFacts(
        await findPageByNumber(database.db, Number(slugOf(request.params.file))),
      );
      return send(
        reply,
        `page:${request.params.file}`,
        request.query.v,
        page && SOCIAL_CARDS.page(page),
      );
    },
  );

  app.get(
    '/og/services/:file',
    {
      schema: {
        ...common,
        summary: "A service's card: `/og/services/{slug}.png`",
        params: z.object({ file: png }),
      },
    },
    async (request, reply) => {
      const service = await saidWithFacts(
        await findServiceBySlug(database.db, slugOf(request.params.file)),
      );
      return send(
        reply,
        `service:${request.params.file}`,
        request.query.v,
        service && SOCIAL_CARDS.service(service),
      );
    },
  );

  app.get(
    '/og/blogs/:file',
    {
      schema: {
        ...common,
        summary: "A blog post's card: `/og/blogs/{slug}.png`",
        params: z.object({ file: png }),
      },
    },
    async (request, reply) => {
      const blog = await saidWithFacts(
        await findBlogBySlug(database.db, slugOf(request.params.file)),
      );
      return send(
        reply,
        `blog:${request.params.file}`,
        request.query.v,
        blog && SOCIAL_CARDS.blog(blog),
      );
    },
  );

  app.get(
    '/og/branches/:city/:file',
    {
      schema: {
        ...common,
        summary: "A branch's card: `/og/branches/{city}/{slug}.png`",
        params: z.object({ city: z.string().regex(/^[a-z-]{1,60}$/), file: png }),
      },
    },
    async (request, reply) => {
      const { city, file } = request.params;
      const branch = await saidWithFacts(await findBranch(database.db, city, slugOf(file)));
      return send(
        reply,
        `branch:${city}/${file}`,
        request.query.v,
        branch && SOCIAL_CARDS.branch(branch),
      );
    },
  );
};
