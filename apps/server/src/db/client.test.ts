import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { connectDatabase, preparedStatement, type Database } from './client.ts';
import { authSessions } from './schema/index.ts';

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

  it('runs a prepared statement once planned and again with other values on the same connection', async () => {
    const doubleIt = preparedStatement<{ doubled: number; named: boolean }>(
      'double_it',
      () => sql`SELECT ${sql.placeholder('value')}::int * 2 AS doubled, ${authSessions.expiresAt} IS NULL AS named
                  FROM ${authSessions} RIGHT JOIN (SELECT 1) AS one ON false`,
    );
    const first = await doubleIt(subject.db, { value: 2 });
    const second = await doubleIt(subject.db, { value: 21 });
    expect(first).toEqual([{ doubled: 4, named: true }]);
    expect(second).toEqual([{ doubled: 42, named: true }]);
    // Prepared under its name on the connection (the pool holds one), not parsed again each time.
    const prepared = await subject.pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    expect(prepared.rows.map((row) => row.name)).toContain('double_it');
  });
});
