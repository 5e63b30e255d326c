import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** One pool per process; every module gets the Drizzle handle from the app's dependencies. */
export function connectDatabase(connectionString: string, maxConnections = 10): Database {
  // Without a connect timeout a stalled database would hold requests open for ever.
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: 10_000 });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
