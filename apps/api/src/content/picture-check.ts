import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, type FieldErrors, MEDIA_LIBRARY_PATH } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { mediaFiles } from '../db/schema.js';
import { SEED_MEDIA_DIR } from '../db/seed-paths.js';
import { picturesIn } from './markdown.js';

/** The fields of every kind that hold one picture's address. */
const PICTURE_FIELDS = ['banner_image', 'image', 'logo'] as const;

const SITE_MEDIA = '/api/media/';

/** The site's own drawings (`seed/media/*.svg`), as `routes/site-drawings.ts` serves them: a fixed set, read once. */
let drawings: Set<string> | undefined;
const siteDrawings = () =>
  (drawings ??= new Set(readdirSync(SEED_MEDIA_DIR).filter((name) => name.endsWith('.svg'))));

/** Whether a picture's address answers: a file of the media library, or one of the site's drawings. */
async function pictureExists(db: Database, address: string): Promise<boolean> {
  if (address.startsWith(MEDIA_LIBRARY_PATH)) {
    const [file] = await db
      .select({ name: mediaFiles.name })
      .from(mediaFiles)
      .where(eq(mediaFiles.name, address.slice(MEDIA_LIBRARY_PATH.length)))
      .limit(1);
    return file !== undefined;
  }
  return address.startsWith(SITE_MEDIA) && siteDrawings().has(address.slice(SITE_MEDIA.length));
}

/**
 * What is wrong with the pictures of a rich text, a message for each kind of fault naming the
 * pictures: addresses that are no picture of the media library or the site's drawings (`<img
 * src="x">` pasted, a file never uploaded: the page shows it broken), and pictures without alt
 * text (a screen reader reads nothing, or the file's name).
 */
async function textPictureProblems(db: Database, html: string): Promise<string[]> {
  const missing = new Set<string>();
  const undescribed = new Set<string>();
  for (const { src = '', alt = '' } of picturesIn(html)) {
    const address = src.trim();
    if (!(await pictureExists(db, address))) missing.add(address || '(no address)');
    if (alt.trim() === '') undescribed.add(address || '(no address)');
  }
  const listed = (message: string, addresses: Set<string>) =>
    addresses.size > 0 ? [message.replace('{addresses}', [...addresses].join(', '))] : [];
  return [
    ...listed(CONTENT_MESSAGES.picturesNotInLibrary, missing),
    ...listed(CONTENT_MESSAGES.picturesUndescribed, undescribed),
  ];
}

/**
 * The picture fields of a draft whose address names no picture (a typing mistake, a file never
 * uploaded): a page published with one shows a broken image. Addresses under `/api/media/` only:
 * others on the site are not the content server's to know. The rich-text field's pictures, if the
 * kind has one, must all be the media library's (or the site's drawings), and described. Null when
 * all is well.
 */
export async function missingPictures(
  db: Database,
  draft: Record<string, unknown>,
  richText?: string,
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  for (const field of PICTURE_FIELDS) {
    const address = draft[field];
    if (typeof address !== 'string' || !address.startsWith(SITE_MEDIA)) continue;
    if (!(await pictureExists(db, address))) errors[field] = [CONTENT_MESSAGES.noSuchPicture];
  }
  const html = richText === undefined ? undefined : draft[richText];
  if (richText !== undefined && typeof html === 'string') {
    const problems = await textPictureProblems(db, html);
    if (problems.length > 0) errors[richText] = problems;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
