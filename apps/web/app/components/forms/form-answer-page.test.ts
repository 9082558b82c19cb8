import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BlogCommentRequestSchema,
  ContactMessageSchema,
  NewsletterSchema,
  PartnerEnquirySchema,
  QuoteRequestSchema,
} from '@harsh/contract';
import { FIELD_LABELS } from './field-labels';
import { answerJson } from './form-answer-page';

/** Fields no visitor fills in: the bot check's token. */
const UNSEEN = new Set(['captcha']);

describe('FIELD_LABELS', () => {
  it.each([
    ['partner enquiry', (PartnerEnquirySchema as unknown as { in: z.ZodObject }).in],
    ['contact message', ContactMessageSchema],
    ['quote request', QuoteRequestSchema],
    ['blog comment', BlogCommentRequestSchema],
    ['newsletter', NewsletterSchema],
  ] as const)(
    'names every field of the %s form, so a page without JavaScript lists what to correct by its label',
    (_form, schema) => {
      const unlabelled = Object.keys((schema as z.ZodObject).shape).filter(
        (field) => !UNSEEN.has(field) && !(field in FIELD_LABELS),
      );
      expect(unlabelled).toEqual([]);
    },
  );
});

describe('answerJson', () => {
  it('carries the answer for enhance/form.ts as JSON that cannot close its script early', () => {
    const text = answerJson({ ok: false, message: 'Bad </script><b>', errors: { email: ['x'] } });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      ok: false,
      message: 'Bad </script><b>',
      errors: { email: ['x'] },
    });
  });
});
