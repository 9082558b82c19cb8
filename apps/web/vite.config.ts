import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { enhancements } from './enhancements.vite.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), enhancements()],
  // Workspace packages are used from their TypeScript source.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: {
    // One copy of the contract on the server: the site server and the pages share its classes.
    external: ['@harsh/contract'],
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  build: { assetsInlineLimit: 0 },
});
