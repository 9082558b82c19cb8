import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { recordAudit } from '../repositories/audit-log.js';
import { eraseOlderThan } from '../repositories/erasure.js';

const DAY_MS = 86_400_000;

/**
 * Erases submissions older than `days`, once now and then daily (DPDP Act: personal data is kept
 * no longer than needed). Safe with several instances: an erased submission is skipped, so two
 * runs erase each one once. Returns a stop function.
 */
export function startRetentionJob(db: Database, days: number, log: FastifyBaseLogger, onErased?: (kinds: string[]) => void): () => void {
  const run = async () => {
    try {
      const erased = await eraseOlderThan(db, new Date(Date.now() - days * DAY_MS));
      const total = Object.values(erased).reduce((sum, n) => sum + n, 0);
      if (total === 0) return;
      await recordAudit(db, { actorEmail: 'system', ip: 'server', action: 'retention_erasure', details: { days, erased, total } });
      log.info({ total }, 'Erased submissions past the retention period');
      onErased?.(Object.keys(erased));
    } catch (error) {
      log.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'The retention job failed; it runs again tomorrow');
    }
  };
  const first = setTimeout(run, 5_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
