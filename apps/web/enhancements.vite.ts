import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ENHANCEMENTS } from './app/enhance/names.ts';

const VIRTUAL = 'virtual:enhancements';
const RESOLVED = `\0${VIRTUAL}`;
/** Where `vite.enhance.config.ts` writes the scripts and their manifest. */
const OUT_DIR = '.enhance-build';

/**
 * Gives the pages `virtual:enhancements`: each enhancement's address by name, with the shared
 * chunks it imports (to be preloaded). In development
 * that is its source, which Vite serves; in a build, the hashed file the enhancement build made
 * (run first, into `.enhance-build`: `react-router build` empties `build`), copied into the client build's assets.
 */
export function enhancements(): Plugin {
  let serve = false;
  let ssr = false;
  let root = process.cwd();
  const built = () => {
    type Chunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
    const manifest = JSON.parse(
      readFileSync(join(root, OUT_DIR, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, Chunk>;
    /** A chunk's static imports, all the way down: preloaded with it, so that no import waits for the one before. */
    const importsOf = (chunk: Chunk): string[] =>
      (chunk.imports ?? []).flatMap((key) => [
        `/${manifest[key]!.file}`,
        ...importsOf(manifest[key]!),
      ]);
    const files: Record<string, { src: string; imports: string[] }> = {};
    for (const chunk of Object.values(manifest))
      if (chunk.isEntry && chunk.name)
        files[chunk.name] = { src: `/${chunk.file}`, imports: [...new Set(importsOf(chunk))] };
    const missing = ENHANCEMENTS.filter((name) => !files[name]);
    if (missing.length > 0)
      throw new Error(
        `The enhancement build has no ${missing.join(', ')}: run \`vite build -c vite.enhance.config.ts\` first.`,
      );
    return files;
  };
  return {
    name: 'harsh-enhancements',
    configResolved(config) {
      serve = config.command === 'serve';
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const files = serve
        ? Object.fromEntries(
            ENHANCEMENTS.map((name) => [name, { src: `/app/enhance/${name}.ts`, imports: [] }]),
          )
        : built();
      return `export const enhancementScripts = ${JSON.stringify(files)};`;
    },
    generateBundle() {
      // The client build only: the server's bundle has no public files.
      if (serve || ssr) return;
      const assets = join(root, OUT_DIR, 'assets');
      for (const file of readdirSync(assets)) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/${file}`,
          source: readFileSync(join(assets, file)),
        });
      }
    },
  };
}
