import { z } from 'zod';
import { pageNumberSchema, searchWordsSchema } from './paging.js';
import { FocalPointSchema } from './media.js';
import { LOCALE_CODES } from './locales.js';
import {
  CONTENT_MESSAGES,
  EDITABLE_KINDS,
  PREVIEW_LINK_MAX_HOURS,
  REVISION_NOTE_MAX_LENGTH,
} from './content-editing-text.js';

/*
 * Content editing (`/api/admin/content`, issue 11): drafts as revisions, published on demand. The
 * shapes of the editing API; each kind's draft is declared in its module under `kinds/`.
 */

const editableKind = z.enum(EDITABLE_KINDS);

export const ContentParamsSchema = z.object({
  kind: editableKind,
  key: z.string().regex(/^[a-z0-9-]{1,60}$/),
});
export const ContentKindParamsSchema = z.object({ kind: editableKind });
export const RevisionParamsSchema = ContentParamsSchema.extend({
  number: z.coerce.number().int().min(1).max(1_000_000),
});

/** Saving a draft: the whole document, a note, and the revision the editor started from (0: none yet). */
export const RevisionSaveSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  note: z
    .string()
    .trim()
    .max(REVISION_NOTE_MAX_LENGTH, `Keep the note under ${REVISION_NOTE_MAX_LENGTH} characters.`)
    .default(''),
  base_revision: z.number().int().min(0),
  /** A translation's: the English revision the editor was shown beside it (0 or none: the live English). */
  source_revision: z.number().int().min(0).optional(),
});
export type RevisionSave = z.infer<typeof RevisionSaveSchema>;

/** A new item: its first draft and a note. It stays a draft, seen by no visitor, until published. */
export const ContentCreateSchema = RevisionSaveSchema.omit({ base_revision: true });
export const ContentCreatedSchema = z.object({ key: z.string(), revision: z.number().int() });
export type ContentCreated = z.infer<typeof ContentCreatedSchema>;

const listKeys = z
  .array(z.string().regex(/^\d{1,9}$/))
  .min(1)
  .max(500);

/**
 * A list's new order: every entry's key, first to last, and the order it was made from (`base`,
 * as the screen read it): an order made from one the list no longer has is refused.
 */
export const ContentOrderSchema = z.object({ keys: listKeys, base: listKeys });
export type ContentOrder = z.infer<typeof ContentOrderSchema>;

/**
 * A move on the order screen, as its forms post it: the entry `moved` to `place` (1 is first) in
 * the list as the screen read it (`base`, keys joined by commas). The new order it makes is
 * `orderAfterMove`'s; the API then checks `base` against the list as it is.
 */
export const OrderMoveSchema = z
  .object({
    base: z
      .string()
      .transform((keys) => keys.split(','))
      .pipe(listKeys),
    moved: z.string().regex(/^\d{1,9}$/),
    place: z.string().max(10),
  })
  .superRefine((move, context) => {
    if (!move.base.includes(move.moved))
      context.addIssue({ code: 'custom', path: ['moved'], message: CONTENT_MESSAGES.orderChanged });
    const place = Number(move.place);
    if (!/^\d+$/.test(move.place) || place < 1 || place > move.base.length) {
      context.addIssue({
        code: 'custom',
        path: ['place'],
        message: CONTENT_MESSAGES.placeOutOfRange.replace('{count}', String(move.base.length)),
      });
    }
  })
  .transform((move) => ({ ...move, place: Number(move.place) }));
export type OrderMove = z.infer<typeof OrderMoveSchema>;

/** The list's keys with `moved` taken out and put back at `place`. */
export function orderAfterMove({ base, moved, place }: OrderMove): string[] {
  const keys = base.filter((key) => key !== moved);
  keys.splice(place - 1, 0, moved);
  return keys;
}

const moment = (message: string) => z.iso.datetime({ offset: true, error: message }).optional();

/**
 * Publishing a revision: now, or at `at`; with `until`, the version live before it goes back up
 * then. Times are ISO 8601 with their offset; the API checks they lie ahead (`CONTENT_MESSAGES`).
 */
export const PublishSchema = z.object({
  revision: z.number().int().min(1),
  at: moment('Give the time to publish as a date and a time.'),
  until: moment('Give the time to take it down as a date and a time.'),
  /** Other languages whose newest draft goes up with it, in the same transaction (`['hi']`); each must have one waiting. */
  also: z
    .array(
      z
        .string()
        .refine((code) => LOCALE_CODES.includes(code), 'Choose one of the site’s languages.'),
    )
    .max(20)
    .optional(),
});
export type PublishRequestBody = z.infer<typeof PublishSchema>;

export const ScheduleParamsSchema = ContentParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A publish still waiting for its time, or a published version waiting to be taken down. */
export const PublishScheduleSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  publish_at: z.string(),
  published: z
    .boolean()
    .describe('the publish has run; what waits is the take-down at unpublish_at'),
  unpublish_at: z.string().nullable(),
  scheduled_by: z.string().nullable(),
});
export type PublishSchedule = z.infer<typeof PublishScheduleSchema>;
export const RestoreSchema = z.object({ base_revision: z.number().int().min(0) });

export const RevisionSummarySchema = z.object({
  number: z.number().int(),
  note: z.string(),
  author: z.string().nullable().describe('null for the content as it was before anyone edited it'),
  created_at: z.string(),
  live: z.boolean(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

/**
 * The focal points of the pictures a draft names, by address (decision 037): a draft stores a
 * picture's address only, and its preview places each picture by its point, as the published
 * answer will carry it beside the picture.
 */
export const DraftFocalPointsSchema = z
  .record(z.string(), FocalPointSchema)
  .describe(
    'the focal point of each picture the document names (a library picture or one of the site’s drawings), by its address',
  );
export type DraftFocalPoints = z.infer<typeof DraftFocalPointsSchema>;

export const RevisionSchema = RevisionSummarySchema.extend({
  data: z.record(z.string(), z.unknown()),
  focal_points: DraftFocalPointsSchema,
});
export type Revision = z.infer<typeof RevisionSchema>;

/** Where a translation stands against the live English: none, older than the English's words, or current. */
export const TRANSLATION_STATES = ['missing', 'stale', 'current'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const TranslationStatusSchema = z.object({
  state: z
    .enum(TRANSLATION_STATES)
    .describe(
      'missing: no live translation; stale: the English words changed since it was translated',
    ),
  draft_waiting: z.boolean().describe('a saved translation revision newer than the live one'),
  stale_fields: z
    .array(z.string())
    .describe('the top-level fields whose English changed since they were translated'),
});
export type TranslationStatus = z.infer<typeof TranslationStatusSchema>;

/** Each translation locale's status, by code (`{ hi: {…} }`). */
export const TranslationsSummarySchema = z.record(z.string(), TranslationStatusSchema);
export type TranslationsSummary = z.infer<typeof TranslationsSummarySchema>;

export const EditableSummarySchema = z.object({
  kind: editableKind,
  key: z.string(),
  title: z.string(),
  path: z
    .string()
    .nullable()
    .describe('where the public site shows it; null for what every page shows'),
  latest_revision: z.number().int(),
  live_revision: z.number().int().nullable(),
  draft_waiting: z.boolean().describe('a saved revision newer than the live one'),
  translations: TranslationsSummarySchema.describe(
    'each language but English: whether the item has it live, and whether its English changed since',
  ),
});
export type EditableSummary = z.infer<typeof EditableSummarySchema>;

/** What the content list can be narrowed to: items with a draft no visitor sees yet. */
export const CONTENT_LIST_STATES = ['waiting', 'untranslated', 'stale'] as const;
export const CONTENT_LIST_STATE_LABELS: Record<(typeof CONTENT_LIST_STATES)[number], string> = {
  waiting: 'Waiting to be published',
  untranslated: 'Not translated yet (shown in English)',
  stale: 'Translation older than the English',
};

/**
 * The staff content list's filters (`/admin/content?q=&state=&kind=&page=`): words of a title or
 * an address, a state, and one kind's items alone, a page at a time.
 */
export const ContentListQuerySchema = z.object({
  q: searchWordsSchema,
  state: z.enum(CONTENT_LIST_STATES, 'Choose a state from the list.').optional(),
  kind: editableKind.exclude(['settings'], 'Choose a kind of content from the list.').optional(),
  page: pageNumberSchema,
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;

export const PreviewLinkParamsSchema = ContentParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const PreviewTokenParamsSchema = z.object({ token: z.string().max(100) });

/** Making a preview link: how many hours it works (at most a day). */
export const PreviewLinkCreateSchema = z.object({
  hours: z.coerce
    .number({ error: `Give the hours as a whole number from 1 to ${PREVIEW_LINK_MAX_HOURS}.` })
    .int(`Give the hours as a whole number from 1 to ${PREVIEW_LINK_MAX_HOURS}.`)
    .min(1, `Give the hours as a whole number from 1 to ${PREVIEW_LINK_MAX_HOURS}.`)
    .max(
      PREVIEW_LINK_MAX_HOURS,
      `A preview link works for ${PREVIEW_LINK_MAX_HOURS} hours at most.`,
    )
    .default(PREVIEW_LINK_MAX_HOURS),
});

/** A preview link that still works (its token is shown once, when it is made). */
export const PreviewLinkSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

export const PreviewLinkCreatedSchema = PreviewLinkSchema.extend({
  token: z
    .string()
    .describe('shown this once; the link is `/admin/preview/link/{token}` on the site'),
});
export type PreviewLinkCreated = z.infer<typeof PreviewLinkCreatedSchema>;

/** What a preview link shows: one revision of one item. */
export const SharedPreviewSchema = z.object({
  kind: editableKind,
  key: z.string(),
  locale: z
    .string()
    .describe('the language of the revision; a translation is shown laid over the live English'),
  path: z.string().nullable(),
  revision: z.number().int(),
  expires_at: z.string(),
  data: z.record(z.string(), z.unknown()),
  focal_points: DraftFocalPointsSchema,
});
export type SharedPreview = z.infer<typeof SharedPreviewSchema>;

export const EditableItemSchema = EditableSummarySchema.extend({
  /** The language of the chain shown (`?locale=`): live, latest, history, schedules and links are its. */
  locale: z.string(),
  /**
   * For a translation: the English to translate, as its newest revision has it (`revision` 0: the
   * live version, never edited), its words only; send `revision` as `source_revision` on save.
   * Null for English.
   */
  english: z
    .object({ revision: z.number().int(), data: z.record(z.string(), z.unknown()) })
    .nullable(),
  /** Null for a new item not yet published. */
  live: z.record(z.string(), z.unknown()).nullable(),
  /** Whether the item may be deleted at all (by role: publishers and admins; editors only never-published drafts). */
  deletable: z.boolean(),
  /** The newest revision's document: what the editing form starts from. */
  latest: z.record(z.string(), z.unknown()),
  /** The pictures' focal points of both documents, the live one and the newest. */
  focal_points: DraftFocalPointsSchema,
  history: z.array(RevisionSummarySchema),
  schedules: z.array(PublishScheduleSchema),
  preview_links: z.array(PreviewLinkSchema),
});
export type EditableItem = z.infer<typeof EditableItemSchema>;
