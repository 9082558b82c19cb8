import { defineConfig } from 'vite';
import { ENHANCEMENTS } from './app/enhance/names.ts';

/**
 * The public pages' enhancement scripts, built before the site (`npm run build`): one entry
 * each, no React, hashed names and a manifest in `.enhance-build`. The site's own build
 * (`enhancements()` in vite.config.ts) copies them into its client assets and gives the server
 * their addresses.
 */
export default defineConfig({
  // Served beside the client build's assets; nothing of the public folder is copied here.
  publicDir: false,
  // The contract from its TypeScript source, as the site's build takes it (only what a script imports is kept).
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: '.enhance-build',
    emptyOutDir: true,
    manifest: true,
    // What the site's pages already need (`::details-content` aside, which degrades): no polyfills.
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      input: Object.fromEntries(ENHANCEMENTS.map((name) => [name, `app/enhance/${name}.ts`])),
      output: {
        entryFileNames: 'assets/enhance-[name]-[hash].js',
        chunkFileNames: 'assets/enhance-[name]-[hash].js',
      },
    },
  },
});
