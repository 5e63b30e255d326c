import type pg from 'pg';
import type { Logger } from 'pino';

export interface NotificationListener {
  /**
   * Drops the listening connection and opens a new one (for a connection that has gone silent without an
   * error, which a heartbeat notices): `onDisconnected` runs at once, `onConnected` when it is back.
   */
  reconnect(): void;
  stop(): Promise<void>;
}

/**
 * LISTENs to one PostgreSQL channel on a connection of its own, reconnecting after a failure. PostgreSQL
 * delivers a NOTIFY when the sending transaction commits, in commit order. `onConnected` runs after every
 * (re)connection, once listening: anything sent while the connection was down was missed, so a listener
 * that keeps state should start afresh there. `onDisconnected` runs as soon as the connection is known to
 * be lost, before the reconnection: from then on notifications may be missed.
 */
export function listenForNotifications(
  pool: pg.Pool,
  channel: string,
  handlers: { onNotification(payload: string): void; onConnected?(): void; onDisconnected?(): void },
  logger: Pick<Logger, 'warn'>,
): NotificationListener {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) handlers.onNotification(message.payload ?? '');
  };
  const connect = async () => {
    try {
      const connection = await pool.connect();
      if (stopped) {
        connection.release();
        return;
      }
      client = connection;
      connection.on('notification', onNotification);
      connection.on('error', (error) => {
        // After stop() or reconnect() the connection is already back in the pool (and the pool may be
        // ending): the error is the database going away, not something to recover from.
        if (client !== connection) return;
        logger.warn({ err: error, channel }, 'notification listener lost its connection; reconnecting');
        drop(error);
      });
      await connection.query(`LISTEN ${channel}`);
      handlers.onConnected?.();
    } catch (error) {
      logger.warn({ err: error, channel }, 'notification listener could not connect; retrying');
      if (client) drop(error instanceof Error ? error : new Error(String(error)));
      else if (!stopped) retry = setTimeout(() => void connect(), 1000);
    }
  };
  /** Gives the current connection back to the pool as broken (it is closed) and reconnects. */
  const drop = (error: Error) => {
    const connection = client;
    if (!connection) return;
    client = undefined;
    connection.removeListener('notification', onNotification);
    handlers.onDisconnected?.();
    connection.release(error);
    if (!stopped) retry = setTimeout(() => void connect(), 1000);
  };
  void connect();
  return {
    reconnect() {
      if (stopped) return;
      if (client) drop(new Error('the listening connection went silent'));
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (client) {
        const connection = client;
        client = undefined;
        connection.removeListener('notification', onNotification);
        await connection.query(`UNLISTEN ${channel}`).catch(() => undefined);
        connection.release();
      }
    },
  };
}
