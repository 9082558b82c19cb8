import type { FastifyRequest } from 'fastify';
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
  ok,
  PublishSchema,
  PUBLISH_ROLES,
  RestoreSchema,
  ScheduleParamsSchema,
  RevisionParamsSchema,
  RevisionSaveSchema,
  RevisionSchema,
  CONTENT_ROLES,
} from '@harsh/contract';
import { EDITABLES } from '../../content/editable.js';
import { type Actor, contentWorkflow, liveItem, mayDelete } from '../../content/workflow.js';
import { HttpError } from '../../plugins/errors.js';
import { waitingSchedules } from '../../repositories/content-schedules.js';
import { focalPointsIn } from '../../repositories/media.js';
import { workingPreviewLinks } from '../../repositories/preview-links.js';
import { findRevisionData, itemState, itemStates, revisionHistory, unpublishedItems } from '../../repositories/content-revisions.js';
import type { StaffRouteDeps } from './deps.js';

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
  const workflow = contentWorkflow({ db, events });
  const actorOf = (request: FastifyRequest): Actor => ({ user: request.staff!.user, ip: clientIp(request) });

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
      const live = await liveItem(db, kind, key);
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
        focal_points: await focalPointsIn(db, live, latest),
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
      return ok({ ...summary, data, focal_points: await focalPointsIn(db, data) });
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
      const revision = await workflow.saveDraft(actorOf(request), kind, key, { data: request.body.data, note: request.body.note, baseRevision: request.body.base_revision });
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
      const revision = await workflow.restore(actorOf(request), kind, key, number, request.body.base_revision);
      return reply.status(201).send(ok({ revision }, CONTENT_MESSAGES.restored));
    },
  );

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
    async (request) => ok(null, await workflow.publish(actorOf(request), request.params.kind, request.params.key, request.body)),
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
      const created = await workflow.create(actorOf(request), request.params.kind, request.body);
      return reply.status(201).send(ok(created, CONTENT_MESSAGES.created));
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
      const deleted = await workflow.remove(actorOf(request), request.params.kind, request.params.key);
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
      await workflow.cancelSchedule(actorOf(request), kind, key, id);
      return ok(null, CONTENT_MESSAGES.scheduleCancelled);
    },
  );
};
