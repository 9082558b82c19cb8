// Runs the database tests again on real PostgreSQL when TEST_DATABASE_URL names a server.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is left out (PGlite run above).');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', 'apps/api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DRIVER: 'postgres' },
});
process.exit(result.status ?? 1);
