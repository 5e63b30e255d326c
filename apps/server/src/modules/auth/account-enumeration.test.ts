import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCookieJar } from '../../../test/cookie-jar.ts';
import { createMentor, createStudent, TEST_PASSWORD } from '../../../test/factories.ts';
import { latestMail, mailCount } from '../../../test/mailbox.ts';
import { mentors, students } from '../../db/schema/index.ts';

/**
 * Sign-up, verification and cancelling answer the same for a registered address as for a new one, so
 * none of them tells who has an account; the owner of a registered address gets a notice, not a code.
 */
let subject: TestApp;
let clientCounter = 0;
const nextClient = () => `10.88.${((clientCounter += 1) >> 8) & 255}.${clientCounter & 255}`;
const newEmail = () => `enumeration-${randomUUID().slice(0, 12)}@example.com`;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

type Browser = ReturnType<typeof createCookieJar>;
const post = async (browser: Browser, url: string, payload: object) =>
  browser.store(
    await subject.app.inject({
      method: 'POST',
      url,
      payload,
      headers: browser.header(),
      remoteAddress: nextClient(),
    }),
  );

const SIGNUP_BODY = {
  student: { lastName: 'Sharma', referralCode: '', check: true },
  mentor: { lastName: 'Nair', city: 'Kochi', state: 'Kerala' },
} as const;

/** What a caller sees of an answer: status, code and message, and whether the data is an id. */
function seen(response: Awaited<ReturnType<typeof post>>) {
  const body = response.json();
  return {
    statusCode: response.statusCode,
    code: body.code,
    message: body.message,
    data: typeof body.data === 'string' ? 'an id' : body.data,
  };
}

/** Every step of a sign-up a caller without the code can take, with the answers it sees. */
async function walkSignUp(role: 'student' | 'mentor', email: string) {
  const browser = createCookieJar();
  const prefix = `/api/v1/${role}s`;
  const created = await post(browser, `${prefix}/create-account`, {
    firstName: 'Asha',
    email,
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    ...SIGNUP_BODY[role],
  });
  const id = created.json().data as string;
  const setsSignupToken = browser.header().cookie?.includes(`nm_signup_${role}=`) ?? false;
  const wrongCode = await post(browser, `${prefix}/verify-email`, { email, otp: '000000' });
  const resendTooSoon = await post(browser, `${prefix}/resend-otp`, { id });
  subject.clock.advance(61_000);
  const resent = await post(browser, `${prefix}/resend-otp`, { id });
  const wrongAgain = await post(browser, `${prefix}/verify-email`, { email, otp: '000001' });
  const cancelled = await post(
    browser,
    `${prefix}/${role === 'student' ? 'delete-student' : 'delete-mentor'}`,
    {
      email,
    },
  );
  return {
    setsSignupToken,
    answers: [created, wrongCode, resendTooSoon, resent, wrongAgain, cancelled].map(seen),
  };
}

describe.each(['student', 'mentor'] as const)('a %s sign-up', (role) => {
  it('answers every step the same for a registered address as for a new one; the owner gets a notice', async () => {
    const registered = await createStudent(subject.database.db);
    const mailsBefore = await mailCount(subject.app, registered.email);
    const forNew = await walkSignUp(role, newEmail());
    const forRegistered = await walkSignUp(role, registered.email);
    expect(forRegistered).toEqual(forNew);
    expect(forNew.setsSignupToken).toBe(true);
    expect(forNew.answers.map((answer) => answer.statusCode)).toEqual([200, 400, 429, 200, 400, 200]);

    // The owner gets one notice and no code; the account is untouched and still signs in.
    expect(await mailCount(subject.app, registered.email)).toBe(mailsBefore + 1);
    const notice = await latestMail(subject.app, registered.email);
    expect(notice?.subject).toMatch(/already have/);
    expect(notice?.text).toMatch(/sign in, or reset your password/);
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    const [row] = await subject.database.db.select().from(students).where(eq(students.id, registered.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(
      await subject.database.db.select().from(mentors).where(eq(mentors.email, registered.email)),
    ).toEqual([]);
    const login = await post(createCookieJar(), '/api/v1/students/login', {
      email: registered.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers verify-email and cancel the same for registered, unknown and pending addresses', async () => {
    const prefix = `/api/v1/${role}s`;
    const cancel = `${prefix}/${role === 'student' ? 'delete-student' : 'delete-mentor'}`;
    const registered = (await (role === 'student' ? createStudent : createMentor)(subject.database.db)).email;
    const pending = newEmail();
    await post(createCookieJar(), `${prefix}/create-account`, {
      firstName: 'Asha',
      email: pending,
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
      ...SIGNUP_BODY[role],
    });
    const answersFor = async (email: string) => [
      seen(await post(createCookieJar(), `${prefix}/verify-email`, { email, otp: '123456' })),
      seen(await post(createCookieJar(), cancel, { email })),
    ];
    const unknown = await answersFor(newEmail());
    expect(await answersFor(registered)).toEqual(unknown);
    expect(await answersFor(pending)).toEqual(unknown);
    expect(unknown.map((answer) => [answer.statusCode, answer.code])).toEqual([
      [403, 'SIGNUP_TOKEN_INVALID'],
      [403, 'SIGNUP_TOKEN_INVALID'],
    ]);
  });
});
