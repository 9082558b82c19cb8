import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { recordAudit } from '../repositories/audit-log.js';
import { forgetUnprovedRequests } from '../repositories/data-requests.js';
import { eraseOlderThan } from '../repositories/erasure.js';
import { loggableError } from '../plugins/errors.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Erases submissions older than `days`, once now and then daily (DPDP Act: personal data is kept
 * no longer than needed). Safe with several instances: an erased submission is skipped, so two
 * runs erase each one once. Returns a stop function.
 */
export function startRetentionJob(
  db: Database,
  days: number,
  log: FastifyBaseLogger,
  onErased?: (kinds: string[]) => void,
): () => void {
  return repeat(DAY_MS, async () => {
    try {
      const erased = await eraseOlderThan(db, new Date(Date.now() - days * DAY_MS));
      const total = Object.values(erased).reduce((sum, n) => sum + n, 0);
      if (total === 0) return;
      await recordAudit(db, {
        actorEmail: 'system',
        ip: 'server',
        action: 'retention_erasure',
        details: { days, erased, total },
      });
      log.info({ total }, 'Erased submissions past the retention period');
      onErased?.(Object.keys(erased));
    } catch (error) {
      log.error({ err: loggableError(error) }, 'The retention job failed; it runs again tomorrow');
    }
  });
}

/**
 * Deletes data requests left unproved for a day, once now and then hourly: a quiet site would
 * otherwise keep the address someone typed until the next request came. Returns a stop function.
 */
export function startUnprovedRequestSweep(db: Database, log: FastifyBaseLogger): () => void {
  return repeat(HOUR_MS, async () => {
    try {
      const forgotten = await forgetUnprovedRequests(db);
      if (forgotten > 0) log.info({ forgotten }, 'Deleted data requests left unproved for a day');
    } catch (error) {
      log.error(
        { err: loggableError(error) },
        'Could not delete unproved data requests; trying again in an hour',
      );
    }
  });
}

/** Runs `job` 5 s from now and then every `intervalMs`, without keeping the process alive. */
function repeat(intervalMs: number, job: () => Promise<void>): () => void {
  const first = setTimeout(job, 5_000);
  const every = setInterval(job, intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
