import { formatRupees, ROUTES, type SiteLanguage } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { composeMail, TEAM_LANGUAGE, type Wording } from '../mail/index.ts';
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
export function formatPaymentAmount(amount: number, currency: string, language?: SiteLanguage): string {
  return currency === 'INR' ? formatRupees(amount, language) : `${currency} ${(amount / 100).toFixed(2)}`;
}

/** Why the payment bought nothing, as the payer reads it. */
function explain(w: Wording, order: OrderRow, payment: StrayPayment): string {
  const paid = w.t('bookings.stray.payment', {
    amount: formatPaymentAmount(payment.amount, payment.currency, w.language),
    paymentId: payment.paymentId,
  });
  return payment.reason === 'second_capture'
    ? w.t('bookings.stray.secondCapture', { orderId: order.providerOrderId, payment: paid })
    : w.t('bookings.stray.mismatch', {
        orderId: order.providerOrderId,
        payment: paid,
        orderAmount: w.rupees(order.amountPaise),
      });
}

async function findPayer(executor: Executor, orderId: string) {
  const payer = await findOrderPayer(executor, orderId);
  if (!payer) return undefined;
  const action =
    payer.role === 'student'
      ? ({ label: 'actions.seeSessions', path: ROUTES.studentProfile } as const)
      : ({ label: 'actions.openSite', path: '/' } as const);
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
  const payer = await findPayer(executor, order.id);
  if (payer) {
    await tell(ctx, executor, payer, (w) => {
      const why = explain(w, order, payment);
      return {
        notification: w.t('bookings.stray.notification', { why }),
        subject: w.t('bookings.stray.subject', {
          amount: formatPaymentAmount(payment.amount, payment.currency, w.language),
        }),
        heading: w.t('bookings.stray.heading'),
        paragraphs: [why, w.t('bookings.stray.refunding')],
      };
    });
  }
  const amount = formatPaymentAmount(payment.amount, payment.currency);
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, TEAM_LANGUAGE, {
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
  const payer = await findPayer(executor, refund.orderId);
  if (!order || !payer) return;
  const valuesIn = (w: Wording) => ({
    amount: formatPaymentAmount(refund.amountPaise, refund.currency, w.language),
    paymentId: refund.paymentId ?? '',
    supportEmail: ctx.brand.supportEmail,
  });
  if ('providerRefundId' in outcome) {
    await tell(ctx, executor, payer, (w) => {
      const values = { ...valuesIn(w), refundId: outcome.providerRefundId };
      return {
        notification: w.t('bookings.stray.settledNotification', values),
        subject: w.t('bookings.refunded.subject', values),
        heading: w.t('bookings.refunded.heading'),
        paragraphs: [w.t('bookings.stray.settled', values), w.t('bookings.banksShowRefund')],
      };
    });
    return;
  }
  await tell(ctx, executor, payer, (w) => {
    const values = valuesIn(w);
    return {
      notification: w.t('bookings.refundNeedsHelp.notification', values),
      subject: w.t('bookings.refundNeedsHelp.subject', values),
      heading: w.t('bookings.refundNeedsHelp.heading'),
      paragraphs: [w.t('bookings.stray.failed', values), w.t('bookings.refundNeedsHelp.next', values)],
    };
  });
  const amount = formatPaymentAmount(refund.amountPaise, refund.currency);
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, TEAM_LANGUAGE, {
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
