// Cuts a script's self-hosted font (decision 045) from Noto Sans {Script}'s variable font: the
// characters of its `unicodeRange` in packages/contract/src/scripts.json, every layout feature kept
// (conjuncts need them), weights 400–800, to apps/web/app/assets/fonts/noto-sans-{name}.woff2; and
// the letters of its languages' names (locales.json) at the switch's weight to …-{name}-names.woff2.
// Not part of the build: run it when a script is added or a language's name changes.
// Devanagari's source is the file @fontsource-variable/noto-sans-devanagari 5.3.0 ships (OFL-1.1,
// OFL.txt beside the fonts); another script's is the same package of its own name. To make them:
// `npm pack @fontsource-variable/noto-sans-devanagari@5.3.0`, unpack it, then
// `npm i --no-save subset-font@2.9.0 && node scripts/subset-font.mjs devanagari <its files/…-devanagari-wght-normal.woff2>`.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const [name, source] = process.argv.slice(2);
if (!name || !source)
  throw new Error(
    'usage: node scripts/subset-font.mjs <script, as scripts.json names it> <the variable font, woff2>',
  );
const script = JSON.parse(readFileSync('packages/contract/src/scripts.json', 'utf8')).find(
  (entry) => entry.name === name,
);
if (!script) throw new Error(`scripts.json has no script named ${name}`);

/** The characters of a CSS unicode-range: `U+0900-097F,U+20B9`. */
function charactersOf(unicodeRange) {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

const file = `apps/web/app/assets/fonts/noto-sans-${name}`;
const font = await subsetFont(readFileSync(source), charactersOf(script.unicodeRange), {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
});
writeFileSync(`${file}.woff2`, font);
console.log(`${font.length} bytes`);

const names = JSON.parse(readFileSync('packages/contract/src/locales.json', 'utf8'))
  .filter((locale) => locale.script === name)
  .map((locale) => locale.name)
  .join('');
const namesFont = await subsetFont(readFileSync(source), names, {
  targetFormat: 'woff2',
  variationAxes: { wght: 600 },
});
writeFileSync(`${file}-names.woff2`, namesFont);
console.log(`${namesFont.length} bytes for ${names}`);
