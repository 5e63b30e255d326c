import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { MAIL_SEND_LIMITS } from './mail-limits.ts';

/**
 * Every call anyone can make that sends e-mail has a limit per recipient (from any client) and per client
 * (across recipients), answered 429 with Retry-After.
 */
let subject: TestApp;
let counter = 0;
const uniqueEmail = () => `mail-limit-${(counter += 1)}-${randomUUID().slice(0, 8)}@example.com`;
let clientCounter = 0;
const nextClient = () => `172.16.${((clientCounter += 1) >> 8) & 255}.${clientCounter & 255}`;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

const signup = (email: string) => ({
  firstName: 'Priya',
  lastName: 'Sharma',
  email,
  password: 'Strong@123',
  confirmPassword: 'Strong@123',
});

/** Each mail-sending call, with a body naming a recipient. */
const MAIL_ROUTES: { url: string; body: (recipient: string) => object; recipient: () => string }[] = [
  {
    url: '/api/v1/students/create-account',
    body: (email) => ({ ...signup(email), referralCode: '', check: true }),
    recipient: uniqueEmail,
  },
  {
    url: '/api/v1/mentors/create-account',
    body: (email) => ({ ...signup(email), city: 'Pune', state: 'Maharashtra' }),
    recipient: uniqueEmail,
  },
  { url: '/api/v1/students/resend-otp', body: (id) => ({ id }), recipient: randomUUID },
  { url: '/api/v1/mentors/resend-otp', body: (id) => ({ id }), recipient: randomUUID },
  { url: '/api/v1/students/forgot-password', body: (email) => ({ email }), recipient: uniqueEmail },
  { url: '/api/v1/mentors/forgot-password', body: (email) => ({ email }), recipient: uniqueEmail },
  { url: '/api/v1/admin/subscribe-newsletter', body: (gmail) => ({ gmail }), recipient: uniqueEmail },
  {
    url: '/api/v1/admin/register-for-webinar',
    body: (email) => ({ name: 'Priya Sharma', email }),
    recipient: uniqueEmail,
  },
  {
    url: '/api/v1/admin/contacted-us',
    body: (email) => ({ name: 'Priya Sharma', email, message: 'When does the next batch start?' }),
    recipient: uniqueEmail,
  },
];

const send = (url: string, payload: object, remoteAddress: string) =>
  subject.app.inject({ method: 'POST', url, payload, remoteAddress });

function expectLimited(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe.each(MAIL_ROUTES)('$url', ({ url, body, recipient }) => {
  it('mails one recipient a few times at most, however many clients ask', async () => {
    const target = recipient();
    for (let sent = 0; sent < MAIL_SEND_LIMITS.perRecipient.max; sent += 1) {
      expect((await send(url, body(target), nextClient())).statusCode).not.toBe(429);
    }
    expectLimited(await send(url, body(target), nextClient()));
    // Someone else is not held back.
    expect((await send(url, body(recipient()), nextClient())).statusCode).not.toBe(429);
  });

  it('lets one client mail a limited number of recipients', async () => {
    const client = nextClient();
    let answered = 0;
    let limited: Awaited<ReturnType<typeof send>> | undefined;
    while (!limited && answered <= MAIL_SEND_LIMITS.perClient.max) {
      const response = await send(url, body(recipient()), client);
      if (response.statusCode === 429) limited = response;
      else answered += 1;
    }
    if (!limited) throw new Error(`no limit after ${answered} recipients from one client`);
    expectLimited(limited);
    expect((await send(url, body(recipient()), nextClient())).statusCode).not.toBe(429);
  });
});
