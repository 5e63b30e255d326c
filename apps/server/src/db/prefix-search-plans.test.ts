import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createMentor, createStudent } from '../../test/factories.ts';
import { copyRow, recordingDb, type Statement } from '../../test/planner.ts';
import { tableSearch } from '../lib/table-search.ts';
import { listApprovedMentors, listVerifiedStudents } from '../modules/admin/admin-people.repository.ts';
import type { Db } from './client.ts';

// The admin tables search by prefix (LIKE 'term%'). A plain B-tree answers that only in the C collation;
// a database made in another locale, as managed servers are, must have indexes built for patterns, or each
// search reads the whole table. This database sorts text as English does.

let database: TestDatabase;
let db: Db;
let statements: Statement[];

beforeAll(async () => {
  database = await createTestDatabase({ icuLocale: 'en' });
  ({ db, statements } = recordingDb(database.pool));
  const mentor = await createMentor(database.db);
  const student = await createStudent(database.db);
  await copyRow(database.pool, 'mentors', mentor.id, 3000, {
    id: 'gen_random_uuid()',
    mentor_id: "'plan' || g",
    email: "'plan' || g || '@example.com'",
    referral_code: 'NULL',
  });
  await copyRow(database.pool, 'students', student.id, 3000, {
    id: 'gen_random_uuid()',
    username: "'plan' || g",
    email: "'plan' || g || '@example.com'",
  });
  await database.pool.query('VACUUM ANALYZE');
}, 60_000);
afterAll(async () => {
  await database.close();
});

describe('the admin tables’ searches in a database sorting text as English does', () => {
  it('is such a database', async () => {
    const { rows } = await database.pool.query<{ provider: string }>(
      'SELECT datlocprovider AS provider FROM pg_database WHERE datname = current_database()',
    );
    expect(rows[0]?.provider).toBe('i');
  });

  const window = { limit: 15, offset: 0, search: tableSearch('plan1234') };
  it.each([
    ['approved mentors by MentorId', () => listApprovedMentors(db, window), 'mentors_mentor_id_prefix_idx'],
    ['verified students by username', () => listVerifiedStudents(db, window), 'students_username_prefix_idx'],
  ])('%s: a range of a pattern index', async (_name, search, index) => {
    statements.length = 0;
    await search();
    const searches = statements.filter((statement) => / like /i.test(statement.query));
    expect(searches.length).toBeGreaterThan(0);
    for (const statement of searches) {
      const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN ${statement.query}`,
        statement.params,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan, statement.query).toContain(index);
      expect(plan, statement.query).not.toMatch(/Seq Scan on (mentors|students)/);
    }
  });
});
