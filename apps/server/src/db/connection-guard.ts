import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * Keeps a dropped connection from ending the process or leaking from the pool. node-postgres emits 'error'
 * on a client whose connection dies (a restart, a failover, pg_terminate_backend); the pool listens only
 * while the client is idle, so one checked out (in a transaction, or LISTENing) would throw it as an
 * uncaught exception. Each client gets a listener of its own for its whole life.
 *
 * A checked-out client whose connection died is also given back to the pool at once, as broken: Drizzle
 * does not release a client whose `begin` failed, and each such client would hold a place in the pool for
 * good until every request waited for a connection. Whoever holds it sees its next query fail, and its own
 * release later does nothing.
 */
export function guardConnections(pool: pg.Pool, logger?: Pick<Logger, 'warn'>): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      logger?.warn({ err: error }, 'a database connection was closed');
      if (checkedOut.has(client)) releaseBroken(client, error);
    });
  });
  // Already logged by the client's own listener above; without a listener the pool's error would throw.
  pool.on('error', () => undefined);
}

/** Gives a checked-out client back as broken (the pool closes it); later releases of it do nothing. */
function releaseBroken(client: pg.PoolClient, error: Error): void {
  const release = client.release.bind(client);
  let released = false;
  client.release = (reason) => {
    if (released) return;
    released = true;
    release(reason);
  };
  client.release(error);
}
