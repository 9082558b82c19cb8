import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { contentWorkflow } from '../content/workflow.js';
import { nextDueAt } from '../repositories/content-schedules.js';
import type { ContentEvents } from './content-events.js';

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

/**
 * Publishes and takes down at the chosen times (the workflow's `runNextScheduled` does each step).
 * Every instance runs one: each schedule is claimed with a row lock that other instances skip,
 * and is marked done in the transaction that publishes, so it runs once. A timer is set for the
 * next schedule due (or the poll interval, whichever comes first), and set again whenever any
 * instance changes the schedule.
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

  const workflow = contentWorkflow({ db, events });

  async function sweep(): Promise<number> {
    let count = 0;
    let failed = false;
    try {
      while (!stopped && (await workflow.runNextScheduled())) count += 1;
      if (count > 0) log.info({ count }, 'Ran scheduled publishes');
    } catch (error) {
      failed = true;
      log.error(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'A scheduled publish failed; it is tried again shortly',
      );
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
