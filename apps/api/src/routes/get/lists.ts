import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlogsQuerySchema,
  BlogSummarySchema,
  CompanySettingsSchema,
  DEFAULT_PER_PAGE,
  envelopeSchema,
  ErrorEnvelopeSchema,
  GalleryItemSchema,
  GalleryQuerySchema,
  HOME_BLOG_COUNT,
  paginatorSchema,
  ServiceSchema,
  ServicesQuerySchema,
  SitemapContentSchema,
} from '@harsh/contract';
import { sendCached, withPictures } from '../../services/response-cache.js';
import { listBlogs } from '../../repositories/blogs.js';
import { listBranchCities } from '../../repositories/branches.js';
import { listGallery } from '../../repositories/gallery.js';
import { listServices } from '../../repositories/services.js';
import { findCompanySettings } from '../../repositories/settings.js';
import { listSitemapContent } from '../../repositories/sitemap.js';
import type { RouteDeps } from '../deps.js';
import { inLocale, oneInLocale } from '../../content/translations.js';
import { blogKeysBySlug } from '../../repositories/blogs.js';
import { keyIn, ReadLocaleQuerySchema } from './in-locale.js';
import { readIn, rowOf } from '../../content/read-tags.js';
import { POSTS_HEAD, POSTS_HEAD_ORDER, POSTS_ORDER } from '../../content/kinds/posts.js';

const errors = { 413: ErrorEnvelopeSchema, 415: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };

/** The spec's list calls (POST, as the spec makes them) and our GET lists. */
export const listRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, cache }) => {
  app.post(
    '/get/services',
    {
      schema: {
        tags: ['content'],
        summary: 'A page of services, in id order',
        body: ServicesQuerySchema,
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(paginatorSchema(ServiceSchema)), ...errors },
      },
    },
    (request, reply) => {
      const page = request.body.page ?? 1;
      const perPage = request.body.per_page ?? DEFAULT_PER_PAGE;
      const { locale } = request.query;
      const load = async () => {
        const list = await listServices(database.db, page, perPage);
        return {
          ...list,
          data: await inLocale(database.db, 'services', locale, list.data, (service) =>
            String(service.id),
          ),
        };
      };
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`services:list:${page}:${perPage}`, locale),
        load,
        withPictures(readIn(['services'], locale)),
      );
    },
  );

  app.post(
    '/get/blogs',
    {
      schema: {
        tags: ['content'],
        summary:
          'A page of blog posts, newest first (`record` = how many; the home page asks for 3)',
        body: BlogsQuerySchema,
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(paginatorSchema(BlogSummarySchema)), ...errors },
      },
    },
    (request, reply) => {
      const page = request.body.page ?? 1;
      const perPage = request.body.record ?? HOME_BLOG_COUNT;
      const { locale } = request.query;
      let keys = new Map<string, string>();
      const load = async () => {
        const list = await listBlogs(database.db, page, perPage);
        keys = await blogKeysBySlug(
          database.db,
          list.data.map((blog) => blog.slug),
        );
        return {
          ...list,
          data: await inLocale(
            database.db,
            'posts',
            locale,
            list.data,
            (blog) => keys.get(blog.slug) ?? '',
          ),
        };
      };
      return sendCached(
        cache,
        request,
        reply,
        keyIn(`blogs:list:${page}:${perPage}`, locale),
        load,
        withPictures(readIn(['blogs'], locale)),
        // Once read: the rows it shows, and which posts it shows (the newest only, or further down).
        () => [
          ...withPictures(
            readIn(
              [...keys.values()].map((key) => rowOf('blogs', key)),
              locale,
            ),
          ),
          page * perPage <= POSTS_HEAD ? POSTS_HEAD_ORDER : POSTS_ORDER,
        ],
      );
    },
  );

  app.post(
    '/get/gallery',
    {
      schema: {
        tags: ['content'],
        summary: 'Every gallery item',
        body: GalleryQuerySchema,
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(z.array(GalleryItemSchema)), ...errors },
      },
    },
    (request, reply) => {
      const { locale } = request.query;
      const load = async () =>
        inLocale(database.db, 'gallery', locale, await listGallery(database.db), (item) =>
          String(item.id),
        );
      return sendCached(
        cache,
        request,
        reply,
        keyIn('gallery_items:all', locale),
        load,
        withPictures(readIn(['gallery_items'], locale)),
      );
    },
  );

  app.get(
    '/get/branch-cities',
    {
      schema: {
        tags: ['branches'],
        summary: 'The distinct cities that have branches, sorted',
        response: { 200: envelopeSchema(z.array(z.string())) },
      },
    },
    (request, reply) =>
      sendCached(cache, request, reply, 'branches:cities', () => listBranchCities(database.db)),
  );

  app.get(
    '/get/settings',
    {
      schema: {
        tags: ['content'],
        summary: 'Company facts shown across the site',
        querystring: ReadLocaleQuerySchema,
        response: { 200: envelopeSchema(CompanySettingsSchema), 404: ErrorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const { locale } = request.query;
      const load = async () =>
        oneInLocale(
          database.db,
          'settings',
          locale,
          await findCompanySettings(database.db),
          'company',
        );
      return sendCached(
        cache,
        request,
        reply,
        keyIn('settings:company', locale),
        load,
        readIn(['settings'], locale),
      );
    },
  );

  app.get(
    '/get/sitemap',
    {
      schema: {
        tags: ['content'],
        summary:
          'Every page, service, blog post and branch with the time it last changed, and the languages each list page’s words are in, for the sitemap',
        response: { 200: envelopeSchema(SitemapContentSchema) },
      },
    },
    (request, reply) =>
      sendCached(cache, request, reply, 'sitemap:content', () => listSitemapContent(database.db), [
        'pages',
        'services',
        'blogs',
        'branches',
        'settings',
        'content_translations',
      ]),
  );
};
