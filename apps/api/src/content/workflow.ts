import {
  CONTENT_MESSAGES,
  DEFAULT_LOCALE,
  type EditableKind,
  type FieldErrors,
  fieldErrorsFrom,
  isCreatableKind,
  mayPublish,
  MESSAGES,
  SCHEDULE_MAX_DAYS,
  type StaffRole,
  languageName,
} from '@harsh/contract';
import type { Database } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';
import type { ContentEvents } from '../services/content-events.js';
import { asActor, recordAudit } from '../repositories/audit-log.js';
import {
  cancelItemSchedules,
  cancelSchedule,
  claimDue,
  createSchedule,
  markFailed,
  markPublished,
  markUnpublished,
} from '../repositories/content-schedules.js';
import {
  findRevisionData,
  itemState,
  lockForPublish,
  markDeleted,
  RevisionConflictError,
  saveRevision,
  UnchangedRevisionError,
} from '../repositories/content-revisions.js';
import { revokeItemPreviewLinks } from '../repositories/preview-links.js';
import { deleteTranslations, findTranslation } from '../repositories/content-translations.js';
import { draftProblems, typedFactProblems } from './draft-checks.js';
import { EDITABLES } from './editable.js';
import {
  AlreadyLiveError,
  InvalidRevisionError,
  NoSuchRevisionError,
  publishRevision,
} from './publishing.js';
import { checkTranslation, isTranslation, SOURCE_FIELD, sourceHashes } from './translations.js';
import { changeOf, removalOf } from './read-tags.js';

const EN = DEFAULT_LOCALE.code;

/**
 * What a publish of `key` in `locale` changes (content/read-tags.ts): the item in the kind's
 * tables, in that language; which languages it is in too when nothing was live in it before.
 */
const changeOfPublish = (
  kind: EditableKind,
  key: string,
  locale: string,
  replaced: number | null,
): readonly string[] =>
  changeOf(EDITABLES[kind].tables, key, locale, { languagesChanged: replaced === null });

/** What an audit entry names: the item (`pages:1`); a translation's entry names its language in its details. */
const targetOf = (kind: EditableKind, key: string, _locale: string) => `${kind}:${key}`;

/*
 * The content workflow in one place: every way an item changes (a draft saved or restored, a new
 * item, a publish now or at a time, a take-down, a delete, a schedule cancelled), with its checks,
 * its audit entry and the announcement of what changed. The staff routes and the publish
 * scheduler call these; neither holds a rule of its own.
 */

/** Who asks for a change, and from where (for the audit log). */
export interface Actor {
  user: { id: number; email: string; role: StaffRole };
  ip: string;
}

/** A refusal of the workflow, as the staff screens show it (the envelope's status, message and fields). */
function refuse(status: number, message: string, fields: FieldErrors | null = null): never {
  throw new HttpError(status, message, fields);
}

/**
 * The item's live version, or null for a new item not yet published (it has revisions, but no
 * row on the site); refused with 404 when there is neither.
 */
export async function liveItem(
  db: Database,
  kind: EditableKind,
  key: string,
): Promise<Record<string, unknown> | null> {
  const live = await EDITABLES[kind].read(db, key);
  if (live) return live;
  const state = isCreatableKind(kind) ? await itemState(db, kind, key) : null;
  if (!state || state.latestRevision === 0 || state.deletedAt) refuse(404, MESSAGES.notFound);
  return null;
}

/** The item's live translation in `locale` as a revision stores it (its words and their source); null when it has none. */
async function liveTranslation(
  db: Database,
  kind: EditableKind,
  key: string,
  locale: string,
): Promise<Record<string, unknown> | null> {
  const row = await findTranslation(db, kind, key, locale);
  return row && { ...row.data, [SOURCE_FIELD]: row.source };
}

/** The live version of the chain in `locale`: the item's for English (404 when there is none), its translation's otherwise. */
async function liveOf(
  db: Database,
  kind: EditableKind,
  key: string,
  locale: string,
): Promise<Record<string, unknown> | null> {
  if (!isTranslation(locale)) return liveItem(db, kind, key);
  await liveItem(db, kind, key);
  return liveTranslation(db, kind, key, locale);
}

/** Whether `role` may delete the item: never the fixed kinds nor what the routes name (services 4–10); a live one only publishers and admins. */
export const mayDelete = (kind: EditableKind, key: string, live: unknown, role: StaffRole) =>
  isCreatableKind(kind) &&
  (EDITABLES[kind].removable?.(key) ?? true) &&
  (live === null || mayPublish(role));

/** The draft as its kind's schema gives it, and clear of clashes with other items (a slug in use). */
async function checkedDraft(
  db: Database,
  kind: EditableKind,
  key: string,
  data: unknown,
): Promise<Record<string, unknown>> {
  const parsed = EDITABLES[kind].schema.safeParse(data);
  if (!parsed.success)
    refuse(422, MESSAGES.validation, fieldErrorsFrom(parsed.error, { wholePath: true }));
  const clashes = await draftProblems(db, kind, key, parsed.data);
  if (clashes) refuse(422, MESSAGES.validation, clashes);
  return parsed.data;
}

/** A publish's times, checked against now: ahead, in order, within reach. */
function scheduleTimes(times: { at?: string; until?: string }): {
  at: Date | null;
  until: Date | null;
} {
  const now = Date.now();
  const latest = now + SCHEDULE_MAX_DAYS * 86_400_000;
  const at = times.at ? new Date(times.at) : null;
  const until = times.until ? new Date(times.until) : null;
  const fields: FieldErrors = {};
  if (at && at.getTime() <= now) fields.at = [CONTENT_MESSAGES.atInPast];
  else if (at && at.getTime() > latest) fields.at = [CONTENT_MESSAGES.tooFarAhead];
  if (until && until.getTime() <= (at ?? new Date(now)).getTime())
    fields.until = [at ? CONTENT_MESSAGES.untilBeforeAt : CONTENT_MESSAGES.atInPast];
  else if (until && until.getTime() > latest) fields.until = [CONTENT_MESSAGES.tooFarAhead];
  if (Object.keys(fields).length > 0) refuse(422, MESSAGES.validation, fields);
  return { at, until };
}

/** A publish refused for what the revision is: the envelope's answer. */
function publishRefusal(error: unknown): never {
  if (error instanceof NoSuchRevisionError) refuse(404, CONTENT_MESSAGES.noSuchRevision);
  if (error instanceof AlreadyLiveError)
    refuse(422, CONTENT_MESSAGES.alreadyLive, { revision: [CONTENT_MESSAGES.alreadyLive] });
  if (error instanceof InvalidRevisionError)
    refuse(422, CONTENT_MESSAGES.invalidRevision, {
      revision: [CONTENT_MESSAGES.invalidRevision],
      ...error.fields,
    });
  // Two items published at one address in the same moment: the slug's unique index decides.
  if ((error as { code?: string }).code === '23505')
    refuse(409, CONTENT_MESSAGES.addressJustTaken, { slug: [CONTENT_MESSAGES.addressJustTaken] });
  throw error;
}

export type ContentWorkflow = ReturnType<typeof contentWorkflow>;

/** The workflow on one database, announcing what changed through `events`. */
export function contentWorkflow({ db, events }: { db: Database; events: ContentEvents }) {
  /** Stores `data` as the item's next revision, with its audit entry; 409 when someone saved since `baseRevision`. */
  async function storeRevision(
    actor: Actor,
    kind: EditableKind,
    key: string,
    input: { data: Record<string, unknown>; note: string; baseRevision: number },
    action: string,
    live: Record<string, unknown> | null,
    locale = EN,
  ): Promise<number> {
    try {
      return await db.transaction(async (tx) => {
        const number = await saveRevision(tx, {
          kind,
          key,
          locale,
          ...input,
          authorId: actor.user.id,
          live,
        });
        const details = isTranslation(locale) ? { revision: number, locale } : { revision: number };
        await recordAudit(tx, {
          ...asActor(actor.user, actor.ip),
          action,
          target: targetOf(kind, key, locale),
          details,
        });
        return number;
      });
    } catch (error) {
      if (error instanceof RevisionConflictError) refuse(409, CONTENT_MESSAGES.conflict);
      if (error instanceof UnchangedRevisionError)
        refuse(422, CONTENT_MESSAGES.unchanged, { _: [CONTENT_MESSAGES.unchanged] });
      // Two first saves at once: the second finds revision 1 taken.
      if ((error as { code?: string }).code === '23505') refuse(409, CONTENT_MESSAGES.conflict);
      throw error;
    }
  }

  return {
    /**
     * Saves a draft as a new revision; returns its number. A translation (`locale` not English)
     * stores its words and, from the English revision the editor was shown (`sourceRevision`; 0:
     * the live English), a hash of each field's English words.
     */
    async saveDraft(
      actor: Actor,
      kind: EditableKind,
      key: string,
      input: { data: unknown; note: string; baseRevision: number; sourceRevision?: number },
      locale = EN,
    ): Promise<number> {
      if (!isTranslation(locale)) {
        const data = await checkedDraft(db, kind, key, input.data);
        const live = await liveItem(db, kind, key);
        const typed = await typedFactProblems(db, kind, data, live);
        if (typed) refuse(422, MESSAGES.validation, typed);
        return storeRevision(actor, kind, key, { ...input, data }, 'content_saved', live);
      }
      const english = await liveItem(db, kind, key);
      // A translation is of an item the site shows: a new item is translated once it is published.
      if (!english)
        refuse(422, CONTENT_MESSAGES.noEnglishYet, { _: [CONTENT_MESSAGES.noEnglishYet] });
      const sourceRevision = input.sourceRevision ?? 0;
      const source =
        sourceRevision > 0 ? await findRevisionData(db, kind, key, sourceRevision) : english;
      if (!source)
        refuse(422, CONTENT_MESSAGES.noSuchRevision, {
          source_revision: [CONTENT_MESSAGES.noSuchRevision],
        });
      const checked = await checkTranslation(
        db,
        kind,
        key,
        english,
        (input.data ?? {}) as Record<string, unknown>,
      );
      if ('fields' in checked) refuse(422, MESSAGES.validation, checked.fields);
      const live = await liveTranslation(db, kind, key, locale);
      const typed = await typedFactProblems(db, kind, checked.words, live);
      if (typed) refuse(422, MESSAGES.validation, typed);
      const data = {
        ...checked.words,
        [SOURCE_FIELD]: { revision: sourceRevision, fields: sourceHashes(kind, source) },
      };
      return storeRevision(actor, kind, key, { ...input, data }, 'content_saved', live, locale);
    },

    /** Makes an old revision the newest draft (a new revision; history is kept); returns its number. */
    async restore(
      actor: Actor,
      kind: EditableKind,
      key: string,
      number: number,
      baseRevision: number,
      locale = EN,
    ): Promise<number> {
      const data = await findRevisionData(db, kind, key, number, locale);
      if (!data) refuse(404, CONTENT_MESSAGES.noSuchRevision);
      const live = await liveOf(db, kind, key, locale);
      return storeRevision(
        actor,
        kind,
        key,
        { data, note: `Restored version ${number}`, baseRevision },
        'content_restored',
        live,
        locale,
      );
    },

    /** A new item of a kind staff add to: its first draft, seen by no visitor until it is published. */
    async create(
      actor: Actor,
      kind: EditableKind,
      input: { data: unknown; note: string },
    ): Promise<{ key: string; revision: number }> {
      const create = EDITABLES[kind].create;
      if (!isCreatableKind(kind) || !create) refuse(422, CONTENT_MESSAGES.notCreatable);
      // Checked before a key is taken (no item has key 0), so a refused draft reserves nothing.
      const data = await checkedDraft(db, kind, '0', input.data);
      const typed = await typedFactProblems(db, kind, data, null);
      if (typed) refuse(422, MESSAGES.validation, typed);
      const key = await create(db);
      const revision = await storeRevision(
        actor,
        kind,
        key,
        { data, note: input.note, baseRevision: 0 },
        'content_created',
        null,
      );
      return { key, revision };
    },

    /**
     * Makes a revision live now, or schedules it for `at`; with `until`, the version before goes
     * back up then. Returns the message for the staff member.
     */
    async publish(
      actor: Actor,
      kind: EditableKind,
      key: string,
      request: { revision: number; at?: string; until?: string; also?: readonly string[] },
      locale = EN,
    ): Promise<string> {
      const { at, until } = scheduleTimes(request);
      if ((await liveOf(db, kind, key, locale)) === null && until)
        refuse(422, CONTENT_MESSAGES.firstPublishUntil, {
          until: [CONTENT_MESSAGES.firstPublishUntil],
        });
      // "Together": the newest draft of each other language named goes up in the same transaction, after this one.
      const steps = [{ locale, revision: request.revision }];
      for (const other of new Set(request.also ?? [])) {
        if (other === locale) continue;
        const state = await itemState(db, kind, key, other);
        if (!state || state.deletedAt || state.latestRevision <= (state.liveRevision ?? 0)) {
          const message = CONTENT_MESSAGES.noDraftInLanguage.replace(
            '{language}',
            languageName(other),
          );
          refuse(422, message, { also: [message] });
        }
        steps.push({ locale: other, revision: state.latestRevision });
      }
      const auditOf = (step: (typeof steps)[number]) => ({
        ...asActor(actor.user, actor.ip),
        target: targetOf(kind, key, step.locale),
      });
      const localeDetail = (step: (typeof steps)[number]) =>
        isTranslation(step.locale) ? { locale: step.locale } : {};
      if (at) {
        await db.transaction(async (tx) => {
          for (const step of steps) {
            const { revision } = step;
            const state = await itemState(tx, kind, key, step.locale);
            if (!state || !(await findRevisionData(tx, kind, key, revision, step.locale)))
              refuse(404, CONTENT_MESSAGES.noSuchRevision);
            await createSchedule(tx, {
              kind,
              key,
              locale: step.locale,
              revision,
              publishAt: at,
              unpublishAt: until,
              createdBy: actor.user.id,
            });
            const details = {
              revision,
              ...localeDetail(step),
              at: at.toISOString(),
              until: until?.toISOString() ?? null,
            };
            await recordAudit(tx, { ...auditOf(step), action: 'content_scheduled', details });
          }
        });
        events.scheduleChanged();
        return CONTENT_MESSAGES.scheduled;
      }
      const changed = new Set<string>();
      await db.transaction(async (tx) => {
        for (const step of steps) {
          const { revision } = step;
          const changedAlso = isTranslation(step.locale)
            ? undefined
            : await EDITABLES[kind].changesAlso?.(tx, key);
          const { replaced } = await publishRevision(tx, {
            kind,
            key,
            locale: step.locale,
            revision,
            publishedBy: actor.user.id,
          }).catch(publishRefusal);
          for (const tag of changeOfPublish(kind, key, step.locale, replaced)) changed.add(tag);
          for (const tag of (await changedAlso?.(tx)) ?? []) changed.add(tag);
          await recordAudit(tx, {
            ...auditOf(step),
            action: 'content_published',
            details: { revision, ...localeDetail(step), until: until?.toISOString() ?? null },
          });
          if (until) {
            const schedule = {
              kind,
              key,
              locale: step.locale,
              revision,
              publishAt: new Date(),
              unpublishAt: until,
              createdBy: actor.user.id,
            };
            await createSchedule(tx, { ...schedule, publishedNow: { replaced } });
          }
        }
      });
      events.changed({ tables: [...changed] });
      if (until) events.scheduleChanged();
      return until ? CONTENT_MESSAGES.publishedUntil : CONTENT_MESSAGES.published;
    },

    /** Deletes an item the actor may delete: a new draft, or (publishers and admins) a live item with what hangs on it. */
    async remove(
      actor: Actor,
      kind: EditableKind,
      key: string,
    ): Promise<{ wasLive: boolean; hadPage: boolean }> {
      const editable = EDITABLES[kind];
      const live = await liveItem(db, kind, key);
      if (!isCreatableKind(kind) || !editable.remove || editable.removable?.(key) === false)
        refuse(422, CONTENT_MESSAGES.notDeletable);
      if (!mayDelete(kind, key, live, actor.user.role))
        refuse(403, CONTENT_MESSAGES.deleteForbidden);
      const deleted = await db.transaction(async (tx) => {
        // The item's row is locked as for a publish, and read again: a publish that committed
        // meanwhile is deleted too, and one waiting on the lock finds the item deleted.
        const state = await lockForPublish(tx, kind, key);
        const live = await editable.read(tx, key);
        if (!mayDelete(kind, key, live, actor.user.role))
          refuse(403, CONTENT_MESSAGES.deleteForbidden);
        const title = editable.title(
          key,
          (live ??
            (state ? await findRevisionData(tx, kind, key, state.latestRevision) : null) ??
            {}) as never,
        );
        const changedAlso = live ? await editable.changesAlso?.(tx, key) : undefined;
        if (live) await editable.remove!(tx, key);
        // Its translations go with it (their chains are marked deleted with the English one's).
        await deleteTranslations(tx, kind, key);
        const cancelled = await cancelItemSchedules(tx, kind, key);
        // Its preview links stop showing it: the links were to what is now deleted.
        await revokeItemPreviewLinks(tx, kind, key);
        await markDeleted(tx, kind, key);
        await recordAudit(tx, {
          ...asActor(actor.user, actor.ip),
          action: 'content_deleted',
          target: `${kind}:${key}`,
          details: { title, was_live: live !== null, schedules_cancelled: cancelled },
        });
        return {
          wasLive: live !== null,
          hadPage: live !== null && editable.path(key, live) !== null,
          also: (await changedAlso?.(tx)) ?? [],
        };
      });
      if (deleted.wasLive)
        events.changed({ tables: [...removalOf(editable.tables, key), ...deleted.also] });
      events.scheduleChanged();
      return { wasLive: deleted.wasLive, hadPage: deleted.hadPage };
    },

    /** Cancels what still waits of a scheduled publish or take-down. */
    async cancelSchedule(actor: Actor, kind: EditableKind, key: string, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await cancelSchedule(tx, kind, key, id)))
          refuse(404, CONTENT_MESSAGES.noSuchSchedule);
        await recordAudit(tx, {
          ...asActor(actor.user, actor.ip),
          action: 'content_schedule_cancelled',
          target: `${kind}:${key}`,
          details: { schedule: id },
        });
      });
      events.scheduleChanged();
    },

    /**
     * Runs the next step that is due of any schedule (a publish or a take-down), in its own
     * transaction; false when nothing was due. The scheduler calls this until it is false.
     */
    async runNextScheduled(): Promise<boolean> {
      let changed: readonly string[] = [];
      const ran = await db.transaction(async (tx) => {
        const due = await claimDue(tx);
        if (!due) return false;
        changed = await runScheduledStep(tx, due);
        return true;
      });
      if (changed.length > 0) events.changed({ tables: changed });
      return ran;
    },
  };
}

/** What a scheduled step is recorded under: no person, the server. */
const SYSTEM = { actorEmail: 'system', ip: 'server' } as const;

/** One claimed schedule step; returns the tables it changed (none when it was refused or skipped). */
async function runScheduledStep(
  tx: Database,
  { row, step }: NonNullable<Awaited<ReturnType<typeof claimDue>>>,
): Promise<readonly string[]> {
  const kind = row.kind as EditableKind;
  const { locale } = row;
  const target = targetOf(kind, row.itemKey, locale);
  const details = {
    revision: row.revision,
    ...(isTranslation(locale) ? { locale } : {}),
    schedule: row.id,
    scheduled_by: row.createdBy,
  };
  const changedAlso = isTranslation(locale)
    ? undefined
    : await EDITABLES[kind].changesAlso?.(tx, row.itemKey);
  if (step === 'publish') {
    try {
      // A savepoint: a publish that fails leaves the schedule to be marked, not the whole run undone.
      const { replaced } = await tx.transaction((inner) =>
        publishRevision(inner, {
          kind,
          key: row.itemKey,
          locale,
          revision: row.revision,
          publishedBy: row.createdBy,
        }),
      );
      await markPublished(tx, row.id, replaced);
      await recordAudit(tx, { ...SYSTEM, action: 'content_published', target, details });
      return [
        ...changeOfPublish(kind, row.itemKey, locale, replaced),
        ...((await changedAlso?.(tx)) ?? []),
      ];
    } catch (error) {
      if (error instanceof AlreadyLiveError) {
        await markPublished(tx, row.id, null, 'already live');
      } else if (error instanceof NoSuchRevisionError || error instanceof InvalidRevisionError) {
        await markFailed(
          tx,
          row.id,
          error instanceof NoSuchRevisionError ? 'no such revision' : 'did not pass the checks',
        );
        await recordAudit(tx, { ...SYSTEM, action: 'content_schedule_failed', target, details });
      } else {
        throw error;
      }
      return [];
    }
  }
  // The take-down brings back what was live before, unless another version went up since.
  const state = await itemState(tx, kind, row.itemKey, locale);
  if (state?.liveRevision !== row.revision || row.replacedRevision === null) {
    await markUnpublished(
      tx,
      row.id,
      `not taken down: version ${state?.liveRevision ?? '?'} was published since`,
    );
    await recordAudit(tx, {
      ...SYSTEM,
      action: 'content_unpublish_skipped',
      target,
      details: { ...details, live: state?.liveRevision ?? null },
    });
    return [];
  }
  try {
    await tx.transaction((inner) =>
      publishRevision(inner, {
        kind,
        key: row.itemKey,
        locale,
        revision: row.replacedRevision!,
        publishedBy: row.createdBy,
      }),
    );
  } catch (error) {
    if (!(error instanceof NoSuchRevisionError || error instanceof InvalidRevisionError))
      throw error;
    await markUnpublished(
      tx,
      row.id,
      'not taken down: the version before no longer passes the checks',
    );
    await recordAudit(tx, { ...SYSTEM, action: 'content_schedule_failed', target, details });
    return [];
  }
  await markUnpublished(tx, row.id);
  await recordAudit(tx, {
    ...SYSTEM,
    action: 'content_unpublished',
    target,
    details: { ...details, restored: row.replacedRevision },
  });
  // A version of the item in that language was live before and is again: its languages stay.
  return [
    ...changeOfPublish(kind, row.itemKey, locale, row.replacedRevision),
    ...((await changedAlso?.(tx)) ?? []),
  ];
}
