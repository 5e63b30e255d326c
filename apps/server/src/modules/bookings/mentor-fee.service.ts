import { formatRupees, type CheckoutOrder, type VerifyPaymentRequest } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { fullName } from '../../lib/full-name.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { composeMail, greeting, TEAM_LANGUAGE, wordingFor } from '../mail/index.ts';
import {
  capturePayment,
  checkoutFor,
  findVerifiableOrder,
  openCheckout,
  secondCaptureRefunded,
} from './checkout.service.ts';
import {
  findFeeAmountPaise,
  findFeeApplicant,
  lockFeeCheckout,
  markFeePaid,
} from './mentor-fee.repository.ts';
import { findOpenFeeOrder, type OrderRow } from './orders.repository.ts';

/**
 * The mentor application fee (product rules §4): an admin-set amount, free until a configured date,
 * paid through the same provider as bookings and never refunded. The applicant is identified by the
 * sign-up token, so the fee can be paid before the first login.
 */
export async function createFeeOrder(
  ctx: Pick<AppContext, 'db' | 'clock' | 'payments' | 'brand'>,
  mentorId: string,
): Promise<CheckoutOrder> {
  const applicant = await findFeeApplicant(ctx.db, mentorId);
  if (!applicant) throw notFound('This application no longer exists. Please sign up again.');
  if (applicant.feeWaived || applicant.feePaidAt) {
    throw conflict('There is no application fee to pay: it is waived or already paid.', 'FEE_NOT_DUE');
  }
  if (applicant.applicationStatus !== 'pending') {
    throw conflict('Please submit your academic details first.', 'CONFLICT');
  }
  const amountPaise = await findFeeAmountPaise(ctx.db);
  if (amountPaise <= 0) throw conflict('There is no application fee to pay right now.', 'FEE_NOT_DUE');
  const display = {
    description: 'Mentor application fee',
    payer: { name: `${applicant.firstName} ${applicant.lastName}`, email: applicant.email },
  };
  // One fee, one order: a second tab or a retry after closing the checkout pays the order already open
  // (the provider takes one payment an order), instead of opening another that could be paid as well.
  // Two at the same moment take turns on the applicant's lock, so the second sees the first one's order.
  return ctx.db.transaction(async (tx) => {
    await lockFeeCheckout(tx, mentorId);
    const open = await findOpenFeeOrder(tx, mentorId, amountPaise);
    if (open) return checkoutFor(ctx, open, display);
    return openCheckout(
      ctx,
      { purpose: 'mentor_fee', studentId: null, mentorId, packageId: null, amountPaise },
      display,
      tx,
    );
  });
}

export async function verifyFeePayment(
  ctx: Pick<AppContext, 'db' | 'clock' | 'payments' | 'brand' | 'outbox' | 'jobs' | 'realtime'>,
  mentorId: string,
  request: Pick<VerifyPaymentRequest, 'orderId' | 'paymentId' | 'signature'>,
): Promise<void> {
  const order = await findVerifiableOrder(
    ctx,
    request,
    (candidate) => candidate.purpose === 'mentor_fee' && candidate.mentorId === mentorId,
  );
  const { secondCapture } = await capturePayment(ctx, order, request.paymentId);
  if (secondCapture) throw secondCaptureRefunded(order);
}

/** A captured fee payment: the application goes to review, and the applicant gets a receipt. */
export async function recordFeePaid(
  ctx: Pick<AppContext, 'outbox' | 'brand'>,
  executor: Executor,
  order: OrderRow,
  paidAt: Date,
): Promise<void> {
  if (!(await markFeePaid(executor, order.mentorId, paidAt))) {
    await reportSecondFee(ctx, executor, order);
    return;
  }
  const applicant = await findFeeApplicant(executor, order.mentorId);
  if (!applicant) return;
  const w = wordingFor(applicant.language);
  const amount = w.rupees(order.amountPaise);
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, w.language, {
      to: applicant.email,
      subject: w.t('mentorApplication.feeReceived.subject', { amount }),
      heading: w.t('mentorApplication.feeReceived.heading'),
      paragraphs: [
        greeting(w, fullName(applicant)),
        w.t('mentorApplication.feeReceived.received', {
          amount,
          paidAt: w.dateTime(paidAt),
          orderId: order.providerOrderId,
          paymentId: order.paymentId ?? '',
        }),
        w.t('mentorApplication.feeReceived.next'),
        w.t('mentorApplication.feeReceived.nonRefundable'),
      ],
    }),
  );
}

/**
 * A fee captured for an application whose fee was already paid (an order opened before the fee changed, paid
 * in a tab left open): the fee is never refunded by rule, but a second one is a mistake, so support is asked
 * to refund it in the provider's dashboard.
 */
async function reportSecondFee(
  ctx: Pick<AppContext, 'outbox' | 'brand'>,
  executor: Executor,
  order: OrderRow,
): Promise<void> {
  const applicant = await findFeeApplicant(executor, order.mentorId);
  await ctx.outbox.enqueue(
    executor,
    composeMail(ctx.brand, TEAM_LANGUAGE, {
      to: ctx.brand.supportEmail,
      subject: `[${ctx.brand.brandName}] Second application fee to refund: ${formatRupees(order.amountPaise)}`,
      heading: 'An application fee was paid twice',
      paragraphs: [
        `${applicant ? `${applicant.firstName} ${applicant.lastName} (${applicant.email})` : `Mentor ${order.mentorId}`} paid the application fee again after it was already paid.`,
        `Refund ${formatRupees(order.amountPaise)} in the payment provider's dashboard: order ${order.providerOrderId}, payment ${order.paymentId ?? ''}.`,
      ],
    }),
  );
}
