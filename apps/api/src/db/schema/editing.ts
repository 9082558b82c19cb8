import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector, bytea, updatedAt, createdAt } from './columns.js';
import { staffUsers } from './staff.js';

/*
 * Content editing (issue 11). The content tables (`content.ts`) stay what the public site reads:
 * the live version. Staff work on revisions; publishing copies a revision into its live row.
 */

/** Every saved version of an editable item: its whole document as the editing form sends it. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    /** The kind of item (`pages`, `settings`, …) and its key within the kind (a page's number, `company`). */
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    /** The language of the words (issue 29): 'en' for the item itself, another code for a translation's own chain. */
    locale: text('locale').notNull().default('en'),
    /** 1, 2, 3, … within the item and language. */
    number: integer('number').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    /** Null for the snapshot of the content as it was before anyone edited it. */
    authorId: integer('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_revisions_item_locale_number_idx').on(
      t.kind,
      t.itemKey,
      t.locale,
      t.number,
    ),
  ],
);
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;

/** Each edited item's state: its newest revision (for conflict checks) and the one that is live. */
export const contentItems = pgTable(
  'content_items',
  {
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    /** One state per language: a translation is drafted and published on its own chain. */
    locale: text('locale').notNull().default('en'),
    latestRevision: integer('latest_revision').notNull(),
    liveRevision: integer('live_revision'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    publishedBy: integer('published_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** When the item was deleted: gone from the site and the lists; its revisions stay, as history does. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemKey, t.locale] })],
);
export type ContentItemRow = typeof contentItems.$inferSelect;

/**
 * A publish at a chosen time, and optionally an unpublish after it: at `unpublish_at` the version
 * that was live before (`replaced_revision`) goes back up, unless someone published another since.
 * A publish done at once with an end time is a row whose publish is already done.
 */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    locale: text('locale').notNull().default('en'),
    revision: integer('revision').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** When the publish ran; null while it waits. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    /** The version live just before the publish: what an unpublish brings back. */
    replacedRevision: integer('replaced_revision'),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true, mode: 'string' }),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true, mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
    /** What happened when it ran, when that was not what was planned (the item changed meanwhile). */
    outcome: text('outcome'),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_schedules_item_idx').on(t.kind, t.itemKey),
    index('content_schedules_due_publish_idx')
      .on(t.publishAt)
      .where(sql`published_at is null and cancelled_at is null`),
    index('content_schedules_due_unpublish_idx')
      .on(t.unpublishAt)
      .where(sql`unpublish_at is not null and unpublished_at is null and cancelled_at is null`),
  ],
);
export type ContentScheduleRow = typeof contentSchedules.$inferSelect;

/**
 * A link that shows one revision of an item to anyone who has it, without an account: for a
 * manager or a client to look before it is published. Only the token's hash is kept; the link
 * works until `expires_at` (at most a day) or until someone revokes it.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    locale: text('locale').notNull().default('en'),
    revision: integer('revision').notNull(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('preview_links_token_idx').on(t.tokenHash),
    index('preview_links_item_idx').on(t.kind, t.itemKey),
  ],
);
export type PreviewLinkRow = typeof previewLinks.$inferSelect;

/** Where a translation's words came from: per top-level field, a hash of the English words; the English revision shown. */
export interface TranslationSource {
  revision: number;
  fields: Record<string, string>;
}

/**
 * The live translations (issue 29, decision 044): one row per item and language, its words only
 * (`TRANSLATABLE_FIELDS`), laid over the English live row when a page is read in that language.
 * Publishing a translation writes here and never touches the English row.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    locale: text('locale').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The English each field was translated from: what tells a translation older than the English. */
    source: jsonb('source').$type<TranslationSource>().notNull(),
    /** The rich fields as plain text, for search. */
    searchText: text('search_text').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(data->>'title', data->>'heading', data->>'location_name', '')), 'A') || setweight(to_tsvector('simple', coalesce(search_text, '')), 'B')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemKey, t.locale] }),
    index('content_translations_search_idx').using('gin', t.searchVector),
  ],
);
export type ContentTranslationRow = typeof contentTranslations.$inferSelect;

/**
 * Old addresses of items whose slug changed: `/blogs/blog_details/{old}` answers a 301 to the
 * item's address now. Kept for good, so that links and search results keep working.
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    kind: text('kind').notNull(),
    oldSlug: text('old_slug').notNull(),
    itemKey: text('item_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.oldSlug] })],
);

/**
 * The media library: pictures staff uploaded, each re-encoded into a few widths (`media_files`).
 * `hash` is the start of the SHA-256 of what was uploaded: the same picture twice is one entry,
 * and every file's address carries it, so the files never change under an address.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    /** The file's name as uploaded, for staff to recognise it; never part of an address. */
    fileName: text('file_name').notNull(),
    /** The kind of file uploaded (`jpeg`, `png`, `webp`, `svg`). */
    sourceFormat: text('source_format').notNull(),
    /** Of the widest file kept (at most `MEDIA_WIDTHS`' last), upright. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    decorative: boolean('decorative').notNull().default(false),
    /** The focal point every crop keeps, in percentages of the width and the height (issue 27). */
    focalX: integer('focal_x').notNull().default(50),
    focalY: integer('focal_y').notNull().default(50),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('media_hash_idx').on(t.hash)],
);
export type MediaRow = typeof media.$inferSelect;

/** The files of a library picture, one per width and format, by the name their address ends in. */
export const mediaFiles = pgTable(
  'media_files',
  {
    name: text('name').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('media_files_media_idx').on(t.mediaId)],
);
export type MediaFileRow = typeof mediaFiles.$inferSelect;
