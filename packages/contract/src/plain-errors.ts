import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const KIND_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

/** A bound as people say it: 1,000 rather than 1000. */
const amount = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-IN') : String(value));

/**
 * Zod's own messages ("Invalid input: expected number, received NaN", "Too small: expected number
 * to be >=1") in plain words, for the fields whose schema gives no message of its own. Undefined
 * leaves zod's message (for the rare issue not named here).
 */
export function plainIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'This is required.';
      const kind = KIND_WORDS[issue.expected as string];
      return kind ? `Enter ${kind}.` : 'This value is not of the right kind.';
    }
    case 'too_small': {
      const min = amount(issue.minimum);
      if (issue.origin === 'string') return issue.minimum === 1 ? 'This is required.' : `Enter at least ${min} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Give at least ${min}.`;
      return issue.inclusive === false ? `Enter more than ${min}.` : `Enter ${min} or more.`;
    }
    case 'too_big': {
      const max = amount(issue.maximum);
      if (issue.origin === 'string') return `Use at most ${max} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Give ${max} at most.`;
      return issue.inclusive === false ? `Enter less than ${max}.` : `Enter ${max} or less.`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid e-mail address.' : 'This is not in the right form.';
    case 'invalid_value':
      return 'Choose one of the options given.';
    case 'not_multiple_of':
      return `Enter a multiple of ${amount(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Leave out the field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.join(', ')}: ${issue.keys.length === 1 ? 'it is' : 'they are'} not taken here.`;
    case 'invalid_union':
      return 'This value is not one of those taken here.';
    default:
      return undefined;
  }
}
