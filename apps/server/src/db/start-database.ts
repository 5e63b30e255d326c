import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { connectDatabase, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { ensureDatabaseExists } from './ensure-database.ts';
import { runMigrations } from './migrate.ts';

/** The database the server uses on its embedded PostgreSQL. */
export const EMBEDDED_DATABASE_NAME = 'neetmentor';

export interface RunningDatabase extends Database {
  embedded: boolean;
  /** Closes the pool and, for the embedded server, stops PostgreSQL. */
  shutdown(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR when none is given,
 * then applies migrations.
 */
export async function startDatabase(config: Config, logger: Logger): Promise<RunningDatabase> {
  if (config.databaseUrl) {
    const database = connectDatabase(config.databaseUrl, { logger });
    await runMigrations(database.pool);
    return { ...database, embedded: false, shutdown: () => database.close() };
  }
  logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
  const server = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    password: config.secrets.embeddedDbPassword,
    logger,
  });
  try {
    await ensureDatabaseExists(server.urlFor('postgres'), EMBEDDED_DATABASE_NAME);
    const database = connectDatabase(server.urlFor(EMBEDDED_DATABASE_NAME), { logger });
    await runMigrations(database.pool);
    return {
      ...database,
      embedded: true,
      shutdown: async () => {
        await database.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
