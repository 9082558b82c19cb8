import type { DatabaseHandle } from '../db/client.js';
import { outboxBacklog } from '../repositories/outbox.js';
import type { Operations } from '../routes/health.js';
import type { Metrics } from '../plugins/metrics.js';

/** How long a scrape waits for the outbox's count; a database that does not answer leaves it out. */
const OUTBOX_READ_TIMEOUT_MS = 1_000;

/** The API's gauges: the database and its pool, the relay, Redis, the outbox and the scheduler, read at each scrape. */
export function registerApiMetrics(
  metrics: Metrics,
  database: DatabaseHandle,
  operations: Operations,
) {
  metrics.gauge(
    'harsh_database_up',
    '1 while the database answers, 0 while it is unreachable',
    [],
    () => [[{}, operations.availability.state === 'ok' ? 1 : 0]],
  );
  metrics.gauge(
    'harsh_database_pool_connections',
    'Connections of the PostgreSQL pool: total, idle, and requests waiting for one',
    ['state'] as const,
    () => {
      const stats = database.poolStats();
      return stats
        ? [
            [{ state: 'total' }, stats.total],
            [{ state: 'idle' }, stats.idle],
            [{ state: 'waiting' }, stats.waiting],
          ]
        : [];
    },
  );
  if (operations.relay) {
    const relay = operations.relay;
    metrics.gauge(
      'harsh_relay_listening',
      '1 while this instance hears the others (LISTEN), 0 while it reconnects',
      [],
      () => [[{}, relay() === 'listening' ? 1 : 0]],
    );
  }
  if (operations.redis) {
    const redis = operations.redis;
    metrics.gauge(
      'harsh_rate_limits_shared',
      '1 while the rate limits count in Redis, 0 while each process counts alone',
      [],
      () => [[{}, redis.counting === 'redis' ? 1 : 0]],
    );
  }
  metrics.gauge('harsh_outbox_waiting', 'Mails in the outbox not sent yet', [], async () => {
    const backlog = await outboxRead(database);
    return backlog ? [[{}, backlog.waiting]] : [];
  });
  metrics.gauge(
    'harsh_outbox_oldest_seconds',
    'How long the oldest mail not sent yet has waited',
    [],
    async () => {
      const backlog = await outboxRead(database);
      return backlog?.oldestSeconds != null ? [[{}, backlog.oldestSeconds]] : [];
    },
  );
  metrics.gauge(
    'harsh_scheduler_failing',
    '1 when the last sweep of scheduled publishes failed',
    [],
    () => [[{}, operations.scheduler()?.failing ? 1 : 0]],
  );
}

function outboxRead(database: DatabaseHandle) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>(
    (resolve) => (timer = setTimeout(() => resolve(null), OUTBOX_READ_TIMEOUT_MS)),
  );
  return Promise.race([outboxBacklog(database.db).catch(() => null), timeout]).finally(() =>
    clearTimeout(timer),
  );
}
