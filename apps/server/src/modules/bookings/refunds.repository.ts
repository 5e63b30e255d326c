import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, refunds, type STRAY_PAYMENT_REASONS } from '../../db/schema/index.ts';

export type StrayReason = (typeof STRAY_PAYMENT_REASONS)[number];

export async function insertRefund(
  executor: Executor,
  refund: { bookingId: string; orderId: string; amountPaise: number; now: Date },
): Promise<string> {
  const [row] = await executor
    .insert(refunds)
    .values({
      bookingId: refund.bookingId,
      orderId: refund.orderId,
      amountPaise: refund.amountPaise,
      nextAttemptAt: refund.now,
      createdAt: refund.now,
      updatedAt: refund.now,
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error('refund not inserted');
  return row.id;
}

/**
 * Records the refund of a stray payment on one of our orders. A payment is recorded once however often
 * its capture is reported: returns the new refund's id, or undefined when the payment was known already.
 */
export async function insertStrayRefund(
  executor: Executor,
  refund: {
    orderId: string;
    paymentId: string;
    reason: StrayReason;
    amount: number;
    currency: string;
    now: Date;
  },
): Promise<string | undefined> {
  const [row] = await executor
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      paymentId: refund.paymentId,
      strayReason: refund.reason,
      amountPaise: refund.amount,
      currency: refund.currency,
      nextAttemptAt: refund.now,
      createdAt: refund.now,
      updatedAt: refund.now,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  return row?.id;
}

/**
 * Claims the pending refunds that are due (or the one named): each is hidden from other workers for
 * `leaseSeconds`, so two instances never call the provider for the same refund at once, and a worker
 * that dies mid-call leaves it to be tried again after the lease.
 */
export async function claimDueRefunds(
  executor: Executor,
  { now, leaseSeconds, limit, id }: { now: Date; leaseSeconds: number; limit: number; id?: string },
) {
  const due = executor
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        lte(refunds.nextAttemptAt, now),
        id ? eq(refunds.id, id) : undefined,
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await executor
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000),
      updatedAt: now,
    })
    .where(inArray(refunds.id, due))
    .returning({
      id: refunds.id,
      bookingId: refunds.bookingId,
      amountPaise: refunds.amountPaise,
      attempts: refunds.attempts,
      providerRefundId: refunds.providerRefundId,
      orderId: refunds.orderId,
      strayPaymentId: refunds.paymentId,
    });
  if (claimed.length === 0) return [];
  const payments = await executor
    .select({ id: orders.id, paymentId: orders.paymentId })
    .from(orders)
    .where(
      inArray(
        orders.id,
        claimed.map((refund) => refund.orderId),
      ),
    );
  const paymentOf = new Map(payments.map((order) => [order.id, order.paymentId]));
  // A stray payment is refunded itself; a booking's refund refunds its order's payment.
  return claimed.map(({ strayPaymentId, ...refund }) => ({
    ...refund,
    paymentId: strayPaymentId ?? paymentOf.get(refund.orderId) ?? null,
  }));
}

export type ClaimedRefund = Awaited<ReturnType<typeof claimDueRefunds>>[number];

/** The provider has the refund but has not finished it: look again at `nextAttemptAt`. */
export async function markRefundRequested(
  executor: Executor,
  {
    id,
    providerRefundId,
    nextAttemptAt,
    now,
  }: { id: string; providerRefundId: string; nextAttemptAt: Date; now: Date },
): Promise<void> {
  await executor
    .update(refunds)
    .set({ providerRefundId, nextAttemptAt, lastError: null, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/** What the notices of a settled refund need: its booking's, or its stray payment's. */
const settledColumns = {
  id: refunds.id,
  bookingId: refunds.bookingId,
  orderId: refunds.orderId,
  amountPaise: refunds.amountPaise,
  currency: refunds.currency,
  paymentId: refunds.paymentId,
  strayReason: refunds.strayReason,
};

export type SettledRefund = NonNullable<Awaited<ReturnType<typeof markRefundProcessed>>>;

/** The provider confirmed the refund; true for exactly one caller (the worker or the webhook). */
export async function markRefundProcessed(
  executor: Executor,
  { id, providerRefundId, now }: { id: string; providerRefundId: string; now: Date },
) {
  const [row] = await executor
    .update(refunds)
    .set({ status: 'processed', providerRefundId, processedAt: now, lastError: null, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning(settledColumns);
  return row;
}

/** The provider refused the refund for good: it needs a person (support is told). */
export async function markRefundFailed(
  executor: Executor,
  {
    id,
    providerRefundId,
    lastError,
    now,
  }: { id: string; providerRefundId: string | null; lastError: string; now: Date },
) {
  const [row] = await executor
    .update(refunds)
    .set({ status: 'failed', providerRefundId, lastError, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning(settledColumns);
  return row;
}

export async function scheduleRefundRetry(
  executor: Executor,
  { id, nextAttemptAt, lastError, now }: { id: string; nextAttemptAt: Date; lastError: string; now: Date },
): Promise<void> {
  await executor
    .update(refunds)
    .set({ nextAttemptAt, lastError: lastError.slice(0, 1000), updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

export async function findRefundByProviderId(executor: Executor, providerRefundId: string) {
  const [row] = await executor
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.providerRefundId, providerRefundId))
    .limit(1);
  return row;
}
