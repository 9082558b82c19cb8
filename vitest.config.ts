import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages are tested from their TypeScript source.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'apps/web/server/**/*.test.ts'],
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
