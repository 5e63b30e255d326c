import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdminAccount, createMentor, createStudent, TEST_PASSWORD } from '../../../test/factories.ts';
import { admins, mentors, students } from '../../db/schema/index.ts';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

/** The one password-change policy, through each role's own call. */
const roles = [
  {
    role: 'student',
    login: '/api/v1/students/login',
    change: '/api/v1/students/change-password',
    check: '/api/v1/students/student-details',
    create: async () => (await createStudent(subject.database.db)).email,
    hash: async (email: string) =>
      (await subject.database.db.select().from(students).where(eq(students.email, email)))[0]?.passwordHash,
  },
  {
    role: 'mentor',
    login: '/api/v1/mentors/login',
    change: '/api/v1/mentors/change-current-password',
    check: '/api/v1/mentors/mentor-details',
    create: async () => (await createMentor(subject.database.db)).email,
    hash: async (email: string) =>
      (await subject.database.db.select().from(mentors).where(eq(mentors.email, email)))[0]?.passwordHash,
  },
  {
    role: 'admin',
    login: '/api/v1/admin/login',
    change: '/api/v1/admin/change-password',
    check: '/api/v1/admin/admin-details',
    create: async () => (await createAdminAccount(subject.database.db)).email,
    hash: async (email: string) =>
      (await subject.database.db.select().from(admins).where(eq(admins.email, email)))[0]?.passwordHash,
  },
] as const;

describe.each(roles)('changing a $role password', ({ login, change, check, create, hash }) => {
  async function signIn() {
    const email = await create();
    const response = await subject.app.inject({
      method: 'POST',
      url: login,
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return { email, token: response.json().data.token as string };
  }
  const post = (url: string, token: string, payload: object) =>
    subject.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

  it('to the current password is refused with a clear message, changing nothing and ending no session', async () => {
    const { email, token } = await signIn();
    const before = await hash(email);
    const response = await post(change, token, {
      oldPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'PASSWORD_REJECTED' });
    expect(response.json().message).toMatch(/must be different from your current password/);
    expect(response.json().data.errors).toEqual([
      { path: 'newPassword', message: 'Choose a password different from your current one.' },
    ]);
    expect(await hash(email)).toBe(before);
    expect((await post(check, token, {})).statusCode).toBe(200);
  });

  it('twice at the same moment with the same current password: one change wins, the other is refused', async () => {
    const { email, token } = await signIn();
    const answers = await Promise.all(
      ['First@Change1', 'Second@Change2'].map((password) =>
        post(change, token, { oldPassword: TEST_PASSWORD, newPassword: password, confirmPassword: password }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().code).toBe('PASSWORD_REJECTED');
    const winner = answers[0]?.statusCode === 200 ? 'First@Change1' : 'Second@Change2';
    const loser = winner === 'First@Change1' ? 'Second@Change2' : 'First@Change1';
    const logIn = (password: string) =>
      subject.app.inject({ method: 'POST', url: login, payload: { email, password } });
    expect((await logIn(winner)).statusCode).toBe(200);
    expect((await logIn(loser)).statusCode).toBe(401);
    // The token the winner handed back is the one that works.
    const issued = answers.find((answer) => answer.statusCode === 200)?.json().data.token as string;
    expect((await post(check, issued, {})).statusCode).toBe(200);
  });

  it('with a wrong current password is refused as PASSWORD_REJECTED', async () => {
    const { email, token } = await signIn();
    const before = await hash(email);
    const response = await post(change, token, {
      oldPassword: 'Not@The1Password',
      newPassword: 'Brand@New123',
      confirmPassword: 'Brand@New123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_REJECTED');
    expect(await hash(email)).toBe(before);
  });
});
