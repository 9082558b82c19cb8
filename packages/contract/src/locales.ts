import settings from './locales.json' with { type: 'json' };
import scriptSettings from './scripts.json' with { type: 'json' };

/**
 * The languages the public site speaks: a setting, not code (issue 29). English comes first and
 * keeps the addresses of the spec; every other language lives under `/{code}/…`. Adding one is an
 * entry here, its two catalogues (`apps/web/app/ui-text/locales/{code}.json`, the interface's, and
 * `packages/contract/src/visitor-text/locales/{code}.json`, what the site tells visitors) and its
 * translations: `third-locale.test.tsx` (the site) and `content-third-locale.test.ts` (the API) show it.
 * A language in a script the site has no font for yet (Gujarati) also needs that script in
 * `scripts.json` and its font cut (`scripts/subset-font.mjs`): still no code (`script-fonts.test.ts`).
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
  /** `latin`, or the `name` of the script in `scripts.json` whose self-hosted font its text needs. */
  script: string;
}

/**
 * A script other than Latin that the site sets in a font of its own (decision 045): the family
 * phones have installed (`Noto Sans Devanagari`), tried first, and the characters of the site's
 * cut of it, `apps/web/app/assets/fonts/noto-sans-{name}.woff2`.
 */
export interface ScriptSetting {
  /** Lower case, as a locale's `script` names it and in its font files' names: `devanagari`. */
  name: string;
  /** The installed family, which is also the one the site's file is cut from. */
  family: string;
  /** The CSS `unicode-range` of the site's cut: a page fetches it only for text in it. */
  unicodeRange: string;
}

export const LOCALES: readonly LocaleSetting[] = settings as LocaleSetting[];

export const SCRIPTS: readonly ScriptSetting[] = scriptSettings as ScriptSetting[];

/**
 * The font setting of a locale's script; null for Latin, which the system's own fonts set. A
 * script `scripts.json` does not set up fails loudly rather than setting its pages in boxes.
 */
export function scriptOf(locale: LocaleSetting): ScriptSetting | null {
  if (locale.script === 'latin') return null;
  const script = SCRIPTS.find((setting) => setting.name === locale.script);
  if (!script)
    throw new Error(
      `The ${locale.code} language is written in ${locale.script}, which packages/contract/src/scripts.json does not set up`,
    );
  return script;
}

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
  return (
    LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale.code === first) ?? DEFAULT_LOCALE
  );
}
