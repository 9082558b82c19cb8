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
  LocaleQuerySchema,
  projectTranslatable,
} from '@harsh/contract';
import { EDITABLES } from '../../content/editable.js';
import { type Actor, contentWorkflow, liveItem, mayDelete } from '../../content/workflow.js';
import { HttpError } from '../../plugins/errors.js';
import { waitingSchedules } from '../../repositories/content-schedules.js';
import { focalPointsIn } from '../../repositories/media.js';
import { workingPreviewLinks } from '../../repositories/preview-links.js';
import {
  findRevisionData,
  itemState,
  itemStates,
  revisionHistory,
  unpublishedItems,
} from '../../repositories/content-revisions.js';
import { findTranslation, translationStates } from '../../repositories/content-translations.js';
import {
  isTranslation,
  SOURCE_FIELD,
  statesByKey,
  translationsSummary,
} from '../../content/translations.js';
import type { StaffRouteDeps } from './deps.js';

const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

/**
 * A draft as the editor sends it: a page or post of up to 200,000 characters (3 bytes each in
 * UTF-8 for Devanagari) and the other fields. The server's 64 KB default refused long pages before
 * the schema could name the field. The session is checked before the body is read.
 */
const DRAFT_BODY_LIMIT = 1024 * 1024;

/** Everything staff edit: drafts saved as revisions, history, restore, publish now or at a time, new items and deletes. */
export const contentRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, events, clientIp },
) => {
  const db = database.db;
  const workflow = contentWorkflow({ db, events });
  const actorOf = (request: FastifyRequest): Actor => ({
    user: request.staff!.user,
    ip: clientIp(request),
  });

  app.get(
    '/admin/content',
    {
      config: { staff: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Everything staff can edit, with its draft and live versions',
        response: { 200: envelopeSchema(z.array(EditableSummarySchema)), ...errors },
      },
    },
    async () => {
      const summaries = [];
      for (const kind of EDITABLE_KINDS) {
        const editable = EDITABLES[kind];
        const states = await itemStates(db, kind);
        // The translations' states of the whole kind: one read of the live English, one of the translations.
        const english = new Map((await editable.readAll(db)).map((item) => [item.key, item.data]));
        const translations = statesByKey(await translationStates(db, kind));
        for (const item of await editable.list(db)) {
          const state = states.get(item.key);
          const latest = state?.latestRevision ?? 0;
          const live = state?.liveRevision ?? null;
          summaries.push({
            kind,
            key: item.key,
            title: item.title,
            path: item.path ?? editable.path(item.key),
            latest_revision: latest,
            live_revision: live,
            draft_waiting: latest > (live ?? 0),
            translations: translationsSummary(
              kind,
              english.get(item.key) ?? null,
              translations.get(item.key),
            ),
          });
        }
        if (!isCreatableKind(kind)) continue;
        for (const draft of await unpublishedItems(db, kind)) {
          const title = editable.title(draft.key, draft.data as never);
          const translations = translationsSummary(kind, null, undefined);
          summaries.push({
            kind,
            key: draft.key,
            title,
            path: null,
            latest_revision: draft.latestRevision,
            live_revision: null,
            draft_waiting: true,
            translations,
          });
        }
      }
      return ok(summaries);
    },
  );

  app.get(
    '/admin/content/:kind/:key',
    {
      config: { staff: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary:
          'One item: its live version, its newest draft and its history; with `locale`, its translation’s, the English to translate beside it',
        params: ContentParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 200: envelopeSchema(EditableItemSchema), ...errors },
      },
    },
    async (request) => {
      const { kind, key } = request.params;
      const { locale } = request.query;
      const editable = EDITABLES[kind];
      const english = await liveItem(db, kind, key);
      const englishState = await itemState(db, kind, key);
      const state = isTranslation(locale) ? await itemState(db, kind, key, locale) : englishState;
      const translation = isTranslation(locale)
        ? await findTranslation(db, kind, key, locale)
        : null;
      const live = isTranslation(locale)
        ? translation && { ...translation.data, [SOURCE_FIELD]: translation.source }
        : english;
      const latestNumber = state?.latestRevision ?? 0;
      const liveNumber = state?.liveRevision ?? null;
      const latest =
        (latestNumber > 0 ? await findRevisionData(db, kind, key, latestNumber, locale) : null) ??
        live ??
        {};
      // The English a translator works from: its newest revision (a draft, perhaps), else the live version.
      const englishRevision = englishState?.latestRevision ?? 0;
      const englishNewest =
        (englishRevision > 0 ? await findRevisionData(db, kind, key, englishRevision) : null) ??
        english ??
        {};
      const states = statesByKey(await translationStates(db, kind)).get(key);
      return ok({
        kind,
        key,
        locale,
        title: editable.title(key, isTranslation(locale) ? englishNewest : latest),
        path: english ? editable.path(key, english) : null,
        latest_revision: latestNumber,
        live_revision: liveNumber,
        draft_waiting: latestNumber > (liveNumber ?? 0),
        translations: translationsSummary(kind, english, states),
        english: isTranslation(locale)
          ? { revision: englishRevision, data: projectTranslatable(kind, englishNewest) }
          : null,
        live,
        deletable: mayDelete(kind, key, english, request.staff!.user.role),
        latest,
        focal_points: await focalPointsIn(
          db,
          english,
          isTranslation(locale) ? englishNewest : latest,
        ),
        history: await revisionHistory(db, kind, key, liveNumber, locale),
        schedules: await waitingSchedules(db, kind, key, locale),
        preview_links: await workingPreviewLinks(db, kind, key, locale),
      });
    },
  );

  app.get(
    '/admin/content/:kind/:key/revisions/:number',
    {
      config: { staff: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'One revision of an item (of its translation in `locale`), whole',
        params: RevisionParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 200: envelopeSchema(RevisionSchema), ...errors },
      },
    },
    async (request) => {
      const { kind, key, number } = request.params;
      const { locale } = request.query;
      const state = await itemState(db, kind, key, locale);
      const history = await revisionHistory(db, kind, key, state?.liveRevision ?? null, locale);
      const summary = history.find((revision) => revision.number === number);
      const data = summary ? await findRevisionData(db, kind, key, number, locale) : null;
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
        summary:
          'Save a draft as a new revision (409 when someone saved one since base_revision); with `locale`, a translation’s words, made from the English revision `source_revision`',
        params: ContentParamsSchema,
        querystring: LocaleQuerySchema,
        body: RevisionSaveSchema,
        response: { 201: envelopeSchema(z.object({ revision: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, key } = request.params;
      const {
        data,
        note,
        base_revision: baseRevision,
        source_revision: sourceRevision,
      } = request.body;
      const revision = await workflow.saveDraft(
        actorOf(request),
        kind,
        key,
        { data, note, baseRevision, sourceRevision },
        request.query.locale,
      );
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
        querystring: LocaleQuerySchema,
        body: RestoreSchema,
        response: { 201: envelopeSchema(z.object({ revision: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, key, number } = request.params;
      const revision = await workflow.restore(
        actorOf(request),
        kind,
        key,
        number,
        request.body.base_revision,
        request.query.locale,
      );
      return reply.status(201).send(ok({ revision }, CONTENT_MESSAGES.restored));
    },
  );

  app.post(
    '/admin/content/:kind/:key/publish',
    {
      config: { staff: PUBLISH_ROLES },
      schema: {
        tags: ['admin'],
        summary:
          'Make a revision the live version now (the site shows it at once) or at `at`; with `until`, the version before goes back up then. `locale`: the revision is of that translation; `also`: the newest drafts of those languages go up with it',
        params: ContentParamsSchema,
        querystring: LocaleQuerySchema,
        body: PublishSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) =>
      ok(
        null,
        await workflow.publish(
          actorOf(request),
          request.params.kind,
          request.params.key,
          request.body,
          request.query.locale,
        ),
      ),
  );

  app.post(
    '/admin/content/:kind',
    {
      config: { staff: CONTENT_ROLES },
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary:
          'Make a new item (a post, service, branch or list entry): its first draft, seen by no visitor until it is published',
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
        summary:
          'Delete an item you may: a new draft (anyone who edits), or a published post, service, branch or list entry (publishers and admins). Pages, the company facts and the services the routes name cannot be',
        params: ContentParamsSchema,
        response: {
          200: envelopeSchema(
            z.object({
              was_live: z.boolean(),
              had_page: z.boolean().describe('it had a page of its own, which now answers 404'),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const deleted = await workflow.remove(
        actorOf(request),
        request.params.kind,
        request.params.key,
      );
      const message = deleted.hadPage
        ? CONTENT_MESSAGES.deleted
        : deleted.wasLive
          ? CONTENT_MESSAGES.entryDeleted
          : CONTENT_MESSAGES.draftDeleted;
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
