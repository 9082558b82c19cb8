import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './client.js';
import { seedIfEmpty } from './seed.js';

/** Opens the database, applies pending migrations and loads the seed content when empty. */
/** Where start-up progress goes: a pino/Fastify logger fits. */
export interface StartupLog {
  info(details: object, message: string): void;
}

export async function prepareDatabase(options: DatabaseOptions, log?: StartupLog): Promise<DatabaseHandle> {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db);
    log?.info(
      { kind: database.kind, seeded, ms: Math.round(performance.now() - started) },
      seeded ? 'database ready (seeded)' : 'database ready',
    );
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
