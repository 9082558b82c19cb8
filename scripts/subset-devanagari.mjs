// Made apps/web/app/assets/fonts/noto-sans-devanagari.woff2 and its cut for the language switch's
// names (decision 042); not part of the build.
// The source is Noto Sans Devanagari's variable font as @fontsource-variable/noto-sans-devanagari
// 5.3.0 ships it (OFL-1.1, OFL.txt beside the font), cut to the Devanagari block, the joiners, the
// rupee sign and the dotted circle, every layout feature kept (conjuncts need them), weights 400–800.
// To make it again: `npm pack @fontsource-variable/noto-sans-devanagari@5.3.0`, unpack it, then
// `npm i --no-save subset-font@2.9.0 && node scripts/subset-devanagari.mjs <its files/…-wght-normal.woff2>`.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const [source] = process.argv.slice(2);
if (!source) throw new Error('usage: node scripts/subset-devanagari.mjs <noto-sans-devanagari-devanagari-wght-normal.woff2>');
let text = '\u200c\u200d\u20b9\u25cc';
for (let code = 0x0900; code <= 0x097f; code++) text += String.fromCodePoint(code);
const font = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } } });
writeFileSync('apps/web/app/assets/fonts/noto-sans-devanagari.woff2', font);
console.log(`${font.length} bytes`);

// The language switch's names on the other pages: their letters only, at the switch's weight.
const names = JSON.parse(readFileSync('packages/contract/src/locales.json', 'utf8'))
  .filter((locale) => locale.script === 'devanagari')
  .map((locale) => locale.name)
  .join('');
const namesFont = await subsetFont(readFileSync(source), names, { targetFormat: 'woff2', variationAxes: { wght: 600 } });
writeFileSync('apps/web/app/assets/fonts/noto-sans-devanagari-names.woff2', namesFont);
console.log(`${namesFont.length} bytes for ${names}`);
