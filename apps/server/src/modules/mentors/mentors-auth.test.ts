import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCookieJar } from '../../../test/cookie-jar.ts';
import { createAdminAccount, createMentor, createStudent, TEST_PASSWORD } from '../../../test/factories.ts';
import { corruptPng, pngImage } from '../../../test/images.ts';
import { latestCode, latestMail, mailCount } from '../../../test/mailbox.ts';
import { multipart, type FilePart } from '../../../test/multipart.ts';
import { mentors, oneTimeCodes, platformSettings } from '../../db/schema/index.ts';

let subject: TestApp;
let counter = 0;
const uniqueEmail = () => `applicant${Date.now()}${(counter += 1)}@example.com`;
// The browser of the sign-up under test: it keeps the sign-up token cookie between calls.
const browser = createCookieJar();
// Each call from a client address of its own, so the per-client limits on calls that send e-mail (tested
// in mail-limits.test.ts) do not answer for the many sign-ups here.
let clientCounter = 0;
const nextClient = () => `10.77.${((clientCounter += 1) >> 8) & 255}.${clientCounter & 255}`;

const post = async (url: string, payload?: object, token?: string) =>
  browser.store(
    await subject.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextClient(),
      headers: { ...browser.header(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
  );

const stepOne = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Arjun',
  lastName: 'Menon',
  email,
  password: 'Mentor@123',
  confirmPassword: 'Mentor@123',
  city: 'Kochi',
  state: 'Kerala',
  ...overrides,
});

async function image(): Promise<FilePart> {
  return { filename: 'doc.png', contentType: 'image/png', data: await pngImage(300, 200) };
}

async function academics(
  id: string,
  overrides: Record<string, string | FilePart> = {},
  from: ReturnType<typeof createCookieJar> = browser,
) {
  const body = multipart({
    id,
    neetScore: '688',
    neetExamYear: '2023',
    yearOfEducation: '2nd year',
    institute: 'Government Medical College, Kozhikode',
    number: '98470 12345',
    gender: 'Male',
    neetAttempt: '1',
    agreeVerificationStep: 'true',
    scoreCard: await image(),
    studentId: await image(),
    ...overrides,
  });
  return from.store(
    await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/fill-academic-details',
      payload: body.payload,
      headers: { ...body.headers, ...from.header() },
    }),
  );
}

async function applyAndVerify(email = uniqueEmail()) {
  const created = await post('/api/v1/mentors/create-account', stepOne(email));
  expect(created.statusCode).toBe(200);
  const otp = await latestCode(subject.app, email);
  expect((await post('/api/v1/mentors/verify-email', { email, otp })).statusCode).toBe(200);
  return { email, id: created.json().data as string };
}

async function approve(id: string) {
  await subject.database.db
    .update(mentors)
    .set({ applicationStatus: 'approved', approvedAt: new Date() })
    .where(eq(mentors.id, id));
}

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('mentor application', () => {
  it('step one refuses mismatched passwords and an unknown state', async () => {
    const mismatch = await post(
      '/api/v1/mentors/create-account',
      stepOne(uniqueEmail(), { confirmPassword: 'Other@123' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toMatch(/Password and Confirm password do not match/);
    expect(
      (await post('/api/v1/mentors/create-account', stepOne(uniqueEmail(), { state: 'Atlantis' })))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/v1/mentors/create-account', stepOne(uniqueEmail(), { state: 'Ladakh - UT' })))
        .statusCode,
    ).toBe(200);
  });

  it('takes the academics with both documents once, stores them privately and mails a receipt', async () => {
    const { email, id } = await applyAndVerify();
    const response = await academics(id);
    expect(response.statusCode).toBe(200);
    // No waiver is configured in this database: the ₹149 fee is due.
    expect(response.json().data).toEqual({ feeDue: true, amount: 149 });
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, id));
    expect(row).toMatchObject({
      applicationStatus: 'pending',
      neetScore: 688,
      category: 'M4',
      number: '9847012345',
      neetAttempts: 1,
      feeWaived: false,
    });
    expect(row?.scoreCardKey).toMatch(/^mentor-documents\//);
    expect((await latestMail(subject.app, email))?.subject).toMatch(/application/);
    const again = await academics(id);
    expect(again.statusCode).toBe(409);
  });

  it('takes this year’s NEET sitting and the six before it, and refuses an older one saying which count', async () => {
    const year = new Date(subject.clock.now().getTime() + 330 * 60_000).getUTCFullYear();
    const { id } = await applyAndVerify();
    const refused = await academics(id, { neetExamYear: String(year - 7) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Please choose your NEET exam year (${year - 6} to ${year}).`);
    // Nothing was kept of the refused form: the same application goes through with this year's sitting.
    expect((await academics(id, { neetExamYear: String(year) })).statusCode).toBe(200);
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, id));
    expect(row?.neetExamYear).toBe(year);
  });

  it('waives the fee for an application submitted before the admin’s date', async () => {
    const tomorrow = new Date(subject.clock.now().getTime() + 86_400_000);
    await subject.database.db
      .insert(platformSettings)
      .values({ id: 1, feeFreeUntil: tomorrow })
      .onConflictDoUpdate({ target: platformSettings.id, set: { feeFreeUntil: tomorrow } });
    try {
      const { id } = await applyAndVerify();
      const response = await academics(id);
      expect(response.json().data).toEqual({ feeDue: false, amount: 0 });
      const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, id));
      expect(row).toMatchObject({ applicationStatus: 'pending', feeWaived: true });
    } finally {
      await subject.database.db.delete(platformSettings);
    }
  });

  it('refuses academics before e-mail verification', async () => {
    const email = uniqueEmail();
    const created = await post('/api/v1/mentors/create-account', stepOne(email));
    const response = await academics(created.json().data);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/verify your e-mail/);
  });

  it.each([
    ['a missing document', async (id: string) => academics(id, { studentId: '' }), 400],
    ['an empty institute', async (id: string) => academics(id, { institute: '  ' }), 400],
    ['a score above 720', async (id: string) => academics(id, { neetScore: '721' }), 400],
    ['six attempts', async (id: string) => academics(id, { neetAttempt: '6' }), 400],
    ['no agreement', async (id: string) => academics(id, { agreeVerificationStep: 'false' }), 400],
    [
      'a text file named .png',
      async (id: string) =>
        academics(id, {
          scoreCard: { filename: 'a.png', contentType: 'image/png', data: Buffer.from('plain text') },
        }),
      415,
    ],
    [
      'a corrupt image',
      async (id: string) =>
        academics(id, {
          scoreCard: { filename: 'a.png', contentType: 'image/png', data: await corruptPng() },
        }),
      400,
    ],
    [
      'a 6 MB file',
      async (id: string) =>
        academics(id, {
          scoreCard: { filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 3) },
        }),
      413,
    ],
  ])('refuses %s and leaves the application incomplete', async (_case, send, status) => {
    const { id } = await applyAndVerify();
    const response = await send(id);
    expect(response.statusCode).toBe(status);
    expect(response.json().success).toBe(false);
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, id));
    expect(row?.applicationStatus).toBe('incomplete');
  });
});

describe('mentor login', () => {
  it('gives each refusal its own message: incomplete, awaiting approval, rejected, deactivated', async () => {
    const { email, id } = await applyAndVerify();
    const login = () => post('/api/v1/mentors/login', { email, password: 'Mentor@123' });
    expect((await login()).json().message).toMatch(/not complete/);
    await academics(id);
    const unpaid = await login();
    expect(unpaid.json()).toMatchObject({ statusCode: 403, code: 'FEE_UNPAID' });
    await subject.database.db.update(mentors).set({ feePaidAt: new Date() }).where(eq(mentors.id, id));
    const pending = await login();
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toMatch(/under review/);
    await subject.database.db
      .update(mentors)
      .set({ applicationStatus: 'rejected' })
      .where(eq(mentors.id, id));
    expect((await login()).json().message).toMatch(/not approved/);
    await approve(id);
    await subject.database.db.update(mentors).set({ isActive: false }).where(eq(mentors.id, id));
    expect((await login()).json().message).toMatch(/deactivated/);
    await subject.database.db.update(mentors).set({ isActive: true }).where(eq(mentors.id, id));
    const ok = await login();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.mentorId).toBe(id);
  });

  it('shows the mentor their details and refuses another mentor id', async () => {
    const mentor = await createMentor(subject.database.db);
    const other = await createMentor(subject.database.db);
    const { token } = (
      await post('/api/v1/mentors/login', { email: mentor.email, password: TEST_PASSWORD })
    ).json().data;
    const details = await post('/api/v1/mentors/mentor-details', { id: mentor.id }, token);
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({
      _id: mentor.id,
      mentorId: mentor.mentorId,
      address: { city: 'Pune', state: 'Maharashtra' },
      category: 'M3',
    });
    expect(JSON.stringify(details.json().data)).not.toMatch(/passwordHash|scoreCardKey/);
    expect((await post('/api/v1/mentors/mentor-details', { id: other.id }, token)).statusCode).toBe(403);
  });

  it('changes the password, ending the old token', async () => {
    const mentor = await createMentor(subject.database.db);
    const { token } = (
      await post('/api/v1/mentors/login', { email: mentor.email, password: TEST_PASSWORD })
    ).json().data;
    const changed = await post(
      '/api/v1/mentors/change-current-password',
      {
        oldPassword: TEST_PASSWORD,
        newPassword: 'Brand@New123',
        confirmPassword: 'Brand@New123',
        mentorId: mentor.id,
      },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password Changed Successfully');
    expect((await post('/api/v1/mentors/mentor-details', { id: mentor.id }, token)).statusCode).toBe(401);
    expect(
      (await post('/api/v1/mentors/mentor-details', { id: mentor.id }, changed.json().data.token)).statusCode,
    ).toBe(200);
  });

  it('logout ends the mentor session', async () => {
    const mentor = await createMentor(subject.database.db);
    const { token } = (
      await post('/api/v1/mentors/login', { email: mentor.email, password: TEST_PASSWORD })
    ).json().data;
    expect((await post('/api/v1/mentors/logout', { id: mentor.id }, token)).statusCode).toBe(200);
    expect((await post('/api/v1/mentors/mentor-details', { id: mentor.id }, token)).statusCode).toBe(401);
  });
});

describe('mentor documents', () => {
  it('are served to admins and the mentor only', async () => {
    const { id } = await applyAndVerify();
    await academics(id);
    await approve(id);
    const url = `/api/v1/mentors/documents/${id}/score-card`;
    expect((await subject.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const student = await createStudent(subject.database.db);
    const studentToken = (
      await post('/api/v1/students/login', { email: student.email, password: TEST_PASSWORD })
    ).json().data.token;
    expect(
      (await subject.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${studentToken}` } }))
        .statusCode,
    ).toBe(403);

    const stranger = await createMentor(subject.database.db);
    const strangerToken = (
      await post('/api/v1/mentors/login', { email: stranger.email, password: TEST_PASSWORD })
    ).json().data.token;
    const forStranger = await subject.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${strangerToken}` },
    });
    expect(forStranger.statusCode).toBe(403);
    expect(forStranger.json().code).toBe('NOT_YOURS');

    const admin = await createAdminAccount(subject.database.db);
    const adminToken = (
      await post('/api/v1/admin/login', { email: admin.email, password: TEST_PASSWORD })
    ).json().data.token;
    const forAdmin = await subject.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['content-type']).toBe('image/webp');
    expect(forAdmin.headers['cache-control']).toContain('no-store');

    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, id));
    const ownToken = (
      await post('/api/v1/mentors/login', { email: row?.email, password: 'Mentor@123' })
    ).json().data.token;
    expect(
      (await subject.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ownToken}` } }))
        .statusCode,
    ).toBe(200);
    // Private files never sit under the public uploads.
    expect(
      (await subject.app.inject({ method: 'GET', url: `/uploads/${row?.scoreCardKey}` })).statusCode,
    ).toBe(404);
  });
});

async function mentorToken(email: string, password = TEST_PASSWORD, rememberMe?: boolean) {
  const response = await post('/api/v1/mentors/login', {
    email,
    password,
    ...(rememberMe === undefined ? {} : { rememberMe }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

async function studentToken() {
  const student = await createStudent(subject.database.db);
  const response = await post('/api/v1/students/login', { email: student.email, password: TEST_PASSWORD });
  return response.json().data.token as string;
}

describe('mentor e-mail verification', () => {
  async function signUp(email = uniqueEmail()) {
    const created = await post('/api/v1/mentors/create-account', stepOne(email));
    expect(created.statusCode).toBe(200);
    return { email, id: created.json().data as string };
  }

  it('resends a code after a minute, and refuses sooner with 429 and Retry-After', async () => {
    const { email, id } = await signUp();
    const tooSoon = await post('/api/v1/mentors/resend-otp', { id });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooSoon.json().message).toMatch(/wait \d+ seconds/);

    await subject.database.db
      .update(oneTimeCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, id));
    const resent = await post('/api/v1/mentors/resend-otp', { id });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('OTP resent successfully');
    expect(await mailCount(subject.app, email)).toBe(2);
    const otp = await latestCode(subject.app, email);
    expect((await post('/api/v1/mentors/verify-email', { email, otp })).statusCode).toBe(200);
  });

  it('refuses a wrong code, counting tries, and locks the code after five', async () => {
    const { email } = await signUp();
    const otp = await latestCode(subject.app, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const first = await post('/api/v1/mentors/verify-email', { email, otp: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('The code is not correct. 4 tries left.');
    for (let attempt = 0; attempt < 4; attempt += 1)
      await post('/api/v1/mentors/verify-email', { email, otp: wrong });
    const locked = await post('/api/v1/mentors/verify-email', { email, otp });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('Too many wrong codes. Please ask for a new code.');
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.email, email));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('refuses an expired code', async () => {
    const { email, id } = await signUp();
    const otp = await latestCode(subject.app, email);
    await subject.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, id));
    const response = await post('/api/v1/mentors/verify-email', { email, otp });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
  });

  it('delete-mentor removes an unverified applicant but never a verified one', async () => {
    const pending = await signUp();
    expect((await post('/api/v1/mentors/delete-mentor', { email: pending.email })).statusCode).toBe(200);
    expect(await subject.database.db.select().from(mentors).where(eq(mentors.id, pending.id))).toHaveLength(
      0,
    );

    const verified = await applyAndVerify();
    expect((await post('/api/v1/mentors/delete-mentor', { email: verified.email })).statusCode).toBe(409);
    expect(await subject.database.db.select().from(mentors).where(eq(mentors.id, verified.id))).toHaveLength(
      1,
    );
  });
});

describe('mentor passwords', () => {
  it('forgot-password answers the same for an unknown address and mails a link to a mentor', async () => {
    const mentor = await createMentor(subject.database.db);
    const unknown = uniqueEmail();
    const known = await post('/api/v1/mentors/forgot-password', { email: mentor.email });
    const missing = await post('/api/v1/mentors/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual(known.json());
    expect(await mailCount(subject.app, unknown)).toBe(0);
    expect((await latestMail(subject.app, mentor.email))?.text).toMatch(/resetPassword\/[A-Za-z0-9_-]+/);
  });

  it("resets a mentor's password with the link mailed to the mentor, ending the mentor's sessions", async () => {
    const mentor = await createMentor(subject.database.db);
    const token = await mentorToken(mentor.email);
    await post('/api/v1/mentors/forgot-password', { email: mentor.email });
    const link = (await latestMail(subject.app, mentor.email))?.text.match(
      /resetPassword\/([A-Za-z0-9_-]+)/,
    )?.[1];
    if (!link) throw new Error('no reset link mailed');
    const reset = await post(`/api/v1/mentors/reset-password/${link}`, {
      password: 'Mentor@Reset1',
      confirmPassword: 'Mentor@Reset1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/v1/mentors/mentor-details', { id: mentor.id }, token)).statusCode).toBe(401);
    expect(
      (await post('/api/v1/mentors/login', { email: mentor.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    await mentorToken(mentor.email, 'Mentor@Reset1');
  });

  it('change-current-password refuses a wrong old password, a mismatch, another mentor id and a student token', async () => {
    const mentor = await createMentor(subject.database.db);
    const other = await createMentor(subject.database.db);
    const token = await mentorToken(mentor.email);
    const change = (body: Record<string, unknown>, as = token) =>
      post(
        '/api/v1/mentors/change-current-password',
        {
          oldPassword: TEST_PASSWORD,
          newPassword: 'Brand@New123',
          confirmPassword: 'Brand@New123',
          mentorId: mentor.id,
          ...body,
        },
        as,
      );

    const wrongOld = await change({ oldPassword: 'Wrong@12345' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('Your current password is not correct.');

    const mismatch = await change({ confirmPassword: 'Other@12345' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'confirmPassword' })]),
    );

    expect((await change({ mentorId: other.id })).statusCode).toBe(403);
    expect((await change({ mentorId: undefined }, await studentToken())).statusCode).toBe(403);

    // Nothing changed: the old password and the old token still work.
    expect((await post('/api/v1/mentors/mentor-details', { id: mentor.id }, token)).statusCode).toBe(200);
    await mentorToken(mentor.email);
  });

  it('change-current-password keeps the lifetime of the session it replaces', async () => {
    const mentor = await createMentor(subject.database.db);
    const hours = (token: string) => {
      const claims = decodeJwt(token);
      return ((claims.exp ?? 0) - (claims.iat ?? 0)) / 3600;
    };
    const change = async (token: string, from: string, to: string) => {
      const response = await post(
        '/api/v1/mentors/change-current-password',
        { oldPassword: from, newPassword: to, confirmPassword: to },
        token,
      );
      expect(response.statusCode).toBe(200);
      return response.json().data.token as string;
    };
    const short = await change(await mentorToken(mentor.email), TEST_PASSWORD, 'Second@12345');
    expect(hours(short)).toBeCloseTo(12, 0);
    const long = await change(
      await mentorToken(mentor.email, 'Second@12345', true),
      'Second@12345',
      'Third@12345',
    );
    expect(hours(long)).toBeCloseTo(720, 0);
  });
});

describe('mentor guards', () => {
  it('refuses logout naming another mentor with 403 and keeps the session', async () => {
    const mentor = await createMentor(subject.database.db);
    const other = await createMentor(subject.database.db);
    const token = await mentorToken(mentor.email);
    expect((await post('/api/v1/mentors/logout', { id: other.id }, token)).statusCode).toBe(403);
    expect((await post('/api/v1/mentors/mentor-details', { id: mentor.id }, token)).statusCode).toBe(200);
  });

  it('refuses mentor-details with a student token', async () => {
    const mentor = await createMentor(subject.database.db);
    const response = await post('/api/v1/mentors/mentor-details', { id: mentor.id }, await studentToken());
    expect(response.statusCode).toBe(403);
  });
});

describe('a mentor application can only be continued by the browser that started it', () => {
  /** Another browser: its own cookies, and optionally an application of its own. */
  async function otherBrowser(withOwnApplication: boolean) {
    const jar = createCookieJar();
    if (withOwnApplication) {
      const created = await subject.app.inject({
        method: 'POST',
        url: '/api/v1/mentors/create-account',
        payload: stepOne(uniqueEmail()),
        remoteAddress: nextClient(),
      });
      expect(created.statusCode).toBe(200);
      jar.store(created);
    }
    return jar;
  }
  const postFrom = async (jar: ReturnType<typeof createCookieJar>, url: string, payload: object) =>
    jar.store(
      await subject.app.inject({
        method: 'POST',
        url,
        payload,
        headers: jar.header(),
        remoteAddress: nextClient(),
      }),
    );

  it("refuses the academic details for someone else's application, and stores none of them", async () => {
    const { id } = await applyAndVerify();
    for (const withOwnApplication of [false, true]) {
      const refused = await academics(id, {}, await otherBrowser(withOwnApplication));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SIGNUP_TOKEN_INVALID');
    }
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, id));
    expect(row).toMatchObject({ applicationStatus: 'incomplete', scoreCardKey: null, collegeIdKey: null });
    expect((await academics(id)).statusCode).toBe(200);
  });

  it("refuses to verify, resend or cancel someone else's application, and counts no code try", async () => {
    const email = uniqueEmail();
    const created = await post('/api/v1/mentors/create-account', stepOne(email));
    const id = created.json().data as string;
    const otp = await latestCode(subject.app, email);
    subject.clock.advance(61_000);
    const jar = await otherBrowser(true);
    for (const [url, payload] of [
      ['/api/v1/mentors/verify-email', { email, otp }],
      ['/api/v1/mentors/resend-otp', { id }],
      ['/api/v1/mentors/delete-mentor', { email }],
    ] as const) {
      const refused = await postFrom(jar, url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('SIGNUP_TOKEN_INVALID');
    }
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, id));
    expect(row?.emailVerifiedAt).toBeNull();
    const [code] = await subject.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    expect(code?.attempts).toBe(0);
    expect(await latestCode(subject.app, email)).toBe(otp);
    expect((await post('/api/v1/mentors/verify-email', { email, otp })).statusCode).toBe(200);
  });

  it('refuses a repeated application from another browser while the first can still be finished', async () => {
    const email = uniqueEmail();
    const created = await post('/api/v1/mentors/create-account', stepOne(email));
    const id = created.json().data as string;
    const otp = await latestCode(subject.app, email);
    const repeated = await postFrom(
      await otherBrowser(false),
      '/api/v1/mentors/create-account',
      stepOne(email, {
        password: 'Attacker@123',
        confirmPassword: 'Attacker@123',
        city: 'Goa',
        state: 'Goa',
      }),
    );
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().code).toBe('EMAIL_TAKEN');
    const rows = await subject.database.db.select().from(mentors).where(eq(mentors.email, email));
    expect(rows.map((row) => [row.id, row.city])).toEqual([[id, 'Kochi']]);
    expect((await post('/api/v1/mentors/verify-email', { email, otp })).statusCode).toBe(200);
  });
});
