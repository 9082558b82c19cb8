// Writes packages/contract/src/india-phone-metadata.ts: libphonenumber-js's full ("max") metadata
// for India alone. It holds the patterns that tell a landline from a mobile or a toll-free number,
// and the browser's form schemas carry about 5 KB of it rather than the 80 KB of every country's
// smallest ("min") metadata. Run it after libphonenumber-js is upgraded: a contract test
// (india-phone-metadata.test.ts) fails while the file is behind the installed package.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { version: libraryVersion } = require('libphonenumber-js/package.json');
const all = require('libphonenumber-js/metadata.max.json');
const india = {
  version: all.version,
  country_calling_codes: { 91: ['IN'] },
  countries: { IN: all.countries.IN },
  nonGeographic: {},
};

const file = new URL('../packages/contract/src/india-phone-metadata.ts', import.meta.url);
writeFileSync(
  file,
  `// Made by scripts/india-phone-metadata.js from libphonenumber-js ${libraryVersion} (metadata.max.json): India alone. Not edited by hand.
import type { MetadataJson } from 'libphonenumber-js/core';

export const INDIA_PHONE_METADATA: MetadataJson = ${JSON.stringify(india)};
`,
);
console.log(`Wrote ${file.pathname} from libphonenumber-js ${libraryVersion}.`);
