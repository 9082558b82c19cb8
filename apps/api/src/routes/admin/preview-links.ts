import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  ContentParamsSchema,
  DEFAULT_LOCALE,
  envelopeSchema,
  LocaleQuerySchema,
  overlayTranslation,
  ErrorEnvelopeSchema,
  ok,
  PreviewLinkCreatedSchema,
  PreviewLinkCreateSchema,
  PreviewLinkParamsSchema,
  PreviewTokenParamsSchema,
  RevisionParamsSchema,
  SharedPreviewSchema,
} from '@harsh/contract';
import { EDITABLES } from '../../content/editable.js';
import { isTranslation, wordsOf } from '../../content/translations.js';
import { HttpError } from '../../plugins/errors.js';
import { sessionIdOf } from '../../services/staff-cookie.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import { findRevisionData } from '../../repositories/content-revisions.js';
import { focalPointsIn } from '../../repositories/media.js';
import {
  createPreviewLink,
  findWorkingPreviewLink,
  PREVIEW_LINK_ROLES,
  previewLinkView,
  revokePreviewLink,
} from '../../repositories/preview-links.js';
import type { StaffRouteDeps } from './deps.js';

const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

/** A token's form: 32 random bytes, base64url. Anything else is not looked up. */
const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

/**
 * Shareable previews: a link to one revision for someone without an account. The token is 32
 * random bytes, kept only as its hash (like session tokens), so the database cannot give links
 * away; a link works for at most a day, until it is revoked, and while its maker may still edit
 * (decision 022).
 */
export const previewLinkRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, clientIp },
) => {
  const db = database.db;

  app.post(
    '/admin/content/:kind/:key/revisions/:number/preview-links',
    {
      config: { staff: PREVIEW_LINK_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Make a link that shows this revision to anyone who has it, for up to 24 hours',
        params: RevisionParamsSchema,
        querystring: LocaleQuerySchema,
        body: PreviewLinkCreateSchema,
        response: { 201: envelopeSchema(PreviewLinkCreatedSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { kind, key, number } = request.params;
      const { locale } = request.query;
      if (!(await findRevisionData(db, kind, key, number, locale)))
        throw new HttpError(404, CONTENT_MESSAGES.noSuchRevision);
      const actor = request.staff!.user;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + request.body.hours * 3_600_000);
      const link = await db.transaction(async (tx) => {
        const row = await createPreviewLink(tx, {
          tokenHash: sessionIdOf(token),
          kind,
          key,
          locale,
          revision: number,
          createdBy: actor.id,
          expiresAt,
        });
        await recordAudit(tx, {
          ...asActor(actor, clientIp(request)),
          action: 'preview_link_created',
          target: `${kind}:${key}`,
          details: {
            revision: number,
            ...(locale === DEFAULT_LOCALE.code ? {} : { locale }),
            link: row.id,
            hours: request.body.hours,
          },
        });
        return row;
      });
      return reply
        .status(201)
        .send(
          ok({ ...previewLinkView(link, actor.name), token }, CONTENT_MESSAGES.previewLinkMade),
        );
    },
  );

  app.post(
    '/admin/content/:kind/:key/preview-links/:id/revoke',
    {
      config: { staff: PREVIEW_LINK_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Revoke a preview link: it stops opening at once',
        params: PreviewLinkParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const { kind, key, id } = request.params;
      const actor = request.staff!.user;
      await db.transaction(async (tx) => {
        if (!(await revokePreviewLink(tx, kind, key, id)))
          throw new HttpError(404, CONTENT_MESSAGES.previewLinkGone);
        await recordAudit(tx, {
          ...asActor(actor, clientIp(request)),
          action: 'preview_link_revoked',
          target: `${kind}:${key}`,
          details: { link: id },
        });
      });
      return ok(null, CONTENT_MESSAGES.previewLinkRevoked);
    },
  );

  app.get(
    '/admin/preview-links/:token',
    {
      // The link is the permission: whoever has it sees this one revision, and nothing else.
      config: { staff: 'public' },
      schema: {
        tags: ['admin'],
        summary:
          'What a preview link shows; 404 when it is unknown, expired or revoked (one answer for all three)',
        params: PreviewTokenParamsSchema,
        response: { 200: envelopeSchema(SharedPreviewSchema), 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { token } = request.params;
      const link = TOKEN_FORM.test(token)
        ? await findWorkingPreviewLink(db, sessionIdOf(token))
        : null;
      const kind = link ? ContentParamsSchema.shape.kind.safeParse(link.kind) : null;
      let data =
        link && kind?.success
          ? await findRevisionData(db, kind.data, link.itemKey, link.revision, link.locale)
          : null;
      if (data && link && kind?.success && isTranslation(link.locale)) {
        // A translation is shown as a reader will see it: its words laid over the live English.
        const english = await EDITABLES[kind.data].read(db, link.itemKey);
        data = english && overlayTranslation(kind.data, english, wordsOf(data));
      }
      if (!link || !kind?.success || !data)
        throw new HttpError(404, CONTENT_MESSAGES.previewLinkGone);
      return ok({
        kind: kind.data,
        key: link.itemKey,
        locale: link.locale,
        path: EDITABLES[kind.data].path(link.itemKey, data as never),
        revision: link.revision,
        expires_at: new Date(link.expiresAt).toISOString(),
        data,
        focal_points: await focalPointsIn(db, data),
      });
    },
  );
};
