import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { istCalendarDay, latestProgrammeDay } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postJson, signedInAdmin, type SignedInAdmin } from '../../../test/admin.ts';
import { tokenFor } from '../../../test/bookings.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { auditLog, platformSettings } from '../../db/schema/index.ts';

const URL = '/api/v1/admin/update-programme-dates';
const DAY_MS = 24 * 60 * 60 * 1000;

let subject: TestApp;
let admin: SignedInAdmin;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());
beforeEach(async () => {
  admin = await signedInAdmin(subject);
  await subject.database.db.delete(platformSettings);
  await subject.app.publicReads.barrier();
});

const db = () => subject.database.db;
const save = (payload: unknown, token: string | undefined = admin.token) =>
  postJson(subject, URL, payload, token);
/** The India calendar day `days` after today on the app's clock. */
const dayFromToday = (days: number) => istCalendarDay(subject.clock.now().getTime() + days * DAY_MS);
const fee = async () =>
  (await subject.app.inject({ method: 'GET', url: '/api/v1/mentors/application-fee' })).json().data;

async function mentorReferrals(): Promise<{ available: boolean; availableFrom: string | null }> {
  const mentor = await createMentor(db());
  const response = await postJson(
    subject,
    '/api/v1/mentors/referrals',
    {},
    await tokenFor(subject, 'mentor', mentor.id),
  );
  return response.json().data;
}

async function auditEntries() {
  return db()
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.actorId, admin.id));
}

describe('programme dates', () => {
  it('sets the fee waiver and the referrals opening; the public fee and the mentor referrals follow', async () => {
    // Read once first, so the answers are kept ready and must be dropped by the change.
    expect(await fee()).toEqual({ amount: 149, freeUntil: null });
    expect(await mentorReferrals()).toMatchObject({ available: false, availableFrom: null });

    const lastFreeDay = dayFromToday(30);
    const today = dayFromToday(0);
    const response = await save({
      feeFreeUntil: lastFreeDay,
      referralsAvailableFrom: today,
      adminId: admin.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Programme dates saved',
      data: { feeFreeUntil: lastFreeDay, referralsAvailableFrom: today },
    });

    // The waiver runs to the end of its last day and referrals open at the start of theirs, India time.
    const endOfLastFreeDay = new Date(`${lastFreeDay}T23:59:59.999+05:30`);
    const startOfToday = new Date(`${today}T00:00:00+05:30`);
    expect(await fee()).toEqual({ amount: 149, freeUntil: endOfLastFreeDay.toISOString() });
    expect(await mentorReferrals()).toEqual(
      expect.objectContaining({ available: true, availableFrom: startOfToday.toISOString() }),
    );
    const [settings] = await db().select().from(platformSettings);
    expect(settings).toMatchObject({ feeFreeUntil: endOfLastFreeDay, referralsAvailableFrom: startOfToday });

    const details = await postJson(subject, '/api/v1/admin/admin-details', {}, admin.token);
    expect(details.json().data.programmeDates).toEqual({
      feeFreeUntil: lastFreeDay,
      referralsAvailableFrom: today,
    });
    expect(await auditEntries()).toEqual([
      {
        action: 'settings.programme-dates',
        details: {
          feeFreeUntilBefore: null,
          feeFreeUntilAfter: lastFreeDay,
          referralsAvailableFromBefore: null,
          referralsAvailableFromAfter: today,
        },
      },
    ]);
  });

  it('keeps referrals closed until their day, and empties both dates with null or a blank', async () => {
    const tomorrow = dayFromToday(1);
    await save({ feeFreeUntil: dayFromToday(10), referralsAvailableFrom: tomorrow });
    expect(await mentorReferrals()).toMatchObject({ available: false });
    subject.clock.advance(DAY_MS);
    try {
      expect(await mentorReferrals()).toMatchObject({ available: true });
    } finally {
      subject.clock.advance(-DAY_MS);
    }

    const cleared = await save({ feeFreeUntil: null, referralsAvailableFrom: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual({ feeFreeUntil: null, referralsAvailableFrom: null });
    expect(await fee()).toEqual({ amount: 149, freeUntil: null });
    expect(await mentorReferrals()).toMatchObject({ available: false, availableFrom: null });
    // One entry per change, naming only what changed.
    const entries = await auditEntries();
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.details)).toContainEqual({
      feeFreeUntilBefore: dayFromToday(10),
      feeFreeUntilAfter: null,
      referralsAvailableFromBefore: tomorrow,
      referralsAvailableFromAfter: null,
    });
  });

  it('writes nothing and audits nothing when the dates are the ones set already', async () => {
    const day = dayFromToday(5);
    await save({ feeFreeUntil: day, referralsAvailableFrom: null });
    const [before] = await db().select().from(platformSettings);
    subject.clock.advance(60_000);
    const again = await save({ feeFreeUntil: day, referralsAvailableFrom: null });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ feeFreeUntil: day, referralsAvailableFrom: null });
    expect(await db().select().from(platformSettings)).toEqual([before]);
    expect(await auditEntries()).toHaveLength(1);
    // Only the changed date is named.
    await save({ feeFreeUntil: day, referralsAvailableFrom: dayFromToday(7) });
    expect((await auditEntries()).map((entry) => entry.details)).toContainEqual({
      referralsAvailableFromBefore: null,
      referralsAvailableFromAfter: dayFromToday(7),
    });
  });

  it('accepts a past day (the waiver is over, referrals are open) and the last day allowed', async () => {
    const latest = latestProgrammeDay(dayFromToday(0));
    const response = await save({ feeFreeUntil: '2024-02-15', referralsAvailableFrom: latest });
    expect(response.statusCode).toBe(200);
    expect(await fee()).toEqual({
      amount: 149,
      freeUntil: new Date('2024-02-15T18:29:59.999Z').toISOString(),
    });
  });

  it.each([
    [
      'a day that does not exist',
      { feeFreeUntil: '2027-02-30', referralsAvailableFrom: null },
      'feeFreeUntil',
    ],
    [
      'a day in another format',
      { feeFreeUntil: null, referralsAvailableFrom: '01/05/2027' },
      'referralsAvailableFrom',
    ],
    ['a word', { feeFreeUntil: 'tomorrow', referralsAvailableFrom: null }, 'feeFreeUntil'],
    ['a number', { feeFreeUntil: 20270215, referralsAvailableFrom: null }, 'feeFreeUntil'],
    [
      'a date and time',
      { feeFreeUntil: '2027-02-15T10:00:00Z', referralsAvailableFrom: null },
      'feeFreeUntil',
    ],
    [
      'a day before 2020',
      { feeFreeUntil: null, referralsAvailableFrom: '2019-12-31' },
      'referralsAvailableFrom',
    ],
    ['a missing date', { feeFreeUntil: '2027-02-15' }, 'referralsAvailableFrom'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_case, payload, field) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.data.errors).toEqual([{ path: field, message: expect.stringMatching(/\.$/) }]);
    expect(body.message).toBe(body.data.errors[0].message);
    expect(await db().select().from(platformSettings)).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses days more than 5 years ahead, naming each field', async () => {
    const latest = latestProgrammeDay(dayFromToday(0));
    const beyond = istCalendarDay(new Date(`${latest}T12:00:00+05:30`).getTime() + DAY_MS);
    const response = await save({ feeFreeUntil: beyond, referralsAvailableFrom: beyond });
    expect(response.statusCode).toBe(400);
    const errors = response.json().data.errors;
    expect(errors.map((error: { path: string }) => error.path)).toEqual([
      'feeFreeUntil',
      'referralsAvailableFrom',
    ]);
    expect(errors[0].message).toMatch(
      /^The last fee-free day can be at most 5 years ahead \(.+ or earlier\)\.$/,
    );
    expect(await db().select().from(platformSettings)).toEqual([]);
  });

  it('is for admins only', async () => {
    const payload = { feeFreeUntil: dayFromToday(3), referralsAvailableFrom: null };
    expect((await postJson(subject, URL, payload)).statusCode).toBe(401);
    const student = await createStudent(db());
    expect((await save(payload, await tokenFor(subject, 'student', student.id))).statusCode).toBe(403);
    const mentor = await createMentor(db());
    expect((await save(payload, await tokenFor(subject, 'mentor', mentor.id))).statusCode).toBe(403);
    const other = await signedInAdmin(subject);
    expect((await save({ ...payload, adminId: other.id })).statusCode).toBe(403);
    expect(await db().select().from(platformSettings)).toEqual([]);
  });
});
