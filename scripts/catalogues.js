// Checks and compiles the catalogues (issue 29, decision 042), before every build, type check and
// install: the interface's words (`apps/web`) and what the site and the API answer a visitor
// (`packages/contract`: form messages, answers, hints). English (`en.json`) is each one's source:
// every other language must hold each of its messages, no others, none empty, with the same values
// in them; Lingui's own `compile --strict` then fails on a missing message too. Writes each
// catalogue's type as the code reads it (`ui.forms.consent.agree({ company })`) and
// `catalogues.generated.ts`, which gathers the languages the setting lists.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const CATALOGUES = [
  {
    dir: 'apps/web/app/ui-text/locales',
    type: 'UiText',
    file: 'ui-text',
    about: "A language's interface words, as the code reads them.",
  },
  {
    dir: 'packages/contract/src/visitor-text/locales',
    type: 'VisitorText',
    file: 'visitor-text',
    about:
      'What the site and the API tell a visitor in a language (answers, form messages, hints), as the code reads it.',
  },
];
const locales = JSON.parse(readFileSync('packages/contract/src/locales.json', 'utf8')).map(
  (locale) => locale.code,
);

/** The values a compiled message takes, by name: `plural` ones are numbers, the rest text or numbers. */
function valuesOf(compiled, into = new Map()) {
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, kind, branches] = part;
    if (typeof name !== 'string') continue;
    if (kind === 'plural' || kind === 'selectordinal') into.set(name, 'number');
    else if (!into.has(name)) into.set(name, 'string | number');
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches))
        if (Array.isArray(branch)) valuesOf(branch, into);
  }
  return into;
}

function compile(code, key, message) {
  if (typeof message !== 'string' || message.trim() === '')
    throw new Error(`${code}.json: "${key}" is empty`);
  try {
    return compileMessageOrThrow(message);
  } catch (error) {
    throw new Error(`${code}.json: "${key}" is not a valid ICU message: ${error.message}`);
  }
}

const problems = [];
for (const { dir, type, file, about } of CATALOGUES) {
  const read = (code) => JSON.parse(readFileSync(`${dir}/${code}.json`, 'utf8'));
  const source = read('en');
  const sourceValues = new Map(
    Object.entries(source).map(([key, message]) => [key, valuesOf(compile('en', key, message))]),
  );
  for (const code of locales.filter((code) => code !== 'en')) {
    const catalogue = read(code);
    for (const key of Object.keys(source))
      if (!(key in catalogue)) problems.push(`${dir}/${code}.json lacks "${key}"`);
    for (const [key, message] of Object.entries(catalogue)) {
      if (!(key in source)) {
        problems.push(`${dir}/${code}.json has "${key}", which English does not`);
        continue;
      }
      try {
        const names = [...valuesOf(compile(code, key, message)).keys()].sort().join(', ');
        const expected = [...sourceValues.get(key).keys()].sort().join(', ');
        if (names !== expected)
          problems.push(`${dir}/${code}.json: "${key}" takes {${names}}, English {${expected}}`);
      } catch (error) {
        problems.push(error.message);
      }
    }
  }
  if (problems.length > 0) continue;

  /** `{ forms: { consent: { agree: … } } }` from the flat keys. */
  const tree = {};
  for (const [key, values] of sourceValues) {
    const path = key.split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) node = node[part] ??= {};
    node[path.at(-1)] =
      values.size === 0
        ? 'string'
        : `(values: { ${[...values].map(([name, kind]) => `${name}: ${kind}`).join('; ')} }) => string`;
  }
  const typeOf = (node, indent) =>
    typeof node === 'string'
      ? node
      : `{\n${Object.entries(node)
          .map(
            ([name, child]) =>
              `${indent}  ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}: ${typeOf(child, `${indent}  `)};`,
          )
          .join('\n')}\n${indent}}`;
  writeFileSync(
    `${dir}/catalogues.generated.ts`,
    `// Written by scripts/catalogues.js from the locale setting: do not edit.\n${locales.map((code) => `import { messages as ${code} } from './${code}.js';`).join('\n')}\n\n/** Each language's compiled catalogue, by its code. */\nexport const CATALOGUES = { ${locales.join(', ')} };\n`,
  );
  writeFileSync(
    `${dir}/${file}.generated.ts`,
    `// Written by scripts/catalogues.js from en.json: do not edit.\n/** ${about} */\nexport interface ${type} ${typeOf(tree, '')}\n`,
  );
}
if (problems.length > 0) {
  console.error(`The catalogues do not agree with English:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// Lingui's own command, found from this script (not from the working directory).
const lingui = fileURLToPath(
  new URL('../node_modules/@lingui/cli/dist/lingui.js', import.meta.url),
);
execFileSync(process.execPath, [lingui, 'compile', '--strict'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
