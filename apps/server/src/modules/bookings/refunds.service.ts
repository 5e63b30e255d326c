import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { PaymentProviderError, type ProviderRefund } from '../../adapters/payments/payment-provider.ts';
import { announceRefunded, announceRefundNeedsHelp } from './booking-notices.ts';
import { pushBookingChange } from './booking-events.ts';
import { findBooking, findBookingParties } from './bookings.repository.ts';
import {
  claimDueRefunds,
  insertRefund,
  markRefundFailed,
  markRefundProcessed,
  markRefundRequested,
  scheduleRefundRetry,
  type ClaimedRefund,
} from './refunds.repository.ts';
import { announceStrayRefundSettled } from './stray-payments.service.ts';

/** A refund being worked on is hidden from other workers this long. */
const LEASE_SECONDS = 120;
const BATCH_SIZE = 20;
/** How soon to ask the provider again about a refund it has accepted but not finished. */
const CONFIRMATION_POLL_MS = 30 * 60 * 1000;

/** After a failed call: 1 minute, then doubling, at most an hour. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60 * 1000;
}

/**
 * Records the full refund of a cancelled booking's payment, in the cancelling transaction, and asks for the
 * refund job in that transaction too: it carries the refund out. Free bookings (no order) have nothing to
 * refund. Returns the refund's id.
 */
export async function startRefund(
  ctx: Pick<AppContext, 'jobs'>,
  executor: Executor,
  booking: { id: string; orderId: string | null; pricePaise: number; isFree: boolean },
  now: Date,
): Promise<string | undefined> {
  if (booking.isFree || !booking.orderId || booking.pricePaise <= 0) return undefined;
  const refundId = await insertRefund(executor, {
    bookingId: booking.id,
    orderId: booking.orderId,
    amountPaise: booking.pricePaise,
    now,
  });
  await ctx.jobs.request('refund', refundId, undefined, executor);
  return refundId;
}

type RefundContext = Pick<AppContext, 'db' | 'clock' | 'payments' | 'outbox' | 'brand' | 'realtime'>;

/**
 * Works through the refunds that are due (or only `onlyId`): asks the provider to refund, or how a refund
 * it accepted is going, and records the answer. Failures are retried with growing delays until the
 * provider confirms; a refund the provider refuses for good is handed to support. Returns how many
 * refunds were handled.
 */
export async function processDueRefunds(ctx: RefundContext, onlyId?: string): Promise<number> {
  const claimed = await claimDueRefunds(ctx.db, {
    now: ctx.clock.now(),
    leaseSeconds: LEASE_SECONDS,
    limit: BATCH_SIZE,
    ...(onlyId ? { id: onlyId } : {}),
  });
  for (const refund of claimed) await advanceRefund(ctx, refund);
  return claimed.length;
}

async function askProvider(
  ctx: RefundContext,
  refund: ClaimedRefund,
  paymentId: string,
): Promise<ProviderRefund> {
  if (refund.providerRefundId) return ctx.payments.fetchRefund(refund.providerRefundId);
  // A previous attempt may have reached the provider and lost its answer: adopt that refund if it exists.
  const earlier =
    refund.attempts > 1 ? await ctx.payments.findRefund({ paymentId, receipt: refund.id }) : undefined;
  return earlier ?? ctx.payments.refund({ paymentId, amountPaise: refund.amountPaise, receipt: refund.id });
}

async function advanceRefund(ctx: RefundContext, refund: ClaimedRefund): Promise<void> {
  const now = ctx.clock.now();
  if (!refund.paymentId) {
    await giveUp(ctx, refund, null, 'The order has no captured payment to refund.');
    return;
  }
  let answer: ProviderRefund;
  try {
    answer = await askProvider(ctx, refund, refund.paymentId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PaymentProviderError && !error.retryable) {
      await giveUp(ctx, refund, refund.providerRefundId, message);
      return;
    }
    await scheduleRefundRetry(ctx.db, {
      id: refund.id,
      nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(refund.attempts)),
      lastError: message,
      now,
    });
    return;
  }
  if (answer.status === 'processed') {
    await confirmRefund(ctx, { id: refund.id, providerRefundId: answer.id });
  } else if (answer.status === 'failed') {
    await giveUp(ctx, refund, answer.id, `The provider reports refund ${answer.id} as failed.`);
  } else {
    await markRefundRequested(ctx.db, {
      id: refund.id,
      providerRefundId: answer.id,
      nextAttemptAt: new Date(now.getTime() + CONFIRMATION_POLL_MS),
      now,
    });
  }
}

/** The provider confirmed (the refund job or its webhook): mark it processed and tell the student once. */
export async function confirmRefund(
  ctx: RefundContext,
  { id, providerRefundId }: { id: string; providerRefundId: string },
): Promise<void> {
  const refunded = await ctx.db.transaction(async (tx) => {
    const processed = await markRefundProcessed(tx, { id, providerRefundId, now: ctx.clock.now() });
    if (!processed) return undefined;
    if (!processed.bookingId) {
      await announceStrayRefundSettled(ctx, tx, processed, { providerRefundId });
      return undefined;
    }
    const booking = await findBooking(tx, processed.bookingId);
    const parties = await findBookingParties(tx, processed.bookingId);
    if (!booking || !parties) return undefined;
    await announceRefunded(
      ctx,
      tx,
      { ...booking, amountPaise: processed.amountPaise, providerRefundId },
      parties,
    );
    return booking;
  });
  if (refunded) pushBookingChange(ctx, refunded);
}

async function giveUp(
  ctx: RefundContext,
  refund: Pick<ClaimedRefund, 'id'>,
  providerRefundId: string | null,
  reason: string,
): Promise<void> {
  const stuck = await ctx.db.transaction(async (tx) => {
    const failed = await markRefundFailed(tx, {
      id: refund.id,
      providerRefundId,
      lastError: reason.slice(0, 1000),
      now: ctx.clock.now(),
    });
    if (!failed) return undefined;
    if (!failed.bookingId) {
      await announceStrayRefundSettled(ctx, tx, failed, { failure: reason });
      return undefined;
    }
    const booking = await findBooking(tx, failed.bookingId);
    const parties = await findBookingParties(tx, failed.bookingId);
    if (!booking || !parties) return undefined;
    await announceRefundNeedsHelp(ctx, tx, { ...booking, amountPaise: failed.amountPaise, reason }, parties);
    return booking;
  });
  if (stuck) pushBookingChange(ctx, stuck);
}
