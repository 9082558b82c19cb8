import { LocaleQuerySchema } from '@harsh/contract';

/*
 * Public reads in a language (`?locale=hi`, decision 044): every content read takes it, answers
 * the English with the live translation laid over it, and is cached per language. Its answers
 * name what they read in that language (`readIn`, content/read-tags.ts), so that a translation's
 * publish drops the reads in its language, and those in every language when the item's languages
 * change (an English page's alternates name them).
 */

/** The query every content read takes: `locale`, English when not given. */
export const ReadLocaleQuerySchema = LocaleQuerySchema;

/** A cached read's key in one language. */
export const keyIn = (key: string, locale: string) => `${key}:${locale}`;
