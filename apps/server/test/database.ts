import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Db } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

export interface TestDatabase {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

async function runAdminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database of its own, cloned from the run's template; dropped on close. With
 * `icuLocale`, one sorting text in that language instead (as a server set up in another locale does),
 * migrated from nothing, since a clone keeps its template's collation.
 */
export async function createTestDatabase({ icuLocale }: { icuLocale?: string } = {}): Promise<TestDatabase> {
  const name = `nm_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(
    icuLocale
      ? `CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE '${icuLocale}'`
      : `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDatabase')}`,
  );
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), { maxConnections: 5 });
  if (icuLocale) await runMigrations(database.pool);
  return {
    db: database.db,
    pool: database.pool,
    url: url.toString(),
    async close() {
      await database.close();
      await runAdminStatement(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
