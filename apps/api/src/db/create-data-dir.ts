// Creates, migrates and seeds a new PGlite data directory, then exits: `node create-data-dir.js <dir>`.
// `prepareDatabase` runs this in a child process, so that the memory PGlite grows while it creates a
// database (initdb and the seed, several hundred megabytes it never gives back) ends with the child.
import { openDatabase } from './client.js';
import { seedIfEmpty } from './seed.js';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: create-data-dir <data directory>');
  process.exit(2);
}
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  process.stdout.write(JSON.stringify({ seeded }));
} finally {
  await database.close();
}
