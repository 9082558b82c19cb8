import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Where the seed lives on disk. A module of its own, imported by the seed loader and by the code
 * that checks or serves the seed's pictures, so that neither imports the other (an import cycle).
 */

/** The seed content's folder (`apps/api/seed`). */
export const SEED_DIR = fileURLToPath(new URL('../../seed', import.meta.url));

/** The seed's drawings (SVG), which the media library and the site's drawings serve. */
export const SEED_MEDIA_DIR = join(SEED_DIR, 'media');
