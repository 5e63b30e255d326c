import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postJson, signedInAdmin } from '../../../test/admin.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { bearer, bookingsOf, createCatalog, orderByProviderId, tokenFor } from '../../../test/bookings.ts';
import { latestMail, mailCount } from '../../../test/mailbox.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { refunds } from '../../db/schema/index.ts';
import { processDueRefunds } from './index.ts';
import { refundRetryDelayMs } from './refunds.service.ts';

const KEY_ID = 'rzp_test_StandInKey01';
const KEY_SECRET = 'stand-in-key-secret';
const WEBHOOK_SECRET = 'stand-in-webhook-secret';

let standIn: RazorpayStandIn;
let subject: TestApp;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
  subject = await createTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: standIn.url,
  });
});
afterAll(async () => {
  await subject.close();
  await standIn.close();
});

const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

function signedWebhook(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  return {
    method: 'POST' as const,
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(WEBHOOK_SECRET, payload) },
    payload,
  };
}

/** A captured payment as Razorpay's webhook reports it. */
function capture(orderId: string, paymentId: string, amount: number, currency = 'INR') {
  return signedWebhook({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', order_id: orderId, amount, currency, status: 'captured' },
      },
    },
  });
}

/** A student with a fresh Razorpay order for a 60-minute session (₹299). */
async function studentWithOrder() {
  const db = subject.database.db;
  const catalog = await createCatalog(db, 'M3');
  const mentor = await createMentor(db, { neetScore: 650 });
  const student = await createStudent(db);
  const token = await tokenFor(subject, 'student', student.id);
  const post = (url: string, payload: Record<string, unknown>) =>
    subject.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const created = await post('/api/v1/students/create-order', {
    packageId: catalog.session60.id,
    mentorId: mentor.id,
  });
  expect(created.statusCode).toBe(200);
  const orderId = created.json().data.id as string;
  const verify = (paymentId: string) =>
    post('/api/v1/students/verify-payment', {
      orderId,
      paymentId,
      signature: sign(KEY_SECRET, `${orderId}|${paymentId}`),
    });
  return { student, orderId, post, verify };
}

const refundsOfPayment = (paymentId: string) =>
  subject.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

describe('booking through Razorpay (a local stand-in for its API)', () => {
  it('creates the order with Razorpay, verifies its signature, and refunds through it after retrying', async () => {
    const db = subject.database.db;
    const catalog = await createCatalog(db, 'M3');
    const mentor = await createMentor(db, { neetScore: 650 });
    const student = await createStudent(db);
    const token = await tokenFor(subject, 'student', student.id);
    const post = (url: string, payload: Record<string, unknown>) =>
      subject.app.inject({ method: 'POST', url, headers: bearer(token), payload });

    const created = await post('/api/v1/students/create-order', {
      packageId: catalog.session60.id,
      mentorId: mentor.id,
    });
    expect(created.json().data).toMatchObject({ provider: 'razorpay', keyId: KEY_ID, amount: 29900 });
    const orderId = created.json().data.id as string;
    expect(standIn.orders.find((order) => order.id === orderId)).toMatchObject({
      amount: 29900,
      currency: 'INR',
    });

    const paymentId = 'pay_StandInPayment1';
    const verified = await post('/api/v1/students/verify-payment', {
      orderId,
      paymentId,
      signature: sign(KEY_SECRET, `${orderId}|${paymentId}`),
    });
    expect(verified.statusCode).toBe(200);
    const bookingId = verified.json().data.bookingId as string;

    // Razorpay's own webhook for the same capture changes nothing.
    const captured = await subject.app.inject(
      signedWebhook({
        event: 'payment.captured',
        payload: {
          payment: {
            entity: { id: paymentId, order_id: orderId, amount: 29900, currency: 'INR', status: 'captured' },
          },
        },
      }),
    );
    expect(captured.statusCode).toBe(200);
    expect(await bookingsOf(db, student.id)).toHaveLength(1);

    standIn.failNextRefunds = 1;
    standIn.refundStatus = 'pending';
    expect((await post('/api/v1/students/cancel-session', { requestId: bookingId })).statusCode).toBe(200);
    const [refund] = await db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    const refundId = refund?.id ?? '';
    await processDueRefunds(subject.context, refundId);
    expect(standIn.refunds).toHaveLength(0);
    subject.clock.advance(refundRetryDelayMs(1));
    await processDueRefunds(subject.context, refundId);
    // The second attempt first looks for a refund the first one might have made, then makes it.
    expect(standIn.refunds).toHaveLength(1);
    expect(standIn.refunds[0]).toMatchObject({ payment_id: paymentId, amount: 29900, receipt: refundId });
    const [requested] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(requested).toMatchObject({ status: 'pending', providerRefundId: standIn.refunds[0]?.id });

    // Razorpay confirms by webhook; the student sees it refunded.
    const processed = await subject.app.inject(
      signedWebhook({
        event: 'refund.processed',
        payload: {
          refund: {
            entity: {
              id: standIn.refunds[0]?.id,
              payment_id: paymentId,
              receipt: refundId,
              status: 'processed',
            },
          },
        },
      }),
    );
    expect(processed.statusCode).toBe(200);
    const [done] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(done?.status).toBe('processed');
    const list = await post('/api/v1/students/purchased-sessions?page=1', {});
    expect(list.json().data.data[0].money).toMatchObject({
      state: 'refunded',
      refund: { status: 'processed', refundId: standIn.refunds[0]?.id },
    });
  });

  it('lets Razorpay’s checkout script and frames through the content security policy', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/v1/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
  });

  it('has no sandbox checkout', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/v1/payments/sandbox/orders/order_Abc',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a webhook signed with another secret', async () => {
    const payload = JSON.stringify({ event: 'payment.captured', payload: {} });
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign('guess', payload) },
      payload,
    });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_SIGNATURE_INVALID' });
  });
});

describe('captures that are not the payment the order asked for', () => {
  it('books nothing for a capture in another currency or amount, answers 200, and refunds it once', async () => {
    standIn.refundStatus = 'processed';
    const db = subject.database.db;
    const { student, orderId, verify } = await studentWithOrder();

    const inDollars = await subject.app.inject(capture(orderId, 'pay_StandInDollars01', 29900, 'USD'));
    expect(inDollars.statusCode).toBe(200);
    // Razorpay repeats a webhook it is unsure of: still one record.
    expect(
      (await subject.app.inject(capture(orderId, 'pay_StandInDollars01', 29900, 'USD'))).statusCode,
    ).toBe(200);
    const tooLittle = await subject.app.inject(capture(orderId, 'pay_StandInTooLittle1', 100));
    expect(tooLittle.statusCode).toBe(200);
    expect(await bookingsOf(db, student.id)).toHaveLength(0);
    expect((await orderByProviderId(db, orderId))?.status).toBe('created');

    const [dollars, ...more] = await refundsOfPayment('pay_StandInDollars01');
    expect(more).toHaveLength(0);
    expect(dollars).toMatchObject({
      bookingId: null,
      strayReason: 'currency_differs',
      amountPaise: 29900,
      currency: 'USD',
      status: 'pending',
    });
    const [little] = await refundsOfPayment('pay_StandInTooLittle1');
    expect(little).toMatchObject({ strayReason: 'amount_differs', amountPaise: 100, currency: 'INR' });
    const told = await latestMail(subject.app, student.email);
    expect(told?.subject).toBe('Refund started: ₹1');
    expect(told?.text).toContain(`did not match the order's ₹299, so nothing was bought with it`);

    // The refund job gives both back through Razorpay, each as its own payment.
    await processDueRefunds(subject.context, dollars?.id);
    await processDueRefunds(subject.context, little?.id);
    expect(standIn.refunds.filter((refund) => refund.payment_id === 'pay_StandInDollars01')).toEqual([
      expect.objectContaining({ amount: 29900, receipt: dollars?.id }),
    ]);
    expect(standIn.refunds.filter((refund) => refund.payment_id === 'pay_StandInTooLittle1')).toEqual([
      expect.objectContaining({ amount: 100, receipt: little?.id }),
    ]);
    expect((await refundsOfPayment('pay_StandInDollars01'))[0]?.status).toBe('processed');
    expect((await latestMail(subject.app, student.email))?.subject).toBe('Refund processed: ₹1');

    // The order can still be paid as asked, and books once.
    expect((await verify('pay_StandInRightOne01')).statusCode).toBe(200);
    expect(await bookingsOf(db, student.id)).toHaveLength(1);
  });

  it('records and refunds a second capture of a paid order, answering its webhook 200', async () => {
    standIn.refundStatus = 'processed';
    const db = subject.database.db;
    const admin = await signedInAdmin(subject);
    const revenue = async () =>
      (await postJson(subject, '/api/v1/admin/dashboard-data', { adminId: admin.id }, admin.token)).json()
        .data.totalRevenue as number;
    const { student, orderId, verify } = await studentWithOrder();
    expect((await verify('pay_StandInFirstPay01')).statusCode).toBe(200);
    const mailsAfterFirst = await mailCount(subject.app, student.email);
    const revenueAfterFirst = await revenue();

    // The student paid the same order again (a second tab): the webhook reports the second capture.
    const second = await subject.app.inject(capture(orderId, 'pay_StandInSecondPay1', 29900));
    expect(second.statusCode).toBe(200);
    // Their own tab verifies it too: told it is refunded, still one record.
    const verified = await verify('pay_StandInSecondPay1');
    expect(verified.json()).toMatchObject({
      statusCode: 409,
      code: 'ALREADY_PAID',
      message:
        'This order was already paid, so this second payment of ₹299 bought nothing. It is being refunded in full to the original payment method.',
    });
    const [booking, ...otherBookings] = await bookingsOf(db, student.id);
    expect(otherBookings).toHaveLength(0);
    expect(booking?.status).toBe('pending');
    expect(await orderByProviderId(db, orderId)).toMatchObject({ paymentId: 'pay_StandInFirstPay01' });
    const [refund, ...moreRefunds] = await refundsOfPayment('pay_StandInSecondPay1');
    expect(moreRefunds).toHaveLength(0);
    expect(refund).toMatchObject({ bookingId: null, strayReason: 'second_capture', amountPaise: 29900 });
    expect(await mailCount(subject.app, student.email)).toBe(mailsAfterFirst + 1);
    expect((await latestMail(subject.app, student.email))?.text).toContain(
      `Your order ${orderId} was already paid, and a second payment of ₹299 (payment pay_StandInSecondPay1) was taken for it.`,
    );

    await processDueRefunds(subject.context, refund?.id);
    expect(standIn.refunds.filter((made) => made.payment_id === 'pay_StandInSecondPay1')).toEqual([
      expect.objectContaining({ amount: 29900, receipt: refund?.id }),
    ]);
    expect((await refundsOfPayment('pay_StandInSecondPay1'))[0]?.status).toBe('processed');
    // Money given back that was never counted as revenue leaves the revenue as it was.
    expect(await revenue()).toBe(revenueAfterFirst);
    // The booking bought with the first payment is untouched and has no refund of its own.
    expect(
      await db
        .select()
        .from(refunds)
        .where(eq(refunds.bookingId, booking?.id ?? '')),
    ).toHaveLength(0);
  });
});

describe('a refund whose answer was lost', () => {
  it('is retried later with a clear error, and the refund made meanwhile is adopted, not made twice', async () => {
    standIn.refundStatus = 'processed';
    const db = subject.database.db;
    const { post, verify } = await studentWithOrder();
    const bookingId = (await verify('pay_StandInLostAnswer')).json().data.bookingId as string;
    expect((await post('/api/v1/students/cancel-session', { requestId: bookingId })).statusCode).toBe(200);
    const [pending] = await db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    const refundId = pending?.id ?? '';

    standIn.loseNextRefundAnswers = 1;
    await processDueRefunds(subject.context, refundId);
    const [waiting] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(waiting?.status).toBe('pending');
    expect(waiting?.lastError).toBe('No answer from Razorpay (ECONNRESET: socket hang up); will ask again');
    // Not due again until the retry delay has passed.
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(subject.clock.now().getTime());

    subject.clock.advance(refundRetryDelayMs(1));
    await processDueRefunds(subject.context, refundId);
    const made = standIn.refunds.filter((refund) => refund.payment_id === 'pay_StandInLostAnswer');
    expect(made).toHaveLength(1);
    const [done] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(done).toMatchObject({ status: 'processed', providerRefundId: made[0]?.id, lastError: null });
  });
});
