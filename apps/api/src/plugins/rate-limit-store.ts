import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteStoreOptions = Parameters<FastifyRateLimitStore['child']>[0];
type StoreClass = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  ...rest: unknown[]
) => FastifyRateLimitStore;

// The plugin's own stores, which it does not export: one in Redis, one in this process.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/** The longest a call to Redis may add to a request; past it the count is kept in this process. */
export const REDIS_DEADLINE_MS = 50;

/** After Redis failed or was slow, how long counting stays in this process before Redis is tried again. */
export const REDIS_PAUSE_MS = 5_000;

interface BreakerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Where the limits count: in Redis while it answers within `REDIS_DEADLINE_MS`, else in this
 * process for `REDIS_PAUSE_MS` (a circuit breaker), after which one call tries Redis again. So an
 * outage of Redis costs a request at most the deadline, and the limits never fail open: each
 * instance then counts alone, as without `REDIS_URL`.
 */
export class RedisBreaker {
  private pausedUntil = 0;
  private failing = false;

  constructor(
    readonly redis: Redis,
    private readonly log: BreakerLog,
    /** Tests that are about sharing, not outages, allow more on a loaded machine. */
    readonly deadlineMs = REDIS_DEADLINE_MS,
  ) {}

  /** Where counting happens now: 'redis', or 'process' while Redis is away. */
  get counting(): 'redis' | 'process' {
    return this.failing ? 'process' : 'redis';
  }

  /** Whether this call should go to Redis. */
  shouldTry(): boolean {
    return Date.now() >= this.pausedUntil;
  }

  succeeded() {
    if (!this.failing) return;
    this.failing = false;
    this.log.info({}, 'Redis answers again: the rate limits are shared by every instance again');
  }

  /**
   * What a health probe found: Redis answered a PING in `ms`, or not at all (null). One that does
   * not answer would not answer the next limit either, so counting moves here at once; one that
   * answers as fast as a limit needs, after the pause, counts again without waiting for a limited
   * request to try it.
   */
  probed(ms: number | null) {
    if (ms === null) this.failed('no answer to the readiness probe');
    else if (ms <= this.deadlineMs && this.shouldTry()) this.succeeded();
  }

  failed(reason: string) {
    this.pausedUntil = Date.now() + REDIS_PAUSE_MS;
    if (this.failing) return;
    this.failing = true;
    this.log.warn(
      { reason },
      `Redis did not answer within ${this.deadlineMs} ms: the rate limits count in this process until it does`,
    );
  }
}

/** A @fastify/rate-limit store (its `store` option) that counts in Redis through `breaker`, or in this process. */
export function fallbackStore(breaker: RedisBreaker, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    private readonly redisStore: FastifyRateLimitStore;
    private readonly localStore: FastifyRateLimitStore;

    constructor(
      given: FastifyRateLimitOptions,
      inner?: { redisStore: FastifyRateLimitStore; localStore: FastifyRateLimitStore },
    ) {
      // What the plugin passes at run time: its merged parameters, these among them.
      const options = given as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      this.redisStore =
        inner?.redisStore ??
        new RedisStore(
          options.continueExceeding,
          options.exponentialBackoff,
          breaker.redis,
          nameSpace,
        );
      this.localStore =
        inner?.localStore ?? new LocalStore(options.continueExceeding, options.exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      if (!breaker.shouldTry()) return this.localStore.incr(key, callback, timeWindow, max);
      let settled = false;
      const deadline = setTimeout(() => {
        settled = true;
        breaker.failed('timeout');
        this.localStore.incr(key, callback, timeWindow, max);
      }, breaker.deadlineMs);
      this.redisStore.incr(
        key,
        (error, result) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          if (error || !result) {
            breaker.failed(error?.message ?? 'no answer');
            return this.localStore.incr(key, callback, timeWindow, max);
          }
          breaker.succeeded();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteStoreOptions): FastifyRateLimitStore {
      return new FallbackStore(routeOptions as FastifyRateLimitOptions, {
        redisStore: this.redisStore.child(routeOptions),
        localStore: this.localStore.child(routeOptions),
      });
    }
  }
  return FallbackStore;
}
