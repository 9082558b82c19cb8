import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, fail, MESSAGES, ok } from '@harsh/contract';
import type { DatabaseAvailability } from '../db/availability.js';
import { fromThisMachine } from '../services/client-address.js';
import type { RelayState } from '../services/instance-relay.js';
import type { RedisBreaker } from '../plugins/rate-limit-store.js';
import { outboxBacklog } from '../repositories/outbox.js';
import type { RouteDeps } from './deps.js';

/** What the readiness answer reads: each dependency's state, as the parts that use them know it. */
export interface Operations {
  availability: DatabaseAvailability;
  redis?: RedisBreaker;
  /** Unset on the embedded database, where one process needs no relay. */
  relay?: () => RelayState;
  scheduler: () => { failing: boolean; lastSweepAt: Date | null } | null;
  /** Whether notification mail goes out (SMTP settings given). */
  mailSending: boolean;
  /** The site's pages rendered ahead; unset where nobody renders them (the API on its own). */
  pages?: (() => PagesState) | undefined;
}

/**
 * The published pages, kept by the site that runs this API: `starting` while a new instance
 * renders them (not ready yet: it would render each on demand), `rendering` while it renders a
 * change's pages again (served meanwhile as they were), `kept`, or `on demand` (not rendered ahead).
 */
export const PAGES_STATES = ['starting', 'rendering', 'kept', 'on demand'] as const;
export type PagesState = (typeof PAGES_STATES)[number];

/** A probe of the database or Redis that takes longer than this counts as a failure: a load balancer's check must not hang. */
const PROBE_TIMEOUT_MS = 1_000;

const HealthSchema = envelopeSchema(z.object({ db: z.enum(['ok', 'down']) }));

/** What anyone is told: whether this instance takes traffic (and the status code says as much). */
const ShortReadiness = z.object({ ready: z.boolean() });

/** What this machine is told besides: each dependency's state, for whoever runs the site. */
const DetailedReadiness = z.object({
  ready: z.boolean(),
  database: z.enum(['ok', 'unreachable']),
  redis: z.enum(['ok', 'unreachable', 'not configured']),
  rate_limits: z.enum(['shared', 'per instance']),
  relay: z.enum(['listening', 'reconnecting', 'not needed']),
  outbox: z.object({
    waiting: z.number().int().nullable(),
    oldest_seconds: z.number().int().nullable(),
    sending: z.boolean(),
  }),
  scheduler: z.object({
    state: z.enum(['ok', 'failing', 'starting']),
    last_sweep_at: z.string().nullable(),
  }),
  pages: z.enum(PAGES_STATES),
});

// The detailed answer first: a union keeps the first shape that fits, and the short one fits all.
const ReadinessSchema = envelopeSchema(z.union([DetailedReadiness, ShortReadiness]));

const LivenessSchema = envelopeSchema(z.object({ uptime_seconds: z.number().int() }));

/** How many milliseconds Redis took to answer a PING; null when it did not answer in time. */
const redisAnswersIn = (breaker: RedisBreaker): Promise<number | null> => {
  const started = performance.now();
  return withinProbeTimeout(breaker.redis.ping()).then(
    () => performance.now() - started,
    () => null,
  );
};

function withinProbeTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) =>
      (timer = setTimeout(() => reject(new Error('no answer in time')), PROBE_TIMEOUT_MS)),
  );
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/health/live`: the process runs and answers (a supervisor restarts it when this stops).
 * `/health/ready`: whether this instance should get traffic (503 while the database is out of
 * reach), and, to a request from this machine only (`fromThisMachine`), each dependency's state by
 * name. Anyone else (a visitor through nginx, a load balancer elsewhere) reads `ready` and the
 * status code: whether Redis is out, the limits count per instance, mail is piling up or the
 * scheduler is failing tells an attacker when to push (issue 40). `/health` is the first, short
 * readiness answer.
 */
export const healthRoutes: FastifyPluginAsyncZod<RouteDeps & { operations: Operations }> = async (
  app,
  { database, operations },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const databaseAnswers = async () => {
    try {
      await withinProbeTimeout(database.ping());
      operations.availability.answered();
      return true;
    } catch (error) {
      operations.availability.lost(error);
      return false;
    }
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness, short: whether the database answers',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) =>
      (await databaseAnswers())
        ? ok({ db: 'ok' as const })
        : reply.status(503).send(fail(MESSAGES.unavailable, { db: 'down' as const })),
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers',
        response: { 200: LivenessSchema },
      },
    },
    async () => ok({ uptime_seconds: Math.floor(process.uptime()) }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness; from the machine itself, with the state of each dependency',
        description:
          'Only `ready` to a request from elsewhere, or passed on by a proxy from elsewhere (`X-Forwarded-For`).',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (request, reply) => {
      const redis = operations.redis;
      const [databaseOk, redisMs] = await Promise.all([
        databaseAnswers(),
        redis ? redisAnswersIn(redis) : Promise.resolve(undefined),
      ]);
      if (redis && redisMs !== undefined) redis.probed(redisMs);
      const redisOk = redisMs === undefined ? null : redisMs !== null;
      const detailed = fromThisMachine(request);
      const backlog =
        detailed && databaseOk ? await outboxBacklog(database.db).catch(() => null) : null;
      const scheduler = operations.scheduler();
      const pages = operations.pages?.() ?? 'on demand';
      const ready = databaseOk && pages !== 'starting';
      const state = {
        ready,
        database: databaseOk ? ('ok' as const) : ('unreachable' as const),
        redis:
          redisOk === null
            ? ('not configured' as const)
            : redisOk
              ? ('ok' as const)
              : ('unreachable' as const),
        rate_limits: redis?.counting === 'redis' ? ('shared' as const) : ('per instance' as const),
        relay: operations.relay?.() ?? ('not needed' as const),
        outbox: {
          waiting: backlog?.waiting ?? null,
          oldest_seconds: backlog?.oldestSeconds ?? null,
          sending: operations.mailSending,
        },
        scheduler: {
          state:
            !scheduler || !scheduler.lastSweepAt
              ? ('starting' as const)
              : scheduler.failing
                ? ('failing' as const)
                : ('ok' as const),
          last_sweep_at: scheduler?.lastSweepAt?.toISOString() ?? null,
        },
        pages,
      };
      const told = detailed ? state : { ready };
      return ready ? ok(told) : reply.status(503).send(fail(MESSAGES.unavailable, told));
    },
  );
};
