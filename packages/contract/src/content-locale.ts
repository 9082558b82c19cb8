import { z } from 'zod';

/**
 * What a public read says of its language (`?locale=`, decision 044): the language its words are
 * in, and every language the item has live. Optional in the schemas only so that documents made
 * by hand (tests, the site's fallbacks) need not name them; the API always does.
 */
export const localeMarks = {
  content_locale: z
    .string()
    .optional()
    .describe(
      'the language the words are in: the one asked for when the item has a live translation in it, else en',
    ),
  translated: z
    .array(z.string())
    .optional()
    .describe('every language the item has live, en always: for hreflang'),
};
export const LocaleMarksSchema = z.object(localeMarks);
export type LocaleMarks = z.infer<typeof LocaleMarksSchema>;
