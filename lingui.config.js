// The interface's words and what the site tells visitors, one catalogue per language (issue 29, decision 042). `npm run catalogues`
// compiles them; `--strict` fails the build when a language lacks a message English has.
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-json';

const locales = JSON.parse(
  readFileSync(new URL('./packages/contract/src/locales.json', import.meta.url), 'utf8'),
).map((locale) => locale.code);

export default {
  locales,
  sourceLocale: 'en',
  catalogs: [
    { path: '<rootDir>/apps/web/app/ui-text/locales/{locale}', include: [] },
    { path: '<rootDir>/packages/contract/src/visitor-text/locales/{locale}', include: [] },
  ],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
};
