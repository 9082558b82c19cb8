// Fails when a public module of the site holds a sentence of copy (issue 27): what visitors read is
// content (staff edit it) or the interface's own words (the catalogue, apps/web/app/ui-text/, one
// per language), never a string written into a route, a component or the layout. Run by
// `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const APP = 'apps/web/app';
const CATALOGUE = `${APP}/ui-text/`;
/** What is not checked: the catalogue itself and the staff side, which has its own (the contract's staff-text.ts). */
const NOT_CHECKED = [
  CATALOGUE,
  `${APP}/routes/admin/`,
  // Used by the staff screens only.
  `${APP}/staff-api.server.ts`,
  `${APP}/components/preview-banner.tsx`,
];
/** Three words or more in a row: a sentence (or the start of one), not a name or a label's word. */
const SENTENCE = /\p{L}[\p{L}'’-]*(?:[ \u00a0]+\p{L}[\p{L}'’-]*){2,}/u;
/** Attributes whose values are for the code, not for people. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'to',
  'href',
  'method',
  'action',
  'type',
  'name',
  'autoComplete',
  'inputMode',
  'rel',
  'sizes',
  'src',
  'data-testid',
]);
/** Tailwind's classes of one plain word; every other class has a `-`, `:`, `/` or `[` in it (`px-3`, `xl:flex`, `w-1/2`, `bg-[#fff]`). */
const ONE_WORD_CLASSES = new Set([
  'flex',
  'grid',
  'block',
  'inline',
  'hidden',
  'contents',
  'absolute',
  'relative',
  'fixed',
  'static',
  'sticky',
  'container',
  'border',
  'rounded',
  'shadow',
  'underline',
  'uppercase',
  'italic',
  'truncate',
  'grow',
  'shrink',
  'transition',
  'ring',
  'outline',
  'invisible',
  'isolate',
]);

/**
 * A list of classes, wherever it is written (a variable, a ternary, a component's `panelClassName`):
 * every word a class, in lower case, with no sentence's punctuation at its end.
 */
const isClassList = (text) =>
  text
    .trim()
    .split(/\s+/)
    .every(
      (word) =>
        ONE_WORD_CLASSES.has(word) ||
        (/[-:/[]/.test(word) && !/[A-Z'’]/.test(word) && !/[,.;:?!]$/.test(word)),
    );

const isChecked = (path) =>
  !NOT_CHECKED.some((skipped) => path === skipped || path.startsWith(skipped));

/** Every module below `dir`, tests left out. */
function modulesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return isChecked(`${path}/`) ? modulesIn(path) : [];
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && isChecked(path)
      ? [path]
      : [];
  });
}

const publicModules = modulesIn(APP);

const isText = (node) =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node);

const problems = [];
for (const file of publicModules) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const report = (node, text) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    problems.push(
      `${relative(process.cwd(), file)}:${line + 1}: ${JSON.stringify(text.trim().slice(0, 80))}`,
    );
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // What goes to the log, or is thrown as an error, is for operators, not visitors.
    if (ts.isCallExpression(node) && /^console\./.test(node.expression.getText(source))) return;
    if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText(source))) return;
    if (ts.isJsxAttribute(node) && CODE_ATTRIBUTES.has(node.name.getText(source))) return;
    if (ts.isJsxText(node) && SENTENCE.test(node.text)) report(node, node.text);
    if (isText(node) && SENTENCE.test(node.text) && !isClassList(node.text))
      report(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length > 0) {
  console.error(
    `Copy written into public modules of the site (${problems.length}): make it content, or an interface word in the catalogue, ${CATALOGUE}.\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `No copy in the ${publicModules.length} public modules of the site (the words are in ${CATALOGUE}).`,
);
