import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCookieJar } from '../../../test/cookie-jar.ts';
import { createMentor, TEST_PASSWORD } from '../../../test/factories.ts';
import { checkoutAnswer, orderByProviderId } from '../../../test/bookings.ts';
import { latestMail } from '../../../test/mailbox.ts';
import { mentors, orders, platformSettings } from '../../db/schema/index.ts';

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

  it('opens one order for one fee: a second tab pays the same order, and a second fee is reported to support', async () => {
    const applicant = await unpaidApplicant();
    const browser = createCookieJar();
    const call = async (url: string, payload: Record<string, unknown> = {}) =>
      browser.store(await subject.app.inject({ method: 'POST', url, payload, headers: browser.header() }));
    await call('/api/v1/mentors/login', { email: applicant.email, password: TEST_PASSWORD });

    const first = (await call('/api/v1/mentors/create-fee-order')).json().data.id as string;
    const secondTab = (await call('/api/v1/mentors/create-fee-order')).json().data.id as string;
    expect(secondTab).toBe(first);

    // The fee changes while the first checkout stays open in a tab: a new order at the new amount.
    const db = subject.database.db;
    await db
      .insert(platformSettings)
      .values({ id: 1, verificationAmountPaise: 19900 })
      .onConflictDoUpdate({ target: platformSettings.id, set: { verificationAmountPaise: 19900 } });
    try {
      const newer = (await call('/api/v1/mentors/create-fee-order')).json().data;
      expect(newer).toMatchObject({ amount: 19900 });
      expect(newer.id).not.toBe(first);

      expect(
        (await call('/api/v1/mentors/verify-fee-payment', checkoutAnswer(subject, newer.id))).statusCode,
      ).toBe(200);
      // The old tab is paid too: recorded, and support is asked to refund it.
      expect(
        (await call('/api/v1/mentors/verify-fee-payment', checkoutAnswer(subject, first))).statusCode,
      ).toBe(200);
      const alert = await latestMail(subject.app, subject.context.brand.supportEmail);
      expect(alert?.subject).toContain('Second application fee to refund: ₹149');
      expect(alert?.text).toContain(`order ${first}`);
      expect((await latestMail(subject.app, applicant.email))?.subject).toBe(
        'Receipt: ₹199 mentor application fee',
      );
    } finally {
      await db
        .update(platformSettings)
        .set({ verificationAmountPaise: 14900 })
        .where(eq(platformSettings.id, 1));
    }
  });

  it('opens one order when several tabs ask at the same moment', async () => {
    const applicant = await unpaidApplicant();
    const browser = createCookieJar();
    browser.store(
      await subject.app.inject({
        method: 'POST',
        url: '/api/v1/mentors/login',
        payload: { email: applicant.email, password: TEST_PASSWORD },
      }),
    );
    const payments = subject.context.payments;
    const createOrder = payments.createOrder.bind(payments);
    // A provider answering as slowly as over the internet, so the tabs' calls overlap for sure.
    payments.createOrder = async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return createOrder(input);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          subject.app.inject({
            method: 'POST',
            url: '/api/v1/mentors/create-fee-order',
            payload: {},
            headers: browser.header(),
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
      const opened = await subject.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.mentorId, applicant.id), eq(orders.purpose, 'mentor_fee')));
      expect(opened).toHaveLength(1);
    } finally {
      payments.createOrder = createOrder;
    }
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
