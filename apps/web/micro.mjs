import { buildSite } from './dist/site.js';
import { prepareDatabase, parseEnv } from '@harsh/api';
import { WebEnvSchema } from './dist/config.js';
const env = parseEnv(WebEnvSchema);
const build = await import('./build/server/index.js');
const database = await prepareDatabase({ dataDir: '/tmp/d1' }, { info() {} });
const app = await buildSite({ env: { ...env, LOG_LEVEL: 'warn', PAGE_CACHE: 'off' }, build, mode: 'production', database });
const path = process.argv[2] ?? '/about-us';
async function run(count) {
  const t = performance.now();
  for (let i = 0; i < count; i++) { const r = await app.inject({ url: path }); if (r.statusCode !== 200) throw new Error(r.statusCode); }
  return (performance.now() - t) / count;
}
await run(300);
console.log(path, 'ms/render', (await run(1000)).toFixed(2));
process.exit(0);
