import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCookieJar } from '../../../test/cookie-jar.ts';
import { createMentor, TEST_PASSWORD } from '../../../test/factories.ts';
import { checkoutAnswer, orderByProviderId } from '../../../test/bookings.ts';
import { latestMail } from '../../../test/mailbox.ts';
import { mentors } from '../../db/schema/index.ts';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

/** An applicant whose academics are in and whose ₹149 fee is due. */
async function unpaidApplicant() {
  return createMentor(subject.database.db, {
    applicationStatus: 'pending',
    approvedAt: null,
    feeWaived: false,
    feePaidAt: null,
  });
}

describe('the mentor application fee', () => {
  it('is paid after a refused login, with the sign-up token that login hands out', async () => {
    const applicant = await unpaidApplicant();
    const browser = createCookieJar();
    const call = async (url: string, payload: Record<string, unknown> = {}) =>
      browser.store(await subject.app.inject({ method: 'POST', url, payload, headers: browser.header() }));

    // Without the token nobody can open an order for this applicant.
    const stranger = await call('/api/v1/mentors/create-fee-order');
    expect(stranger.json()).toMatchObject({ statusCode: 403, code: 'SIGNUP_TOKEN_INVALID' });

    const wrongPassword = await call('/api/v1/mentors/login', {
      email: applicant.email,
      password: 'nope-nope',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();

    const refused = await call('/api/v1/mentors/login', { email: applicant.email, password: TEST_PASSWORD });
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'FEE_UNPAID' });

    const order = await call('/api/v1/mentors/create-fee-order');
    expect(order.json().data).toMatchObject({
      amount: 14900,
      provider: 'sandbox',
      description: 'Mentor application fee',
    });
    const orderId = order.json().data.id as string;
    expect(await orderByProviderId(subject.database.db, orderId)).toMatchObject({
      purpose: 'mentor_fee',
      mentorId: applicant.id,
      studentId: null,
    });

    const forged = await call('/api/v1/mentors/verify-fee-payment', {
      ...checkoutAnswer(subject, orderId),
      signature: '0'.repeat(64),
    });
    expect(forged.json().code).toBe('PAYMENT_SIGNATURE_INVALID');

    const answer = checkoutAnswer(subject, orderId);
    expect((await call('/api/v1/mentors/verify-fee-payment', answer)).statusCode).toBe(200);
    expect((await call('/api/v1/mentors/verify-fee-payment', answer)).statusCode).toBe(200);
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, applicant.id));
    expect(row?.feePaidAt).not.toBeNull();
    expect((await latestMail(subject.app, applicant.email))?.subject).toBe(
      'Receipt: ₹149 mentor application fee',
    );

    const again = await call('/api/v1/mentors/create-fee-order');
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'FEE_NOT_DUE' });
    const underReview = await call('/api/v1/mentors/login', {
      email: applicant.email,
      password: TEST_PASSWORD,
    });
    expect(underReview.json()).toMatchObject({ statusCode: 403, code: 'APPLICATION_NOT_APPROVED' });
  });

  it('cannot be verified with another applicant’s order', async () => {
    const first = await unpaidApplicant();
    const second = await unpaidApplicant();
    const firstBrowser = createCookieJar();
    const secondBrowser = createCookieJar();
    const login = async (browser: ReturnType<typeof createCookieJar>, email: string) =>
      browser.store(
        await subject.app.inject({
          method: 'POST',
          url: '/api/v1/mentors/login',
          payload: { email, password: TEST_PASSWORD },
        }),
      );
    await login(firstBrowser, first.email);
    await login(secondBrowser, second.email);
    const order = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/create-fee-order',
      payload: {},
      headers: firstBrowser.header(),
    });
    const stolen = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/mentors/verify-fee-payment',
      payload: checkoutAnswer(subject, order.json().data.id),
      headers: secondBrowser.header(),
    });
    expect(stolen.json()).toMatchObject({ statusCode: 403, code: 'NOT_YOURS' });
    const [row] = await subject.database.db.select().from(mentors).where(eq(mentors.id, second.id));
    expect(row?.feePaidAt).toBeNull();
  });
});
