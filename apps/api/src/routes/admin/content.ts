import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  ContentParamsSchema,
  EditableItemSchema,
  EditableSummarySchema,
  EDITABLE_KINDS,
  envelopeSchema,
  ErrorEnvelopeSchema,
  type FieldErrors,
  MESSAGES,
  ok,
  PublishSchema,
  RestoreSchema,
  RevisionParamsSchema,
  RevisionSaveSchema,
  RevisionSchema,
  type StaffRole,
} from '@harsh/contract';
import { EDITABLES } from '../../content/editable.js';
import { HttpError } from '../../plugins/errors.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import {
  findRevisionData,
  itemState,
  itemStates,
  lockForPublish,
  markLive,
  RevisionConflictError,
  revisionHistory,
  saveRevision,
  UnchangedRevisionError,
} from '../../repositories/content-revisions.js';
import type { StaffRouteDeps } from './deps.js';

/** Editors save drafts; publishers and admins also publish. */
const EDIT_ROLES: readonly StaffRole[] = ['editor', 'publisher', 'admin'];
const PUBLISH_ROLES: readonly StaffRole[] = ['publisher', 'admin'];

const errors = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema };

/** A draft's field errors by their whole path (`claims.vehicles`, `social.1.url`), as the form names its fields. */
function draftFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) (fields[issue.path.length > 0 ? issue.path.join('.') : '_'] ??= []).push(issue.message);
  return fields;
}

/** Pages and company facts: drafts saved as revisions, history, restore, publish. */
export const contentRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (app, { database, events, clientIp }) => {
  const db = database.db;

  async function liveOf(kind: (typeof EDITABLE_KINDS)[number], key: string) {
    const live = await EDITABLES[kind].read(db, key);
    if (!live) throw new HttpError(404, MESSAGES.notFound);
    return live;
  }

  function checkDraft(kind: (typeof EDITABLE_KINDS)[number], data: unknown): Record<string, unknown> {
    const parsed = EDITABLES[kind].schema.safeParse(data);
    if (!parsed.success) throw new HttpError(422, MESSAGES.validation, draftFieldErrors(parsed.error));
    return parsed.data;
  }

  async function save(request: { staff?: { user: { id: number; email: string } } | null }, ip: string, kind: (typeof EDITABLE_KINDS)[number], key: string, input: { data: Record<string, unknown>; note: string; baseRevision: number }, action: string) {
    const live = await liveOf(kind, key);
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
      config: { staff: EDIT_ROLES },
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
          summaries.push({ kind, key: item.key, title: item.title, path: editable.path(item.key), latest_revision: latest, live_revision: live, draft_waiting: latest > (live ?? 0) });
        }
      }
      return ok(summaries);
    },
  );

  app.get(
    '/admin/content/:kind/:key',
    {
      config: { staff: EDIT_ROLES },
      schema: { tags: ['admin'], summary: 'One item: its live version, its newest draft and its history', params: ContentParamsSchema, response: { 200: envelopeSchema(EditableItemSchema), ...errors } },
    },
    async (request) => {
      const { kind, key } = request.params;
      const editable = EDITABLES[kind];
      const live = await liveOf(kind, key);
      const state = await itemState(db, kind, key);
      const latestNumber = state?.latestRevision ?? 0;
      const liveNumber = state?.liveRevision ?? null;
      const latest = latestNumber > 0 ? ((await findRevisionData(db, kind, key, latestNumber)) ?? live) : live;
      return ok({
        kind,
        key,
        title: editable.title(key, latest),
        path: editable.path(key),
        latest_revision: latestNumber,
        live_revision: liveNumber,
        draft_waiting: latestNumber > (liveNumber ?? 0),
        live,
        latest,
        history: await revisionHistory(db, kind, key, liveNumber),
      });
    },
  );

  app.get(
    '/admin/content/:kind/:key/revisions/:number',
    {
      config: { staff: EDIT_ROLES },
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
      config: { staff: EDIT_ROLES },
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
      const data = checkDraft(kind, request.body.data);
      const revision = await save(request, clientIp(request), kind, key, { data, note: request.body.note, baseRevision: request.body.base_revision }, 'content_saved');
      return reply.status(201).send(ok({ revision }, CONTENT_MESSAGES.saved));
    },
  );

  app.post(
    '/admin/content/:kind/:key/revisions/:number/restore',
    {
      config: { staff: EDIT_ROLES },
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

  app.post(
    '/admin/content/:kind/:key/publish',
    {
      config: { staff: PUBLISH_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Make a revision the live version; the site shows it at once',
        params: ContentParamsSchema,
        body: PublishSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const { kind, key } = request.params;
      const { revision } = request.body;
      const editable = EDITABLES[kind];
      const actor = request.staff!.user;
      await liveOf(kind, key);
      await db.transaction(async (tx) => {
        const state = await lockForPublish(tx, kind, key);
        const data = state ? await findRevisionData(tx, kind, key, revision) : null;
        if (!state || !data) throw new HttpError(404, CONTENT_MESSAGES.noSuchRevision);
        if (state.liveRevision === revision) throw new HttpError(422, CONTENT_MESSAGES.alreadyLive, { revision: [CONTENT_MESSAGES.alreadyLive] });
        // Stored revisions were checked when saved; checked again, so that no schema change lets old data through.
        await editable.write(tx, key, checkDraft(kind, data));
        await markLive(tx, kind, key, revision, actor.id);
        await recordAudit(tx, { ...asActor(actor, clientIp(request)), action: 'content_published', target: `${kind}:${key}`, details: { revision } });
      });
      events.changed({ tables: editable.tables });
      return ok(null, CONTENT_MESSAGES.published);
    },
  );
};
