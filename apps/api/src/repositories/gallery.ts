import { asc } from 'drizzle-orm';
import type { GalleryItem } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { galleryItems } from '../db/schema.js';

export function listGallery(db: Database): Promise<GalleryItem[]> {
  return db.select().from(galleryItems).orderBy(asc(galleryItems.id));
}
