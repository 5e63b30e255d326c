import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_CHANGED_ELSEWHERE, studentEditStamp } from '@neetmentor/contract';
import { createTestApp, hasPublicFile, type TestApp } from '../../../test/app.ts';
import { createCookieJar } from '../../../test/cookie-jar.ts';
import { createMentor, createStudent, TEST_PASSWORD } from '../../../test/factories.ts';
import { corruptPng, pngImage } from '../../../test/images.ts';
import { latestCode, latestMail, mailCount } from '../../../test/mailbox.ts';
import { multipart } from '../../../test/multipart.ts';
import { STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE_MESSAGE } from '../../adapters/storage/storage.ts';
import { raceAgainstUpload } from '../../../test/held-uploads.ts';
import { MAIL_SEND_LIMITS, UPLOAD_LIMIT } from '../auth/index.ts';
import { CODE_LIFETIME_MS } from '../auth/one-time-codes.ts';
import {
  customReferralCodes,
  notifications,
  oneTimeCodes,
  passwordResetTokens,
  platformSettings,
  students,
} from '../../db/schema/index.ts';

let subject: TestApp;
let counter = 0;
const uniqueEmail = () => `aspirant${Date.now()}${(counter += 1)}@example.com`;

// Each call from a client address of its own, so the per-client limits on calls that send e-mail (tested
// in mail-limits.test.ts) do not answer for the many sign-ups here.
let clientCounter = 0;
const nextClient = () => `10.77.${((clientCounter += 1) >> 8) & 255}.${clientCounter & 255}`;

// The browser of the sign-up under test: it keeps the sign-up token cookie between calls.
const browser = createCookieJar();
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

function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Priya',
    lastName: 'Sharma',
    email,
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    referralCode: '',
    check: true,
    ...overrides,
  };
}

async function signUpAndVerify(email = uniqueEmail()) {
  const created = await post('/api/v1/students/create-account', signupBody(email));
  expect(created.statusCode).toBe(200);
  const otp = await latestCode(subject.app, email);
  expect((await post('/api/v1/students/verify-email', { email, otp })).statusCode).toBe(200);
  return { email, id: created.json().data as string };
}

async function logIn(email: string, password = 'Strong@123', rememberMe?: boolean) {
  const response = await post('/api/v1/students/login', {
    email,
    password,
    ...(rememberMe === undefined ? {} : { rememberMe }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { token: string; studentId: string };
}

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('student sign-up', () => {
  it('creates an unverified account, mails a 6-digit code and stores neither password nor code in clear', async () => {
    const email = uniqueEmail();
    const response = await post('/api/v1/students/create-account', signupBody(email.toUpperCase()));
    expect(response.statusCode).toBe(200);
    const id = response.json().data;
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, id));
    expect(row).toMatchObject({ email, emailVerifiedAt: null, firstName: 'Priya' });
    expect(row?.username).toMatch(/^priyasharma\d{4}$/);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const code = await latestCode(subject.app, email);
    const [stored] = await subject.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    expect(stored?.codeHash).not.toContain(code);
    expect((await latestMail(subject.app, email))?.html).toContain(code);
  });

  it.each([
    ['terms not accepted', { check: false }, /terms/i],
    ['passwords differ', { confirmPassword: 'Other@123' }, /Password and Confirm password do not match/],
    ['short password', { password: 'short', confirmPassword: 'short' }, /at least 8/],
    ['bad e-mail', { email: 'not-an-email' }, /valid e-mail/],
    ['missing first name', { firstName: '' }, /First name is required/],
    ['unknown field', { role: 'admin' }, /role/],
  ])('refuses %s with 400 and creates nothing', async (_case, overrides, message) => {
    const email = uniqueEmail();
    const response = await post('/api/v1/students/create-account', signupBody(email, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const rows = await subject.database.db
      .select()
      .from(students)
      .where(sql`lower(${students.email}) = ${email}`);
    expect(rows).toHaveLength(0);
  });

  it('replaces an abandoned unverified sign-up with the same address', async () => {
    const email = uniqueEmail();
    const first = await post('/api/v1/students/create-account', signupBody(email));
    const second = await post('/api/v1/students/create-account', signupBody(email, { firstName: 'Anita' }));
    expect(second.statusCode).toBe(200);
    const rows = await subject.database.db.select().from(students).where(eq(students.email, email));
    expect(rows.map((row) => row.id)).toEqual([second.json().data]);
    expect(rows[0]?.id).not.toBe(first.json().data);
  });

  it('records a valid custom referral code and refuses an unknown one', async () => {
    const [code] = await subject.database.db
      .insert(customReferralCodes)
      .values({ organisationName: 'Bright Academy', code: 'BRIGHT25' })
      .returning();
    const email = uniqueEmail();
    const ok = await post('/api/v1/students/create-account', signupBody(email, { referralCode: 'bright25' }));
    expect(ok.statusCode).toBe(200);
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, ok.json().data));
    expect(row?.customReferralId).toBe(code?.id);

    const refused = await post(
      '/api/v1/students/create-account',
      signupBody(uniqueEmail(), { referralCode: 'NOPE' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This referral code is not valid.');
  });

  it('credits a mentor referral code to that mentor once the referral programme is open', async () => {
    // Before it opens the code is refused (earning-checks.test.ts).
    await subject.database.db
      .insert(platformSettings)
      .values({ id: 1, referralsAvailableFrom: new Date(subject.clock.now().getTime() - 60_000) });
    const mentor = await createMentor(subject.database.db, { referralCode: 'MENTORCODE1' });
    const response = await post(
      '/api/v1/students/create-account',
      signupBody(uniqueEmail(), { referralCode: 'mentorcode1' }),
    );
    const [row] = await subject.database.db
      .select()
      .from(students)
      .where(eq(students.id, response.json().data));
    expect(row?.referredByMentorId).toBe(mentor.id);
  });
});

describe('e-mail verification', () => {
  it('refuses a wrong code, counting tries, and locks the code after five', async () => {
    const email = uniqueEmail();
    await post('/api/v1/students/create-account', signupBody(email));
    const otp = await latestCode(subject.app, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const first = await post('/api/v1/students/verify-email', { email, otp: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('The code is not correct. 4 tries left.');
    for (let attempt = 0; attempt < 4; attempt += 1)
      await post('/api/v1/students/verify-email', { email, otp: wrong });
    const locked = await post('/api/v1/students/verify-email', { email, otp });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('Too many wrong codes. Please ask for a new code.');
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await post('/api/v1/students/create-account', signupBody(email));
    const otp = await latestCode(subject.app, email);
    subject.clock.advance(CODE_LIFETIME_MS + 1000);
    const response = await post('/api/v1/students/verify-email', { email, otp });
    expect(response.json().code).toBe('INVALID_CODE');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
  });

  it('verifies with the right code once; a second try is refused as for any address', async () => {
    const { email } = await signUpAndVerify();
    const again = await post('/api/v1/students/verify-email', { email, otp: '123456' });
    // The sign-up token is spent: the answer of any address this browser did not just sign up with.
    expect(again.json()).toMatchObject({ statusCode: 403, code: 'SIGNUP_TOKEN_INVALID' });
    expect(await latestMail(subject.app, email)).toMatchObject({ subject: expect.stringMatching(/Welcome/) });
  });

  it('refuses a code that is not 6 digits with 400', async () => {
    const response = await post('/api/v1/students/verify-email', { email: uniqueEmail(), otp: '12ab' });
    expect(response.statusCode).toBe(400);
  });

  it('resends at most once a minute; the new code replaces the old one', async () => {
    const email = uniqueEmail();
    const created = await post('/api/v1/students/create-account', signupBody(email));
    const id = created.json().data;
    const oldCode = await latestCode(subject.app, email);
    const tooSoon = await post('/api/v1/students/resend-otp', { id });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    subject.clock.advance(61_000);
    const resent = await post('/api/v1/students/resend-otp', { id });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('OTP resent successfully');
    expect(await mailCount(subject.app, email)).toBe(2);
    const newCode = await latestCode(subject.app, email);
    if (newCode !== oldCode) {
      expect((await post('/api/v1/students/verify-email', { email, otp: oldCode })).statusCode).toBe(400);
    }
    expect((await post('/api/v1/students/verify-email', { email, otp: newCode })).statusCode).toBe(200);
  });

  it('cancelling the code dialog deletes the unverified account, but never a verified one', async () => {
    const email = uniqueEmail();
    await post('/api/v1/students/create-account', signupBody(email));
    expect((await post('/api/v1/students/delete-student', { email })).statusCode).toBe(200);
    expect(await subject.database.db.select().from(students).where(eq(students.email, email))).toHaveLength(
      0,
    );

    // Verifying ends the sign-up (its token is cleared), so nothing can cancel it any more.
    const verified = await signUpAndVerify();
    const refused = await post('/api/v1/students/delete-student', { email: verified.email });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SIGNUP_TOKEN_INVALID');
    expect(
      await subject.database.db.select().from(students).where(eq(students.email, verified.email)),
    ).toHaveLength(1);
  });
});

describe('a sign-up can only be continued by the browser that started it', () => {
  const elsewhere = (url: string, payload: object, jar = createCookieJar()) =>
    subject.app
      .inject({ method: 'POST', url, payload, headers: jar.header() })
      .then((response) => jar.store(response));

  it("refuses to verify, resend or cancel someone else's pending sign-up, and counts no code try", async () => {
    const email = uniqueEmail();
    const created = await post('/api/v1/students/create-account', signupBody(email));
    const id = created.json().data as string;
    const otp = await latestCode(subject.app, email);

    for (const [url, payload] of [
      ['/api/v1/students/verify-email', { email, otp }],
      ['/api/v1/students/resend-otp', { id }],
      ['/api/v1/students/delete-student', { email }],
    ] as const) {
      const refused = await elsewhere(url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('SIGNUP_TOKEN_INVALID');
    }
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, id));
    expect(row?.emailVerifiedAt).toBeNull();
    const [code] = await subject.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    expect(code?.attempts).toBe(0);
    // The browser that signed up still can.
    expect((await post('/api/v1/students/verify-email', { email, otp })).statusCode).toBe(200);
  });

  it('a repeated sign-up from another browser is refused while the first one can still be finished', async () => {
    const email = uniqueEmail();
    const created = await post('/api/v1/students/create-account', signupBody(email));
    const id = created.json().data as string;
    const [before] = await subject.database.db.select().from(students).where(eq(students.id, id));
    const otp = await latestCode(subject.app, email);
    const attacker = createCookieJar();
    const attempts = [
      [
        '/api/v1/students/create-account',
        signupBody(email, { password: 'Attacker@123', confirmPassword: 'Attacker@123' }),
      ],
      [
        '/api/v1/mentors/create-account',
        {
          firstName: 'Priya',
          lastName: 'Sharma',
          email,
          password: 'Attacker@123',
          confirmPassword: 'Attacker@123',
          city: 'Pune',
          state: 'Maharashtra',
        },
      ],
    ] as const;
    const mails = await mailCount(subject.app, email);
    for (const [url, payload] of attempts) {
      const repeated = await elsewhere(url, payload, attacker);
      expect(repeated.statusCode, url).toBe(409);
      expect(repeated.json().code, url).toBe('EMAIL_TAKEN');
      expect(repeated.json().message, url).toMatch(/browser where it started/);
    }
    // The first sign-up is untouched: same account, same password, same code, no mail to the address.
    const [after] = await subject.database.db.select().from(students).where(eq(students.email, email));
    expect(after).toEqual(before);
    expect(await mailCount(subject.app, email)).toBe(mails);
    expect((await post('/api/v1/students/verify-email', { email, otp })).statusCode).toBe(200);
    await logIn(email);
  });

  it('of sign-ups with one address at the same moment, one is made and the others hear it waits for its code', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      // Browsers on addresses of their own, as many as may mail one recipient, so no limit answers first.
      Array.from({ length: MAIL_SEND_LIMITS.perRecipient.max }, (_unused, index) =>
        subject.app.inject({
          method: 'POST',
          url: '/api/v1/students/create-account',
          payload: signupBody(email, { firstName: 'Twin' }),
          remoteAddress: `198.51.100.${index + 10}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      // Never "already exists. Please log in": there is no account to log in to until the code is entered.
      expect(answer.json().message).toMatch(/^A sign-up with this e-mail address is waiting for its code\./);
    }
    expect(await mailCount(subject.app, email)).toBe(1);
  });

  it('an abandoned sign-up (its code expired) may be replaced from another browser', async () => {
    const email = uniqueEmail();
    const first = await post('/api/v1/students/create-account', signupBody(email));
    subject.clock.advance(CODE_LIFETIME_MS + 1000);
    const other = createCookieJar();
    const replaced = await elsewhere('/api/v1/students/create-account', signupBody(email), other);
    expect(replaced.statusCode).toBe(200);
    const rows = await subject.database.db.select().from(students).where(eq(students.email, email));
    expect(rows.map((row) => row.id)).toEqual([replaced.json().data]);
    expect(rows[0]?.id).not.toBe(first.json().data);
    // The first browser's token names the replaced account: it can no longer verify.
    const newest = await latestCode(subject.app, email);
    expect((await post('/api/v1/students/verify-email', { email, otp: newest })).json().code).toBe(
      'SIGNUP_TOKEN_INVALID',
    );
    const verified = await elsewhere('/api/v1/students/verify-email', { email, otp: newest }, other);
    expect(verified.statusCode).toBe(200);
  });
});

describe('student login and session', () => {
  it('refuses an unverified account with its own message', async () => {
    const email = uniqueEmail();
    await post('/api/v1/students/create-account', signupBody(email));
    const response = await post('/api/v1/students/login', { email, password: 'Strong@123' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/verify your e-mail/);
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const { email } = await signUpAndVerify();
    const wrong = await post('/api/v1/students/login', { email, password: 'Wrong@1234' });
    const unknown = await post('/api/v1/students/login', { email: uniqueEmail(), password: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password.');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('issues a 12-hour token, or a 30-day one with Remember Me, whose id claim is the student id', async () => {
    const { email, id } = await signUpAndVerify();
    const short = await logIn(email);
    const long = await logIn(email, 'Strong@123', true);
    expect(short.studentId).toBe(id);
    const shortClaims = decodeJwt(short.token);
    const longClaims = decodeJwt(long.token);
    expect(shortClaims).toMatchObject({ id, role: 'student' });
    const hours = (claims: { exp?: number; iat?: number }) => ((claims.exp ?? 0) - (claims.iat ?? 0)) / 3600;
    expect(hours(shortClaims)).toBeCloseTo(12, 0);
    expect(hours(longClaims)).toBeCloseTo(720, 0);
  });

  it('returns the profile with notifications newest first', async () => {
    const { email, id } = await signUpAndVerify();
    await subject.database.db.insert(notifications).values([
      {
        recipientRole: 'student',
        recipientId: id,
        message: 'older',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      },
      {
        recipientRole: 'student',
        recipientId: id,
        message: 'newer',
        createdAt: new Date('2025-02-01T00:00:00Z'),
      },
    ]);
    const { token } = await logIn(email);
    const response = await post('/api/v1/students/student-details', { id }, token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      _id: id,
      email,
      firstName: 'Priya',
      lastName: 'Sharma',
      number: null,
      gender: null,
      currentClass: null,
    });
    expect(data.notifications.map((item: { message: string }) => item.message)).toEqual(['newer', 'older']);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2/);

    expect((await post('/api/v1/students/read-notifications', { studentId: id }, token)).statusCode).toBe(
      200,
    );
    const after = await post('/api/v1/students/student-details', { id }, token);
    expect(after.json().data.notifications.every((item: { isRead: boolean }) => item.isRead)).toBe(true);
  });

  it('answers 401 without a token or with a forged one, 403 for a mentor token and for another student id', async () => {
    const { email, id } = await signUpAndVerify();
    const other = await createStudent(subject.database.db);
    expect((await post('/api/v1/students/student-details', { id })).statusCode).toBe(401);
    expect((await post('/api/v1/students/student-details', { id }, 'not.a.token')).statusCode).toBe(401);
    const mentor = await createMentor(subject.database.db);
    const mentorLogin = await post('/api/v1/mentors/login', { email: mentor.email, password: TEST_PASSWORD });
    expect(mentorLogin.statusCode).toBe(200);
    expect(
      (await post('/api/v1/students/student-details', { id }, mentorLogin.json().data.token)).statusCode,
    ).toBe(403);
    const { token } = await logIn(email);
    const foreign = await post('/api/v1/students/student-details', { id: other.id }, token);
    expect(foreign.statusCode).toBe(403);
    expect(
      (await post('/api/v1/students/read-notifications', { studentId: other.id }, token)).statusCode,
    ).toBe(403);
  });

  it('refuses change-password and logout that name another student id with 403, changing nothing', async () => {
    const { email, id } = await signUpAndVerify();
    const other = await createStudent(subject.database.db);
    const { token } = await logIn(email);
    const changed = await post(
      '/api/v1/students/change-password',
      {
        oldPassword: 'Strong@123',
        newPassword: 'Fresh@12345',
        confirmPassword: 'Fresh@12345',
        studentId: other.id,
      },
      token,
    );
    expect(changed.statusCode).toBe(403);
    expect((await post('/api/v1/students/logout', { studentId: other.id }, token)).statusCode).toBe(403);
    expect((await post('/api/v1/students/student-details', { id }, token)).statusCode).toBe(200);
    await logIn(email, 'Strong@123');
  });

  it('logout ends the session: the same token is refused afterwards', async () => {
    const { email, id } = await signUpAndVerify();
    const { token } = await logIn(email);
    expect((await post('/api/v1/students/logout', { studentId: id }, token)).statusCode).toBe(200);
    expect((await post('/api/v1/students/student-details', { id }, token)).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('changes the password: wrong old one refused; old tokens die; the new token and password work', async () => {
    const { email, id } = await signUpAndVerify();
    const { token } = await logIn(email);
    const otherDevice = await logIn(email);
    const wrongOld = await post(
      '/api/v1/students/change-password',
      {
        oldPassword: 'Nope@12345',
        newPassword: 'Fresh@12345',
        confirmPassword: 'Fresh@12345',
        studentId: id,
      },
      token,
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('Your current password is not correct.');
    const mismatch = await post(
      '/api/v1/students/change-password',
      { oldPassword: 'Strong@123', newPassword: 'Fresh@12345', confirmPassword: 'Other@12345' },
      token,
    );
    expect(mismatch.statusCode).toBe(400);

    const changed = await post(
      '/api/v1/students/change-password',
      {
        oldPassword: 'Strong@123',
        newPassword: 'Fresh@12345',
        confirmPassword: 'Fresh@12345',
        studentId: id,
      },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const freshToken = changed.json().data.token;
    expect((await post('/api/v1/students/student-details', { id }, token)).statusCode).toBe(401);
    expect((await post('/api/v1/students/student-details', { id }, otherDevice.token)).statusCode).toBe(401);
    expect((await post('/api/v1/students/student-details', { id }, freshToken)).statusCode).toBe(200);
    expect((await post('/api/v1/students/login', { email, password: 'Strong@123' })).statusCode).toBe(401);
    await logIn(email, 'Fresh@12345');
  });

  it('change-password keeps the lifetime of the session it replaces: 12 hours, or 30 days with Remember Me', async () => {
    const { email, id } = await signUpAndVerify();
    const hours = (token: string) => {
      const claims = decodeJwt(token);
      return ((claims.exp ?? 0) - (claims.iat ?? 0)) / 3600;
    };
    const change = (token: string, from: string, to: string) =>
      post(
        '/api/v1/students/change-password',
        { oldPassword: from, newPassword: to, confirmPassword: to, studentId: id },
        token,
      );

    const short = await change((await logIn(email)).token, 'Strong@123', 'Second@12345');
    expect(short.statusCode).toBe(200);
    expect(hours(short.json().data.token)).toBeCloseTo(12, 0);

    const long = await change(
      (await logIn(email, 'Second@12345', true)).token,
      'Second@12345',
      'Third@12345',
    );
    expect(long.statusCode).toBe(200);
    expect(hours(long.json().data.token)).toBeCloseTo(720, 0);
  });

  it('forgot-password answers the same for unknown addresses and mails nothing to them', async () => {
    const unknown = uniqueEmail();
    const { email } = await signUpAndVerify();
    const known = await post('/api/v1/students/forgot-password', { email });
    const missing = await post('/api/v1/students/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual(known.json());
    expect(await mailCount(subject.app, unknown)).toBe(0);
    expect((await latestMail(subject.app, email))?.subject).toMatch(/Reset/);
  });

  it('resets with the mailed link once; the link cannot be reused and every session ends', async () => {
    const { email, id } = await signUpAndVerify();
    const { token } = await logIn(email);
    await post('/api/v1/students/forgot-password', { email });
    const link = (await latestMail(subject.app, email))?.text.match(/resetPassword\/([A-Za-z0-9_-]+)/)?.[1];
    if (!link) throw new Error('no reset link mailed');
    const mismatch = await post(`/api/v1/students/reset-password/${link}`, {
      password: 'Reset@12345',
      confirmPassword: 'Other@12345',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toMatch(/Passwords do not match/);
    // The mentor path takes the same links (one shared flow).
    const reset = await post(`/api/v1/mentors/reset-password/${link}`, {
      password: 'Reset@12345',
      confirmPassword: 'Reset@12345',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been successfully Changed!');
    expect((await post('/api/v1/students/student-details', { id }, token)).statusCode).toBe(401);
    const reused = await post(`/api/v1/students/reset-password/${link}`, {
      password: 'Again@12345',
      confirmPassword: 'Again@12345',
    });
    expect(reused.statusCode).toBe(400);
    await logIn(email, 'Reset@12345');
  });

  it('ends every other reset link once the password is set, by a link or by a change', async () => {
    const { email } = await signUpAndVerify();
    const mailedLink = async () => {
      await post('/api/v1/students/forgot-password', { email });
      const link = (await latestMail(subject.app, email))?.text.match(/resetPassword\/([A-Za-z0-9_-]+)/)?.[1];
      if (!link) throw new Error('no reset link mailed');
      return link;
    };
    const resetWith = (link: string, password: string) =>
      post(`/api/v1/students/reset-password/${link}`, { password, confirmPassword: password });

    const first = await mailedLink();
    const second = await mailedLink();
    expect(first).not.toBe(second);
    expect((await resetWith(second, 'Reset@12345')).statusCode).toBe(200);
    const older = await resetWith(first, 'Taken@12345');
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toMatch(/invalid or has expired/);

    const pending = await mailedLink();
    const { token } = await logIn(email, 'Reset@12345');
    const changed = await post(
      '/api/v1/students/change-password',
      { oldPassword: 'Reset@12345', newPassword: 'Changed@12345', confirmPassword: 'Changed@12345' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await resetWith(pending, 'Taken@12345')).statusCode).toBe(400);
    await logIn(email, 'Changed@12345');
  });

  it('refuses an expired reset link', async () => {
    const { email, id } = await signUpAndVerify();
    await post('/api/v1/students/forgot-password', { email });
    const link = (await latestMail(subject.app, email))?.text.match(/resetPassword\/([A-Za-z0-9_-]+)/)?.[1];
    await subject.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, id));
    const response = await post(`/api/v1/students/reset-password/${link}`, {
      password: 'Reset@12345',
      confirmPassword: 'Reset@12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/invalid or has expired/);
  });
});

describe('profile update with picture', () => {
  async function signedIn() {
    const account = await signUpAndVerify();
    const { token } = await logIn(account.email);
    return { ...account, token };
  }
  const update = (token: string, fields: Parameters<typeof multipart>[0]) => {
    const body = multipart(fields);
    return subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/student-update-details',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const baseFields = (email: string) => ({
    firstName: 'Priya',
    lastName: 'Verma',
    email,
    username: `priya${Date.now()}`,
    number: '9876543210',
    gender: 'Female',
    currentClass: '12th',
  });

  it('saves the fields and a re-encoded WebP picture under the public uploads', async () => {
    const { email, id, token } = await signedIn();
    const response = await update(token, {
      ...baseFields(email),
      studentId: id,
      profilePicture: { filename: 'me.png', contentType: 'image/png', data: await pngImage(800, 600) },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      lastName: 'Verma',
      number: '9876543210',
      gender: 'Female',
      currentClass: '12th',
    });
    expect(data.profilePicture).toMatch(/^\/uploads\/students\/.+\.webp$/);
    expect(await hasPublicFile(subject.storage, data.profilePicture)).toBe(true);
    const served = await subject.app.inject({ method: 'GET', url: data.profilePicture });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a non-image named .png (415), a corrupt image (400) and an oversized file (413), changing nothing', async () => {
    const { email, token, id } = await signedIn();
    const fields = baseFields(email);
    const textAsPng = await update(token, {
      ...fields,
      profilePicture: {
        filename: 'x.png',
        contentType: 'image/png',
        data: Buffer.from('hello, not an image at all'),
      },
    });
    expect(textAsPng.statusCode).toBe(415);
    const corrupt = await update(token, {
      ...fields,
      profilePicture: { filename: 'x.png', contentType: 'image/png', data: await corruptPng() },
    });
    expect(corrupt.statusCode).toBe(400);
    const huge = await update(token, {
      ...fields,
      profilePicture: { filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 1) },
    });
    expect(huge.statusCode).toBe(413);
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, id));
    expect(row?.lastName).toBe('Sharma');
    expect(row?.profilePicture).toBeNull();
  });

  it('refuses another student id, an e-mail change and bad field values', async () => {
    const { email, token } = await signedIn();
    const other = await createStudent(subject.database.db);
    expect((await update(token, { ...baseFields(email), studentId: other.id })).statusCode).toBe(403);
    expect((await update(token, { ...baseFields(email), email: 'new@example.com' })).statusCode).toBe(400);
    const badGender = await update(token, { ...baseFields(email), gender: 'Robot' });
    expect(badGender.statusCode).toBe(400);
    expect(badGender.json().data.errors[0].path).toBe('gender');
    expect((await update(token, { ...baseFields(email), username: other.username })).statusCode).toBe(409);
  });

  it('deletes the replaced picture only once the new one is saved, and keeps it when the save fails', async () => {
    const { email, id, token } = await signedIn();
    const picture = async () => ({ filename: 'me.png', contentType: 'image/png', data: await pngImage() });
    const stored = (url: string) => hasPublicFile(subject.storage, url);
    const fields = baseFields(email);
    const first = await update(token, { ...fields, studentId: id, profilePicture: await picture() });
    const firstUrl = first.json().data.profilePicture as string;
    expect(await stored(firstUrl)).toBe(true);

    // The save fails (a taken username): the old picture stays, and the new file is not left behind.
    const other = await createStudent(subject.database.db);
    const putPublic = vi.spyOn(subject.storage, 'putPublic');
    const refused = await update(token, {
      ...fields,
      username: other.username,
      profilePicture: await picture(),
    });
    expect(refused.statusCode).toBe(409);
    const storedMeanwhile: string[] = await Promise.all(putPublic.mock.results.map((result) => result.value));
    putPublic.mockRestore();
    for (const url of storedMeanwhile) expect(await stored(url)).toBe(false);
    expect(await stored(firstUrl)).toBe(true);

    subject.clock.advance(1000);
    const second = await update(token, { ...fields, profilePicture: await picture() });
    const secondUrl = second.json().data.profilePicture as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await stored(secondUrl)).toBe(true);
    expect(await stored(firstUrl)).toBe(false);
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, id));
    expect(row?.profilePicture).toBe(secondUrl);
  });

  it('limits uploads per account: the 21st picture within an hour is refused with 429', async () => {
    const { email, token } = await signedIn();
    const data = await pngImage();
    const fields = {
      ...baseFields(email),
      profilePicture: { filename: 'me.png', contentType: 'image/png', data },
    };
    // Saves without a picture, and pictures sent with a form refused before the picture was looked at,
    // use none of the hour's uploads.
    for (let save = 0; save < UPLOAD_LIMIT.max + 5; save += 1) {
      expect((await update(token, baseFields(email))).statusCode).toBe(200);
      expect((await update(token, { ...fields, firstName: '' })).statusCode).toBe(400);
    }
    for (let upload = 0; upload < UPLOAD_LIMIT.max; upload += 1) {
      expect((await update(token, fields)).statusCode).toBe(200);
    }
    const limited = await update(token, fields);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another student is not affected.
    const someoneElse = await signedIn();
    const theirs = { ...baseFields(someoneElse.email), username: `other${Date.now()}` };
    expect((await update(someoneElse.token, theirs)).statusCode).toBe(200);
  });

  it('answers 503 while the uploads folder cannot be written, storing nothing and using none of the uploads', async () => {
    const { email, id, token } = await signedIn();
    const fields = {
      ...baseFields(email),
      studentId: id,
      profilePicture: { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    };
    // The public uploads folder replaced by a file: nothing can be stored under it, even by root.
    const folder = path.join(subject.config.dataDir, 'uploads', 'public');
    const aside = `${folder}-aside`;
    await rename(folder, aside).catch(() => undefined);
    await writeFile(folder, 'not a folder');
    try {
      for (let attempt = 0; attempt < UPLOAD_LIMIT.max + 5; attempt += 1) {
        const refused = await update(token, fields);
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          message: STORAGE_UNAVAILABLE_MESSAGE,
        });
        expect(refused.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
      }
      const [row] = await subject.database.db.select().from(students).where(eq(students.id, id));
      expect(row?.profilePicture ?? null).toBeNull();
    } finally {
      await rm(folder, { force: true });
      await rename(aside, folder).catch(() => undefined);
    }
    // Back: the picture is saved, with the hour's uploads untouched by the outage.
    const saved = await update(token, fields);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.profilePicture).toMatch(/^\/uploads\/students\//);
  });

  it('refuses a save from a form opened before another tab saved, keeping that save; without a stamp saves as before', async () => {
    const { email, id, token } = await signedIn();
    const fields = { ...baseFields(email), studentId: id };
    expect((await update(token, fields)).statusCode).toBe(200);
    const details = await post('/api/v1/students/student-details', { id }, token);
    const opened = studentEditStamp(details.json().data);

    // Two tabs opened the form on the same profile; the first saves a new first name.
    const first = await update(token, { ...fields, firstName: 'PriyaA', editedFrom: opened });
    expect(first.statusCode).toBe(200);
    // The second, still showing the old first name, saves only a new class: refused, nothing changed.
    const second = await update(token, { ...fields, currentClass: 'Dropout', editedFrom: opened });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: PROFILE_CHANGED_ELSEWHERE });
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, id));
    expect(row).toMatchObject({ firstName: 'PriyaA', currentClass: '12th' });

    // Opened again, the form's stamp is the saved profile's, and the save goes through.
    const again = studentEditStamp(first.json().data);
    const third = await update(token, {
      ...fields,
      firstName: 'PriyaA',
      currentClass: 'Dropout',
      editedFrom: again,
    });
    expect(third.statusCode).toBe(200);
    // A client that sends no stamp (the spec's call) saves as it always did.
    expect((await update(token, { ...fields, firstName: 'Priya' })).statusCode).toBe(200);
  });

  it('refuses the later of two saves racing from the same form, keeping the one that landed first', async () => {
    const { email, id, token } = await signedIn();
    const fields = { ...baseFields(email), studentId: id };
    expect((await update(token, fields)).statusCode).toBe(200);
    const details = await post('/api/v1/students/student-details', { id }, token);
    const opened = studentEditStamp(details.json().data);

    // One save (with a picture) has passed the stamp check and waits while its picture is stored; the other
    // (from a second tab, same stamp) lands meanwhile. The first must not then overwrite it.
    const race = await raceAgainstUpload(
      subject.storage,
      async () =>
        update(token, {
          ...fields,
          firstName: 'Slower',
          editedFrom: opened,
          profilePicture: { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
        }),
      () => update(token, { ...fields, currentClass: 'Dropout', editedFrom: opened }),
    );
    expect(race.landed.statusCode).toBe(200);
    expect(race.slower.statusCode).toBe(409);
    expect(race.slower.json()).toMatchObject({ code: 'CONFLICT', message: PROFILE_CHANGED_ELSEWHERE });
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, id));
    expect(row).toMatchObject({ firstName: 'Priya', currentClass: 'Dropout', profilePicture: null });
    // The refused save's picture is not left behind.
    for (const url of race.stored) expect(await hasPublicFile(subject.storage, url)).toBe(false);
  });

  it('refuses a JSON body where multipart is required', async () => {
    const { token } = await signedIn();
    const response = await post('/api/v1/students/student-update-details', { firstName: 'X' }, token);
    expect(response.statusCode).toBe(415);
  });
});
