import { describe, expect, it } from 'vitest';
import { orderAfterMove, OrderMoveSchema } from './content-editing.js';
import { BranchDraftSchema, CompanySettingsDraftSchema, PlanDraftSchema } from './kinds/index.js';
import { CONTENT_MESSAGES } from './content-editing-text.js';
import { EMAIL_MESSAGE } from './messages.js';

const emailMessages = (
  schema: typeof BranchDraftSchema | typeof CompanySettingsDraftSchema,
  email: string,
) => {
  const result = schema.safeParse({ email });
  return result.success
    ? []
    : result.error.issues
        .filter((issue) => issue.path[0] === 'email')
        .map((issue) => issue.message);
};

describe('the e-mail address of a branch and of the company', () => {
  it('is asked for when left empty, not called invalid', () => {
    expect(emailMessages(BranchDraftSchema, '  ')).toEqual(['Enter the e-mail address.']);
    expect(emailMessages(CompanySettingsDraftSchema, '')).toEqual(['Enter the e-mail address.']);
  });

  it('is checked when given', () => {
    expect(emailMessages(BranchDraftSchema, 'vashi@harsh')).toEqual([EMAIL_MESSAGE]);
    expect(emailMessages(BranchDraftSchema, 'vashi@harshlogistics.in')).toEqual([]);
  });
});

describe('a move on the order screen', () => {
  const move = (fields: Record<string, string>) =>
    OrderMoveSchema.safeParse({ base: '4,7,9,12', moved: '12', place: '1', ...fields });

  it('puts the entry at the place chosen, the others keeping their order', () => {
    const first = move({});
    expect(first.success && orderAfterMove(first.data)).toEqual(['12', '4', '7', '9']);
    const third = move({ moved: '4', place: '3' });
    expect(third.success && orderAfterMove(third.data)).toEqual(['7', '9', '4', '12']);
    const same = move({ moved: '7', place: '2' });
    expect(same.success && orderAfterMove(same.data)).toEqual(['4', '7', '9', '12']);
  });

  it('refuses a place outside the list, naming the places there are', () => {
    for (const place of ['0', '5', '-1', '2.5', 'first', '']) {
      const answer = move({ place });
      expect(answer.success).toBe(false);
      expect(answer.error?.issues.find((issue) => issue.path[0] === 'place')?.message).toBe(
        'Choose a place from 1 to 4.',
      );
    }
  });

  it('refuses an entry that is not in the list the screen read', () => {
    const answer = move({ moved: '5' });
    expect(answer.error?.issues[0]?.message).toBe(CONTENT_MESSAGES.orderChanged);
    expect(move({ base: '' }).success).toBe(false);
  });
});

describe('the company’s figures', () => {
  const claims = {
    years_experience: '30',
    vehicles: '400',
    warehouses: '21',
    workforce: '600',
    railways_partner_since: '1997',
    branches: '295',
    branches_since: '1996',
    support: '24x7',
  };
  const claimErrors = (changed: Record<string, string>) => {
    const result = CompanySettingsDraftSchema.safeParse({ claims: { ...claims, ...changed } });
    return Object.fromEntries(
      (result.error?.issues ?? [])
        .filter((issue) => issue.path[0] === 'claims')
        .map((issue) => [issue.path[1], issue.message]),
    );
  };

  it('takes plausible figures and years', () => {
    expect(claimErrors({})).toEqual({});
  });

  it('refuses a year to come or long past, and a count of none or beyond belief', () => {
    const thisYear = new Date().getFullYear();
    expect(claimErrors({ branches_since: '3000', railways_partner_since: '97' })).toEqual({
      branches_since: `Enter the year the branch network began as a year from 1900 to ${thisYear}.`,
      railways_partner_since: `Enter the year the railways partnership began as a year from 1900 to ${thisYear}.`,
    });
    expect(claimErrors({ vehicles: '0', years_experience: '3000' })).toEqual({
      vehicles: 'Enter the number of vehicles as a whole number from 1 to 10,00,000.',
      years_experience: 'Enter the years of experience as a whole number from 1 to 150.',
    });
  });
});

describe('a plan', () => {
  const plan = {
    type: 'Silver',
    price: '1200',
    currency: '₹',
    period: 'month',
    benefits: 'Pickup',
    featured: 'false',
  };
  const planErrors = (changed: Record<string, string>) =>
    PlanDraftSchema.safeParse({ ...plan, ...changed }).error?.issues.map(
      (issue) => `${String(issue.path[0])}: ${issue.message}`,
    ) ?? [];

  it('takes a price as people write it', () => {
    for (const price of ['1,200', '₹1,200', '1 200'])
      expect(PlanDraftSchema.parse({ ...plan, price }).price, price).toBe(1200);
  });

  it('asks whether it is featured when that is left unchosen', () => {
    expect(planErrors({ featured: '' })).toEqual(['featured: Choose yes or no.']);
    expect(planErrors({ price: 'twelve hundred' })).toEqual([
      'price: Enter the price as a number.',
    ]);
  });
});

describe('the company’s WhatsApp number', () => {
  it('takes a WhatsApp number as people write it, keeping its digits', () => {
    const result = CompanySettingsDraftSchema.safeParse({ whatsapp_number: '+91 98765-43210' });
    expect(result.error?.issues.some((issue) => issue.path[0] === 'whatsapp_number')).toBe(false);
    expect(CompanySettingsDraftSchema.shape.whatsapp_number.parse('+91 98765 43210')).toBe(
      '919876543210',
    );
    expect(
      CompanySettingsDraftSchema.shape.whatsapp_number.safeParse('98765').error?.issues[0]?.message,
    ).toBe('Enter the WhatsApp number with its country code, such as +91 98765 43210.');
  });
});
