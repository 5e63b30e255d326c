import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * Keeps a dropped connection from ending the process. node-postgres emits 'error' on a client whose
 * connection dies (a restart, a failover, pg_terminate_backend): the pool listens only while the client is
 * idle, so one checked out (in a transaction, or LISTENing) would throw it as an uncaught exception. Each
 * client gets a listener of its own for its whole life; the query in progress fails with the error, the
 * next one with "not queryable", and the pool drops the broken client when it is released.
 */
export function guardConnections(pool: pg.Pool, logger?: Pick<Logger, 'warn'>): void {
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn({ err: error }, 'a database connection was closed'));
  });
  // Already logged by the client's own listener above; without a listener the pool's error would throw.
  pool.on('error', () => undefined);
}
