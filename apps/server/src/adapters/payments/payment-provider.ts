import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@neetmentor/contract';

export interface ProviderOrder {
  /** The provider's order id (`order_…`). */
  id: string;
  amountPaise: number;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  /** The provider's refund id (`rfnd_…`). */
  id: string;
  status: ProviderRefundStatus;
}

/**
 * A payment provider as the rest of the server sees it: Razorpay, or the local sandbox that signs exactly
 * like it, so every code path after checkout is the same (product rules §6).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Public key the checkout widget is opened with. */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** Checks the checkout's signature: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
  isPaymentSignatureValid(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Checks a webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body under the webhook secret. */
  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean;
  /**
   * Refunds a payment in full. `receipt` is our own refund id: the provider keeps it on the refund, so
   * `findRefund` can tell whether an attempt whose answer was lost went through.
   */
  refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<ProviderRefund>;
  findRefund(input: { paymentId: string; receipt: string }): Promise<ProviderRefund | undefined>;
  fetchRefund(refundId: string): Promise<ProviderRefund>;
}

/** A provider call that failed; `retryable` is false only when repeating it cannot help. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Razorpay's checkout signature. */
export function signPayment(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function isPaymentSignatureValid(
  keySecret: string,
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string },
): boolean {
  return sameHex(signPayment(keySecret, orderId, paymentId), signature);
}

/** Razorpay's webhook signature, over the body exactly as it was sent. */
export function signWebhook(webhookSecret: string, rawBody: Buffer | string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isWebhookSignatureValid(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return /^[0-9a-f]{64}$/i.test(signature) && sameHex(signWebhook(webhookSecret, rawBody), signature);
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: a prefix and 14 letters or digits (`order_…`, `pay_…`, `rfnd_…`). */
export function makeProviderId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${id}`;
}
