import { z } from 'zod';
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
  translated: { title: true, image: false },
  form: {
    title: { label: 'Title' },
    image: { label: 'Image', hint: IMAGE_HINT, image: true },
  },
});
