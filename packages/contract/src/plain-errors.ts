import type { z } from 'zod';
import { DEFAULT_LOCALE, localeSetting } from './locales.js';
import { visitorText } from './visitor-text/index.js';

type Issue = z.core.$ZodRawIssue;

/** A bound as people say it in the language: 1,000 rather than 1000. */
const amount = (value: unknown, tag: string) =>
  typeof value === 'number' ? value.toLocaleString(tag) : String(value);

const inLanguage = new Map<string, (issue: Issue) => string | undefined>();

/**
 * Zod's own messages ("Invalid input: expected number, received NaN", "Too small: expected number
 * to be >=1") in plain words of a language, for the fields whose schema gives no message of its
 * own. Undefined leaves zod's message (for the rare issue not named here).
 */
export function plainIssueMessageIn(code: string): (issue: Issue) => string | undefined {
  const { code: known, tag } = localeSetting(code);
  let message = inLanguage.get(known);
  if (message) return message;
  const { plain, fields } = visitorText(known);
  message = (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined
          ? plain.required
          : plain.expected({ kind: String(issue.expected) });
      case 'too_small': {
        const min = amount(issue.minimum, tag);
        if (issue.origin === 'string')
          return issue.minimum === 1 ? plain.required : plain.atLeastCharacters({ min });
        if (issue.origin === 'array' || issue.origin === 'set') return plain.atLeastItems({ min });
        return issue.inclusive === false ? plain.moreThan({ min }) : plain.orMore({ min });
      }
      case 'too_big': {
        const max = amount(issue.maximum, tag);
        if (issue.origin === 'string') return fields.tooLong({ max });
        if (issue.origin === 'array' || issue.origin === 'set') return plain.atMostItems({ max });
        return issue.inclusive === false ? plain.lessThan({ max }) : plain.orLess({ max });
      }
      case 'invalid_format':
        return issue.format === 'email' ? fields.email : plain.format;
      case 'invalid_value':
        return plain.option;
      case 'not_multiple_of':
        return plain.multipleOf({ divisor: amount(issue.divisor, tag) });
      case 'unrecognized_keys':
        return plain.unknownFields({ count: issue.keys.length, keys: issue.keys.join(', ') });
      case 'invalid_union':
        return plain.union;
      default:
        return undefined;
    }
  };
  inLanguage.set(known, message);
  return message;
}

/** The plain messages in English: every parse gets them unless it asks for another language. */
export const plainIssueMessage = plainIssueMessageIn(DEFAULT_LOCALE.code);
