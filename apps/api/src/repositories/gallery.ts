import { asc } from 'drizzle-orm';
import type { GalleryItem } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { galleryItems } from '../db/schema.js';

/** The gallery in the order staff set (then by number, for pictures never moved). */
export function listGallery(db: Database): Promise<GalleryItem[]> {
  return db
    .select({ id: galleryItems.id, image: galleryItems.image, title: galleryItems.title })
    .from(galleryItems)
    .orderBy(asc(galleryItems.position), asc(galleryItems.id));
}
