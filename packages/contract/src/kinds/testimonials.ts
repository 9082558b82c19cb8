import { z } from 'zod';
import { TestimonialSchema } from '../entities.js';
import { defineKind, IMAGE_HINT } from './kind.js';
import { imagePath, text } from './rules.js';

/** A customer's words, on the home variants. */
export const TestimonialDraftSchema = z.object({
  quote: text(600, 'quote'),
  name: text(100, 'name'),
  designation: text(120, 'designation'),
  image: imagePath('photo'),
});
export type TestimonialDraft = z.infer<typeof TestimonialDraftSchema>;

export const TESTIMONIALS_KIND = defineKind({
  schema: TestimonialDraftSchema,
  public: TestimonialSchema,
  shown: { quote: true, name: true, designation: true, image: true },
  translated: { quote: true, name: false, designation: true, image: false },
  form: {
    quote: { label: 'Quote', multiline: true },
    name: { label: 'Name' },
    designation: { label: 'Designation and company' },
    image: { label: 'Photo', hint: IMAGE_HINT, image: true },
  },
});
