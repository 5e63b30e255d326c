import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@neetmentor/contract';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, tokenFor } from '../../../test/bookings.ts';
import { createAdminAccount, createMentor, createStudent, TEST_PASSWORD } from '../../../test/factories.ts';
import { latestMail } from '../../../test/mailbox.ts';
import { admins, mentors, students } from '../../db/schema/index.ts';

/**
 * The language of an account: chosen with POST /account/language by every signed-in role, taken from the
 * visitor's cookie or browser at sign-up, and handed back to the browser as the nm_lang cookie at sign-in.
 */
let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

let clientCounter = 0;
const nextClient = () => `10.88.${((clientCounter += 1) >> 8) & 255}.${clientCounter & 255}`;

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return subject.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: nextClient(),
  });
}

/** The nm_lang Set-Cookie of an answer, if it has one. */
function languageCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.find((cookie) => cookie.startsWith('nm_lang='));
}

async function storedLanguage(role: Role, id: string) {
  const table = role === 'student' ? students : role === 'mentor' ? mentors : admins;
  const [row] = await subject.database.db
    .select({ language: table.language })
    .from(table)
    .where(eq(table.id, id));
  return row?.language;
}

describe('POST /api/v1/account/language', () => {
  const accounts = {
    student: async () => (await createStudent(subject.database.db)).id,
    mentor: async () => (await createMentor(subject.database.db)).id,
    admin: async () => (await createAdminAccount(subject.database.db)).id,
  } satisfies Record<Role, () => Promise<string>>;

  it.each(Object.keys(accounts) as Role[])(
    'stores the language of a signed-in %s and sets the cookie',
    async (role) => {
      const id = await accounts[role]();
      expect(await storedLanguage(role, id)).toBe('en');
      const token = await tokenFor(subject, role, id);

      const response = await post('/api/v1/account/language', { language: 'hi' }, bearer(token));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ statusCode: 200, success: true, data: { language: 'hi' } });
      expect(await storedLanguage(role, id)).toBe('hi');
      const cookie = languageCookie(response);
      expect(cookie).toMatch(/^nm_lang=hi; Path=\/; SameSite=Lax; Max-Age=31536000$/);
      // The page's script reads it to pick its language.
      expect(cookie).not.toMatch(/HttpOnly/i);

      const back = await post('/api/v1/account/language', { language: 'en' }, bearer(token));
      expect(back.statusCode).toBe(200);
      expect(await storedLanguage(role, id)).toBe('en');
      expect(languageCookie(back)).toMatch(/^nm_lang=en;/);
    },
  );

  it('answers a repeated choice the same, and stores it once', async () => {
    const student = await createStudent(subject.database.db);
    const token = await tokenFor(subject, 'student', student.id);
    const first = await post('/api/v1/account/language', { language: 'hi' }, bearer(token));
    const again = await post('/api/v1/account/language', { language: 'hi' }, bearer(token));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(languageCookie(again)).toBe(languageCookie(first));
    expect(await storedLanguage('student', student.id)).toBe('hi');
  });

  it('refuses an anonymous caller, and sets no cookie', async () => {
    const response = await post('/api/v1/account/language', { language: 'hi' });
    expect(response.statusCode).toBe(401);
    expect(languageCookie(response)).toBeUndefined();
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['a language tag', { language: 'hi-IN' }],
    ['no language', {}],
    ['a number', { language: 1 }],
    ['another field', { language: 'hi', studentId: '00000000-0000-4000-8000-000000000000' }],
  ])('answers 400 to %s and stores nothing', async (_name, body) => {
    const student = await createStudent(subject.database.db);
    const response = await post(
      '/api/v1/account/language',
      body,
      bearer(await tokenFor(subject, 'student', student.id)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, success: false });
    expect(languageCookie(response)).toBeUndefined();
    expect(await storedLanguage('student', student.id)).toBe('en');
  });
});

describe('the language of a new account', () => {
  const studentSignup = (email: string) => ({
    firstName: 'Priya',
    lastName: 'Sharma',
    email,
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    referralCode: '',
    check: true,
  });
  let emailCounter = 0;
  const newEmail = () => `language-${(emailCounter += 1)}-${Date.now()}@example.test`;

  it.each([
    ['the nm_lang cookie', { cookie: 'nm_lang=hi' }, 'hi'],
    ['Accept-Language without a cookie', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, 'hi'],
    ['the cookie over Accept-Language', { cookie: 'nm_lang=en', 'accept-language': 'hi-IN' }, 'en'],
    ['English when neither names a language of ours', { 'accept-language': 'fr-FR,de;q=0.5' }, 'en'],
    ['English when the cookie holds something else', { cookie: 'nm_lang=xx' }, 'en'],
  ] as const)('a student sign-up takes %s', async (_name, headers, expected) => {
    const email = newEmail();
    const response = await post('/api/v1/students/create-account', studentSignup(email), headers);
    expect(response.statusCode).toBe(200);
    expect(await storedLanguage('student', response.json().data as string)).toBe(expected);
  });

  it('mails the code of a Hindi sign-up in Hindi', async () => {
    const email = newEmail();
    const response = await post('/api/v1/students/create-account', studentSignup(email), {
      cookie: 'nm_lang=hi',
    });
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(subject.app, email);
    expect(mail?.subject).toMatch(/वेरिफ़िकेशन कोड/);
    expect(mail?.text).toContain('नमस्ते Priya Sharma,');
    expect(mail?.html).toContain('<html lang="hi">');
  });

  it('a mentor application takes the nm_lang cookie', async () => {
    const response = await post(
      '/api/v1/mentors/create-account',
      {
        firstName: 'Kiran',
        lastName: 'Patil',
        email: newEmail(),
        password: 'Strong@123',
        confirmPassword: 'Strong@123',
        city: 'Pune',
        state: 'Maharashtra',
      },
      { cookie: 'nm_lang=hi' },
    );
    expect(response.statusCode).toBe(200);
    expect(await storedLanguage('mentor', response.json().data as string)).toBe('hi');
  });
});

describe('signing in hands the account language to the browser', () => {
  it('a student login sets nm_lang to the stored language, whatever the browser sent', async () => {
    const student = await createStudent(subject.database.db, { language: 'hi' });
    const response = await post(
      '/api/v1/students/login',
      { email: student.email, password: TEST_PASSWORD },
      { cookie: 'nm_lang=en' },
    );
    expect(response.statusCode).toBe(200);
    expect(languageCookie(response)).toMatch(/^nm_lang=hi; Path=\/; SameSite=Lax; Max-Age=31536000$/);
  });

  it('a mentor login sets nm_lang', async () => {
    const mentor = await createMentor(subject.database.db, { language: 'hi' });
    const response = await post('/api/v1/mentors/login', { email: mentor.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(languageCookie(response)).toMatch(/^nm_lang=hi;/);
  });

  it('an admin login sets nm_lang', async () => {
    const admin = await createAdminAccount(subject.database.db);
    const response = await post('/api/v1/admin/login', { email: admin.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(languageCookie(response)).toMatch(/^nm_lang=en;/);
  });

  it('a refused login sets no language', async () => {
    const student = await createStudent(subject.database.db, { language: 'hi' });
    const response = await post('/api/v1/students/login', { email: student.email, password: 'Wrong@1234' });
    expect(response.statusCode).toBe(401);
    expect(languageCookie(response)).toBeUndefined();
  });
});
