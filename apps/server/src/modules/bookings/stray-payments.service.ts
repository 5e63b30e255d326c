import { formatRupees } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { composeMail } from '../mail/index.ts';
import { tell, type Recipient } from './booking-notices.ts';
import { findOrderById, findOrderPayer, type OrderRow } from './orders.repository.ts';
import { insertStrayRefund, type SettledRefund, type StrayReason } from './refunds.repository.ts';

/**
 * Stray payments: money captured on one of our orders that is not the payment the order asked for (a
 * second capture of an order already paid, or a capture in another amount or currency). It buys nothing:
 * it is recorded as a refund of that payment, which the refund job carries out like any other; the payer
 * and support are told.
 */
export interface StrayPayment {
  paymentId: string;
  reason: StrayReason;
  /** In the smallest unit of `currency`. */
  amount: number;
  currency: string;
}

type StrayContext = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand' | 'jobs'>;

/** An amount in the payment's own currency: rupees for INR, else the currency code and two decimals. */
export function formatPaymentAmount(amount: number, currency: string): string {
  return currency === 'INR' ? formatRupees(amount) : `${currency} ${(amount / 100).toFixed(2)}`;
}

/** Why the payment bought nothing, as the payer reads it. */
function explain(order: OrderRow, payment: StrayPayment): string {
  const paid = `${formatPaymentAmount(payment.amount, payment.currency)} (payment ${payment.paymentId})`;
  return payment.reason === 'second_capture'
    ? `Your order ${order.providerOrderId} was already paid, and a second payment of ${paid} was taken for it.`
    : `A payment of ${paid} for order ${order.providerOrderId} did not match the order's ${formatRupees(order.amountPaise)}, so nothing was bought with it.`;
}

async function findPayer(ctx: Pick<AppContext, 'brand'>, executor: Executor, orderId: string) {
  const payer = await findOrderPayer(executor, orderId);
  if (!payer) return undefined;
  const action =
    payer.role === 'student'
      ? { label: 'See your sessions', url: `${ctx.brand.publicUrl}/student-profile` }
      : { label: `Open ${ctx.brand.brandName}`, url: ctx.brand.publicUrl };
  return { ...payer, action } satisfies Recipient;
}

/**
 * Records a stray payment of `order` in `executor`, asks the refund job for it in the same transaction and
 * tells its payer and support. Returns the new refund's id, or undefined when this payment was recorded
 * before (a repeated webhook, or verify and the webhook both reporting it).
 */
export async function recordStrayPayment(
  ctx: Pick<StrayContext, 'clock' | 'outbox' | 'brand' | 'jobs'>,
  executor: Executor,
  order: OrderRow,
  payment: StrayPayment,
): Promise<string | undefined> {
  const refundId = await insertStrayRefund(executor, {
    orderId: order.id,
    ...payment,
    now: ctx.clock.now(),
  });
  if (!refundId) return undefined;
  await ctx.jobs.request('refund', refundId, undefined, executor);
  const amount = formatPaymentAmount(payment.amount, payment.currency);
  const why = explain(order, payment);
  const payer = await findPayer(ctx, executor, order.id);
  if (payer) {
    await tell(ctx, executor, payer, {
      notification: `${why} It is being refunded in full.`,
      subject: `Refund started: ${amount}`,
      heading: 'A payment is being refunded',
      paragraphs: [
        why,
        'It is being refunded in full to the original payment method; it usually arrives within 7–10 business days.',
      ],
    });
  }
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, {
      to: ctx.brand.supportEmail,
      subject: `[${ctx.brand.brandName}] Stray payment being refunded: ${amount}`,
      heading: 'A payment that buys nothing is being refunded',
      paragraphs: [
        `Reason: ${payment.reason.replaceAll('_', ' ')}. Order ${order.providerOrderId} (${formatRupees(order.amountPaise)}, ${order.purpose.replace('_', ' ')}), payment ${payment.paymentId}: ${amount}${payer ? ` from ${payer.name} (${payer.email})` : ''}.`,
        `It is refunded automatically (refund ${refundId}); you are written to again only if the provider refuses it.`,
      ],
    }),
  );
  return refundId;
}

/** A stray payment reported by the webhook, recorded (with its refund job) in a transaction of its own. */
export async function refundStrayPayment(
  ctx: StrayContext,
  order: OrderRow,
  payment: StrayPayment,
): Promise<boolean> {
  const refundId = await ctx.db.transaction((tx) => recordStrayPayment(ctx, tx, order, payment));
  return refundId !== undefined;
}

/** The provider settled a stray payment's refund: the payer hears it was processed, or that support will help. */
export async function announceStrayRefundSettled(
  ctx: Pick<AppContext, 'outbox' | 'brand'>,
  executor: Executor,
  refund: SettledRefund,
  outcome: { providerRefundId: string } | { failure: string },
): Promise<void> {
  const order = await findOrderById(executor, refund.orderId);
  const payer = await findPayer(ctx, executor, refund.orderId);
  if (!order || !payer) return;
  const amount = formatPaymentAmount(refund.amountPaise, refund.currency);
  if ('providerRefundId' in outcome) {
    await tell(ctx, executor, payer, {
      notification: `Your refund of ${amount} (payment ${refund.paymentId ?? ''}) was processed (reference ${outcome.providerRefundId}).`,
      subject: `Refund processed: ${amount}`,
      heading: 'Your refund was processed',
      paragraphs: [
        `Your refund of ${amount} for payment ${refund.paymentId ?? ''} was processed (reference ${outcome.providerRefundId}).`,
        'Banks usually show it within 7–10 business days.',
      ],
    });
    return;
  }
  await tell(ctx, executor, payer, {
    notification: `Your refund of ${amount} needs our team's help; we will contact you by e-mail.`,
    subject: `Your refund of ${amount} is being handled by our team`,
    heading: 'Our team is handling your refund',
    paragraphs: [
      `The payment provider could not refund ${amount} (payment ${refund.paymentId ?? ''}) automatically.`,
      `Our team will complete it and write to you. You can also reply to ${ctx.brand.supportEmail}.`,
    ],
  });
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, {
      to: ctx.brand.supportEmail,
      subject: `[${ctx.brand.brandName}] Refund needs attention: payment ${refund.paymentId ?? ''}`,
      heading: 'A refund failed at the payment provider',
      paragraphs: [
        `Stray payment ${refund.paymentId ?? ''} on order ${order.providerOrderId}: ${amount} to ${payer.email} (${payer.name}).`,
        `Provider said: ${outcome.failure}`,
      ],
    }),
  );
}
