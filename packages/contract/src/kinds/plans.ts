import { z } from 'zod';
import { PlanSchema } from '../entities.js';
import { defineKind } from './kind.js';
import { amount, lines, text, yesNo } from './rules.js';

/** A pricing plan, on the home variants. */
export const PlanDraftSchema = z.object({
  type: text(60, 'plan name'),
  price: amount('price'),
  currency: text(5, 'currency sign'),
  period: text(30, 'period'),
  benefits: lines('benefits', 12),
  featured: yesNo,
});
export type PlanDraft = z.infer<typeof PlanDraftSchema>;

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

export const PLANS_KIND = defineKind({
  schema: PlanDraftSchema,
  public: PlanSchema,
  shown: { type: true, price: true, currency: true, period: true, benefits: true, featured: true },
  translated: {
    type: true,
    price: false,
    currency: false,
    period: true,
    benefits: ['benefits[]'],
    featured: false,
  },
  form: {
    type: { label: 'Plan name' },
    price: { label: 'Price', type: 'number' },
    currency: { label: 'Currency sign', hint: 'Shown before the price, such as ₹ or $.' },
    period: { label: 'Period', hint: 'For example monthly.' },
    benefits: { label: 'Benefits', multiline: true, rows: 6, hint: 'One on each line.' },
    featured: { label: 'Featured', options: YES_NO },
  },
});
