import { z } from 'zod';
import { FOCAL_POINT_CENTRE } from './focal-point.js';
import { MEDIA_MESSAGES } from './media-messages.js';
import { pageNumberSchema, searchWordsSchema } from './paging.js';
import {
  MEDIA_ALT_MAX_LENGTH,
  MEDIA_BASE64_MAX_LENGTH,
  MEDIA_FILE_NAME_MAX_LENGTH,
} from './media-text.js';

/*
 * The media library (`/api/admin/media`, issue 11): pictures uploaded once, used by address.
 */

/** Alt text, or none for a picture marked decorative. */
const described = <T extends { alt: string; decorative: boolean }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (!value.decorative && value.alt.length === 0)
    context.addIssue({ code: 'custom', path: ['alt'], message: MEDIA_MESSAGES.altRequired });
};

/** A focal point's percentage: a whole number from 0 to 100, `message` for anything else. */
const percentage = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(100, message);

/** Where a picture's subject is (`FocalPoint`), as the public answers carry it beside the picture. */
export const FocalPointSchema = z
  .object({ x: percentage(MEDIA_MESSAGES.focalX), y: percentage(MEDIA_MESSAGES.focalY) })
  .describe(
    'the focal point of the picture, in percentages of its width and height: every crop keeps it (CSS `object-position: x% y%`)',
  );

const descriptionFields = {
  alt: z
    .string()
    .trim()
    .max(MEDIA_ALT_MAX_LENGTH, `Keep the description under ${MEDIA_ALT_MAX_LENGTH} characters.`)
    .default(''),
  decorative: z.boolean().default(false),
  /** The focal point, saved with the description: the middle unless staff choose another. */
  focal_x: percentage(MEDIA_MESSAGES.focalX).default(FOCAL_POINT_CENTRE.x),
  focal_y: percentage(MEDIA_MESSAGES.focalY).default(FOCAL_POINT_CENTRE.y),
};

export const MediaDescriptionSchema = z.object(descriptionFields).superRefine(described);
export type MediaDescription = z.infer<typeof MediaDescriptionSchema>;

/** An upload: the file's bytes in base64 (what a form's file field holds), its name, and its description. */
export const MediaUploadSchema = z
  .object({
    file_name: z
      .string()
      .trim()
      .min(1, MEDIA_MESSAGES.noFile)
      .max(MEDIA_FILE_NAME_MAX_LENGTH, 'Give the file a shorter name.'),
    data: z
      .string()
      .min(1, MEDIA_MESSAGES.noFile)
      .max(MEDIA_BASE64_MAX_LENGTH, MEDIA_MESSAGES.tooBig)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Send the file as base64.'),
    ...descriptionFields,
  })
  .superRefine(described);
export type MediaUpload = z.infer<typeof MediaUploadSchema>;

export const MediaParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const MediaFileParamsSchema = z.object({ name: z.string().max(80) });

/** Where a picture is used: an item of content, live or in its newest draft. */
export const MediaUseSchema = z.object({ kind: z.string(), key: z.string(), title: z.string() });
export type MediaUse = z.infer<typeof MediaUseSchema>;

export const MediaItemSchema = z.object({
  id: z.number().int(),
  address: z
    .string()
    .describe(
      'the widest WebP file; srcset is derived from it (`/api/media/lib/{hash}-{w}x{h}-{w}.webp`)',
    ),
  file_name: z.string(),
  source_format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  decorative: z.boolean(),
  focal_x: z.number().int().describe('the focal point across, 0 (left) to 100 (right)'),
  focal_y: z.number().int().describe('the focal point down, 0 (top) to 100 (bottom)'),
  bytes: z.number().int().describe('all files kept for it together'),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const MediaItemDetailSchema = MediaItemSchema.extend({ used_by: z.array(MediaUseSchema) });
export type MediaItemDetail = z.infer<typeof MediaItemDetailSchema>;

/** The media library's filters (`/admin/media?q=&page=`): words of a file name or a description, and a page. */
export const MediaListQuerySchema = z.object({
  q: searchWordsSchema,
  page: pageNumberSchema,
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;
