import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMentor, createStudent } from '../../../test/factories.ts';
import { bearer, bookingsOf, createCatalog, tokenFor } from '../../../test/bookings.ts';
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
          payment: { entity: { id: paymentId, order_id: orderId, amount: 29900, status: 'captured' } },
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
