import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import type { DatabaseHandle } from './db/client.js';
import { SEED_DIR } from './db/seed.js';
import { registerErrorHandling } from './plugins/errors.js';
import { ResponseCache } from './plugins/response-cache.js';
import { branchLocatorRoutes } from './routes/get-branch-locator.js';
import { listRoutes } from './routes/get/lists.js';
import { singleBlogRoutes } from './routes/get/single/blogs.js';
import { singlePageRoutes } from './routes/get/single/pages.js';
import { singleServiceRoutes } from './routes/get/single/services.js';
import { healthRoutes } from './routes/health.js';
import { searchRoutes } from './routes/search.js';

export interface ApiOptions {
  database: DatabaseHandle;
  /** Where the API is mounted, for the OpenAPI document's server entry. */
  basePath?: string;
}

/** Media files change only with a deploy; a month of caching, revalidated by ETag after. */
const MEDIA_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/**
 * The content API as a Fastify plugin: mounted under `/api` by the site server, or alone by
 * `server.ts`. Tests build it and call it with `inject`.
 */
export const api: FastifyPluginAsync<ApiOptions> = async (app, { database, basePath = '/api' }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // JSON only: any other body type is a 415, not a validation failure.
  app.removeContentTypeParser('text/plain');
  // The spec posts some calls with no body at all; they are read as an empty object.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Harsh Logistics content API',
        version: '1.0.0',
        description: 'Content and enquiries for the public website. Every response is an envelope `{status, message, data}`.',
      },
      servers: [{ url: basePath }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(fastifyStatic, {
    root: join(SEED_DIR, 'media'),
    prefix: '/media/',
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', MEDIA_CACHE_CONTROL),
  });

  const deps = { database, cache: new ResponseCache() };
  await app.register(healthRoutes, deps);
  await app.register(singlePageRoutes, deps);
  await app.register(singleServiceRoutes, deps);
  await app.register(singleBlogRoutes, deps);
  await app.register(listRoutes, deps);
  await app.register(branchLocatorRoutes, deps);
  await app.register(searchRoutes, deps);
};
