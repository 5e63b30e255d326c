import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createMentor, createStudent } from '../../test/factories.ts';
import { purgeUnverifiedAccounts } from './purge-unverified.ts';

describe('purge of unverified accounts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('removes accounts unverified for more than 24 hours and keeps the rest', async () => {
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 23 * 60 * 60 * 1000);
    await createStudent(database.db, { emailVerifiedAt: null, createdAt: old });
    const keptRecent = await createStudent(database.db, { emailVerifiedAt: null, createdAt: recent });
    const keptVerified = await createStudent(database.db, { createdAt: old });
    await createMentor(database.db, {
      emailVerifiedAt: null,
      applicationStatus: 'incomplete',
      createdAt: old,
    });
    const keptMentor = await createMentor(database.db, { createdAt: old });

    expect(await purgeUnverifiedAccounts(database.db)).toEqual({ students: 1, mentors: 1 });
    const remaining = await database.db.query.students.findMany({ columns: { id: true } });
    expect(remaining.map((row) => row.id).sort()).toEqual([keptRecent.id, keptVerified.id].sort());
    const mentorsLeft = await database.db.query.mentors.findMany({ columns: { id: true } });
    expect(mentorsLeft.map((row) => row.id)).toEqual([keptMentor.id]);
    expect(await purgeUnverifiedAccounts(database.db)).toEqual({ students: 0, mentors: 0 });
  });
});
