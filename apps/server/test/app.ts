import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createLocalStorage } from '../src/adapters/storage/local-storage.ts';
import type { FileStorage } from '../src/adapters/storage/storage.ts';
import { createMailTransport } from '../src/adapters/mail/mail-transport.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  storage: FileStorage;
  config: Config;
  close(): Promise<void>;
}

/** The real application on a database of its own, with a scratch data folder. */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: Pick<AppDeps, 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-app-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...environment,
  });
  const storage = createLocalStorage(dataDir);
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    mail: { transport, notifyQueued: () => undefined },
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
