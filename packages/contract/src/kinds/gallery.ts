import { z } from 'zod';
import { GalleryItemSchema } from '../entities.js';
import { defineKind, IMAGE_HINT } from './kind.js';
import { imagePath, text } from './rules.js';

/** A picture of the gallery. */
export const GalleryItemDraftSchema = z.object({
  title: text(120, 'title'),
  image: imagePath('image'),
});
export type GalleryItemDraft = z.infer<typeof GalleryItemDraftSchema>;

export const GALLERY_KIND = defineKind({
  schema: GalleryItemDraftSchema,
  public: GalleryItemSchema,
  shown: { title: true, image: true },
  translated: { title: true, image: false },
  form: {
    title: { label: 'Title' },
    image: { label: 'Image', hint: IMAGE_HINT, image: true },
  },
});
