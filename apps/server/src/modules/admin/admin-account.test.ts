import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hasPublicFile, type TestApp } from '../../../test/app.ts';
import {
  createAdminAccount,
  createMentor,
  createStudent,
  featureMentor,
  TEST_PASSWORD,
} from '../../../test/factories.ts';
import { corruptPng, pngImage } from '../../../test/images.ts';
import { multipart, type FilePart } from '../../../test/multipart.ts';
import { admins, auditLog, payouts, platformSettings, webinars } from '../../db/schema/index.ts';
import { ADMIN_UPLOAD_LIMIT } from '../auth/index.ts';

let subject: TestApp;
const post = (url: string, payload?: object, token?: string) =>
  subject.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function adminSession() {
  const admin = await createAdminAccount(subject.database.db);
  const response = await post('/api/v1/admin/login', { email: admin.email, password: TEST_PASSWORD });
  expect(response.statusCode).toBe(200);
  return {
    admin,
    token: response.json().data.token as string,
    userid: response.json().data.userid as string,
  };
}

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('admin account', () => {
  it('refuses wrong credentials with "Invalid email or password" and logs in with the right ones', async () => {
    const admin = await createAdminAccount(subject.database.db);
    const wrong = await post('/api/v1/admin/login', { email: admin.email, password: 'Wrong@123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    const { userid } = await adminSession();
    expect(userid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a mentor token on admin calls', async () => {
    const mentor = await createMentor(subject.database.db);
    const token = (
      await post('/api/v1/mentors/login', { email: mentor.email, password: TEST_PASSWORD })
    ).json().data.token;
    expect((await post('/api/v1/admin/admin-details', {}, token)).statusCode).toBe(403);
  });

  it('shows the admin details and refuses another admin id', async () => {
    const { admin, token } = await adminSession();
    const other = await createAdminAccount(subject.database.db);
    const details = await post('/api/v1/admin/admin-details', { id: admin.id }, token);
    expect(details.json().data).toEqual({
      id: admin.id,
      name: 'Operations',
      email: admin.email,
      profilePicture: null,
      featuredMentors: [],
      featuredAd: null,
      verificationAmount: 149,
      programmeDates: { feeFreeUntil: null, referralsAvailableFrom: null },
      webinar: null,
      clearedAmount: [],
    });
    expect((await post('/api/v1/admin/admin-details', { id: other.id }, token)).statusCode).toBe(403);
  });

  it('updates e-mail and picture, keeps the name, and writes the audit log', async () => {
    const { admin, token } = await adminSession();
    const body = multipart({
      email: `renamed-${admin.id}@example.test`,
      adminId: admin.id,
      currentPassword: TEST_PASSWORD,
      profilePicture: { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    });
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/update-details',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Operations',
      email: `renamed-${admin.id}@example.test`,
      profilePicture: expect.stringMatching(/^\/uploads\/admins\//),
    });
    const entries = await subject.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['admin.login', 'admin.update-details']),
    );
  });

  it('changes the password and logs out, each ending the old token', async () => {
    const { admin, token } = await adminSession();
    const changed = await post(
      '/api/v1/admin/change-password',
      {
        oldPassword: TEST_PASSWORD,
        newPassword: 'Admin@New123',
        confirmPassword: 'Admin@New123',
        adminId: admin.id,
      },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/v1/admin/admin-details', {}, token)).statusCode).toBe(401);
    const fresh = changed.json().data.token;
    expect((await post('/api/v1/admin/admin-logout', { adminId: admin.id }, fresh)).statusCode).toBe(200);
    expect((await post('/api/v1/admin/admin-details', {}, fresh)).statusCode).toBe(401);
  });

  it('admin-details carries the featured mentors, featured ad, webinar and cleared payouts', async () => {
    const { admin, token } = await adminSession();
    const first = await createMentor(subject.database.db);
    const second = await createMentor(subject.database.db, { applicationStatus: 'pending' });
    await featureMentor(subject.database.db, second.id, 2);
    await featureMentor(subject.database.db, first.id, 1);
    await subject.database.db
      .insert(platformSettings)
      .values({ id: 1, featuredAdImage: '/uploads/ads/spring.webp' })
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: { featuredAdImage: '/uploads/ads/spring.webp' },
      });
    const [webinar] = await subject.database.db
      .insert(webinars)
      .values({
        time: '06:00 PM',
        date: '15 March',
        day: 'Sunday',
        year: '2026',
        contentHtml: '<p>Biology revision</p>',
      })
      .returning();
    await subject.database.db.insert(payouts).values([
      {
        mentorId: first.id,
        amountPaise: 125_000,
        proofImageKey: 'payouts/a.webp',
        clearedByAdminId: admin.id,
        clearedAt: new Date('2026-01-10T10:00:00Z'),
      },
      {
        mentorId: second.id,
        amountPaise: 50_050,
        proofImageKey: 'payouts/b.webp',
        clearedByAdminId: admin.id,
        clearedAt: new Date('2026-02-10T10:00:00Z'),
      },
    ]);

    const data = (await post('/api/v1/admin/admin-details', { id: admin.id }, token)).json().data;
    expect(data.featuredMentors).toEqual([
      { id: first.id, mentorId: first.mentorId, firstName: 'Asha', lastName: first.lastName, position: 1 },
      { id: second.id, mentorId: second.mentorId, firstName: 'Asha', lastName: second.lastName, position: 2 },
    ]);
    expect(data.featuredAd).toBe('/uploads/ads/spring.webp');
    expect(data.webinar).toEqual({
      _id: webinar?.id,
      image: null,
      time: '06:00 PM',
      date: '15 March',
      day: 'Sunday',
      year: '2026',
      content: '<p>Biology revision</p>',
    });
    expect(data.clearedAmount).toEqual([
      {
        _id: expect.any(String),
        mentorId: second.mentorId,
        email: second.email,
        amountCleared: 500.5,
        clearDate: '2026-02-10T10:00:00.000Z',
      },
      {
        _id: expect.any(String),
        mentorId: first.mentorId,
        email: first.email,
        amountCleared: 1250,
        clearDate: '2026-01-10T10:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/proofImageKey|passwordHash/);
  });

  it('change-password refuses a wrong old password, a mismatch and another admin id, changing nothing', async () => {
    const { admin, token } = await adminSession();
    const other = await createAdminAccount(subject.database.db);
    const change = (body: Record<string, unknown>) =>
      post(
        '/api/v1/admin/change-password',
        {
          oldPassword: TEST_PASSWORD,
          newPassword: 'Admin@New123',
          confirmPassword: 'Admin@New123',
          adminId: admin.id,
          ...body,
        },
        token,
      );
    const wrongOld = await change({ oldPassword: 'Wrong@12345' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('Your current password is not correct.');
    const mismatch = await change({ confirmPassword: 'Other@12345' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'confirmPassword' })]),
    );
    expect((await change({ adminId: other.id })).statusCode).toBe(403);
    expect((await post('/api/v1/admin/admin-details', {}, token)).statusCode).toBe(200);
    expect(
      (await post('/api/v1/admin/login', { email: admin.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('change-password returns a token with the 12-hour lifetime of the admin session', async () => {
    const { token } = await adminSession();
    const changed = await post(
      '/api/v1/admin/change-password',
      { oldPassword: TEST_PASSWORD, newPassword: 'Admin@New123', confirmPassword: 'Admin@New123' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const claims = decodeJwt(changed.json().data.token);
    expect(((claims.exp ?? 0) - (claims.iat ?? 0)) / 3600).toBeCloseTo(12, 0);
  });

  it('admin-logout and update-details naming another admin answer 403', async () => {
    const { admin, token } = await adminSession();
    const other = await createAdminAccount(subject.database.db);
    expect((await post('/api/v1/admin/admin-logout', { adminId: other.id }, token)).statusCode).toBe(403);
    const body = multipart({ email: admin.email, adminId: other.id });
    const update = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/update-details',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(update.statusCode).toBe(403);
    const [row] = await subject.database.db.select().from(admins).where(eq(admins.id, other.id));
    expect(row?.email).toBe(other.email);
    expect((await post('/api/v1/admin/admin-details', {}, token)).statusCode).toBe(200);
  });

  it('refuses a student token on every admin call', async () => {
    const student = await createStudent(subject.database.db);
    const token = (
      await post('/api/v1/students/login', { email: student.email, password: TEST_PASSWORD })
    ).json().data.token;
    const body = multipart({ email: student.email });
    const calls = [
      post('/api/v1/admin/admin-details', {}, token),
      post('/api/v1/admin/admin-logout', {}, token),
      post(
        '/api/v1/admin/change-password',
        { oldPassword: TEST_PASSWORD, newPassword: 'Admin@New123', confirmPassword: 'Admin@New123' },
        token,
      ),
      subject.app.inject({
        method: 'POST',
        url: '/api/v1/admin/update-details',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });

  it.each([
    [
      'a text file named .png',
      async (): Promise<FilePart> => ({
        filename: 'me.png',
        contentType: 'image/png',
        data: Buffer.from('plain text, not a picture'),
      }),
      415,
    ],
    [
      'a file over 5 MB',
      async (): Promise<FilePart> => ({
        filename: 'me.png',
        contentType: 'image/png',
        data: Buffer.alloc(6 * 1024 * 1024, 2),
      }),
      413,
    ],
    [
      'a corrupt image',
      async (): Promise<FilePart> => ({
        filename: 'me.png',
        contentType: 'image/png',
        data: await corruptPng(),
      }),
      400,
    ],
  ])('update-details refuses %s with a clear %i and changes nothing', async (_case, file, status) => {
    const { admin, token } = await adminSession();
    const body = multipart({
      email: `changed-${admin.id}@example.test`,
      adminId: admin.id,
      currentPassword: TEST_PASSWORD,
      profilePicture: await file(),
    });
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/update-details',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, statusCode: status });
    expect(response.json().message).toMatch(/image|5 MB|large/i);
    const [row] = await subject.database.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row).toMatchObject({ email: admin.email, profilePicture: null });
  });

  const updateDetails = (token: string, fields: Parameters<typeof multipart>[0]) => {
    const body = multipart(fields);
    return subject.app.inject({
      method: 'POST',
      url: '/api/v1/admin/update-details',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };

  it('changes the e-mail only with the current password, and never to an address another account uses', async () => {
    const { admin, token } = await adminSession();
    const student = await createStudent(subject.database.db);
    const mentor = await createMentor(subject.database.db);
    const otherAdmin = await createAdminAccount(subject.database.db);
    const wanted = `new-${admin.id}@example.test`;

    const missing = await updateDetails(token, { email: wanted, adminId: admin.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const wrong = await updateDetails(token, {
      email: wanted,
      adminId: admin.id,
      currentPassword: 'Wrong@12345',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('PASSWORD_REJECTED');
    for (const taken of [student.email, mentor.email.toUpperCase(), otherAdmin.email]) {
      const refused = await updateDetails(token, {
        email: taken,
        adminId: admin.id,
        currentPassword: TEST_PASSWORD,
      });
      expect(refused.statusCode, taken).toBe(409);
      expect(refused.json().code, taken).toBe('EMAIL_TAKEN');
    }
    const [unchanged] = await subject.database.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(unchanged?.email).toBe(admin.email);

    // Keeping the address (a new picture only) needs no password.
    const sameAddress = await updateDetails(token, {
      email: admin.email,
      adminId: admin.id,
      profilePicture: { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    });
    expect(sameAddress.statusCode).toBe(200);
    const changed = await updateDetails(token, {
      email: wanted,
      adminId: admin.id,
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.email).toBe(wanted);
  });

  it('deletes the replaced picture file after saving the new one', async () => {
    const { admin, token } = await adminSession();
    const picture = async () => ({ filename: 'me.png', contentType: 'image/png', data: await pngImage() });
    const first = await updateDetails(token, {
      email: admin.email,
      adminId: admin.id,
      profilePicture: await picture(),
    });
    const firstUrl = first.json().data.profilePicture as string;
    const stored = (url: string) => hasPublicFile(subject.storage, url);
    expect(await stored(firstUrl)).toBe(true);
    const second = await updateDetails(token, {
      email: admin.email,
      adminId: admin.id,
      profilePicture: await picture(),
    });
    const secondUrl = second.json().data.profilePicture as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await stored(secondUrl)).toBe(true);
    expect(await stored(firstUrl)).toBe(false);
  });

  it('limits an admin’s uploads to 200 an hour, far over a member’s 20 (a month’s payout proofs)', async () => {
    const { admin, token } = await adminSession();
    const data = await pngImage();
    for (let upload = 0; upload < ADMIN_UPLOAD_LIMIT.max; upload += 1) {
      const response = await updateDetails(token, {
        email: admin.email,
        adminId: admin.id,
        profilePicture: { filename: 'me.png', contentType: 'image/png', data },
      });
      expect(response.statusCode).toBe(200);
    }
    const limited = await updateDetails(token, {
      email: admin.email,
      adminId: admin.id,
      profilePicture: { filename: 'me.png', contentType: 'image/png', data },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('publishes the mentor verification amount without a token', async () => {
    const response = await post('/api/v1/admin/get-amount');
    expect(response.json()).toMatchObject({ statusCode: 200, data: 149 });
    await subject.database.db
      .insert(platformSettings)
      .values({ id: 1, verificationAmountPaise: 19900 })
      .onConflictDoUpdate({ target: platformSettings.id, set: { verificationAmountPaise: 19900 } });
    expect((await post('/api/v1/admin/get-amount')).json().data).toBe(199);
  });
});
