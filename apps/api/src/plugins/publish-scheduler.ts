import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { EDITABLES } from '../content/editable.js';
import { AlreadyLiveError, InvalidRevisionError, NoSuchRevisionError, publishRevision } from '../content/publishing.js';
import { recordAudit } from '../repositories/audit-log.js';
import { claimDue, markFailed, markPublished, markUnpublished, nextDueAt } from '../repositories/content-schedules.js';
import { itemState } from '../repositories/content-revisions.js';
import type { ContentEvents } from './content-events.js';
import type { EditableKind } from '@harsh/contract';

/**
 * How often the schedule is read even when no instance announced a change to it: a safety net
 * for an instance that missed one. Announced changes re-arm the timer at once.
 */
const DEFAULT_POLL_MS = 60_000;

export interface PublishScheduler {
  /** Runs everything due now, then re-arms the timer; resolves with how many schedules ran. */
  runDue(): Promise<number>;
  /** For the readiness answer: whether the last sweep failed, and when the last one ended. */
  status(): { failing: boolean; lastSweepAt: Date | null };
  stop(): Promise<void>;
}

/** After a failed sweep (the database away), the wait before the next: no busy loop. */
const RETRY_AFTER_FAILURE_MS = 5_000;

const SYSTEM = { actorEmail: 'system', ip: 'server' } as const;

/**
 * Publishes and takes down at the chosen times. Every instance runs one: each schedule is claimed
 * with a row lock that other instances skip, and is marked done in the transaction that
 * publishes, so it runs once. A timer is set for the next schedule due (or the poll interval,
 * whichever comes first), and set again whenever any instance changes the schedule.
 */
export function startPublishScheduler({
  db,
  events,
  log,
  pollMs = DEFAULT_POLL_MS,
}: {
  db: Database;
  events: ContentEvents;
  log: FastifyBaseLogger;
  pollMs?: number;
}): PublishScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  let stopped = false;
  let lastSweep: { at: Date; failed: boolean } | null = null;

  /** Runs one due schedule in its own transaction; false when none was due. */
  async function runOne(): Promise<boolean> {
    let changed: readonly string[] = [];
    const ran = await db.transaction(async (tx) => {
      const due = await claimDue(tx);
      if (!due) return false;
      const { row, step } = due;
      const kind = row.kind as EditableKind;
      const target = `${kind}:${row.itemKey}`;
      const details = { revision: row.revision, schedule: row.id, scheduled_by: row.createdBy };
      if (step === 'publish') {
        try {
          // A savepoint: a publish that fails leaves the schedule to be marked, not the whole run undone.
          const { replaced } = await tx.transaction((inner) => publishRevision(inner, { kind, key: row.itemKey, revision: row.revision, publishedBy: row.createdBy }));
          await markPublished(tx, row.id, replaced);
          await recordAudit(tx, { ...SYSTEM, action: 'content_published', target, details });
          changed = EDITABLES[kind].tables;
        } catch (error) {
          if (error instanceof AlreadyLiveError) {
            await markPublished(tx, row.id, null, 'already live');
          } else if (error instanceof NoSuchRevisionError || error instanceof InvalidRevisionError) {
            await markFailed(tx, row.id, error instanceof NoSuchRevisionError ? 'no such revision' : 'did not pass the checks');
            await recordAudit(tx, { ...SYSTEM, action: 'content_schedule_failed', target, details });
          } else {
            throw error;
          }
        }
        return true;
      }
      // The take-down brings back what was live before, unless another version went up since.
      const state = await itemState(tx, kind, row.itemKey);
      if (state?.liveRevision !== row.revision || row.replacedRevision === null) {
        await markUnpublished(tx, row.id, `not taken down: version ${state?.liveRevision ?? '?'} was published since`);
        await recordAudit(tx, { ...SYSTEM, action: 'content_unpublish_skipped', target, details: { ...details, live: state?.liveRevision ?? null } });
        return true;
      }
      try {
        await tx.transaction((inner) => publishRevision(inner, { kind, key: row.itemKey, revision: row.replacedRevision!, publishedBy: row.createdBy }));
      } catch (error) {
        if (!(error instanceof NoSuchRevisionError || error instanceof InvalidRevisionError)) throw error;
        await markUnpublished(tx, row.id, 'not taken down: the version before no longer passes the checks');
        await recordAudit(tx, { ...SYSTEM, action: 'content_schedule_failed', target, details });
        return true;
      }
      await markUnpublished(tx, row.id);
      await recordAudit(tx, { ...SYSTEM, action: 'content_unpublished', target, details: { ...details, restored: row.replacedRevision } });
      changed = EDITABLES[kind].tables;
      return true;
    });
    if (changed.length > 0) events.changed({ tables: changed });
    return ran;
  }

  async function sweep(): Promise<number> {
    let count = 0;
    let failed = false;
    try {
      while (!stopped && (await runOne())) count += 1;
      if (count > 0) log.info({ count }, 'Ran scheduled publishes');
    } catch (error) {
      failed = true;
      log.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'A scheduled publish failed; it is tried again shortly');
    }
    lastSweep = { at: new Date(), failed };
    await arm(failed ? RETRY_AFTER_FAILURE_MS : 0);
    return count;
  }

  /** Sets the timer for the next schedule due, but no sooner than `atLeast` and no later than the poll. */
  async function arm(atLeast: number) {
    if (stopped) return;
    clearTimeout(timer);
    let wait = pollMs;
    try {
      const next = await nextDueAt(db);
      if (next) wait = Math.max(atLeast, Math.min(pollMs, next.getTime() - Date.now()));
    } catch {
      wait = Math.max(atLeast, RETRY_AFTER_FAILURE_MS);
    }
    if (stopped) return;
    timer = setTimeout(() => void runDue(), wait);
    timer.unref();
  }

  /** One sweep at a time; a call during one gets the sweep that follows it (one, however many ask). */
  function runDue(): Promise<number> {
    if (!running) {
      running = sweep().finally(() => (running = null));
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return runDue();
    });
    return queued;
  }

  const stopListening = events.onScheduleChange(() => void runDue());
  void runDue();

  return {
    runDue,
    status: () => ({ failing: lastSweep?.failed ?? false, lastSweepAt: lastSweep?.at ?? null }),
    async stop() {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      await queued;
      await running;
    },
  };
}
