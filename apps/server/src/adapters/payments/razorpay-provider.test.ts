import { createHmac, randomBytes } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { PaymentProviderError, signPayment, signWebhook, type PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisasecretkey';
const WEBHOOK_SECRET = 'webhook-secret-of-the-dashboard';

let standIn: RazorpayStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(KEY_ID, KEY_SECRET);
  provider = createRazorpayProvider({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standIn.url,
  });
});
afterAll(() => standIn.close());

describe('the Razorpay adapter', () => {
  it('creates orders in paise with our receipt, authenticated with the key', async () => {
    const order = await provider.createOrder({
      amountPaise: 29900,
      receipt: 'receipt-1',
      notes: { purpose: 'booking' },
    });
    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amountPaise: 29900 });
    expect(standIn.orders.at(-1)).toMatchObject({ amount: 29900, currency: 'INR', receipt: 'receipt-1' });
  });

  it('checks the checkout signature exactly as Razorpay computes it', () => {
    const signature = createHmac('sha256', KEY_SECRET)
      .update('order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l')
      .digest('hex');
    expect(
      provider.isPaymentSignatureValid({
        orderId: 'order_IEIaMR65cu6nz3',
        paymentId: 'pay_IH4NVgf4Dreq1l',
        signature,
      }),
    ).toBe(true);
    expect(
      provider.isPaymentSignatureValid({
        orderId: 'order_IEIaMR65cu6nz3',
        paymentId: 'pay_other',
        signature,
      }),
    ).toBe(false);
    expect(
      provider.isPaymentSignatureValid({
        orderId: 'order_IEIaMR65cu6nz3',
        paymentId: 'pay_IH4NVgf4Dreq1l',
        signature: 'zz',
      }),
    ).toBe(false);
  });

  it('checks webhook signatures over the raw body', () => {
    const body = Buffer.from('{"event":"payment.captured","payload":{}}');
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    expect(provider.isWebhookSignatureValid(body, signature)).toBe(true);
    expect(provider.isWebhookSignatureValid(Buffer.from(`${body.toString()} `), signature)).toBe(false);
    expect(provider.isWebhookSignatureValid(body, signature.toUpperCase())).toBe(true);
  });

  it('refunds, finds an earlier refund by our receipt, and reads a refund’s status', async () => {
    standIn.refundStatus = 'pending';
    const refund = await provider.refund({
      paymentId: 'pay_Refund000000001',
      amountPaise: 29900,
      receipt: 'refund-abc-123',
    });
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), status: 'pending' });
    expect(
      await provider.findRefund({ paymentId: 'pay_Refund000000001', receipt: 'refund-abc-123' }),
    ).toEqual(refund);
    expect(
      await provider.findRefund({ paymentId: 'pay_Refund000000001', receipt: 'another' }),
    ).toBeUndefined();
    const stored = standIn.refunds.find((candidate) => candidate.id === refund.id);
    if (stored) stored.status = 'processed';
    expect(await provider.fetchRefund(refund.id)).toEqual({ id: refund.id, status: 'processed' });
    standIn.refundStatus = 'processed';
  });

  it('reports a server error as retryable and a refused request as final', async () => {
    standIn.failNextRefunds = 1;
    const unavailable = await provider
      .refund({ paymentId: 'pay_Refund000000002', amountPaise: 100, receipt: 'refund-retry-1' })
      .catch((error: unknown) => error);
    expect(unavailable).toBeInstanceOf(PaymentProviderError);
    expect((unavailable as PaymentProviderError).retryable).toBe(true);
    const unknown = await provider.fetchRefund('rfnd_DoesNotExist00').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(PaymentProviderError);
    expect((unknown as PaymentProviderError).retryable).toBe(false);
  });

  it('reports a lost or unreadable answer as retryable, saying so', async () => {
    standIn.loseNextRefundAnswers = 1;
    const lost = await provider
      .refund({ paymentId: 'pay_Refund000000003', amountPaise: 100, receipt: 'refund-lost-1' })
      .catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(PaymentProviderError);
    expect(lost).toMatchObject({
      retryable: true,
      message: 'No answer from Razorpay (ECONNRESET: socket hang up); will ask again',
    });
    standIn.garbleNextRefunds = 1;
    const garbled = await provider
      .refund({ paymentId: 'pay_Refund000000004', amountPaise: 100, receipt: 'refund-garbled-1' })
      .catch((error: unknown) => error);
    expect(garbled).toBeInstanceOf(PaymentProviderError);
    expect(garbled).toMatchObject({
      retryable: true,
      message: "Razorpay's answer to the refund of pay_Refund000000004 could not be read; will ask again",
    });
  });

  it('reports an unreachable provider as retryable', async () => {
    const offline = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:9',
    });
    const error = await offline
      .createOrder({ amountPaise: 100, receipt: 'r', notes: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).retryable).toBe(true);
  });

  it('refuses wrong keys', async () => {
    const wrong = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: 'not-the-secret',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standIn.url,
    });
    const error = await wrong
      .createOrder({ amountPaise: 100, receipt: 'r', notes: {} })
      .catch((caught: unknown) => caught);
    expect((error as PaymentProviderError).retryable).toBe(false);
  });
});

// The tests above compute the HMAC with the same formula as the code; these hold our signatures against
// Razorpay's own SDK (its validators in razorpay/dist/utils/razorpay-utils) and against fixed vectors.
describe('signatures agree with the Razorpay SDK', () => {
  const ORDER_ID = 'order_IEIaMR65cu6nz3';
  const PAYMENT_ID = 'pay_IH4NVgf4Dreq1l';
  // Computed once and accepted by the SDK's validatePaymentVerification / validateWebhookSignature
  // (razorpay 2.9.8); the bytes of the body matter, the rupee sign and the dash included.
  const PAYMENT_VECTOR = '539907920c4f3a71a01f02fa5ebb4716541cb89b22f18ebcbb706cf56eba599a';
  const WEBHOOK_BODY =
    '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_IH4NVgf4Dreq1l","order_id":"order_IEIaMR65cu6nz3","amount":29900,"notes":{"purpose":"booking — ₹299"}}}}}';
  const WEBHOOK_VECTOR = '86c13df770b8dd36377f40a26346f164031acf49d11a4851b9cd626b684666e3';

  const sdkAcceptsPayment = (orderId: string, paymentId: string, signature: string, secret = KEY_SECRET) =>
    validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, secret);

  it('the known-answer vectors: the SDK accepts them, and so do we', () => {
    expect(sdkAcceptsPayment(ORDER_ID, PAYMENT_ID, PAYMENT_VECTOR)).toBe(true);
    expect(signPayment(KEY_SECRET, ORDER_ID, PAYMENT_ID)).toBe(PAYMENT_VECTOR);
    expect(
      provider.isPaymentSignatureValid({
        orderId: ORDER_ID,
        paymentId: PAYMENT_ID,
        signature: PAYMENT_VECTOR,
      }),
    ).toBe(true);

    expect(validateWebhookSignature(WEBHOOK_BODY, WEBHOOK_VECTOR, WEBHOOK_SECRET)).toBe(true);
    expect(signWebhook(WEBHOOK_SECRET, Buffer.from(WEBHOOK_BODY))).toBe(WEBHOOK_VECTOR);
    expect(provider.isWebhookSignatureValid(Buffer.from(WEBHOOK_BODY), WEBHOOK_VECTOR)).toBe(true);
  });

  it('every payment signature we make is one the SDK accepts, and we judge candidates as it does', () => {
    for (let round = 0; round < 20; round += 1) {
      const secret = randomBytes(12).toString('base64url');
      const orderId = `order_${randomBytes(7).toString('hex')}`;
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      const ours = signPayment(secret, orderId, paymentId);
      expect(sdkAcceptsPayment(orderId, paymentId, ours, secret)).toBe(true);
      const check = createRazorpayProvider({
        keyId: KEY_ID,
        keySecret: secret,
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: standIn.url,
      });
      const candidates = [
        ours,
        signPayment(secret, paymentId, orderId),
        signPayment(`${secret}x`, orderId, paymentId),
        signPayment(secret, orderId, `${paymentId}0`),
        `${ours.slice(0, -1)}${ours.endsWith('0') ? '1' : '0'}`,
        '',
      ];
      for (const signature of candidates) {
        expect(check.isPaymentSignatureValid({ orderId, paymentId, signature }), signature).toBe(
          sdkAcceptsPayment(orderId, paymentId, signature, secret),
        );
      }
    }
  });

  it('every webhook signature we make is one the SDK accepts, and we judge candidates as it does', () => {
    for (let round = 0; round < 20; round += 1) {
      const body = JSON.stringify({
        event: 'payment.captured',
        payload: { note: `₹${round} ${randomBytes(16).toString('base64')}` },
      });
      const ours = signWebhook(WEBHOOK_SECRET, Buffer.from(body));
      expect(validateWebhookSignature(body, ours, WEBHOOK_SECRET)).toBe(true);
      const candidates = [
        ours,
        signWebhook(WEBHOOK_SECRET, `${body} `),
        signWebhook(`${WEBHOOK_SECRET}x`, body),
        createHmac('sha1', WEBHOOK_SECRET).update(body).digest('hex'),
      ];
      for (const signature of candidates) {
        expect(provider.isWebhookSignatureValid(Buffer.from(body), signature), signature).toBe(
          validateWebhookSignature(body, signature, WEBHOOK_SECRET),
        );
      }
    }
  });
});
