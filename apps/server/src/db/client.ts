import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema/index.ts';

/** The Drizzle handle; `$client` is its pool (for LISTEN connections and plain statements). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** An open transaction: the handle `db.transaction(async (tx) => …)` passes in. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a repository function runs on: the database or a transaction. Repositories take
 * `(executor, params)` so a service decides which writes share one transaction.
 */
export type Executor = Db | Transaction;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** One pool per process; every module gets the Drizzle handle from the app's dependencies. */
export function connectDatabase(
  connectionString: string,
  { maxConnections = 10, logger }: { maxConnections?: number; logger?: Pick<Logger, 'warn'> } = {},
): Database {
  // Without a connect timeout a stalled database would hold requests open for ever.
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closes (a restart, a failover, a dropped database) is replaced at
  // the next query; without this listener its error would end the whole process.
  pool.on('error', (error) => logger?.warn({ err: error }, 'an idle database connection was closed'));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
