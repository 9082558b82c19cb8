import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type EditableKind, type PublishSchedule } from '@harsh/contract';
import type { Database } from '../db/client.js';
import {
  contentRevisions,
  contentSchedules,
  type ContentScheduleRow,
  staffUsers,
} from '../db/schema.js';

export interface NewSchedule {
  kind: EditableKind;
  key: string;
  /** The chain it publishes: 'en' (the default) or a translation's language. */
  locale?: string;
  revision: number;
  publishAt: Date;
  unpublishAt: Date | null;
  createdBy: number;
  /** For a publish done at once: it ran now, and this was live before it. */
  publishedNow?: { replaced: number | null };
}

export async function createSchedule(tx: Database, schedule: NewSchedule): Promise<number> {
  const [row] = await tx
    .insert(contentSchedules)
    .values({
      kind: schedule.kind,
      itemKey: schedule.key,
      locale: schedule.locale ?? DEFAULT_LOCALE.code,
      revision: schedule.revision,
      publishAt: schedule.publishAt.toISOString(),
      unpublishAt: schedule.unpublishAt?.toISOString() ?? null,
      createdBy: schedule.createdBy,
      ...(schedule.publishedNow
        ? {
            publishedAt: schedule.publishAt.toISOString(),
            replacedRevision: schedule.publishedNow.replaced,
          }
        : {}),
    })
    .returning({ id: contentSchedules.id });
  return row!.id;
}

const publishWaiting = and(
  isNull(contentSchedules.publishedAt),
  isNull(contentSchedules.cancelledAt),
);
const unpublishWaiting = and(
  isNotNull(contentSchedules.publishedAt),
  isNotNull(contentSchedules.unpublishAt),
  isNull(contentSchedules.unpublishedAt),
  isNull(contentSchedules.cancelledAt),
);

/** The item's schedules that still have something to do, soonest first. */
export async function waitingSchedules(
  db: Database,
  kind: EditableKind,
  key: string,
  locale = DEFAULT_LOCALE.code,
): Promise<PublishSchedule[]> {
  const rows = await db
    .select({ schedule: contentSchedules, by: staffUsers.name })
    .from(contentSchedules)
    .leftJoin(staffUsers, eq(staffUsers.id, contentSchedules.createdBy))
    .where(
      and(
        eq(contentSchedules.kind, kind),
        eq(contentSchedules.itemKey, key),
        eq(contentSchedules.locale, locale),
        or(publishWaiting, unpublishWaiting),
      ),
    )
    .orderBy(asc(contentSchedules.publishAt));
  return rows.map(({ schedule, by }) => ({
    id: schedule.id,
    revision: schedule.revision,
    publish_at: new Date(schedule.publishAt).toISOString(),
    published: schedule.publishedAt !== null,
    unpublish_at: schedule.unpublishAt ? new Date(schedule.unpublishAt).toISOString() : null,
    scheduled_by: by,
  }));
}

/**
 * The next schedule due, locked for this transaction; rows another instance is running are
 * skipped, so each runs once whatever the number of instances.
 */
export async function claimDue(
  tx: Database,
): Promise<{ row: ContentScheduleRow; step: 'publish' | 'unpublish' } | null> {
  const [publish] = await tx
    .select()
    .from(contentSchedules)
    .where(and(publishWaiting, lte(contentSchedules.publishAt, sql`now()`)))
    .orderBy(asc(contentSchedules.publishAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (publish) return { row: publish, step: 'publish' };
  const [unpublish] = await tx
    .select()
    .from(contentSchedules)
    .where(and(unpublishWaiting, lte(contentSchedules.unpublishAt, sql`now()`)))
    .orderBy(asc(contentSchedules.unpublishAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return unpublish ? { row: unpublish, step: 'unpublish' } : null;
}

export async function markPublished(
  tx: Database,
  id: number,
  replaced: number | null,
  outcome: string | null = null,
): Promise<void> {
  await tx
    .update(contentSchedules)
    .set({ publishedAt: sql`now()`, replacedRevision: replaced, outcome })
    .where(eq(contentSchedules.id, id));
}

/** A publish that could not run: nothing more happens for this schedule. */
export async function markFailed(tx: Database, id: number, outcome: string): Promise<void> {
  await tx
    .update(contentSchedules)
    .set({ cancelledAt: sql`now()`, outcome })
    .where(eq(contentSchedules.id, id));
}

export async function markUnpublished(
  tx: Database,
  id: number,
  outcome: string | null = null,
): Promise<void> {
  await tx
    .update(contentSchedules)
    .set({ unpublishedAt: sql`now()`, outcome })
    .where(eq(contentSchedules.id, id));
}

/** Cancels what is still waiting of one of the item's schedules; false when nothing was. */
export async function cancelSchedule(
  tx: Database,
  kind: EditableKind,
  key: string,
  id: number,
): Promise<boolean> {
  const rows = await tx
    .update(contentSchedules)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(contentSchedules.id, id),
        eq(contentSchedules.kind, kind),
        eq(contentSchedules.itemKey, key),
        or(publishWaiting, unpublishWaiting),
      ),
    )
    .returning({ id: contentSchedules.id });
  return rows.length > 0;
}

/** When the next schedule falls due, on any item; null when nothing waits. */
export async function nextDueAt(db: Database): Promise<Date | null> {
  const [publish] = await db
    .select({ at: contentSchedules.publishAt })
    .from(contentSchedules)
    .where(publishWaiting)
    .orderBy(asc(contentSchedules.publishAt))
    .limit(1);
  const [unpublish] = await db
    .select({ at: contentSchedules.unpublishAt })
    .from(contentSchedules)
    .where(unpublishWaiting)
    .orderBy(asc(contentSchedules.unpublishAt))
    .limit(1);
  const times = [publish?.at, unpublish?.at]
    .filter((at): at is string => Boolean(at))
    .map((at) => new Date(at).getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/** Cancels everything still waiting for an item (it is being deleted); how many schedules that was. */
export async function cancelItemSchedules(
  tx: Database,
  kind: EditableKind,
  key: string,
): Promise<number> {
  const rows = await tx
    .update(contentSchedules)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(contentSchedules.kind, kind),
        eq(contentSchedules.itemKey, key),
        or(publishWaiting, unpublishWaiting),
      ),
    )
    .returning({ id: contentSchedules.id });
  return rows.length;
}

/**
 * The items a schedule still waits to put up a revision of that mentions `text`: the revision a
 * publish will make live, or the one a take-down will bring back.
 */
export async function scheduledRevisionsMentioning(
  db: Database,
  text: string,
): Promise<{ kind: string; key: string }[]> {
  return db
    .selectDistinct({ kind: contentSchedules.kind, key: contentSchedules.itemKey })
    .from(contentSchedules)
    .innerJoin(
      contentRevisions,
      and(
        eq(contentRevisions.kind, contentSchedules.kind),
        eq(contentRevisions.itemKey, contentSchedules.itemKey),
        eq(contentRevisions.locale, contentSchedules.locale),
        or(
          and(publishWaiting, eq(contentRevisions.number, contentSchedules.revision)),
          and(unpublishWaiting, eq(contentRevisions.number, contentSchedules.replacedRevision)),
        ),
      ),
    )
    .where(sql`strpos(${contentRevisions.data}::text, ${text}) > 0`);
}
