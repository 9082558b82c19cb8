import { defineConfig } from 'vitest/config';
import { enhancements } from './apps/web/enhancements.vite.ts';

export default defineConfig({
  // root.tsx names the enhancement scripts (`virtual:enhancements`): by their sources here, as in development.
  plugins: [enhancements()],
  // Workspace packages are tested from their TypeScript source.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'apps/web/server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Where the time went, printed at the end (README, "Test time").
    reporters: ['default', './scripts/vitest-timings.ts'],
    pool: 'forks',
    // Vitest's default leaves one of CI's two cores idle; many files wait on child processes and timers anyway.
    maxWorkers: 2,
  },
});
