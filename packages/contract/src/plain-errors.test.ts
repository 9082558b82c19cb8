import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFrom } from './envelope.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return fieldErrorsFrom(result.error);
};

describe('field errors in plain words', () => {
  const Paging = z.object({
    record: z.coerce.number().int().min(1).max(1000),
    page: z.coerce.number().int().min(1).optional(),
  });

  it('answers a field with no message of its own in plain words, not zod’s', () => {
    expect(messages(Paging, { record: 'x' })).toEqual({ record: ['Enter a number.'] });
    expect(messages(Paging, { record: 1.5 })).toEqual({ record: ['Enter a whole number.'] });
    expect(messages(Paging, { record: 0 })).toEqual({ record: ['Enter 1 or more.'] });
    expect(messages(Paging, { record: 5000 })).toEqual({ record: ['Enter 1,000 or less.'] });
    expect(messages(Paging, {})).toEqual({ record: ['Enter a number.'] });
    expect(messages(z.object({ name: z.string() }), {})).toEqual({ name: ['This is required.'] });
    expect(messages(z.object({ name: z.string().max(3) }), { name: 'Asha' })).toEqual({
      name: ['Use at most 3 characters.'],
    });
    expect(messages(z.object({ kind: z.enum(['road', 'rail']) }), { kind: 'sea' })).toEqual({
      kind: ['Choose one of the options given.'],
    });
    expect(messages(z.object({ a: z.string() }).strict(), { a: 'x', b: 1 })).toEqual({
      _: ['Leave out the field b: it is not taken here.'],
    });
  });

  it('keeps the message a schema gives', () => {
    const Own = z.object({
      weight: z.coerce
        .number({ error: 'Enter the weight in kg.' })
        .min(1, 'Enter the weight in kg.'),
    });
    expect(messages(Own, { weight: 'heavy' })).toEqual({ weight: ['Enter the weight in kg.'] });
    expect(messages(Own, { weight: 0 })).toEqual({ weight: ['Enter the weight in kg.'] });
  });
});
