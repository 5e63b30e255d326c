import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { capturePayment } from './checkout.service.ts';
import { findOrderByProviderId, markOrderFailed } from './orders.repository.ts';
import { findRefundByProviderId, scheduleRefundRetry } from './refunds.repository.ts';
import { confirmRefund } from './refunds.service.ts';
import { refundStrayPayment } from './stray-payments.service.ts';

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int().positive(),
  currency: z.string(),
  status: z.string(),
});
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  receipt: z.string().nullish(),
  status: z.string(),
});
/** The parts of Razorpay's webhook events that we act on; everything else is ignored. */
const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type WebhookContext = Pick<
  AppContext,
  'db' | 'clock' | 'payments' | 'outbox' | 'brand' | 'jobs' | 'storage' | 'realtime'
>;

/** Every order we open is in rupees. */
const ORDER_CURRENCY = 'INR';

/**
 * The provider's webhook: its signature is checked on the body exactly as sent. A captured payment makes
 * its booking (or pays the fee) exactly like verify-payment, so a student who closed the page after paying
 * still gets the booking; refund events confirm refunds. A capture on one of our orders in another
 * currency or amount buys nothing and is refunded, as is a second capture of an order already paid. Every
 * signed event is answered 200 once handled, so the provider does not retry it for days. Returns what was
 * done, for the log; `stray` marks a payment that bought nothing, worth a warning.
 */
export async function handleWebhook(
  ctx: WebhookContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ outcome: string; stray?: true }> {
  const outcome = await actOnEvent(ctx, rawBody, signature);
  return typeof outcome === 'string' ? { outcome } : outcome;
}

async function actOnEvent(
  ctx: WebhookContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<string | { outcome: string; stray: true }> {
  if (!signature || !ctx.payments.isWebhookSignatureValid(rawBody, signature)) {
    throw badRequest('The webhook signature does not match.', undefined, 'PAYMENT_SIGNATURE_INVALID');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  const parsed = webhookEvent.safeParse(json);
  if (!parsed.success) return 'ignored: not an event we read';
  const { event, payload } = parsed.data;

  const payment = payload.payment?.entity;
  if ((event === 'payment.captured' || event === 'order.paid') && payment?.order_id) {
    const order = await findOrderByProviderId(ctx.db, payment.order_id);
    if (!order) return 'ignored: unknown order';
    // Not the payment we asked for, but money taken on our order: it is given back.
    const reason =
      payment.currency !== ORDER_CURRENCY
        ? 'currency_differs'
        : payment.amount !== order.amountPaise
          ? 'amount_differs'
          : undefined;
    if (reason) {
      const recorded = await refundStrayPayment(ctx, order, {
        paymentId: payment.id,
        reason,
        amount: payment.amount,
        currency: payment.currency,
      });
      const state = recorded ? 'recorded, refunding' : 'already recorded';
      return { outcome: `stray payment ${payment.id} (${reason}): ${state}`, stray: true };
    }
    const { secondCapture } = await capturePayment(ctx, order, payment.id);
    if (secondCapture) return { outcome: `second capture ${payment.id}: refunding`, stray: true };
    return `captured ${payment.id}`;
  }
  if (event === 'payment.failed' && payment?.order_id) {
    const order = await findOrderByProviderId(ctx.db, payment.order_id);
    if (order) await markOrderFailed(ctx.db, order.id, ctx.clock.now());
    return 'recorded a failed attempt';
  }

  const refund = payload.refund?.entity;
  if (!refund || (event !== 'refund.processed' && event !== 'refund.failed')) return `ignored: ${event}`;
  // The receipt is our refund's id; an older refund may only be known by the provider's id.
  const ours =
    refund.receipt && UUID.test(refund.receipt)
      ? { id: refund.receipt }
      : await findRefundByProviderId(ctx.db, refund.id);
  if (!ours) return 'ignored: unknown refund';
  if (event === 'refund.processed') {
    await confirmRefund(ctx, { id: ours.id, providerRefundId: refund.id });
    return `refund ${refund.id} processed`;
  }
  // The refund job asks the provider again right away and decides what the failure means.
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await scheduleRefundRetry(tx, {
      id: ours.id,
      nextAttemptAt: now,
      lastError: `Webhook: refund ${refund.id} failed`,
      now,
    });
    await ctx.jobs.request('refund', ours.id, undefined, tx);
  });
  return `refund ${refund.id} failed; asking again`;
}
