import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { enhancements } from './apps/web/enhancements.vite.ts';

const TEST_ROOTS = ['packages', 'apps/api/src', 'apps/web/app', 'apps/web/server', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;
const TEST_FILES = [
  'packages/*/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/web/app/**/*.test.{ts,tsx}',
  'apps/web/server/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * Test files that replace a module (`vi.mock`): they run each in a fresh module graph. The others
 * share one graph per worker, which halves the run (the API and its database helpers load once a
 * worker, not once a file); a replaced module would leak into the files after it.
 */
const REPLACING_MODULES = TEST_ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEST_FILE.test(name) && !name.includes('node_modules'))
    .map((name) => join(root, name))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'))),
);

export default defineConfig({
  // root.tsx names the enhancement scripts (`virtual:enhancements`): by their sources here, as in development.
  plugins: [enhancements()],
  // Workspace packages are tested from their TypeScript source.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Where the time went, printed at the end (README, "Test time").
    reporters: ['default', './scripts/vitest-timings.ts'],
    pool: 'forks',
    // Vitest's default leaves one of CI's two cores idle; many files wait on child processes and timers anyway.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: TEST_FILES, exclude: REPLACING_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: REPLACING_MODULES } },
    ],
  },
});
