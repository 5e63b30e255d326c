import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { serializeError } from './log-redaction.ts';

describe('serializeError', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps a failed query's parameters out of the message and the stack, and keeps the frames", async () => {
    const secret = 'private.person@example.com';
    const failure = await database.db.execute(sql`SELECT * FROM no_such_table WHERE email = ${secret}`).then(
      () => undefined,
      (error: unknown) => error,
    );
    // Drizzle's own error names the parameters on a second line of its message, hence of its stack.
    expect(String((failure as Error).stack)).toContain(secret);
    const logged = serializeError(failure);
    expect(JSON.stringify(logged)).not.toContain(secret);
    expect(logged.message).toBe('Failed query: SELECT * FROM no_such_table WHERE email = $1');
    expect(logged.stack).toMatch(/\n\s+at /);
  });
});
