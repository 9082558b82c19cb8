import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  ErrorEnvelopeSchema,
  libraryPictureOf,
  MEDIA_BASE64_MAX_LENGTH,
  MEDIA_MESSAGES,
  MediaDescriptionSchema,
  MediaItemDetailSchema,
  MediaItemSchema,
  MediaParamsSchema,
  MediaUploadSchema,
  MESSAGES,
  ok,
  CONTENT_ROLES,
  PUBLISH_ROLES,
} from '@harsh/contract';
import { ImageRefusedError, prepareImage } from '../../content/images.js';
import { whereMediaIsUsed } from '../../content/media-usage.js';
import { HttpError } from '../../plugins/errors.js';
import { asActor, recordAudit } from '../../repositories/audit-log.js';
import {
  addMedia,
  deleteMedia,
  describeMedia,
  findMedia,
  listMedia,
  mediaView,
} from '../../repositories/media.js';
import type { MediaRow } from '../../db/schema.js';
import type { StaffRouteDeps } from './deps.js';
import { pictureChanged } from '../../services/response-cache.js';

/** The upload's JSON: the file in base64 and a little besides. */
const UPLOAD_BODY_LIMIT = MEDIA_BASE64_MAX_LENGTH + 16 * 1024;

/**
 * The audit action for a saved description: what changed of the description (alt text, decorative)
 * and of the focal point, or null when nothing did.
 */
export function describedAction(
  was: MediaRow,
  row: MediaRow,
): 'media_described' | 'media_focal_point_moved' | 'media_described_and_focal_point_moved' | null {
  const description = was.alt !== row.alt || was.decorative !== row.decorative;
  const focalPoint = was.focalX !== row.focalX || was.focalY !== row.focalY;
  if (description && focalPoint) return 'media_described_and_focal_point_moved';
  if (description) return 'media_described';
  if (focalPoint) return 'media_focal_point_moved';
  return null;
}

const errors = {
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

/**
 * The media library: pictures uploaded once, checked by content and re-encoded (`prepareImage`),
 * then used by address in any content. Every upload, change of description (and of focal point)
 * and delete is audited.
 */
export const mediaRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (
  app,
  { database, events, mediaStore, clientIp },
) => {
  const db = database.db;

  app.get(
    '/admin/media',
    {
      config: { staff: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'The media library, the newest picture first',
        response: { 200: envelopeSchema(z.array(MediaItemSchema)), ...errors },
      },
    },
    async () => ok(await listMedia(db, mediaStore)),
  );

  app.post(
    '/admin/media',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { staff: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Upload a JPEG, PNG, WebP or plain SVG picture with its description',
        description:
          'The file is checked by its content, re-encoded into AVIF and WebP at a few widths (metadata stripped) and kept under content-hashed addresses.',
        body: MediaUploadSchema,
        response: {
          200: envelopeSchema(MediaItemSchema),
          201: envelopeSchema(MediaItemSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { file_name, data, ...description } = request.body;
      const actor = request.staff!.user;
      let image;
      try {
        image = await prepareImage(Buffer.from(data, 'base64'));
      } catch (error) {
        if (error instanceof ImageRefusedError)
          throw new HttpError(422, error.message, { data: [error.message] });
        throw error;
      }
      const { row, created } = await addMedia(db, mediaStore, {
        image,
        fileName: file_name,
        description,
        createdBy: actor.id,
      });
      if (created) {
        await recordAudit(db, {
          ...asActor(actor, clientIp(request)),
          action: 'media_uploaded',
          target: `media:${row.id}`,
          details: { files: image.files.length },
        });
      }
      // A new entry's size is what was just stored; an old one's is asked of the store.
      const item = created
        ? mediaView(
            row,
            actor.name,
            image.files.reduce((sum, file) => sum + file.bytes.length, 0),
          )
        : (await findMedia(db, mediaStore, row.id))!;
      return reply
        .status(created ? 201 : 200)
        .send(ok(item, created ? MEDIA_MESSAGES.uploaded : MEDIA_MESSAGES.alreadyThere));
    },
  );

  app.get(
    '/admin/media/:id',
    {
      config: { staff: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'A picture of the library and where it is used',
        params: MediaParamsSchema,
        response: { 200: envelopeSchema(MediaItemDetailSchema), ...errors },
      },
    },
    async (request) => {
      const item = await findMedia(db, mediaStore, request.params.id);
      if (!item) throw new HttpError(404, MESSAGES.notFound);
      return ok({ ...item, used_by: await whereMediaIsUsed(db, hashOf(item.address)) });
    },
  );

  app.patch(
    '/admin/media/:id',
    {
      config: { staff: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary:
          "Change a picture's description (alt text), whether it is decorative, and its focal point",
        description:
          'The focal point (`focal_x`, `focal_y`, percentages) is what every crop of the picture keeps: public answers carry it beside the picture.',
        params: MediaParamsSchema,
        body: MediaDescriptionSchema,
        response: { 200: envelopeSchema(MediaItemSchema), ...errors },
      },
    },
    async (request) => {
      const actor = request.staff!.user;
      const saved = await describeMedia(db, request.params.id, request.body);
      if (!saved) throw new HttpError(404, MESSAGES.notFound);
      const { was, row } = saved;
      // The log says what changed; a save that changed nothing is not a change to log.
      const action = describedAction(was, row);
      if (action) {
        await recordAudit(db, {
          ...asActor(actor, clientIp(request)),
          action,
          target: `media:${row.id}`,
          details: { decorative: row.decorative, focal_x: row.focalX, focal_y: row.focalY },
        });
      }
      // Pages that crop the picture are drawn again with its focal point (and those alone).
      events.changed({ tables: pictureChanged(row.hash) });
      return ok((await findMedia(db, mediaStore, row.id))!, MEDIA_MESSAGES.saved);
    },
  );

  app.post(
    '/admin/media/:id/delete',
    {
      // Editors upload and describe pictures; taking one off the site is for those who publish.
      config: { staff: PUBLISH_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Delete a picture no content uses any more (409 while some does)',
        params: MediaParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const actor = request.staff!.user;
      const item = await findMedia(db, mediaStore, request.params.id);
      if (!item) throw new HttpError(404, MESSAGES.notFound);
      if ((await whereMediaIsUsed(db, hashOf(item.address))).length > 0)
        throw new HttpError(409, MEDIA_MESSAGES.inUse);
      if (!(await deleteMedia(db, mediaStore, item.id)))
        throw new HttpError(404, MESSAGES.notFound);
      await recordAudit(db, {
        ...asActor(actor, clientIp(request)),
        action: 'media_deleted',
        target: `media:${item.id}`,
        details: { file_name: item.file_name },
      });
      // Every instance drops the files it kept in memory; no page shows it (it is unused).
      events.changed({ tables: pictureChanged(hashOf(item.address)) });
      return ok(null, MEDIA_MESSAGES.deleted);
    },
  );
};

const hashOf = (address: string) => libraryPictureOf(address)!.hash;
