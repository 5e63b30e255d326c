import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.ts';
import { ensureDatabaseExists } from '../../server/src/db/ensure-database.ts';
import { startProductionServer } from '../../../scripts/lib/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

/**
 * One production server for the whole end-to-end run, on a PostgreSQL this harness owns (so
 * journeys can do what later features will do through the admin screens, such as approving a
 * mentor), with the demo data.
 */
export default async function setup(project: TestProject) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'neetmentor-e2e-db-'));
  const postgres = await startEmbeddedPostgres({
    dataDir: scratch,
    password: randomBytes(12).toString('hex'),
    logger: pino({ level: 'silent' }),
  });
  const databaseUrl = postgres.urlFor('e2e');
  await ensureDatabaseExists(postgres.urlFor('postgres'), 'e2e');
  const server = await startProductionServer({
    env: { DATABASE_URL: databaseUrl, DEMO_DATA: '1', MAIL_CAPTURE: '1', PAYMENT_PROVIDER: 'sandbox' },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await server.stop();
    await postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
}
