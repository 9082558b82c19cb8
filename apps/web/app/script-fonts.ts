import { type LocaleSetting, SCRIPTS, type ScriptSetting, scriptOf } from '@harsh/contract';

/**
 * The fonts of the scripts other than Latin (decision 045), from the setting alone: each script of
 * `scripts.json` has its cut in `assets/fonts/noto-sans-{name}.woff2`, and the letters of its
 * languages' names (for the header's language switch) in `…-{name}-names.woff2`.
 */
export type FontFiles = Readonly<Record<string, string>>;

const FONT_FILES: FontFiles = import.meta.glob<string>('./assets/fonts/noto-sans-*.woff2', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** What a page's `<head>` carries for its fonts: files to preload, and one style element. */
export interface ScriptFontHead {
  preloads: { href: string; media?: string }[];
  css: string;
}

/** The family of a script's self-hosted cut: `Devanagari Site`. */
export const siteFamily = (script: ScriptSetting) =>
  `${script.name[0]!.toUpperCase()}${script.name.slice(1)} Site`;

export function fontFileOf(
  script: ScriptSetting,
  cut: 'text' | 'names',
  files: FontFiles = FONT_FILES,
): string {
  const file = `noto-sans-${script.name}${cut === 'names' ? '-names' : ''}.woff2`;
  const url = files[`./assets/fonts/${file}`];
  if (!url)
    throw new Error(
      `The ${script.name} script has no font: add apps/web/app/assets/fonts/${file} (scripts/subset-font.mjs)`,
    );
  return url;
}

const face = (family: string, url: string, unicodeRange: string, display: 'optional' | 'swap') =>
  `@font-face{font-family:'${family}';font-style:normal;font-weight:400 800;font-display:${display};src:url(${url}) format('woff2');unicode-range:${unicodeRange}}`;

const families = (script: ScriptSetting) => `'${script.family}','${siteFamily(script)}'`;

/**
 * The font stack's two open places (`theme.css`): the page's own script before the system's Latin
 * faces, and every script after them (for a visitor's words in another script). Chromium never
 * draws again text it first laid out in boxes from an installed font earlier in the stack, so on a
 * computer without a Devanagari font a heading laid out before our font arrived stayed in boxes
 * when the Latin faces came first (decision 045). Each value is a plain list of families: the
 * commas between it and the stack are `theme.css`'s, and a place left unset takes the fallback
 * there (a value that began with a comma was a CSS parse error to the W3C checker, issue 40).
 */
const stack = (own: ScriptSetting | null) => {
  const first = own ? `--font-script-first:${families(own)}` : '';
  const every = SCRIPTS.length > 0 ? `--font-scripts:${SCRIPTS.map(families).join(',')}` : '';
  return `:root{${[first, every].filter(Boolean).join(';')}}`;
};

/**
 * A page's fonts. A page in a script of its own declares the script's cut, `optional` so that a
 * slow font never moves the page; the stack names the phone's installed family first, so phones
 * (a coarse pointer) neither preload nor mostly ever download it, while computers (a fine pointer),
 * which often lack it, preload it and wait for it. Every other script is present only as the
 * letters of its languages' names in the switch, a small cut of their own family. Staff pages
 * show what visitors wrote in any script on computers that may lack its font: they declare every
 * cut, preload none, and wait for one a page shows (its `unicode-range`).
 */
export function scriptFontHead(
  locale: LocaleSetting,
  staff: boolean,
  files: FontFiles = FONT_FILES,
): ScriptFontHead {
  const textFace = (script: ScriptSetting, display: 'optional' | 'swap') =>
    face(siteFamily(script), fontFileOf(script, 'text', files), script.unicodeRange, display);
  if (staff)
    return {
      preloads: [],
      css: stack(null) + SCRIPTS.map((script) => textFace(script, 'swap')).join(''),
    };
  const own = scriptOf(locale);
  const others = SCRIPTS.filter((script) => script !== own);
  const names = others
    .map((script) =>
      face('Language Names', fontFileOf(script, 'names', files), script.unicodeRange, 'optional'),
    )
    .join('');
  return {
    preloads: [
      ...(own ? [{ href: fontFileOf(own, 'text', files), media: '(pointer: fine)' }] : []),
      ...others.map((script) => ({ href: fontFileOf(script, 'names', files) })),
    ],
    css:
      stack(own) +
      (own ? `${textFace(own, 'optional')}@media (pointer: fine){${textFace(own, 'swap')}}` : '') +
      names,
  };
}
