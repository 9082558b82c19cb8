// Runs the database tests again on real PostgreSQL when TEST_DATABASE_URL names a server.
// Only the API test files that open a test database (directly or through a helper of
// apps/api/src/test/) are run again: the others do the same work on either driver, and the
// PGlite run above has already run them.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is left out (PGlite run above).',
  );
  process.exit(0);
}

const API_SOURCE = 'apps/api/src';
const DATABASE_HELPER = resolve(API_SOURCE, 'test/database.ts');

/** The relative modules a file imports, as absolute .ts paths. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)].map(
    (m) => resolve(dirname(file), (m[1] ?? m[2]).replace(/\.js$/, '.ts')),
  );
}

function reachesDatabase(file, seen = new Set()) {
  if (file === DATABASE_HELPER) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  // Only the test helpers lead on to the database helper; production modules never import it.
  return importsOf(file).some(
    (next) =>
      (next === DATABASE_HELPER || next.startsWith(resolve(API_SOURCE, 'test'))) &&
      reachesDatabase(next, seen),
  );
}

const testFiles = readdirSync(API_SOURCE, { recursive: true })
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => resolve(API_SOURCE, name));
const databaseTests = testFiles
  .filter((file) => reachesDatabase(file))
  .map((file) => relative(process.cwd(), file));
console.log(
  `PostgreSQL run: ${databaseTests.length} of ${testFiles.length} API test files open a database.`,
);

const result = spawnSync('npx', ['vitest', 'run', ...databaseTests], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DRIVER: 'postgres' },
});
process.exit(result.status ?? 1);
