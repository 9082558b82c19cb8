import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { localeSetting, type ScriptSetting } from '@harsh/contract';
import { fontFileOf, scriptFontHead } from './script-fonts';

/*
 * "Ready for more" (issue 29, point 7) for a language in a script of its own: Gujarati is a
 * setting (its locale, its script) and two font files, no code. Here the setting has it beside
 * Hindi; the files are named as the build names them.
 */
vi.mock('../../../packages/contract/src/locales.json', () => ({
  default: [
    { code: 'en', tag: 'en-IN', name: 'English', englishName: 'English', script: 'latin' },
    { code: 'hi', tag: 'hi-IN', name: 'हिन्दी', englishName: 'Hindi', script: 'devanagari' },
    { code: 'gu', tag: 'gu-IN', name: 'ગુજરાતી', englishName: 'Gujarati', script: 'gujarati' },
  ],
}));
vi.mock('../../../packages/contract/src/scripts.json', () => ({
  default: [
    {
      name: 'devanagari',
      family: 'Noto Sans Devanagari',
      unicodeRange: 'U+0900-097F,U+200C-200D,U+20B9,U+25CC',
    },
    {
      name: 'gujarati',
      family: 'Noto Sans Gujarati',
      unicodeRange: 'U+0A80-0AFF,U+200C-200D,U+20B9,U+25CC',
    },
  ],
}));

const FILES = {
  './assets/fonts/noto-sans-devanagari.woff2': '/assets/noto-sans-devanagari-a1.woff2',
  './assets/fonts/noto-sans-devanagari-names.woff2': '/assets/noto-sans-devanagari-names-b2.woff2',
  './assets/fonts/noto-sans-gujarati.woff2': '/assets/noto-sans-gujarati-c3.woff2',
  './assets/fonts/noto-sans-gujarati-names.woff2': '/assets/noto-sans-gujarati-names-d4.woff2',
};
const [english, hindi, gujarati] = ['en', 'hi', 'gu'].map(localeSetting);

describe('the fonts of a page, from the setting of its scripts', () => {
  it('sets a Gujarati page in Gujarati first, its own cut preloaded on computers only, and the other names in theirs', () => {
    const head = scriptFontHead(gujarati!, false, FILES);
    expect(head.css).toContain(
      ":root{--font-script-first:'Noto Sans Gujarati','Gujarati Site';--font-scripts:'Noto Sans Devanagari','Devanagari Site','Noto Sans Gujarati','Gujarati Site'}",
    );
    expect(head.css).toContain(
      "@font-face{font-family:'Gujarati Site';font-style:normal;font-weight:400 800;font-display:optional;src:url(/assets/noto-sans-gujarati-c3.woff2) format('woff2');unicode-range:U+0A80-0AFF,U+200C-200D,U+20B9,U+25CC}",
    );
    expect(head.css).toContain(
      "@media (pointer: fine){@font-face{font-family:'Gujarati Site';font-style:normal;font-weight:400 800;font-display:swap;",
    );
    expect(head.css).toContain(
      "font-family:'Language Names';font-style:normal;font-weight:400 800;font-display:optional;src:url(/assets/noto-sans-devanagari-names-b2.woff2)",
    );
    expect(head.css).not.toContain("'Devanagari Site';font-style");
    expect(head.preloads).toEqual([
      { href: '/assets/noto-sans-gujarati-c3.woff2', media: '(pointer: fine)' },
      { href: '/assets/noto-sans-devanagari-names-b2.woff2' },
    ]);
  });

  it('keeps Hindi as it was, with Gujarati’s name from its own small cut', () => {
    const head = scriptFontHead(hindi!, false, FILES);
    expect(head.css).toMatch(
      /^:root\{--font-script-first:'Noto Sans Devanagari','Devanagari Site';/,
    );
    expect(head.css).toContain(
      "font-family:'Devanagari Site';font-style:normal;font-weight:400 800;font-display:optional;src:url(/assets/noto-sans-devanagari-a1.woff2)",
    );
    expect(head.css).toContain(
      "font-family:'Language Names';font-style:normal;font-weight:400 800;font-display:optional;src:url(/assets/noto-sans-gujarati-names-d4.woff2) format('woff2');unicode-range:U+0A80-0AFF",
    );
    expect(head.preloads.map((preload) => preload.href)).toEqual([
      '/assets/noto-sans-devanagari-a1.woff2',
      '/assets/noto-sans-gujarati-names-d4.woff2',
    ]);
  });

  it('gives an English page the system’s fonts and every other language’s name in a small cut', () => {
    const head = scriptFontHead(english!, false, FILES);
    expect(head.css).not.toContain('--font-script-first');
    expect(head.css).not.toContain('Site;font-style');
    expect(head.css.match(/font-family:'Language Names'/g)).toHaveLength(2);
    expect(head.preloads).toEqual([
      { href: '/assets/noto-sans-devanagari-names-b2.woff2' },
      { href: '/assets/noto-sans-gujarati-names-d4.woff2' },
    ]);
  });

  it('lets staff pages read every script, fetching a cut only for text in it and preloading none', () => {
    const head = scriptFontHead(english!, true, FILES);
    expect(head.preloads).toEqual([]);
    expect(head.css).not.toContain('--font-script-first');
    for (const family of ['Devanagari Site', 'Gujarati Site'])
      expect(head.css).toContain(
        `font-family:'${family}';font-style:normal;font-weight:400 800;font-display:swap;`,
      );
    expect(head.css).not.toContain('optional');
  });

  it('gives every custom property a value that starts with a family, never a comma: a CSS parse error to the W3C checker (issue 40)', () => {
    for (const [locale, staff] of [
      [english!, false],
      [hindi!, false],
      [gujarati!, false],
      [english!, true],
    ] as const) {
      const root = /^:root\{([^}]*)\}/.exec(scriptFontHead(locale, staff, FILES).css)![1]!;
      for (const declaration of root.split(';'))
        expect(declaration, `${locale.code}${staff ? ' staff' : ''}`).toMatch(
          /^--font-[a-z-]+:'[^,]/,
        );
    }
  });

  it('fills the stack’s places with the commas theme.css writes around them', () => {
    const theme = readFileSync(new URL('./styles/theme.css', import.meta.url), 'utf8');
    expect(theme).toMatch(/ui-sans-serif, var\(--font-script-first, ui-sans-serif\), system-ui/);
    expect(theme).toMatch(/'Noto Sans', var\(--font-scripts, 'Noto Sans'\), 'Helvetica Neue'/);
  });

  it('names the file a script of the setting lacks, rather than setting its pages in boxes', () => {
    const { [`./assets/fonts/noto-sans-gujarati.woff2`]: _left, ...withoutGujarati } = FILES;
    expect(() => scriptFontHead(gujarati!, false, withoutGujarati)).toThrow(
      'The gujarati script has no font: add apps/web/app/assets/fonts/noto-sans-gujarati.woff2',
    );
  });

  it('finds both cuts of every script of the real setting among the built assets', () => {
    const real = JSON.parse(
      readFileSync(new URL('../../../packages/contract/src/scripts.json', import.meta.url), 'utf8'),
    ) as ScriptSetting[];
    expect(real.map((script) => script.name)).toContain('devanagari');
    for (const script of real) {
      expect(fontFileOf(script, 'text')).toMatch(new RegExp(`noto-sans-${script.name}\\.woff2$`));
      expect(fontFileOf(script, 'names')).toMatch(
        new RegExp(`noto-sans-${script.name}-names\\.woff2$`),
      );
    }
  });
});
