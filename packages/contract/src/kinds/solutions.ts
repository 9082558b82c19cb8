import { z } from 'zod';
import { SolutionSchema } from '../entities.js';
import { defineKind } from './kind.js';
import { text } from './rules.js';

/** A numbered solution card, on the home variants. */
export const SolutionDraftSchema = z.object({
  serial: text(10, 'number'),
  title: text(120, 'title'),
  subtitle: text(200, 'subtitle'),
  link: text(300, 'link').regex(
    /^(\/(?!\/)[\w\-./?=&]*|https:\/\/\S+)$/,
    'Give the link as a path on this site (starting with /) or an https address.',
  ),
});
export type SolutionDraft = z.infer<typeof SolutionDraftSchema>;

export const SOLUTIONS_KIND = defineKind({
  schema: SolutionDraftSchema,
  public: SolutionSchema,
  shown: { serial: true, title: true, subtitle: true, link: true },
  translated: { serial: false, title: true, subtitle: true, link: false },
  form: {
    serial: { label: 'Number', hint: 'As shown on the card, such as 01.' },
    title: { label: 'Title' },
    subtitle: { label: 'Subtitle' },
    link: {
      label: 'Link',
      hint: 'A path on this site (starting with /) or an https address.',
    },
  },
});
