import { LocaleQuerySchema } from '@harsh/contract';

/*
 * Public reads in a language (`?locale=hi`, decision 044): every content read takes it, answers
 * the English with the live translation laid over it, and is cached per language. Its answers
 * name `content_translations` among their tables, so a translation's publish drops them (and the
 * site's pages of both languages that read them: the English page's alternates change too).
 */

/** The query every content read takes: `locale`, English when not given. */
export const ReadLocaleQuerySchema = LocaleQuerySchema;

/** A cached read's key in one language. */
export const keyIn = (key: string, locale: string) => `${key}:${locale}`;

/** The tables a read in any language comes from: its own and the translations. */
export const withTranslations = (tables: readonly string[]) => [...tables, 'content_translations'];
