import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postJson, signedInAdmin, type SignedInAdmin } from '../../../test/admin.ts';
import { bearer, createBooking, createCatalog, tokenFor } from '../../../test/bookings.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { auditLog, customReferralCodes, students } from '../../db/schema/index.ts';
import { findReferral } from '../students/students.repository.ts';

let subject: TestApp;
let admin: SignedInAdmin;

beforeAll(async () => {
  subject = await createTestApp();
  admin = await signedInAdmin(subject);
});
afterAll(() => subject.close());

const db = () => subject.database.db;
const create = (payload: unknown, token = admin.token) =>
  postJson(subject, '/api/v1/referred/create', payload, token);
const list = (token = admin.token) =>
  subject.app.inject({ method: 'GET', url: '/api/v1/referred/all', headers: bearer(token) });
const remove = (id: string, token = admin.token) =>
  subject.app.inject({ method: 'DELETE', url: `/api/v1/referred/delete/${id}`, headers: bearer(token) });
const totalReferred = async (): Promise<number> =>
  (await postJson(subject, '/api/v1/admin/dashboard-data', { adminId: admin.id }, admin.token)).json().data
    .totalReferred;

describe('custom referrals', () => {
  it('creates a code (upper-cased) with the spec’s message and counts what came of it', async () => {
    const created = await create({ name: 'Bright Coaching', code: 'bright-2031' });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Referral created successfully');
    const referral = created.json().data;
    expect(referral).toMatchObject({ name: 'Bright Coaching', code: 'BRIGHT-2031', studentsRegistered: 0 });

    const mentor = await createMentor(db());
    const catalog = await createCatalog(db(), 'M3');
    const signedUp = await createStudent(db(), { customReferralId: referral._id });
    await createStudent(db(), { customReferralId: referral._id });
    await createStudent(db(), { customReferralId: referral._id, emailVerifiedAt: null });
    for (const status of ['complete', 'complete', 'active'] as const) {
      await createBooking(db(), {
        studentId: signedUp.id,
        mentorId: mentor.id,
        packageId: catalog.session60.id,
        status,
      });
    }

    const all = await list();
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toContainEqual({
      _id: referral._id,
      name: 'Bright Coaching',
      code: 'BRIGHT-2031',
      studentsRegistered: 2,
      studentsCompletedSessions: 2,
      createdAt: referral.createdAt,
      deletedAt: null,
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, referral._id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'referral.create' });
  });

  it.each(['ACME', 'acme', 'AcMe'])(
    'refuses %j once ACME exists, whatever the letter case (409)',
    async (code) => {
      await create({ name: 'Acme Academy', code: 'ACME' });
      const duplicate = await create({ name: 'Another', code });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        code: 'REFERRAL_CODE_TAKEN',
        message: expect.stringContaining('ACME'),
      });
      expect(
        await db().select().from(customReferralCodes).where(eq(customReferralCodes.code, 'ACME')),
      ).toHaveLength(1);
    },
  );

  it('refuses a code that is a mentor’s own referral code', async () => {
    const mentor = await createMentor(db());
    const clash = await create({ name: 'Copycat', code: (mentor.referralCode ?? '').toLowerCase() });
    expect(clash.json().code).toBe('REFERRAL_CODE_TAKEN');
  });

  it('refuses bad names and codes with the field named', async () => {
    const bad = await create({ name: '', code: 'no spaces!' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['code', 'name']);
    expect((await create({ name: 'Short', code: 'AB' })).statusCode).toBe(400);
  });

  it('deletes a code with the spec’s message; it stays listed and counted with its students, and sign-up refuses it', async () => {
    const referral = (await create({ name: 'Gone Soon', code: 'GONE' })).json().data;
    const student = await createStudent(db(), { customReferralId: referral._id, referralCodeUsed: 'gone' });
    const referredBefore = await totalReferred();
    const deleted = await remove(referral._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Referral deleted successfully');

    const listed = (await list()).json().data.find((row: { _id: string }) => row._id === referral._id);
    expect(listed).toMatchObject({ code: 'GONE', studentsRegistered: 1, deletedAt: expect.any(String) });
    const [row] = await db().select().from(students).where(eq(students.id, student.id));
    expect(row).toMatchObject({ customReferralId: referral._id, referralCodeUsed: 'gone' });
    expect(await totalReferred()).toBe(referredBefore);
    expect(await findReferral(db(), 'gone')).toBeUndefined();

    expect((await remove(referral._id)).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(400);
    // The code stays taken: the table would otherwise show one code for two organisations.
    expect((await create({ name: 'Someone Else', code: 'GONE' })).statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    const student = await createStudent(db());
    const mentor = await createMentor(db());
    const studentToken = await tokenFor(subject, 'student', student.id);
    const mentorToken = await tokenFor(subject, 'mentor', mentor.id);
    expect((await list(studentToken)).statusCode).toBe(403);
    expect((await list(mentorToken)).statusCode).toBe(403);
    expect((await create({ name: 'X', code: 'XYZW' }, mentorToken)).statusCode).toBe(403);
    expect((await subject.app.inject({ method: 'GET', url: '/api/v1/referred/all' })).statusCode).toBe(401);
  });
});
