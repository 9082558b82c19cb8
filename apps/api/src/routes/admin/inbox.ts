import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  ErrorEnvelopeSchema,
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  InboxDetailSchema,
  InboxListSchema,
  InboxNoteInputSchema,
  InboxParamsSchema,
  InboxReplyInputSchema,
  InboxQuerySchema,
  InboxUpdateSchema,
  MESSAGES,
  ModerationSchema,
  ok,
  INBOX_ROLES,
} from '@harsh/contract';
import { HttpError } from '../../plugins/errors.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import { findErasure } from '../../repositories/erasure.js';
import { recordsCsv } from '../../cli/csv.js';
import {
  addInboxNote,
  addInboxReply,
  exportInbox,
  findInboxItem,
  inboxDetail,
  listAssignees,
  listInbox,
  moderateComment,
  updateInboxState,
} from '../../repositories/inbox.js';
import type { StaffRouteDeps } from './deps.js';

/** The inbox is the sales team's; admins may do everything. */

const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

/** Every submission of the public forms, worked by staff: list, detail, status and assignee, notes, replies, comment moderation. */
export const inboxRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, events, clientIp, mail },
) => {
  const db = database.db;
  const config = { staff: INBOX_ROLES };

  app.get(
    '/admin/inbox',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Submissions of every kind, filtered, sorted by arrival and paged',
        querystring: InboxQuerySchema,
        response: { 200: envelopeSchema(InboxListSchema), ...errors },
      },
    },
    async (request) => {
      const { items, total, newCount, overdueCount } = await listInbox(
        db,
        request.query,
        INBOX_PAGE_SIZE,
        request.staff!.user.id,
      );
      return ok({
        items,
        total,
        page: request.query.page,
        per_page: INBOX_PAGE_SIZE,
        new_count: newCount,
        overdue_count: overdueCount,
      });
    },
  );

  app.get(
    '/admin/inbox/export',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'The filtered inbox as CSV (UTF-8 with a BOM, India time, formulas made text)',
        querystring: InboxQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { columns, records } = await exportInbox(db, request.query, request.staff!.user.id);
      const actor = request.staff!.user;
      const { page: _page, ...filters } = request.query;
      await recordAudit(db, {
        ...asActor(actor, clientIp(request)),
        action: 'inbox_export',
        details: { ...filters, rows: records.length },
      });
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="inbox-${request.query.kind ?? 'all'}-${day}.csv"`,
        )
        .send(`\uFEFF${recordsCsv(columns, records)}`);
    },
  );

  app.get(
    '/admin/inbox/:kind/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'One submission: every field, consent, notification, status and notes',
        params: InboxParamsSchema,
        response: { 200: envelopeSchema(InboxDetailSchema), ...errors },
      },
    },
    async (request) => {
      const detail = await inboxDetail(db, request.params.kind, request.params.id);
      if (!detail) throw new HttpError(404, MESSAGES.notFound);
      return ok(detail);
    },
  );

  app.patch(
    '/admin/inbox/:kind/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Change the status or the assignee of a submission',
        params: InboxParamsSchema,
        body: InboxUpdateSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const before = await findInboxItem(db, kind, id);
      if (!before) throw new HttpError(404, MESSAGES.notFound);
      const { status, assignee_id: assigneeId } = request.body;
      const assignee =
        assigneeId == null
          ? null
          : (await listAssignees(db)).find((person) => person.id === assigneeId);
      if (assigneeId != null && !assignee) {
        throw new HttpError(422, MESSAGES.validation, {
          assignee_id: [INBOX_MESSAGES.unknownAssignee],
        });
      }
      const actor = request.staff!.user;
      await db.transaction(async (tx) => {
        await updateInboxState(tx, kind, id, { status, assigneeId });
        const audit = { ...asActor(actor, clientIp(request)), target: `${kind}:${id}` };
        if (status !== undefined && status !== before.status)
          await recordAudit(tx, {
            ...audit,
            action: 'inbox_status',
            details: { from: before.status, to: status },
          });
        if (assigneeId !== undefined && assigneeId !== (before.assignee?.id ?? null))
          await recordAudit(tx, {
            ...audit,
            action: 'inbox_assign',
            details: { to: assigneeId, name: assignee?.name ?? null },
          });
      });
      return ok(null, INBOX_MESSAGES.updated);
    },
  );

  app.post(
    '/admin/inbox/:kind/:id/notes',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Add an internal note to a submission',
        params: InboxParamsSchema,
        body: InboxNoteInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      if (!(await findInboxItem(db, kind, id))) throw new HttpError(404, MESSAGES.notFound);
      const actor = request.staff!.user;
      const noteId = await db.transaction(async (tx) => {
        const created = await addInboxNote(tx, kind, id, actor.id, request.body.body);
        // The note's text stays in its table: the log says that a note was added, not what it says.
        await recordAudit(tx, {
          ...asActor(actor, clientIp(request)),
          action: 'inbox_note',
          target: `${kind}:${id}`,
          details: { note: created },
        });
        return created;
      });
      return ok({ id: noteId }, INBOX_MESSAGES.noted);
    },
  );

  app.post(
    '/admin/inbox/:kind/:id/replies',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Answer the sender by e-mail (through the outbox, from the site with the company as Reply-To); optionally close the submission',
        params: InboxParamsSchema,
        body: InboxReplyInputSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.number().int() })),
          409: ErrorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const before = await findInboxItem(db, kind, id);
      if (!before) throw new HttpError(404, MESSAGES.notFound);
      if (await findErasure(db, kind, id)) throw new HttpError(409, INBOX_MESSAGES.replyToErased);
      // A request logged for someone without a mailbox is answered by phone or letter.
      if (!before.email.includes('@')) throw new HttpError(409, INBOX_MESSAGES.noAddress);
      const actor = request.staff!.user;
      const { body, close } = request.body;
      const replyId = await db.transaction(async (tx) => {
        const created = await addInboxReply(tx, kind, id, actor.id, body);
        const audit = { ...asActor(actor, clientIp(request)), target: `${kind}:${id}` };
        // As with notes: the log says that an answer was sent, not what it says.
        await recordAudit(tx, { ...audit, action: 'inbox_reply', details: { reply: created } });
        if (close && before.status !== 'closed') {
          await updateInboxState(tx, kind, id, { status: 'closed' });
          await recordAudit(tx, {
            ...audit,
            action: 'inbox_status',
            details: { from: before.status, to: 'closed' },
          });
        }
        return created;
      });
      mail.nudge();
      return ok({ id: replyId }, close ? INBOX_MESSAGES.repliedAndClosed : INBOX_MESSAGES.replied);
    },
  );

  app.post(
    '/admin/inbox/:kind/:id/moderation',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Approve (show on its post) or reject a blog comment',
        params: InboxParamsSchema,
        body: ModerationSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      if (kind !== 'comment')
        throw new HttpError(422, MESSAGES.validation, { kind: [INBOX_MESSAGES.notAComment] });
      const approved = request.body.decision === 'approve';
      const actor = request.staff!.user;
      const post = await db.transaction(async (tx) => {
        const slug = await moderateComment(tx, id, approved ? 'approved' : 'rejected');
        if (slug) {
          await updateInboxState(tx, kind, id, { status: 'closed' });
          await recordAudit(tx, {
            ...asActor(actor, clientIp(request)),
            action: approved ? 'comment_approved' : 'comment_rejected',
            target: `${kind}:${id}`,
            details: { post: slug },
          });
        }
        return slug;
      });
      if (!post) throw new HttpError(404, MESSAGES.notFound);
      events.changed({ tables: ['blog_comments'] });
      return ok(null, approved ? INBOX_MESSAGES.approved : INBOX_MESSAGES.rejected);
    },
  );
};
