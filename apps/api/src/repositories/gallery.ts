import { asc } from 'drizzle-orm';
import type { GalleryItem } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { galleryItems } from '../db/schema.js';
import { withFocalPoints } from './media.js';

/** The gallery in the order staff set (then by number, for pictures never moved), each picture's focal point beside it. */
export async function listGallery(db: Database): Promise<GalleryItem[]> {
  const items = await db
    .select({ id: galleryItems.id, image: galleryItems.image, title: galleryItems.title })
    .from(galleryItems)
    .orderBy(asc(galleryItems.position), asc(galleryItems.id));
  return withFocalPoints(db, items, (item) => item.image);
}
