import { describe, expect, it } from 'vitest';
import { BranchDraftSchema, CompanySettingsDraftSchema } from './content-editing.js';
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
