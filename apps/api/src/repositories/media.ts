import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  drawingFocalPoint,
  type FocalPoint,
  libraryPictureOf,
  mediaAddress,
  type MediaDescription,
  type MediaItem,
} from '@harsh/contract';
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
        .values(
          files.map((file) => ({
            name: file.name,
            mediaId,
            contentType: file.contentType,
            width: file.width,
            bytes: file.bytes,
          })),
        )
        .onConflictDoNothing();
    },
    async read(name) {
      const [row] = await db
        .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, name))
        .limit(1);
      return row ?? null;
    },
    async sizes(mediaIds) {
      if (mediaIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: mediaFiles.mediaId,
          bytes: sql<string>`sum(octet_length(${mediaFiles.bytes}))`,
        })
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
export async function addMedia(
  db: Database,
  store: MediaStore,
  upload: NewMedia,
): Promise<{ row: MediaRow; created: boolean }> {
  const { image, description } = upload;
  const [created] = await db
    .insert(media)
    .values({
      hash: image.hash,
      fileName: upload.fileName,
      sourceFormat: image.sourceFormat,
      width: image.width,
      height: image.height,
      ...described(description),
      createdBy: upload.createdBy,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [existing] = await db.select().from(media).where(eq(media.hash, image.hash)).limit(1);
    // An entry whose files were never kept (the process stopped between the two) gets them now.
    if (!(await store.sizes([existing!.id])).get(existing!.id))
      await store.put(existing!.id, image.files);
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
  const rows = await db
    .select({ row: media, by: staffUsers.name })
    .from(media)
    .leftJoin(staffUsers, eq(staffUsers.id, media.createdBy))
    .orderBy(desc(media.id));
  const sizes = await store.sizes(rows.map(({ row }) => row.id));
  return rows.map(({ row, by }) => mediaView(row, by, sizes.get(row.id) ?? 0));
}

export async function findMedia(
  db: Database,
  store: MediaStore,
  id: number,
): Promise<MediaItem | null> {
  const [found] = await db
    .select({ row: media, by: staffUsers.name })
    .from(media)
    .leftJoin(staffUsers, eq(staffUsers.id, media.createdBy))
    .where(eq(media.id, id))
    .limit(1);
  if (!found) return null;
  const sizes = await store.sizes([id]);
  return mediaView(found.row, found.by, sizes.get(id) ?? 0);
}

/** The file names of the library pictures with these ids (those still in the library). */
export async function findMediaNames(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; fileName: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: media.id, fileName: media.fileName })
    .from(media)
    .where(inArray(media.id, [...ids]));
}

/** A description's columns: a decorative picture has no alt text. */
const described = (description: MediaDescription) => ({
  alt: description.decorative ? '' : description.alt,
  decorative: description.decorative,
  focalX: description.focal_x,
  focalY: description.focal_y,
});

/**
 * The focal points of the pictures at these addresses: a library picture's as staff chose it, one
 * of the site's own drawings' as it was drawn; none for any other address.
 */
export async function focalPointsOf(
  db: Database,
  addresses: Iterable<string>,
): Promise<Map<string, FocalPoint>> {
  const points = new Map<string, FocalPoint>();
  const library = new Map<string, string[]>();
  for (const address of new Set(addresses)) {
    const hash = libraryPictureOf(address)?.hash;
    if (hash) library.set(hash, [...(library.get(hash) ?? []), address]);
    const drawn = drawingFocalPoint(address);
    if (drawn) points.set(address, drawn);
  }
  if (library.size === 0) return points;
  const rows = await db
    .select({ hash: media.hash, x: media.focalX, y: media.focalY })
    .from(media)
    .where(inArray(media.hash, [...library.keys()]));
  for (const row of rows)
    for (const address of library.get(row.hash)!) points.set(address, { x: row.x, y: row.y });
  return points;
}

/** Items with the focal point of their picture (`pictureOf`) beside it, as public answers carry it. */
export async function withFocalPoints<T extends object>(
  db: Database,
  items: T[],
  pictureOf: (item: T) => string,
): Promise<(T & { focal_point?: FocalPoint })[]> {
  const points = await focalPointsOf(db, items.map(pictureOf));
  return items.map((item) => {
    const point = points.get(pictureOf(item));
    return point ? { ...item, focal_point: point } : item;
  });
}

/**
 * The focal points of the pictures some documents name (a draft's, which stores a picture's
 * address only), by address: a preview crops them as the published answers will.
 */
export async function focalPointsIn(
  db: Database,
  ...documents: unknown[]
): Promise<Record<string, FocalPoint>> {
  const addresses: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') addresses.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  documents.forEach(collect);
  return Object.fromEntries(await focalPointsOf(db, addresses));
}

/** Saves a picture's description and focal point; answers the row as it was and as it is now, or null for no such picture. */
export async function describeMedia(
  db: Database,
  id: number,
  description: MediaDescription,
): Promise<{ was: MediaRow; row: MediaRow } | null> {
  return db.transaction(async (tx) => {
    const [was] = await tx.select().from(media).where(eq(media.id, id)).for('update');
    if (!was) return null;
    const [row] = await tx
      .update(media)
      .set({ ...described(description), updatedAt: sql`now()` })
      .where(eq(media.id, id))
      .returning();
    return { was, row: row! };
  });
}

export async function deleteMedia(
  db: Database,
  store: MediaStore,
  id: number,
): Promise<MediaRow | null> {
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
  focal_x: row.focalX,
  focal_y: row.focalY,
  bytes,
  created_at: new Date(row.createdAt).toISOString(),
  created_by: createdBy,
});
