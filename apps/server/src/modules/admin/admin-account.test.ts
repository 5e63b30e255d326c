import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdminAccount, createMentor, TEST_PASSWORD } from '../../../test/factories.ts';
import { pngImage } from '../../../test/images.ts';
import { multipart } from '../../../test/multipart.ts';
import { auditLog, platformSettings } from '../../db/schema/index.ts';

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
      verificationAmount: 149,
    });
    expect((await post('/api/v1/admin/admin-details', { id: other.id }, token)).statusCode).toBe(403);
  });

  it('updates e-mail and picture, keeps the name, and writes the audit log', async () => {
    const { admin, token } = await adminSession();
    const body = multipart({
      email: `renamed-${admin.id}@example.test`,
      adminId: admin.id,
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
