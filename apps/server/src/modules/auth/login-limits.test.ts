import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdminAccount, createStudent, TEST_PASSWORD } from '../../../test/factories.ts';
import { latestMail } from '../../../test/mailbox.ts';
import { LOGIN_FAILURE_LIMITS, RATE_LIMITS } from './rate-limits.ts';

const ACCOUNT_LOGIN_LIMIT = LOGIN_FAILURE_LIMITS.perAccount;
const CLIENT_LOGIN_LIMIT = LOGIN_FAILURE_LIMITS.perClient;

let subject: TestApp;
const login = (url: string, email: string, password: string, client: string, cookie?: string) =>
  subject.app.inject({
    method: 'POST',
    url,
    payload: { email, password },
    remoteAddress: client,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The known-device cookie a successful login sets, as a Cookie header. */
function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const setCookie = [response.headers['set-cookie']].flat().map(String);
  const device = setCookie.find((cookie) => cookie.startsWith('nm_device='));
  if (!device) throw new Error('no known-device cookie set');
  return device.split(';')[0] ?? '';
}

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

// Every attempt verifies a real argon2id hash (19 MiB, two passes, by design), dozens per test: on two
// cores shared with the other test files that takes well over the default 30 s at times.
describe('login rate limits', { timeout: 120_000 }, () => {
  it('answers 429 with Retry-After and the wait in seconds once one client tries too often', async () => {
    const student = await createStudent(subject.database.db);
    const client = '203.0.113.10';
    for (let attempt = 0; attempt < RATE_LIMITS.login.max; attempt += 1) {
      const response = await login('/api/v1/students/login', student.email, 'Wrong@12345', client);
      expect(response.statusCode).toBe(401);
    }
    const limited = await login('/api/v1/students/login', student.email, TEST_PASSWORD, client);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ statusCode: 429, success: false });
    expect(limited.json().message).toMatch(/try again in \d+ seconds?\./);
    // Another client is not held back by this one.
    expect(
      (await login('/api/v1/students/login', student.email, TEST_PASSWORD, '203.0.113.11')).statusCode,
    ).toBe(200);
  });

  it('limits failed logins to one account from many clients, counting only failures', async () => {
    const target = await createStudent(subject.database.db);
    const bystander = await createStudent(subject.database.db);
    const attempt = (password: string, client: string) =>
      login('/api/v1/students/login', target.email, password, client);
    for (let failure = 1; failure < ACCOUNT_LOGIN_LIMIT.maxFailures; failure += 1) {
      expect((await attempt('Wrong@12345', `198.51.100.${failure}`)).statusCode).toBe(401);
    }
    // One failure short of the limit, the owner still gets in, and those logins are not counted.
    for (let success = 0; success < 3; success += 1) {
      expect((await attempt(TEST_PASSWORD, `198.51.100.${100 + success}`)).statusCode).toBe(200);
    }
    expect((await attempt('Wrong@12345', '198.51.100.150')).statusCode).toBe(401);

    const limited = await attempt(TEST_PASSWORD, '198.51.100.200');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(limited.json().message).toMatch(/try again in \d+ minutes\./);
    expect(
      (await login('/api/v1/students/login', bystander.email, TEST_PASSWORD, '198.51.100.200')).statusCode,
    ).toBe(200);
  });

  it('limits failed logins from one client across many addresses, for every role', async () => {
    const client = '192.0.2.77';
    const owner = await createStudent(subject.database.db);
    for (let failure = 0; failure < CLIENT_LOGIN_LIMIT.maxFailures; failure += 1) {
      // A new address each time, so neither the per-address nor the per-account limit is reached.
      const response = await login(
        '/api/v1/students/login',
        `nobody${failure}@example.test`,
        'Guess@12345',
        client,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
    }
    const limited = await login('/api/v1/students/login', 'nobody-more@example.test', 'Guess@12345', client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    // The same client is held back on the mentor and admin logins too, even with a right password.
    expect(
      (await login('/api/v1/mentors/login', 'someone@example.test', 'Guess@12345', client)).statusCode,
    ).toBe(429);
    expect((await login('/api/v1/admin/login', 'ops@example.test', 'Guess@12345', client)).statusCode).toBe(
      429,
    );
    expect((await login('/api/v1/students/login', owner.email, TEST_PASSWORD, client)).statusCode).toBe(429);
    // Another client is not.
    expect((await login('/api/v1/students/login', owner.email, TEST_PASSWORD, '192.0.2.78')).statusCode).toBe(
      200,
    );
  });

  it('applies the per-account limit to admin login too', async () => {
    const admin = await createAdminAccount(subject.database.db);
    for (let attempt = 0; attempt < ACCOUNT_LOGIN_LIMIT.maxFailures; attempt += 1) {
      await login('/api/v1/admin/login', admin.email, 'Wrong@12345', `100.64.0.${attempt}`);
    }
    const limited = await login('/api/v1/admin/login', admin.email, TEST_PASSWORD, '100.64.1.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not lock the owner out: a known device keeps its own count, and a reset starts a fresh one', async () => {
    const owner = await createStudent(subject.database.db);
    const url = '/api/v1/students/login';
    const signedIn = await login(url, owner.email, TEST_PASSWORD, '203.0.113.50');
    expect(signedIn.statusCode).toBe(200);
    const device = deviceCookie(signedIn);

    // An attacker's wrong passwords from many addresses lock the account for unknown browsers...
    for (let failure = 0; failure < ACCOUNT_LOGIN_LIMIT.maxFailures; failure += 1) {
      expect((await login(url, owner.email, 'Wrong@12345', `198.18.0.${failure}`)).statusCode).toBe(401);
    }
    expect((await login(url, owner.email, TEST_PASSWORD, '203.0.113.51')).statusCode).toBe(429);
    // ...but not for the owner's own browser, wherever it connects from.
    expect((await login(url, owner.email, TEST_PASSWORD, '203.0.113.52', device)).statusCode).toBe(200);
    // The cookie is bound to the address it was set for, and a forged one counts for nothing.
    const other = await createStudent(subject.database.db);
    for (let failure = 0; failure < ACCOUNT_LOGIN_LIMIT.maxFailures; failure += 1) {
      await login(url, other.email, 'Wrong@12345', `198.18.1.${failure}`);
    }
    expect((await login(url, other.email, TEST_PASSWORD, '203.0.113.53', device)).statusCode).toBe(429);
    const forged = `${device.slice(0, -4)}AAAA`;
    expect((await login(url, owner.email, TEST_PASSWORD, '203.0.113.54', forged)).statusCode).toBe(429);

    // A reset clears the lock for the new password, from any browser.
    await subject.app.inject({
      method: 'POST',
      url: '/api/v1/students/forgot-password',
      payload: { email: owner.email },
      remoteAddress: '203.0.113.55',
    });
    const link = (await latestMail(subject.app, owner.email))?.text.match(
      /resetPassword\/([A-Za-z0-9_-]+)/,
    )?.[1];
    if (!link) throw new Error('no reset link mailed');
    const reset = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/students/reset-password/${link}`,
      payload: { password: 'Reset@123456', confirmPassword: 'Reset@123456' },
      remoteAddress: '203.0.113.55',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(url, owner.email, 'Reset@123456', '203.0.113.56')).statusCode).toBe(200);
  });
});
