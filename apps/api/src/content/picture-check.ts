import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, type FieldErrors, MEDIA_LIBRARY_PATH } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { mediaFiles } from '../db/schema.js';
import { SEED_DIR } from '../db/seed.js';

/** The fields of every kind that hold one picture's address. */
const PICTURE_FIELDS = ['banner_image', 'image', 'logo'] as const;

const SITE_MEDIA = '/api/media/';

/** The site's own drawings (`seed/media/*.svg`), as `routes/site-drawings.ts` serves them: a fixed set, read once. */
let drawings: Set<string> | undefined;
const siteDrawings = () => (drawings ??= new Set(readdirSync(join(SEED_DIR, 'media')).filter((name) => name.endsWith('.svg'))));

/**
 * Whether a picture's address under `/api/media/` answers: a file of the media library, or one of
 * the site's drawings. Addresses elsewhere on the site are not the content server's to know.
 */
async function pictureExists(db: Database, address: string): Promise<boolean> {
  if (address.startsWith(MEDIA_LIBRARY_PATH)) {
    const [file] = await db.select({ name: mediaFiles.name }).from(mediaFiles).where(eq(mediaFiles.name, address.slice(MEDIA_LIBRARY_PATH.length))).limit(1);
    return file !== undefined;
  }
  return siteDrawings().has(address.slice(SITE_MEDIA.length));
}

/**
 * The picture fields of a draft whose address names no picture (a typing mistake, a file never
 * uploaded): a page published with one shows a broken image. Null when every one is there.
 */
export async function missingPictures(db: Database, draft: Record<string, unknown>): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  for (const field of PICTURE_FIELDS) {
    const address = draft[field];
    if (typeof address !== 'string' || !address.startsWith(SITE_MEDIA)) continue;
    if (!(await pictureExists(db, address))) errors[field] = [CONTENT_MESSAGES.noSuchPicture];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
