import { createHmac } from 'node:crypto';
import {
  isPaymentSignatureValid,
  isWebhookSignatureValid,
  makeProviderId,
  signPayment,
  type PaymentProvider,
  type ProviderRefund,
} from './payment-provider.ts';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** The sandbox plus what only it can do: take a payment in the local checkout page. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What the real widget hands to its success handler: a new payment id and its signature. */
  pay(orderId: string): { paymentId: string; signature: string };
  /** A payment id for a declined attempt (nothing is signed: the real widget signs only successes). */
  decline(): { paymentId: string };
}

/** The sandbox's key and webhook secrets, derived from the server's own secret (tests sign with them too). */
export function sandboxSecrets(serverSecret: string): { keySecret: string; webhookSecret: string } {
  const derive = (purpose: string) => createHmac('sha256', serverSecret).update(purpose).digest('hex');
  return {
    keySecret: derive('payments:sandbox:key-secret'),
    webhookSecret: derive('payments:sandbox:webhook'),
  };
}

/**
 * The default provider: no network, no account. Orders and refunds are minted locally and signed with
 * secrets derived from the server's own secret, exactly as Razorpay signs, so verification, the webhook
 * handler and refunds run the same code as with the real provider. Refunds are confirmed at once.
 */
export function createSandboxProvider(serverSecret: string): SandboxProvider {
  const { keySecret, webhookSecret } = sandboxSecrets(serverSecret);
  // Keyed by our receipt, so a repeated refund request returns the refund already made.
  const refunds = new Map<string, ProviderRefund & { paymentId: string }>();

  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    async createOrder({ amountPaise }) {
      return { id: makeProviderId('order'), amountPaise };
    },
    isPaymentSignatureValid: (input) => isPaymentSignatureValid(keySecret, input),
    isWebhookSignatureValid: (rawBody, signature) =>
      isWebhookSignatureValid(webhookSecret, rawBody, signature),
    async refund({ paymentId, receipt }) {
      const existing = refunds.get(receipt);
      if (existing) return { id: existing.id, status: existing.status };
      const refund = { id: makeProviderId('rfnd'), status: 'processed' as const, paymentId };
      refunds.set(receipt, refund);
      return { id: refund.id, status: refund.status };
    },
    async findRefund({ paymentId, receipt }) {
      const existing = refunds.get(receipt);
      return existing && existing.paymentId === paymentId
        ? { id: existing.id, status: existing.status }
        : undefined;
    },
    async fetchRefund(refundId) {
      return { id: refundId, status: 'processed' };
    },
    pay(orderId) {
      const paymentId = makeProviderId('pay');
      return { paymentId, signature: signPayment(keySecret, orderId, paymentId) };
    },
    decline() {
      return { paymentId: makeProviderId('pay') };
    },
  };
}
