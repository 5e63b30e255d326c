import type { SandboxPayResult } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { SandboxProvider } from '../../adapters/payments/sandbox-provider.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { findOrderByProviderId, markOrderFailed } from './orders.repository.ts';

/**
 * The sandbox checkout stands in for Razorpay's widget: it shows an order and, on "Pay", answers with a
 * payment id and the signature Razorpay would give, which the browser then sends to verify-payment like
 * the real thing. Anyone holding an order id can pay it, as with the real widget; only verification,
 * which needs the order's owner, books anything.
 */
export async function findSandboxOrder(ctx: Pick<AppContext, 'db'>, providerOrderId: string) {
  const order = await findOrderByProviderId(ctx.db, providerOrderId);
  if (!order) throw notFound('This order does not exist.');
  return {
    id: order.providerOrderId,
    amount: order.amountPaise,
    currency: 'INR' as const,
    status: order.status,
  };
}

export async function payInSandbox(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  sandbox: SandboxProvider,
  providerOrderId: string,
  outcome: 'success' | 'failure',
): Promise<SandboxPayResult> {
  const order = await findOrderByProviderId(ctx.db, providerOrderId);
  if (!order) throw notFound('This order does not exist.');
  if (order.status === 'paid') throw conflict('This order has already been paid.', 'ALREADY_PAID');
  if (outcome === 'success') {
    const { paymentId, signature } = sandbox.pay(order.providerOrderId);
    return {
      outcome,
      razorpay_order_id: order.providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    };
  }
  const { paymentId } = sandbox.decline();
  await markOrderFailed(ctx.db, order.id, ctx.clock.now());
  return {
    outcome,
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment was declined by the bank (sandbox). No money was taken.',
      reason: 'payment_failed',
      metadata: { order_id: order.providerOrderId, payment_id: paymentId },
    },
  };
}
