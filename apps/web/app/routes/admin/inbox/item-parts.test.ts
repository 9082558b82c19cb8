import { describe, expect, it } from 'vitest';
import { mailStateText } from './item-parts';

const mail = (
  state: 'waiting' | 'sending' | 'sent' | 'retrying',
  attempts: number,
  last_error: string | null = null,
) => ({
  state,
  attempts,
  sent_at: state === 'sent' ? '2026-12-04T10:00:00.000Z' : null,
  last_error,
});

describe('where an e-mail about a submission stands, as the item page says it (issue 40)', () => {
  it('says an answer the worker has taken is being sent, never that an attempt failed', () => {
    const text = mailStateText(mail('sending', 1), '');
    expect(text).toMatch(/^Being sent now/);
    expect(text).not.toMatch(/fail/i);
  });

  it('says an attempt failed only with the reason the worker wrote down', () => {
    expect(mailStateText(mail('retrying', 2, '451 try again later'), '')).toBe(
      'Not sent yet: 2 attempts failed (451 try again later); it will be tried again.',
    );
    // A failure without a reason is not one: the page never says "no reason given".
    expect(mailStateText(mail('retrying', 1), '')).not.toMatch(/fail/i);
  });

  it('says when it was sent, and what became of one given up on', () => {
    expect(mailStateText(mail('sent', 1), '')).toMatch(/^Sent \d/);
    expect(mailStateText(mail('sent', 3, 'not delivered: 550 no such user'), '')).toMatch(
      /^Not sent \(not delivered: 550 no such user\), \d/,
    );
    expect(mailStateText(mail('waiting', 0), '')).toMatch(/^Waiting in the outbox/);
    expect(mailStateText(null, 'None was queued.')).toBe('None was queued.');
  });
});
