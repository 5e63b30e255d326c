import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { createManualClock } from '../../lib/clock.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { purgeUnverifiedAccounts } from './index.ts';
import { upsertVerificationCode } from './one-time-codes.repository.ts';

describe('purge of unverified accounts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('removes accounts unverified for more than 24 hours and keeps the rest', async () => {
    const clock = createManualClock(new Date('2026-03-10T12:00:00Z'));
    const ctx = { db: database.db, clock };
    const old = new Date('2026-03-09T11:00:00Z');
    const recent = new Date('2026-03-09T13:00:00Z');
    await createStudent(database.db, { emailVerifiedAt: null, createdAt: old });
    const keptRecent = await createStudent(database.db, { emailVerifiedAt: null, createdAt: recent });
    const keptVerified = await createStudent(database.db, { createdAt: old });
    await createMentor(database.db, {
      emailVerifiedAt: null,
      applicationStatus: 'incomplete',
      createdAt: old,
    });
    const keptMentor = await createMentor(database.db, { createdAt: old });
    // Codes without an account (a decoy sign-up's): one sent a day ago goes, a recent one stays.
    const code = { role: 'student' as const, codeHash: 'x', expiresAt: recent };
    await upsertVerificationCode(database.db, { ...code, userId: randomUUID(), sentAt: old });
    const recentCode = randomUUID();
    await upsertVerificationCode(database.db, { ...code, userId: recentCode, sentAt: recent });

    expect(await purgeUnverifiedAccounts(ctx)).toEqual({ students: 1, mentors: 1 });
    const remaining = await database.db.query.students.findMany({ columns: { id: true } });
    expect(remaining.map((row) => row.id).sort()).toEqual([keptRecent.id, keptVerified.id].sort());
    const mentorsLeft = await database.db.query.mentors.findMany({ columns: { id: true } });
    expect(mentorsLeft.map((row) => row.id)).toEqual([keptMentor.id]);
    const codesLeft = await database.db.select({ userId: oneTimeCodes.userId }).from(oneTimeCodes);
    expect(codesLeft.map((row) => row.userId)).toEqual([recentCode]);
    expect(await purgeUnverifiedAccounts(ctx)).toEqual({ students: 0, mentors: 0 });
    // Two hours later the recent sign-up is 25 hours old too.
    clock.advance(2 * 60 * 60 * 1000);
    expect(await purgeUnverifiedAccounts(ctx)).toEqual({ students: 1, mentors: 0 });
  });
});
