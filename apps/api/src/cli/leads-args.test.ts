import { describe, expect, it } from 'vitest';
import { LeadsUsageError, parseLeadsArgs } from './leads-args.js';

describe('parseLeadsArgs', () => {
  it.each([
    [['--kind', 'partner'], { help: false, kind: 'partner', since: undefined }],
    [['--kind=vendor'], { help: false, kind: 'vendor', since: undefined }],
    [
      ['--kind', 'contact', '--since', '2026-01-15'],
      { help: false, kind: 'contact', since: '2026-01-15' },
    ],
    [
      ['--since=2024-02-29', '--kind', 'newsletter'],
      { help: false, kind: 'newsletter', since: '2024-02-29' },
    ],
    [['--help'], { help: true }],
    [['-h'], { help: true }],
  ])('reads %j', (argv, expected) => {
    expect(parseLeadsArgs(argv)).toEqual(expected);
  });

  it.each([
    [[], /--kind is required/],
    [['--kind', 'customers'], /--kind must be one of partner, vendor, contact, newsletter/],
    [['--kind'], /--kind/],
    [['--kind', 'partner', '--since', '15-01-2026'], /--since must be a date as YYYY-MM-DD/],
    [['--kind', 'partner', '--since', '2026-1-5'], /--since must be a date as YYYY-MM-DD/],
    [['--kind', 'partner', '--since', '2026-02-30'], /--since must be a real calendar date/],
    [['--kind', 'partner', '--since', '2023-02-29'], /--since must be a real calendar date/],
    [['--kind', 'partner', '--since', '2026-13-01'], /--since must be a real calendar date/],
    [['--kind', 'partner', '--since', '0000-01-01'], /--since must be a real calendar date/],
    [['--kind', 'partner', '--since'], /--since/],
    [['--kind', 'partner', '--format', 'xlsx'], /Unknown option '--format'/],
    [['partner'], /Unexpected argument 'partner'/],
  ])('rejects %j with a message that says what is wrong', (argv, message) => {
    expect(() => parseLeadsArgs(argv)).toThrow(LeadsUsageError);
    expect(() => parseLeadsArgs(argv)).toThrow(message);
  });
});
