import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { connectDatabase, type Database } from './client.ts';

describe('database pool', () => {
  let admin: TestDatabase;
  let subject: Database;
  const warnings: unknown[] = [];

  beforeAll(async () => {
    admin = await createTestDatabase();
    subject = connectDatabase(admin.url, {
      maxConnections: 1,
      logger: { warn: (details: unknown) => warnings.push(details) },
    });
  });

  afterAll(async () => {
    await subject.close();
    await admin.close();
  });

  it('survives the server closing an idle connection and reconnects at the next query', async () => {
    const first = await subject.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
    const pid = first.rows[0]?.pid;
    expect(pid).toBeTypeOf('number');
    const lost = new Promise((resolve) => subject.pool.once('error', resolve));

    await admin.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
    await lost;

    expect(warnings).toHaveLength(1);
    const again = await subject.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
    expect(again.rows[0]?.pid).not.toBe(pid);
  });
});
