import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mentorEditStamp, PROFILE_CHANGED_ELSEWHERE } from '@neetmentor/contract';
import { createTestApp, hasPublicFile, type TestApp } from '../../../test/app.ts';
import { createAdminAccount, createMentor, createStudent } from '../../../test/factories.ts';
import { bearer, createBooking, createCatalog, tokenFor } from '../../../test/bookings.ts';
import { pngImage } from '../../../test/images.ts';
import { multipart, type FilePart } from '../../../test/multipart.ts';
import { raceAgainstUpload } from '../../../test/held-uploads.ts';
import { mentors, notifications, payouts, platformSettings, walletLedger } from '../../db/schema/index.ts';

let subject: TestApp;
let mentor: Awaited<ReturnType<typeof createMentor>>;
let token: string;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());
beforeEach(async () => {
  mentor = await createMentor(subject.database.db, { neetScore: 650 });
  token = await tokenFor(subject, 'mentor', mentor.id);
});

function post(url: string, payload: Record<string, unknown> = {}, as = token) {
  return subject.app.inject({ method: 'POST', url, headers: bearer(as), payload });
}

const picture = async (): Promise<FilePart> => ({
  filename: 'me.png',
  contentType: 'image/png',
  data: await pngImage(80, 80),
});

async function updateDetails(fields: Record<string, string | string[] | FilePart>, as = token) {
  const body = multipart({
    firstName: 'Asha',
    lastName: 'Rao',
    email: mentor.email,
    number: '98765 43210',
    city: 'Pune',
    state: 'Maharashtra',
    yearOfEducation: '3rd year',
    gender: 'Female',
    about: 'I help with biology and NCERT revision.',
    airRank: '1520',
    'languages[]': ['English', 'Marathi'],
    ...fields,
  });
  return subject.app.inject({
    method: 'POST',
    url: '/api/v1/mentors/mentor-update-details',
    headers: { ...body.headers, ...bearer(as) },
    payload: body.payload,
  });
}

describe('mentor-update-details', () => {
  it('refuses a save from a page opened before another tab saved, keeping that save', async () => {
    const details = await post('/api/v1/mentors/mentor-details', { id: mentor.id });
    const opened = mentorEditStamp(details.json().data);
    const first = await updateDetails({ about: 'Saved in the first tab.', editedFrom: opened });
    expect(first.statusCode).toBe(200);
    const second = await updateDetails({ city: 'Nagpur', editedFrom: opened });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: PROFILE_CHANGED_ELSEWHERE });
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, mentor.id));
    expect(row).toMatchObject({ about: 'Saved in the first tab.', city: 'Pune' });
    // The first tab's form now stands on what it saved, and saves again.
    const again = await updateDetails({ city: 'Nagpur', editedFrom: mentorEditStamp(first.json().data) });
    expect(again.statusCode).toBe(200);
  });

  it('refuses the later of two saves racing from the same page, keeping the one that landed first', async () => {
    expect((await updateDetails({})).statusCode).toBe(200);
    const details = await post('/api/v1/mentors/mentor-details', { id: mentor.id });
    const opened = mentorEditStamp(details.json().data);
    // The save with a picture has passed the stamp check and waits while the picture is stored; the other
    // tab's save lands meanwhile.
    const race = await raceAgainstUpload(
      subject.storage,
      async () =>
        updateDetails({ about: 'The slower tab.', editedFrom: opened, profilePicture: await picture() }),
      () => updateDetails({ city: 'Nagpur', editedFrom: opened }),
    );
    expect(race.landed.statusCode).toBe(200);
    expect(race.slower.statusCode).toBe(409);
    expect(race.slower.json()).toMatchObject({ code: 'CONFLICT', message: PROFILE_CHANGED_ELSEWHERE });
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, mentor.id));
    expect(row).toMatchObject({ about: 'I help with biology and NCERT revision.', city: 'Nagpur' });
    expect(row?.profilePicture).toBe(mentor.profilePicture);
    for (const url of race.stored) expect(await hasPublicFile(subject.storage, url)).toBe(false);
  });

  it('saves the profile and its picture, replacing the old picture file', async () => {
    const first = await updateDetails({ profilePicture: await picture() });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      yearOfEducation: '3rd year',
      airRank: 1520,
      languages: ['English', 'Marathi'],
      address: { city: 'Pune', state: 'Maharashtra' },
      neetScore: 650,
    });
    const firstPicture = first.json().data.profilePicture as string;
    const stored = (url: string) => hasPublicFile(subject.storage, url);
    expect(await stored(firstPicture)).toBe(true);
    subject.clock.advance(1000);
    const second = await updateDetails({ profilePicture: await picture() });
    const secondPicture = second.json().data.profilePicture as string;
    expect(secondPicture).not.toBe(firstPicture);
    expect(await stored(secondPicture)).toBe(true);
    expect(await stored(firstPicture)).toBe(false);
  });

  it('refuses a fourth language with the spec’s alert, and a language twice', async () => {
    const four = await updateDetails({ 'languages[]': ['English', 'Hindi', 'Marathi', 'Tamil'] });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toContain('You can select up to 3 languages only');
    const twice = await updateDetails({ 'languages[]': ['Hindi', 'Hindi'] });
    expect(twice.statusCode).toBe(400);
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, mentor.id));
    expect(row?.languages).toEqual(['English', 'Marathi']);
  });

  it('keeps the NEET score, exam year and e-mail out of reach', async () => {
    expect((await updateDetails({ neetScore: '720' })).json()).toMatchObject({ statusCode: 400 });
    expect((await updateDetails({ neetExamYear: '2024' })).statusCode).toBe(400);
    const email = await updateDetails({ email: 'someone.else@example.test' });
    expect(email.json().data.errors[0]).toMatchObject({ path: 'email' });
  });

  it('says what is wrong with each field', async () => {
    const response = await updateDetails({
      airRank: 'first',
      number: '12345',
      state: 'Atlantis',
      gender: 'x',
    });
    const paths = (response.json().data.errors as { path: string }[]).map((error) => error.path).sort();
    expect(paths).toEqual(['airRank', 'gender', 'number', 'state']);
  });

  it('refuses a non-image picture and another mentor’s id', async () => {
    const text = await updateDetails({
      profilePicture: { filename: 'me.png', contentType: 'image/png', data: Buffer.from('not an image') },
    });
    expect(text.statusCode).toBe(415);
    const other = await createMentor(subject.database.db);
    expect((await updateDetails({ mentorId: other.id })).json()).toMatchObject({
      statusCode: 403,
      code: 'NOT_YOURS',
    });
  });
});

describe('payment details', () => {
  it('saves a bank account with holder and IFSC, and a UPI id without them', async () => {
    const bank = await post('/api/v1/mentors/update-payment-details', {
      paymentMethod: 'Bank',
      paymentInfo: '1234 5678 9012',
      accountHolderName: 'Asha Rao',
      ifscCode: 'sbin0001234',
    });
    expect(bank.json()).toMatchObject({
      statusCode: 200,
      message: 'Payment details updated successfully',
      data: { paymentMethod: 'Bank', paymentInfo: '123456789012', ifscCode: 'SBIN0001234' },
    });
    const upi = await post('/api/v1/mentors/update-payment-details', {
      paymentMethod: 'Google Pay',
      paymentInfo: '9876543210@okaxis',
      accountHolderName: 'ignored',
      ifscCode: 'ignored',
    });
    expect(upi.json().data).toEqual({
      paymentMethod: 'Google Pay',
      paymentInfo: '9876543210@okaxis',
      accountHolderName: null,
      ifscCode: null,
    });
    expect((await post('/api/v1/mentors/payment-details')).json().data).toEqual(upi.json().data);
  });

  it('says what is wrong: a bad IFSC, a missing holder, a bad account number or UPI id', async () => {
    const bank = await post('/api/v1/mentors/update-payment-details', {
      paymentMethod: 'Bank',
      paymentInfo: '12AB',
      ifscCode: 'SBIN1234',
    });
    const paths = (bank.json().data.errors as { path: string }[]).map((error) => error.path).sort();
    expect(paths).toEqual(['accountHolderName', 'ifscCode', 'paymentInfo']);
    const upi = await post('/api/v1/mentors/update-payment-details', {
      paymentMethod: 'PhonePe',
      paymentInfo: '9876543210',
    });
    expect(upi.json()).toMatchObject({
      statusCode: 400,
      message: 'Please enter a UPI id such as 9876543210@ybl.',
    });
    expect((await post('/api/v1/mentors/payment-details')).json().data).toBeNull();
  });

  it('refuses another mentor’s id', async () => {
    const other = await createMentor(subject.database.db);
    const response = await post('/api/v1/mentors/update-payment-details', {
      paymentMethod: 'Paytm',
      paymentInfo: '9876543210@paytm',
      mentorId: other.id,
    });
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'NOT_YOURS' });
  });
});

describe('payout history', () => {
  it('shows each mentor their own payouts only, and their proofs to them and the admins', async () => {
    const other = await createMentor(subject.database.db);
    const proof = await subject.storage.putPrivate('payout-proofs/test.webp', await pngImage(10, 10));
    const [mine] = await subject.database.db
      .insert(payouts)
      .values({ mentorId: mentor.id, amountPaise: 45000, proofImageKey: proof })
      .returning();
    await subject.database.db
      .insert(payouts)
      .values({ mentorId: other.id, amountPaise: 99000, proofImageKey: proof });
    const history = await post('/api/v1/admin/get-payment-history');
    expect(history.json().data).toEqual([
      expect.objectContaining({ _id: mine?.id, amountCleared: 450, mentorId: mentor.mentorId }),
    ]);
    const get = (as: string) =>
      subject.app.inject({ method: 'GET', url: `/api/v1/payouts/${mine?.id}/proof`, headers: bearer(as) });
    expect((await get(token)).statusCode).toBe(200);
    expect((await get(await tokenFor(subject, 'mentor', other.id))).statusCode).toBe(404);
    const admin = await createAdminAccount(subject.database.db);
    expect((await get(await tokenFor(subject, 'admin', admin.id))).statusCode).toBe(200);
  });
});

describe('away mode', () => {
  it('pauses new bookings until the date, says so on the profile, and leaves requests already made alone', async () => {
    const db = subject.database.db;
    const catalog = await createCatalog(db, 'M3');
    const student = await createStudent(db);
    const pending = await createBooking(db, {
      studentId: student.id,
      mentorId: mentor.id,
      packageId: catalog.session60.id,
      status: 'pending',
    });
    const back = new Date(subject.clock.now().getTime() + 7 * 86_400_000).toISOString();
    const away = await post('/api/v1/mentors/set-away', { until: back });
    expect(away.json().data.awayUntil).toBe(back);
    const profile = await subject.app.inject({
      method: 'GET',
      url: `/api/v1/mentors/single-mentor/${mentor.id}`,
    });
    expect(profile.json().data.awayUntil).toBe(back);

    const studentToken = await tokenFor(subject, 'student', student.id);
    const refused = await post(
      '/api/v1/students/free-session',
      { packageId: catalog.intro20.id, mentorId: mentor.id },
      studentToken,
    );
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'MENTOR_UNAVAILABLE' });
    expect(refused.json().message).toContain('away');
    expect(
      (await post('/api/v1/mentors/accept-sessions-request', { requestId: pending.id })).statusCode,
    ).toBe(200);

    expect((await post('/api/v1/mentors/set-away', { until: null })).json().data.awayUntil).toBeNull();
    const booked = await post(
      '/api/v1/students/free-session',
      { packageId: catalog.intro20.id, mentorId: mentor.id },
      studentToken,
    );
    expect(booked.statusCode).toBe(200);
  });

  it('takes a return date in the next 90 days only', async () => {
    const past = new Date(subject.clock.now().getTime() - 86_400_000).toISOString();
    expect((await post('/api/v1/mentors/set-away', { until: past })).statusCode).toBe(400);
    const far = new Date(subject.clock.now().getTime() + 91 * 86_400_000).toISOString();
    expect((await post('/api/v1/mentors/set-away', { until: far })).statusCode).toBe(400);
  });
});

describe('referrals', () => {
  it('shows the code and its students, behind the overlay until the programme opens', async () => {
    const db = subject.database.db;
    await createStudent(db, { referredByMentorId: mentor.id });
    const rewarded = await createStudent(db, { referredByMentorId: mentor.id });
    await db.insert(walletLedger).values({
      mentorId: mentor.id,
      kind: 'referral_reward',
      amountPaise: 3000,
      sourceKey: `referral:${rewarded.id}`,
    });
    await db.delete(platformSettings);
    const closed = await post('/api/v1/mentors/referrals');
    expect(closed.json().data).toMatchObject({
      code: mentor.referralCode,
      referredStudents: 2,
      rewardedStudents: 1,
      rewardRupees: 30,
      available: false,
      availableFrom: null,
    });
    const opened = new Date(subject.clock.now().getTime() - 1000);
    await db.insert(platformSettings).values({ id: 1, referralsAvailableFrom: opened });
    expect((await post('/api/v1/mentors/referrals')).json().data).toMatchObject({
      available: true,
      availableFrom: opened.toISOString(),
    });
    await db.delete(platformSettings);
  });
});

describe('price card', () => {
  it('lists the packages of the mentor’s category with what each earns, as the catalog says now', async () => {
    const db = subject.database.db;
    const m3 = await createCatalog(db, 'M3');
    await createCatalog(db, 'M4');
    const card = (await post('/api/v1/mentors/price-card')).json().data as {
      _id: string;
      mentorEarning: number;
    }[];
    expect(card.map((item) => item._id).sort()).toEqual(
      [m3.intro20.id, m3.session60.id, m3.monthly.id].sort(),
    );
    expect(card.find((item) => item._id === m3.monthly.id)?.mentorEarning).toBe(640);
  });
});

describe('notifications', () => {
  it('lists the mentor’s own notifications newest first and marks only them read', async () => {
    const other = await createMentor(subject.database.db);
    await subject.database.db.insert(notifications).values([
      {
        recipientRole: 'mentor',
        recipientId: mentor.id,
        message: 'older',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      },
      {
        recipientRole: 'mentor',
        recipientId: mentor.id,
        message: 'newer',
        createdAt: new Date('2025-02-01T00:00:00Z'),
      },
      { recipientRole: 'mentor', recipientId: other.id, message: 'someone else’s' },
    ]);
    const details = async (id: string, as = token) =>
      (await post('/api/v1/mentors/mentor-details', { id }, as)).json().data.notifications as {
        message: string;
        isRead: boolean;
      }[];
    expect((await details(mentor.id)).map((item) => item.message)).toEqual(['newer', 'older']);

    expect((await post('/api/v1/mentors/read-notifications', { mentorId: other.id })).statusCode).toBe(403);
    expect((await details(mentor.id)).some((item) => item.isRead)).toBe(false);

    expect((await post('/api/v1/mentors/read-notifications', { mentorId: mentor.id })).statusCode).toBe(200);
    expect((await details(mentor.id)).every((item) => item.isRead)).toBe(true);
    const otherToken = await tokenFor(subject, 'mentor', other.id);
    expect((await details(other.id, otherToken)).map((item) => item.isRead)).toEqual([false]);
  });
});
