import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { MESSAGES } from '@harsh/contract';
import { clientAddress, isLoopback, networkOf } from '../services/client-address.js';
import { HttpError } from './errors.js';
import { fallbackStore, type RedisBreaker } from './rate-limit-store.js';

/** How many calls one address may make per window, by kind of call. */
export interface RateLimitSettings {
  windowMs: number;
  /** Form submissions (`/store/*`): these write, send mail and cost a bot check. */
  submissions: number;
  /** Every other POST, and bot-check challenges. */
  requests: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowMs: 60_000,
  submissions: 10,
  requests: 300,
};

export type RateLimitTier = keyof Omit<RateLimitSettings, 'windowMs'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limit a route counts against; every POST counts against `requests` unless it says otherwise. */
    limit?: RateLimitTier;
  }
}

function tierOf(route: RouteOptions): RateLimitTier | null {
  const declared = (route.config as { limit?: RateLimitTier } | undefined)?.limit;
  if (declared) return declared;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.includes('POST') ? 'requests' : null;
}

/**
 * Per-address limits on every POST (and on routes that name a `limit`), answered with 429 in the
 * envelope. Addresses are read as `clientAddress` reads them; an IPv6 client is limited by its
 * /64, which one household or server usually holds whole.
 *
 * Calls from the machine itself without a forwarded address are not counted: those are the site
 * server's own loaders reading content for a page view (the site forwards the visitor's address
 * with every form it passes on, so those are counted as the visitor's).
 *
 * Counters are per process, or with `redis` (`REDIS_URL`) in Redis, shared by every instance. When
 * Redis does not answer in time, each instance counts alone until it does (`rate-limit-store.ts`):
 * the limits hold through an outage of Redis, and the forms stay up.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  isTrustedProxy: (address: string) => boolean,
  redis?: RedisBreaker,
) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackStore(redis, 'rate-limit:') } : {}),
  });
  const address = (request: FastifyRequest) => networkOf(clientAddress(request, isTrustedProxy));
  const common = {
    timeWindow: settings.windowMs,
    allowList: (request: FastifyRequest) =>
      request.headers['x-forwarded-for'] === undefined &&
      isLoopback(request.socket.remoteAddress ?? ''),
  };
  // Each limit counts under its own key: in Redis the limiters share one key space.
  const limiters = {
    submissions: app.createRateLimit({
      ...common,
      max: settings.submissions,
      keyGenerator: (request) => `submissions:${address(request)}`,
    }),
    requests: app.createRateLimit({
      ...common,
      max: settings.requests,
      keyGenerator: (request) => `requests:${address(request)}`,
    }),
  };

  app.addHook('onRoute', (route) => {
    const tier = tierOf(route);
    if (!tier) return;
    const limit = limiters[tier];
    const hook: onRequestAsyncHookHandler = async (request, reply) => {
      const result = await limit(request);
      if (result.isAllowed) return;
      reply.header('x-ratelimit-limit', result.max);
      reply.header('x-ratelimit-remaining', result.remaining);
      reply.header('x-ratelimit-reset', result.ttlInSeconds);
      if (result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new HttpError(429, MESSAGES.rateLimited);
      }
    };
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [hook, ...existing];
  });
}
