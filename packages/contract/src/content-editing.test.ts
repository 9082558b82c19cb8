import { describe, expect, it } from 'vitest';
import { BranchDraftSchema, CompanySettingsDraftSchema, orderAfterMove, OrderMoveSchema } from './content-editing.js';
import { CONTENT_MESSAGES } from './content-editing-text.js';
import { EMAIL_MESSAGE } from './messages.js';

const emailMessages = (schema: typeof BranchDraftSchema | typeof CompanySettingsDraftSchema, email: string) => {
  const result = schema.safeParse({ email });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'email').map((issue) => issue.message);
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
  const move = (fields: Record<string, string>) => OrderMoveSchema.safeParse({ base: '4,7,9,12', moved: '12', place: '1', ...fields });

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
      expect(answer.error?.issues.find((issue) => issue.path[0] === 'place')?.message).toBe('Choose a place from 1 to 4.');
    }
  });

  it('refuses an entry that is not in the list the screen read', () => {
    const answer = move({ moved: '5' });
    expect(answer.error?.issues[0]?.message).toBe(CONTENT_MESSAGES.orderChanged);
    expect(move({ base: '' }).success).toBe(false);
  });
});
