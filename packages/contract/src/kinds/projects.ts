import { z } from 'zod';
import { ProjectSchema } from '../entities.js';
import { defineKind, IMAGE_HINT } from './kind.js';
import { imagePath, text } from './rules.js';

/** A project the company carried out, on the home variants. */
export const ProjectDraftSchema = z.object({
  title: text(120, 'title'),
  subtitle: text(160, 'subtitle'),
  caption: text(300, 'caption'),
  image: imagePath('image'),
});
export type ProjectDraft = z.infer<typeof ProjectDraftSchema>;

export const PROJECTS_KIND = defineKind({
  schema: ProjectDraftSchema,
  public: ProjectSchema,
  shown: { title: true, subtitle: true, caption: true, image: true },
  translated: { title: true, subtitle: true, caption: true, image: false },
  form: {
    title: { label: 'Title' },
    subtitle: { label: 'Subtitle' },
    caption: { label: 'Caption', multiline: true },
    image: { label: 'Image', hint: IMAGE_HINT, image: true },
  },
});
