import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import { createAppContext, type AppContext } from '../src/context.ts';
import { createAdjustableClock, type ManualClock } from '../src/lib/clock.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createStorage } from '../src/adapters/storage/create-storage.ts';
import { PUBLIC_URL_PREFIX, type FileStorage } from '../src/adapters/storage/storage.ts';
import { createMailTransport } from '../src/adapters/mail/mail-transport.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import type { PaymentProvider } from '../src/adapters/payments/payment-provider.ts';
import type { JobScheduler } from '../src/jobs/job-scheduler.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  storage: FileStorage;
  config: Config;
  context: AppContext;
  /** The clock every rule reads; tests move it instead of editing rows. */
  clock: ManualClock;
  close(): Promise<void>;
}

/**
 * The real application on a database of its own, with a scratch data folder; files go where the environment
 * says (the data folder, or a bucket with STORAGE=s3).
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: Pick<AppDeps, 'logStream'> & { payments?: PaymentProvider; jobs?: JobScheduler } = {},
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
  const storage = createStorage(config);
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const clock = createAdjustableClock();
  const context = createAppContext({
    config,
    db: database.db,
    storage,
    mailCaptured: transport.captures,
    clock,
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  const app = await buildApp({ context, ...(options.logStream ? { logStream: options.logStream } : {}) });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    context,
    clock,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether the public file behind an /uploads URL is in the storage, whichever backend holds it. */
export async function hasPublicFile(storage: FileStorage, url: string): Promise<boolean> {
  if (!url.startsWith(PUBLIC_URL_PREFIX)) return false;
  return (await storage.readPublic(url.slice(PUBLIC_URL_PREFIX.length))) !== undefined;
}
