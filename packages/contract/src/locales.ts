import settings from './locales.json' with { type: 'json' };

/**
 * The languages the public site speaks: a setting, not code (issue 29). English comes first and
 * keeps the addresses of the spec; every other language lives under `/{code}/…`. Adding one is an
 * entry here, its two catalogues (`apps/web/app/ui-text/locales/{code}.json`, the interface's, and
 * `packages/contract/src/visitor-text/locales/{code}.json`, what the site tells visitors) and its
 * translations: `third-locale.test.tsx` (the site) and `content-third-locale.test.ts` (the API) show it.
 * A script other than Devanagari is read in the phone's own font until one is added to `script`.
 */
export interface LocaleSetting {
  /** The first segment of its addresses, and its catalogue's name: `hi`. */
  code: string;
  /** BCP 47, for `<html lang>`, `hreflang` and `Intl`: `hi-IN`. */
  tag: string;
  /** The language's name in itself, for the language switch: `हिन्दी`. */
  name: string;
  /** Its name in English, for the staff side (the inbox, its CSV): `Hindi`. */
  englishName: string;
  /** Which self-hosted font its text needs beside the Latin one. */
  script: 'latin' | 'devanagari';
}

export const LOCALES: readonly LocaleSetting[] = settings as LocaleSetting[];

/** English: the spec's addresses, the fallback of every translation. */
export const DEFAULT_LOCALE: LocaleSetting = LOCALES[0]!;

export const LOCALE_CODES: readonly string[] = LOCALES.map((locale) => locale.code);

export function localeSetting(code: string): LocaleSetting {
  return LOCALES.find((locale) => locale.code === code) ?? DEFAULT_LOCALE;
}

/** A language as staff read it, by its English name (`Hindi`); a code no longer set up, as itself. */
export function languageName(code: string): string {
  return LOCALES.find((locale) => locale.code === code)?.englishName ?? code;
}

/**
 * Which language a page is in, from its address alone (issue 29): English at the spec's
 * addresses, every other language under `/{code}/…`. Nothing is guessed from the browser.
 */
export function localeOf(pathname: string): LocaleSetting {
  const first = pathname.split(/[/?#]/)[1]?.toLowerCase();
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale.code === first) ?? DEFAULT_LOCALE;
}
