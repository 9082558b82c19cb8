import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  ContentCreatedSchema,
  ContentCreateSchema,
  ContentKindParamsSchema,
  ContentParamsSchema,
  isCreatableKind,
  EditableItemSchema,
  EditableSummarySchema,
  EDITABLE_KINDS,
  envelopeSchema,
  ErrorEnvelopeSchema,
  type FieldErrors,
  fieldErrorsFrom,
  MESSAGES,
  ok,
  PublishSchema,
  RestoreSchema,
  SCHEDULE_MAX_DAYS,
  ScheduleParamsSchema,
  RevisionParamsSchema,
  RevisionSaveSchema,
  RevisionSchema,
  CONTENT_ROLES,
  type StaffRole,
} from '@harsh/contract';
import { EDITABLES } from '../../content/editable.js';
import { HttpError } from '../../plugins/errors.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import { AlreadyLiveError, InvalidRevisionError, NoSuchRevisionError, publishRevision } from '../../content/publishing.js';
import { draftProblems } from '../../content/draft-checks.js';
import { cancelItemSchedules, cancelSchedule, createSchedule, waitingSchedules } from '../../repositories/content-schedules.js';
import { revokeItemPreviewLinks, workingPreviewLinks } from '../../repositories/preview-links.js';
import {
  findRevisionData,
  itemState,
  markDeleted,
  itemStates,
  RevisionConflictError,
  revisionHistory,
  saveRevision,
  UnchangedRevisionError,
  lockForPublish,
  unpublishedItems,
} from '../../repositories/content-revisions.js';
import type { StaffRouteDeps } from './deps.js';

/** Editors save drafts; publishers and admins also publish. */
const PUBLISH_ROLES: readonly StaffRole[] = ['publisher', 'admin'];

const errors = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };

/**
 * A draft as the editor sends it: a page or post of up to 200,000 characters (3 bytes each in
 * UTF-8 for Devanagari) and the other fields. The server's 64 KB default refused long pages before
 * the schema could name the field. The session is checked before the body is read.
 */
const DRAFT_BODY_LIMIT = 1024 * 1024;

/** Everything staff edit: drafts saved as revisions, history, restore, publish now or at a time, new items and deletes. */
export const contentRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (app, { database, events, clientIp }) => {
  const db = database.db;

  /**
   * The item's live version, or null for a new item not yet published (it has revisions, but no
   * row on the site); 404 when there is neither.
   */
  async function liveOf(kind: (typeof EDITABLE_KINDS)[number], key: string): Promise<Record<string, unknown> | null> {
    const live = await EDITABLES[kind].read(db, key);
    if (live) return live;
    const state = isCreatableKind(kind) ? await itemState(db, kind, key) : null;
    if (!state || state.latestRevision === 0 || state.deletedAt) throw new HttpError(404, MESSAGES.notFound);
    return null;
  }

  /** Whether `role` may delete the item: never the fixed kinds nor what the routes name (services 4–10); a live one only publishers and admins. */
  const mayDelete = (kind: (typeof EDITABLE_KINDS)[number], key: string, live: unknown, role: StaffRole) =>
    isCreatableKind(kind) && (EDITABLES[kind].removable?.(key) ?? true) && (live === null || PUBLISH_ROLES.includes(role));

  /** The draft as its kind's schema gives it, and clear of clashes with other items (a slug in use). */
  async function checkDraft(kind: (typeof EDITABLE_KINDS)[number], key: string, data: unknown): Promise<Record<string, unknown>> {
    const editable = EDITABLES[kind];
    const parsed = editable.schema.safeParse(data);
    if (!parsed.success) throw new HttpError(422, MESSAGES.validation, fieldErrorsFrom(parsed.error, { wholePath: true }));
    const clashes = await draftProblems(db, kind, key, parsed.data);
    if (clashes) throw new HttpError(422, MESSAGES.validation, clashes);
    return parsed.data;
  }

  async function save(
    request: { staff?: { user: { id: number; email: string } } | null },
    ip: string,
    kind: (typeof EDITABLE_KINDS)[number],
    key: string,
    input: { data: Record<string, unknown>; note: string; baseRevision: number },
    action: string,
    { isNew = false } = {},
  ) {
    const live = isNew ? null : await liveOf(kind, key);
    const actor = request.staff!.user;
    try {
      return await db.transaction(async (tx) => {
        const number = await saveRevision(tx, { kind, key, ...input, authorId: actor.id, live });
        await recordAudit(tx, { ...asActor(actor, ip), action, target: `${kind}:${key}`, details: { revision: number } });
        return number;
      });
    } catch (error) {
      if (error instanceof RevisionConflictError) throw new HttpError(409, CONTENT_MESSAGES.conflict);
      if (error instanceof UnchangedRevisionError) throw new HttpError(422, CONTENT_MESSAGES.unchanged, { _: [CONTENT_MESSAGES.unchanged] });
      // Two first saves at once: the second finds revision 1 taken.
      if ((error as { code?: string }).code === '23505') throw new HttpError(409, CONTENT_MESSAGES.conflict);
      throw error;
    }
  }

  app.get(
    '/admin/content',
    {
      config: { staff: CONTENT_ROLES },
      schema: { tags: ['admin'], summary: 'Everything staff can edit, with its draft and live versions', response: { 200: envelopeSchema(z.array(EditableSummarySchema)), ...errors } },
    },
    async () => {
      const summaries = [];
      for (const kind of EDITABLE_KINDS) {
        const editable = EDITABLES[kind];
        const states = await itemStates(db, kind);
        for (const item of await editable.list(db)) {
          const state = states.get(item.key);
          const latest = state?.latestRevision ?? 0;
          const live = state?.liveRevision ?? null;
          summaries.push({ kind, key: item.key, title: item.title, path: item.path ?? editable.path(item.key), latest_revision: latest, live_revision: live, draft_waiting: latest > (live ?? 0) });
        }
        if (!isCreatableKind(kind)) continue;
        for (const draft of await unpublishedItems(db, kind)) {
          const title = editable.title(draft.key, draft.data as never);
          summaries.push({ kind, key: draft.key, title, path: null, latest_revision: draft.latestRevision, live_revision: null, draft_waiting: true });
        }
      }
      return ok(summaries);
    },
  );

  app.get(
    '/admin/content/:kind/:key',
    {
      config: { staff: CONTENT_ROLES },
      schema: { tags: ['admin'], summary: 'One item: its live version, its newest draft and its history', params: ContentParamsSchema, response: { 200: envelopeSchema(EditableItemSchema), ...errors } },
    },
    async (request) => {
      const { kind, key } = request.params;
      const editable = EDITABLES[kind];
      const live = await liveOf(kind, key);
      const state = await itemState(db, kind, key);
      const latestNumber = state?.latestRevision ?? 0;
      const liveNumber = state?.liveRevision ?? null;
      const latest = (latestNumber > 0 ? await findRevisionData(db, kind, key, latestNumber) : null) ?? live ?? {};
      return ok({
        kind,
        key,
        title: editable.title(key, latest),
        path: live ? editable.path(key, live) : null,
        latest_revision: latestNumber,
        live_revision: liveNumber,
        draft_waiting: latestNumber > (liveNumber ?? 0),
        live,
        deletable: mayDelete(kind, key, live, request.staff!.user.role),
        latest,
        history: await revisionHistory(db, kind, key, liveNumber),
        schedules: await waitingSchedules(db, kind, key),
        preview_links: await workingPreviewLinks(db, kind, key),
      });
    },
  );

  app.get(
    '/admin/content/:kind/:key/revisions/:number',
    {
      config: { staff: CONTENT_ROLES },
      schema: { tags: ['admin'], summary: 'One revision of an item, whole', params: RevisionParamsSchema, response: { 200: envelopeSchema(RevisionSchema), ...errors } },
    },
    async (request) => {
      const { kind, key, number } = request.params;
      const state = await itemState(db, kind, key);
      const history = await revisionHistory(db, kind, key, state?.liveRevision ?? null);
      const summary = history.find((revision) => revision.number === number);
      const data = summary ? await findRevisionData(db, kind, key, number) : null;
      if (!summary || !data) throw new HttpError(404, CONTENT_MESSAGES.noSuchRevision);
      return ok({ ...summary, data });
    },
  );

  app.post(
    '/admin/content/:kind/:key/revisions',
    {
      config: { staff: CONTENT_ROLES },
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Save a draft as a new revision (409 when someone saved one since base_revision)',
        params: ContentParamsSchema,
        body: RevisionSaveSchema,
        response: { 201: envelopeSchema(z.object({ revision: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, key } = request.params;
      const data = await checkDraft(kind, key, request.body.data);
      const revision = await save(request, clientIp(request), kind, key, { data, note: request.body.note, baseRevision: request.body.base_revision }, 'content_saved');
      return reply.status(201).send(ok({ revision }, CONTENT_MESSAGES.saved));
    },
  );

  app.post(
    '/admin/content/:kind/:key/revisions/:number/restore',
    {
      config: { staff: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Make an old revision the newest draft (a new revision; history is kept)',
        params: RevisionParamsSchema,
        body: RestoreSchema,
        response: { 201: envelopeSchema(z.object({ revision: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, key, number } = request.params;
      const data = await findRevisionData(db, kind, key, number);
      if (!data) throw new HttpError(404, CONTENT_MESSAGES.noSuchRevision);
      const revision = await save(request, clientIp(request), kind, key, { data, note: `Restored version ${number}`, baseRevision: request.body.base_revision }, 'content_restored');
      return reply.status(201).send(ok({ revision }, CONTENT_MESSAGES.restored));
    },
  );

  /** The publish's times, checked against now: ahead, in order, within reach. */
  function scheduleTimes(body: { at?: string; until?: string }): { at: Date | null; until: Date | null } {
    const now = Date.now();
    const latest = now + SCHEDULE_MAX_DAYS * 86_400_000;
    const at = body.at ? new Date(body.at) : null;
    const until = body.until ? new Date(body.until) : null;
    const fields: FieldErrors = {};
    if (at && at.getTime() <= now) fields.at = [CONTENT_MESSAGES.atInPast];
    else if (at && at.getTime() > latest) fields.at = [CONTENT_MESSAGES.tooFarAhead];
    if (until && until.getTime() <= (at ?? new Date(now)).getTime()) fields.until = [at ? CONTENT_MESSAGES.untilBeforeAt : CONTENT_MESSAGES.atInPast];
    else if (until && until.getTime() > latest) fields.until = [CONTENT_MESSAGES.tooFarAhead];
    if (Object.keys(fields).length > 0) throw new HttpError(422, MESSAGES.validation, fields);
    return { at, until };
  }

  app.post(
    '/admin/content/:kind/:key/publish',
    {
      config: { staff: PUBLISH_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Make a revision the live version now (the site shows it at once) or at `at`; with `until`, the version before goes back up then',
        params: ContentParamsSchema,
        body: PublishSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const { kind, key } = request.params;
      const { revision } = request.body;
      const { at, until } = scheduleTimes(request.body);
      const actor = request.staff!.user;
      const audit = { ...asActor(actor, clientIp(request)), target: `${kind}:${key}` };
      if ((await liveOf(kind, key)) === null && until) throw new HttpError(422, CONTENT_MESSAGES.firstPublishUntil, { until: [CONTENT_MESSAGES.firstPublishUntil] });
      if (at) {
        await db.transaction(async (tx) => {
          const state = await itemState(tx, kind, key);
          if (!state || !(await findRevisionData(tx, kind, key, revision))) throw new HttpError(404, CONTENT_MESSAGES.noSuchRevision);
          await createSchedule(tx, { kind, key, revision, publishAt: at, unpublishAt: until, createdBy: actor.id });
          await recordAudit(tx, { ...audit, action: 'content_scheduled', details: { revision, at: at.toISOString(), until: until?.toISOString() ?? null } });
        });
        events.scheduleChanged();
        return ok(null, CONTENT_MESSAGES.scheduled);
      }
      await db.transaction(async (tx) => {
        const { replaced } = await publishRevision(tx, { kind, key, revision, publishedBy: actor.id }).catch(publishFailure);
        await recordAudit(tx, { ...audit, action: 'content_published', details: { revision, until: until?.toISOString() ?? null } });
        if (until) await createSchedule(tx, { kind, key, revision, publishAt: new Date(), unpublishAt: until, createdBy: actor.id, publishedNow: { replaced } });
      });
      events.changed({ tables: EDITABLES[kind].tables });
      if (until) events.scheduleChanged();
      return ok(null, until ? CONTENT_MESSAGES.publishedUntil : CONTENT_MESSAGES.published);
    },
  );

  app.post(
    '/admin/content/:kind',
    {
      config: { staff: CONTENT_ROLES },
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Make a new item (a post, service, branch or list entry): its first draft, seen by no visitor until it is published',
        params: ContentKindParamsSchema,
        body: ContentCreateSchema,
        response: { 201: envelopeSchema(ContentCreatedSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const create = EDITABLES[kind].create;
      if (!isCreatableKind(kind) || !create) throw new HttpError(422, CONTENT_MESSAGES.notCreatable);
      // Checked before a key is taken (no item has key 0), so a refused draft reserves nothing.
      const data = await checkDraft(kind, '0', request.body.data);
      const key = await create(db);
      const revision = await save(request, clientIp(request), kind, key, { data, note: request.body.note, baseRevision: 0 }, 'content_created', { isNew: true });
      return reply.status(201).send(ok({ key, revision }, CONTENT_MESSAGES.created));
    },
  );

  app.post(
    '/admin/content/:kind/:key/delete',
    {
      config: { staff: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Delete an item you may: a new draft (anyone who edits), or a published post, service, branch or list entry (publishers and admins). Pages, the company facts and the services the routes name cannot be',
        params: ContentParamsSchema,
        response: { 200: envelopeSchema(z.object({ was_live: z.boolean(), had_page: z.boolean().describe('it had a page of its own, which now answers 404') })), ...errors },
      },
    },
    async (request) => {
      const { kind, key } = request.params;
      const actor = request.staff!.user;
      const live = await liveOf(kind, key);
      const remove = EDITABLES[kind].remove;
      if (!isCreatableKind(kind) || !remove || EDITABLES[kind].removable?.(key) === false) throw new HttpError(422, CONTENT_MESSAGES.notDeletable);
      if (!mayDelete(kind, key, live, actor.role)) throw new HttpError(403, CONTENT_MESSAGES.deleteForbidden);
      const deleted = await db.transaction(async (tx) => {
        // The item's row is locked as for a publish, and read again: a publish that committed
        // meanwhile is deleted too, and one waiting on the lock finds the item deleted.
        const state = await lockForPublish(tx, kind, key);
        const live = await EDITABLES[kind].read(tx, key);
        if (!mayDelete(kind, key, live, actor.role)) throw new HttpError(403, CONTENT_MESSAGES.deleteForbidden);
        const title = EDITABLES[kind].title(key, (live ?? (state ? await findRevisionData(tx, kind, key, state.latestRevision) : null) ?? {}) as never);
        if (live) await remove(tx, key);
        const cancelled = await cancelItemSchedules(tx, kind, key);
        // Its preview links stop showing it: the links were to what is now deleted.
        await revokeItemPreviewLinks(tx, kind, key);
        await markDeleted(tx, kind, key);
        await recordAudit(tx, { ...asActor(actor, clientIp(request)), action: 'content_deleted', target: `${kind}:${key}`, details: { title, was_live: live !== null, schedules_cancelled: cancelled } });
        return { wasLive: live !== null, hadPage: live !== null && EDITABLES[kind].path(key, live) !== null };
      });
      if (deleted.wasLive) events.changed({ tables: EDITABLES[kind].tables });
      events.scheduleChanged();
      const message = deleted.hadPage ? CONTENT_MESSAGES.deleted : deleted.wasLive ? CONTENT_MESSAGES.entryDeleted : CONTENT_MESSAGES.draftDeleted;
      return ok({ was_live: deleted.wasLive, had_page: deleted.hadPage }, message);
    },
  );

  app.post(
    '/admin/content/:kind/:key/schedules/:id/cancel',
    {
      config: { staff: PUBLISH_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Cancel what still waits of a scheduled publish or take-down',
        params: ScheduleParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const { kind, key, id } = request.params;
      const actor = request.staff!.user;
      await db.transaction(async (tx) => {
        if (!(await cancelSchedule(tx, kind, key, id))) throw new HttpError(404, CONTENT_MESSAGES.noSuchSchedule);
        await recordAudit(tx, { ...asActor(actor, clientIp(request)), action: 'content_schedule_cancelled', target: `${kind}:${key}`, details: { schedule: id } });
      });
      events.scheduleChanged();
      return ok(null, CONTENT_MESSAGES.scheduleCancelled);
    },
  );
};

/** A publish refused for what the revision is: the envelope's answer. */
function publishFailure(error: unknown): never {
  if (error instanceof NoSuchRevisionError) throw new HttpError(404, CONTENT_MESSAGES.noSuchRevision);
  if (error instanceof AlreadyLiveError) throw new HttpError(422, CONTENT_MESSAGES.alreadyLive, { revision: [CONTENT_MESSAGES.alreadyLive] });
  if (error instanceof InvalidRevisionError) throw new HttpError(422, CONTENT_MESSAGES.invalidRevision, { revision: [CONTENT_MESSAGES.invalidRevision], ...error.fields });
  // Two items published at one address in the same moment: the slug's unique index decides.
  if ((error as { code?: string }).code === '23505') throw new HttpError(409, CONTENT_MESSAGES.addressJustTaken, { slug: [CONTENT_MESSAGES.addressJustTaken] });
  throw error;
}
