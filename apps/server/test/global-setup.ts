import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded-postgres.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDatabase: string;
  }
}

async function execute(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * One PostgreSQL per test run: the embedded one by default, or the server named by DATABASE_URL.
 * A template database is migrated once; every test file clones it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let scratchDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    scratchDir = mkdtempSync(path.join(tmpdir(), 'neetmentor-test-'));
    embedded = await startEmbeddedPostgres({
      dataDir: scratchDir,
      password: randomBytes(12).toString('hex'),
      logger: pino({ level: 'silent' }),
    });
    adminUrl = embedded.urlFor('postgres');
  }

  const template = `nm_template_${randomBytes(5).toString('hex')}`;
  await execute(adminUrl, `CREATE DATABASE ${template}`);
  const database = connectDatabase(withDatabase(adminUrl, template), { maxConnections: 2 });
  try {
    await runMigrations(database.pool);
  } finally {
    await database.close();
  }
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplateDatabase', template);

  return async () => {
    const url = adminUrl;
    if (url) await execute(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => undefined);
    if (embedded) await embedded.stop();
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
  };
}
