import { desc, eq, inArray, sql } from 'drizzle-orm';
import { mediaAddress, type MediaDescription, type MediaItem } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { media, mediaFiles, type MediaRow, staffUsers } from '../db/schema.js';
import type { PreparedImage } from '../content/images.js';
import type { MediaStore } from '../content/media-store.js';

/** Library pictures' files in the database: `media_files`, one row a file. */
export function databaseMediaStore(db: Database): MediaStore {
  return {
    async put(mediaId, files) {
      if (files.length === 0) return;
      await db
        .insert(mediaFiles)
        .values(files.map((file) => ({ name: file.name, mediaId, contentType: file.contentType, width: file.width, bytes: file.bytes })))
        .onConflictDoNothing();
    },
    async read(name) {
      const [row] = await db.select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes }).from(mediaFiles).where(eq(mediaFiles.name, name)).limit(1);
      return row ?? null;
    },
    async sizes(mediaIds) {
      if (mediaIds.length === 0) return new Map();
      const rows = await db
        .select({ id: mediaFiles.mediaId, bytes: sql<string>`sum(octet_length(${mediaFiles.bytes}))` })
        .from(mediaFiles)
        .where(inArray(mediaFiles.mediaId, mediaIds))
        .groupBy(mediaFiles.mediaId);
      return new Map(rows.map((row) => [row.id, Number(row.bytes)]));
    },
    async remove(mediaId) {
      await db.delete(mediaFiles).where(eq(mediaFiles.mediaId, mediaId));
    },
  };
}

export interface NewMedia {
  image: PreparedImage;
  fileName: string;
  description: MediaDescription;
  createdBy: number;
}

/**
 * Adds a picture to the library, or finds it there: the same bytes uploaded again are the entry
 * they already made (`created` false), its description unchanged.
 */
export async function addMedia(db: Database, store: MediaStore, upload: NewMedia): Promise<{ row: MediaRow; created: boolean }> {
  const { image, description } = upload;
  const [created] = await db
    .insert(media)
    .values({
      hash: image.hash,
      fileName: upload.fileName,
      sourceFormat: image.sourceFormat,
      width: image.width,
      height: image.height,
      alt: description.decorative ? '' : description.alt,
      decorative: description.decorative,
      createdBy: upload.createdBy,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [existing] = await db.select().from(media).where(eq(media.hash, image.hash)).limit(1);
    // An entry whose files were never kept (the process stopped between the two) gets them now.
    if (!(await store.sizes([existing!.id])).get(existing!.id)) await store.put(existing!.id, image.files);
    return { row: existing!, created: false };
  }
  try {
    await store.put(created.id, image.files);
  } catch (error) {
    await db.delete(media).where(eq(media.id, created.id));
    throw error;
  }
  return { row: created, created: true };
}

/** Every picture in the library, the newest first. */
export async function listMedia(db: Database, store: MediaStore): Promise<MediaItem[]> {
  const rows = await db.select({ row: media, by: staffUsers.name }).from(media).leftJoin(staffUsers, eq(staffUsers.id, media.createdBy)).orderBy(desc(media.id));
  const sizes = await store.sizes(rows.map(({ row }) => row.id));
  return rows.map(({ row, by }) => mediaView(row, by, sizes.get(row.id) ?? 0));
}

export async function findMedia(db: Database, store: MediaStore, id: number): Promise<MediaItem | null> {
  const [found] = await db.select({ row: media, by: staffUsers.name }).from(media).leftJoin(staffUsers, eq(staffUsers.id, media.createdBy)).where(eq(media.id, id)).limit(1);
  if (!found) return null;
  const sizes = await store.sizes([id]);
  return mediaView(found.row, found.by, sizes.get(id) ?? 0);
}

/** The file names of the library pictures with these ids (those still in the library). */
export async function findMediaNames(db: Database, ids: readonly number[]): Promise<{ id: number; fileName: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: media.id, fileName: media.fileName }).from(media).where(inArray(media.id, [...ids]));
}

export async function describeMedia(db: Database, id: number, description: MediaDescription): Promise<MediaRow | null> {
  const [row] = await db
    .update(media)
    .set({ alt: description.decorative ? '' : description.alt, decorative: description.decorative, updatedAt: sql`now()` })
    .where(eq(media.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMedia(db: Database, store: MediaStore, id: number): Promise<MediaRow | null> {
  const [row] = await db.delete(media).where(eq(media.id, id)).returning();
  if (row) await store.remove(id);
  return row ?? null;
}

export const mediaView = (row: MediaRow, createdBy: string | null, bytes: number): MediaItem => ({
  id: row.id,
  address: mediaAddress(row),
  file_name: row.fileName,
  source_format: row.sourceFormat,
  width: row.width,
  height: row.height,
  alt: row.alt,
  decorative: row.decorative,
  bytes,
  created_at: new Date(row.createdAt).toISOString(),
  created_by: createdBy,
});
