import { z } from 'zod';
import { AchievementSchema } from '../entities.js';
import { FIGURE_FACTS, type FigureFact } from '../site-texts.js';
import { defineKind } from './kind.js';
import { amount, text } from './rules.js';

/** A figure the company is proud of, on the home variants. */
export const AchievementDraftSchema = z.object({
  label: text(100, 'label'),
  value: amount('figure'),
  prefix: z.string().trim().max(10, 'Keep the prefix under 10 characters.').default(''),
  suffix: z.string().trim().max(10, 'Keep the suffix under 10 characters.').default(''),
  /** A company fact whose figure is shown instead (so that a facts edit reaches it); empty: the figure above. */
  fact: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.enum(FIGURE_FACTS, { error: 'Choose one of the company facts, or none.' }),
    ])
    .default(null),
});
export type AchievementDraft = z.infer<typeof AchievementDraftSchema>;

/** The company facts that are figures, as the company facts' form names them. */
const FIGURE_FACT_LABELS: Record<FigureFact, string> = {
  years_experience: 'Years of experience',
  vehicles: 'Vehicles',
  warehouses: 'Warehouses',
  workforce: 'Workforce',
  branches: 'Branches',
  branches_since: 'Branches since (year)',
  railways_partner_since: 'Railways partner since (year)',
};

export const ACHIEVEMENTS_KIND = defineKind({
  schema: AchievementDraftSchema,
  public: AchievementSchema,
  shown: { label: true, value: true, prefix: true, suffix: true, fact: true },
  translated: { label: true, value: false, prefix: true, suffix: true, fact: false },
  form: {
    label: { label: 'Label' },
    value: { label: 'Figure', type: 'number' },
    prefix: { label: 'Before the figure', hint: 'Optional, such as ₹.' },
    suffix: { label: 'After the figure', hint: 'Optional, such as + or %.' },
    fact: {
      label: 'Figure from the company facts',
      hint: 'Optional: choose a fact to show its figure instead of the one above, so that a change of the company facts reaches it.',
      options: [
        { value: '', label: 'None: the figure above' },
        ...FIGURE_FACTS.map((fact) => ({ value: fact, label: FIGURE_FACT_LABELS[fact] })),
      ],
    },
  },
});
