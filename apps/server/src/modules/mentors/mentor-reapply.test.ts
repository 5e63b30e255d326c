import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCookieJar } from '../../../test/cookie-jar.ts';
import { createMentor, TEST_PASSWORD } from '../../../test/factories.ts';
import { pngImage } from '../../../test/images.ts';
import { latestCode, latestMail, mailCount } from '../../../test/mailbox.ts';
import { multipart } from '../../../test/multipart.ts';
import { mentors } from '../../db/schema/index.ts';

let subject: TestApp;
let counter = 0;
let clientCounter = 0;
const uniqueEmail = () => `reapply${randomUUID()}${(counter += 1)}@example.com`;
// Each test's calls come from their own client address, so the per-client limits of one do not reach another.
const nextClient = () => `198.51.100.${(clientCounter += 1)}`;

type Browser = ReturnType<typeof createCookieJar>;

async function post(browser: Browser, url: string, payload: object, remoteAddress = nextClient()) {
  return browser.store(
    await subject.app.inject({ method: 'POST', url, payload, headers: browser.header(), remoteAddress }),
  );
}

async function academicsForm(): Promise<
  Record<string, string | { filename: string; contentType: string; data: Buffer }>
> {
  const document = { filename: 'doc.png', contentType: 'image/png', data: await pngImage(300, 200) };
  return {
    neetScore: '690',
    neetExamYear: '2023',
    yearOfEducation: '3rd year',
    institute: 'Government Medical College, Thrissur',
    number: '9847012345',
    gender: 'Female',
    neetAttempt: '2',
    agreeVerificationStep: 'true',
    scoreCard: document,
    studentId: document,
  };
}

async function reapply(browser: Browser) {
  const body = multipart(await academicsForm());
  return subject.app.inject({
    method: 'POST',
    url: '/api/v1/mentors/reapply',
    payload: body.payload,
    headers: { ...body.headers, ...browser.header() },
  });
}

const statusOf = async (id: string) =>
  (await subject.database.db.select().from(mentors).where(eq(mentors.id, id)))[0];

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('step one of the mentor application: check-signup-email', () => {
  it('says a free address can be used, creating nothing', async () => {
    const email = uniqueEmail();
    const answer = await post(createCookieJar(), '/api/v1/mentors/check-signup-email', { email });
    expect(answer.json()).toMatchObject({ statusCode: 200, success: true });
    expect(await subject.database.db.select().from(mentors).where(eq(mentors.email, email))).toEqual([]);
    expect(await mailCount(subject.app, email)).toBe(0);
  });

  it('answers a registered address as a new one, and mails the owner to sign in (where a rejected applicant re-applies)', async () => {
    const mentor = await createMentor(subject.database.db, { applicationStatus: 'rejected' });
    const check = await post(createCookieJar(), '/api/v1/mentors/check-signup-email', {
      email: mentor.email.toUpperCase(),
    });
    expect(check.json()).toMatchObject({ statusCode: 200, message: 'This e-mail address can be used.' });

    const signUp = await post(createCookieJar(), '/api/v1/mentors/create-account', {
      firstName: 'Asha',
      lastName: 'Nair',
      email: mentor.email,
      password: 'Mentor@123',
      confirmPassword: 'Mentor@123',
      city: 'Kochi',
      state: 'Kerala',
    });
    expect(signUp.json()).toMatchObject({
      statusCode: 200,
      message: 'We have sent a verification code to your e-mail address.',
    });
    expect((await latestMail(subject.app, mentor.email))?.text).toMatch(/already have an account.*sign in/s);
  });

  it('tells a sign-up waiting for its code apart from the browser that started it', async () => {
    const email = uniqueEmail();
    const starter = createCookieJar();
    const created = await post(starter, '/api/v1/mentors/create-account', {
      firstName: 'Asha',
      lastName: 'Nair',
      email,
      password: 'Mentor@123',
      confirmPassword: 'Mentor@123',
      city: 'Kochi',
      state: 'Kerala',
    });
    expect(created.statusCode).toBe(200);
    // The browser that started it may start over; anyone else must wait for the code to run out.
    expect((await post(starter, '/api/v1/mentors/check-signup-email', { email })).statusCode).toBe(200);
    const elsewhere = await post(createCookieJar(), '/api/v1/mentors/check-signup-email', { email });
    expect(elsewhere.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    expect(elsewhere.json().message).toMatch(/waiting for its code/);
  });

  it('answers one client at most 10 checks in 10 minutes, whatever the addresses', async () => {
    const client = nextClient();
    const browser = createCookieJar();
    for (let check = 0; check < 10; check += 1) {
      const answer = await post(
        browser,
        '/api/v1/mentors/check-signup-email',
        { email: uniqueEmail() },
        client,
      );
      expect(answer.statusCode).toBe(200);
    }
    const limited = await post(
      browser,
      '/api/v1/mentors/check-signup-email',
      { email: uniqueEmail() },
      client,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not held back.
    expect(
      (await post(browser, '/api/v1/mentors/check-signup-email', { email: uniqueEmail() })).statusCode,
    ).toBe(200);
  });
});

describe('a rejected applicant re-applies', () => {
  it('is told how at login, and with the right password may send the application again from that browser', async () => {
    const mentor = await createMentor(subject.database.db, {
      applicationStatus: 'rejected',
      rejectedAt: subject.context.clock.now(),
      feePaidAt: subject.context.clock.now(),
      feeWaived: false,
    });
    const browser = createCookieJar();

    // The wrong password learns nothing and opens nothing.
    const wrong = await post(browser, '/api/v1/mentors/login', {
      email: mentor.email,
      password: 'Wrong@1234',
    });
    expect(wrong.json()).toMatchObject({ statusCode: 401, code: 'INVALID_CREDENTIALS' });
    expect((await reapply(browser)).json()).toMatchObject({ statusCode: 403, code: 'SIGNUP_TOKEN_INVALID' });

    const login = await post(browser, '/api/v1/mentors/login', {
      email: mentor.email,
      password: TEST_PASSWORD,
    });
    expect(login.json()).toMatchObject({ statusCode: 403, code: 'APPLICATION_REJECTED' });
    expect(login.json().message).toMatch(/not approved\. You can re-apply/);

    const answer = await reapply(browser);
    expect(answer.json()).toMatchObject({ statusCode: 200, data: { feeDue: false, amount: 0 } });
    expect(answer.json().message).toMatch(/sent again and is under review/);
    expect(await statusOf(mentor.id)).toMatchObject({
      applicationStatus: 'pending',
      neetScore: 690,
      institute: 'Government Medical College, Thrissur',
    });
    expect((await latestMail(subject.app, mentor.email))?.subject).toMatch(/mentor application$/);

    // Once back under review it cannot be sent a second time, and the login says "under review".
    expect((await reapply(browser)).json()).toMatchObject({ statusCode: 409 });
    const pending = await post(browser, '/api/v1/mentors/login', {
      email: mentor.email,
      password: TEST_PASSWORD,
    });
    expect(pending.json()).toMatchObject({ statusCode: 403, code: 'APPLICATION_NOT_APPROVED' });
  });

  it('asks for the fee when none was paid or waived before', async () => {
    const mentor = await createMentor(subject.database.db, {
      applicationStatus: 'rejected',
      feePaidAt: null,
      feeWaived: false,
    });
    const browser = createCookieJar();
    await post(browser, '/api/v1/mentors/login', { email: mentor.email, password: TEST_PASSWORD });
    const answer = await reapply(browser);
    expect(answer.json()).toMatchObject({ statusCode: 200, data: { feeDue: true, amount: 149 } });
  });

  it('refuses a sign-up token of an application that was never rejected', async () => {
    const email = uniqueEmail();
    const browser = createCookieJar();
    const created = await post(browser, '/api/v1/mentors/create-account', {
      firstName: 'Asha',
      lastName: 'Nair',
      email,
      password: 'Mentor@123',
      confirmPassword: 'Mentor@123',
      city: 'Kochi',
      state: 'Kerala',
    });
    const otp = await latestCode(subject.app, email);
    await post(browser, '/api/v1/mentors/verify-email', { email, otp });
    expect((await reapply(browser)).json()).toMatchObject({ statusCode: 409 });
    expect((await statusOf(created.json().data as string))?.applicationStatus).toBe('incomplete');
  });
});

describe('password hashing', () => {
  /** The parameters argon2 writes into the hash: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
  function parametersOf(hash: string) {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    if (!match) throw new Error(`not an argon2id hash: ${hash}`);
    return { memoryKiB: Number(match[1]), passes: Number(match[2]), lanes: Number(match[3]) };
  }

  /** OWASP's argon2id minimums: memory and passes trade against each other, one lane. */
  const OWASP_MINIMUMS = [
    { memoryKiB: 47_104, passes: 1 },
    { memoryKiB: 19_456, passes: 2 },
    { memoryKiB: 12_288, passes: 3 },
    { memoryKiB: 9_216, passes: 4 },
    { memoryKiB: 7_168, passes: 5 },
  ];
  const meetsOwasp = ({ memoryKiB, passes }: { memoryKiB: number; passes: number }) =>
    OWASP_MINIMUMS.some((minimum) => memoryKiB >= minimum.memoryKiB && passes >= minimum.passes);

  it('stores a new password as argon2id within OWASP minimums: 19 MiB, two passes, one lane', async () => {
    const email = uniqueEmail();
    await post(createCookieJar(), '/api/v1/mentors/create-account', {
      firstName: 'Asha',
      lastName: 'Nair',
      email,
      password: 'Mentor@123',
      confirmPassword: 'Mentor@123',
      city: 'Kochi',
      state: 'Kerala',
    });
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.email, email));
    const stored = parametersOf(row?.passwordHash ?? '');
    expect(stored).toEqual({ memoryKiB: 19_456, passes: 2, lanes: 1 });
    expect(meetsOwasp(stored)).toBe(true);
  });

  it('keeps accepting a hash made with the earlier settings and replaces it at the next sign-in', async () => {
    const oldHash = await argon2.hash(TEST_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 65_536,
      timeCost: 3,
    });
    const mentor = await createMentor(subject.database.db, { passwordHash: oldHash });
    const login = await post(createCookieJar(), '/api/v1/mentors/login', {
      email: mentor.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const rehashed = (await statusOf(mentor.id))?.passwordHash ?? '';
    expect(parametersOf(rehashed)).toEqual({ memoryKiB: 19_456, passes: 2, lanes: 1 });
    expect(await argon2.verify(rehashed, TEST_PASSWORD)).toBe(true);
  });
});
