// Fails when a public route module holds a sentence of copy (issue 27): what visitors read is
// content (staff edit it) or the interface's own words (apps/web/app/ui-text.ts, one place per
// language), never a string written into a route. Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROUTES = 'apps/web/app/routes';
/** Three words or more in a row: a sentence (or the start of one), not a name or a label's word. */
const SENTENCE = /\p{L}[\p{L}'’-]*(?:[ \u00a0]+\p{L}[\p{L}'’-]*){2,}/u;
/** Attributes whose values are for the code, not for people. */
const CODE_ATTRIBUTES = new Set(['className', 'id', 'to', 'href', 'method', 'action', 'type', 'name', 'autoComplete', 'inputMode', 'rel', 'sizes', 'src', 'data-testid']);

const publicModules = readdirSync(ROUTES)
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
  .map((name) => join(ROUTES, name));

const problems = [];
for (const file of publicModules) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const report = (node, text) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    problems.push(`${relative(process.cwd(), file)}:${line + 1}: ${JSON.stringify(text.trim().slice(0, 80))}`);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // What goes to the log is for operators, not visitors.
    if (ts.isCallExpression(node) && /^console\./.test(node.expression.getText(source))) return;
    if (ts.isJsxAttribute(node) && CODE_ATTRIBUTES.has(node.name.getText(source))) return;
    if (ts.isJsxText(node) && SENTENCE.test(node.text)) report(node, node.text);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && SENTENCE.test(node.text)) report(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length > 0) {
  console.error(`Copy written into public route modules (${problems.length}): make it content, or an interface word in apps/web/app/ui-text.ts.\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`No copy in the ${publicModules.length} public route modules.`);
