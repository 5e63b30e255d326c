// `npm run seed`: creates the demo data in an empty database; `npm run seed -- --reset` empties
// every application table first. Uses the same configuration as the server (DATABASE_URL or the
// embedded PostgreSQL under DATA_DIR). A production-like database needs `--yes-destroy-<database name>`
// and gets a random password instead of the published one (see production-guard.ts).
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../adapters/storage/create-storage.ts';
import type { Db } from '../client.ts';
import { startDatabase } from '../start-database.ts';
import { DEMO_LOGINS } from '../demo-logins.ts';
import { hasDemoData, seedDemoData } from './index.ts';
import { chooseSeedPassword, seedRefusal } from './production-guard.ts';

async function truncateApplicationTables(db: Db): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  const names = result.rows.map((row) => `"public"."${row.tablename.replaceAll('"', '""')}"`);
  if (names.length > 0) await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

async function run(): Promise<void> {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const config = loadConfig();
  // Checked before connecting: a refused run must not even migrate the database.
  const refusal = seedRefusal(config, args);
  if (refusal) {
    process.stderr.write(refusal);
    process.exitCode = 2;
    return;
  }
  const password = chooseSeedPassword(config);
  const logger = pino({ level: 'warn' });
  const database = await startDatabase(config, logger);
  try {
    if (reset) await truncateApplicationTables(database.db);
    else if (await hasDemoData(database.db)) {
      process.stdout.write('Demo data is already present. Use `npm run seed -- --reset` to recreate it.\n');
      return;
    }
    const summary = await seedDemoData(database.db, {
      storage: createStorage(config),
      password: password.kind === 'random' ? password.password : undefined,
    });
    process.stdout.write(`Demo data created: ${JSON.stringify(summary)}\n`);
    const logins = `Logins: ${DEMO_LOGINS.student}, ${DEMO_LOGINS.mentor}, ${DEMO_LOGINS.admin}`;
    process.stdout.write(
      password.kind === 'random'
        ? `${logins} — password (shown only now, for every seeded account) ${password.password}\n`
        : `${logins} — password ${DEMO_LOGINS.password}\n`,
    );
  } finally {
    await database.shutdown();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(
    `Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
