import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

/**
 * npm 11 runs a dependency's install script only when `allowScripts` approves it, and ends every
 * install with a list of those it skipped (issue 40: "install-scripts not yet covered by
 * allowScripts" for esbuild and sharp). Each one in the lockfile has a recorded choice (decision 009).
 */
describe('install scripts', () => {
  it('records a choice in allowScripts for every dependency of the lockfile that has one', () => {
    const lock = read('package-lock.json') as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const allow = (read('package.json')['allowScripts'] ?? {}) as Record<string, boolean>;
    const withScripts = new Set(
      Object.entries(lock.packages)
        .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
        .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
    );
    expect([...withScripts].sort()).toEqual(['esbuild', 'sharp']);
    expect([...withScripts].filter((name) => !(name in allow))).toEqual([]);
  });

  it('denies the two, whose binaries come prebuilt as optional dependencies', () => {
    expect(read('package.json')['allowScripts']).toEqual({ esbuild: false, sharp: false });
  });
});
