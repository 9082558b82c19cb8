import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE } from './messages.js';
import { InviteSchema, SetPasswordSchema } from './staff.js';

describe('InviteSchema', () => {
  const invite = { name: 'Ritu Verma', email: 'ritu@harshlogistics.in', role: 'editor' };
  const emailErrors = (email: string) => {
    const result = InviteSchema.safeParse({ ...invite, email });
    return result.success
      ? []
      : result.error.issues
          .filter((issue) => issue.path[0] === 'email')
          .map((issue) => issue.message);
  };

  it('asks for an e-mail address left empty, and says when one is not valid', () => {
    expect(emailErrors('')).toEqual(['Enter an e-mail address.']);
    expect(emailErrors('   ')).toEqual(['Enter an e-mail address.']);
    expect(emailErrors('ritu@')).toEqual([EMAIL_MESSAGE]);
    expect(InviteSchema.parse({ ...invite, email: ' Ritu@HarshLogistics.in ' }).email).toBe(
      'ritu@harshlogistics.in',
    );
  });
});

describe('a new password, left empty', () => {
  it('is asked for, and so is its second typing', () => {
    const result = SetPasswordSchema.safeParse({ token: 't', password: '', password_again: '' });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      password: 'Choose a password.',
      password_again: 'Type the password again.',
    });
  });
});
