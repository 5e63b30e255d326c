import { randomUUID } from 'node:crypto';
import {
  acceptDeadline,
  acceptReminderTime,
  formatIstDateTime,
  formatRupees,
  type BookingResult,
  type BookPackageRequest,
  type CheckoutOrder,
  type VerifyPaymentRequest,
} from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { PaymentProviderError } from '../../adapters/payments/payment-provider.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/display-ids.ts';
import { announceNewRequest, type PaymentReceipt } from './booking-notices.ts';
import { pushBookingChange } from './booking-events.ts';
import { recordFeePaid } from './mentor-fee.service.ts';
import { cancelPendingWithin } from './session-lifecycle.service.ts';
import { recordStrayPayment } from './stray-payments.service.ts';
import {
  findBookingByOrder,
  findBookingParties,
  findFreeSessionUse,
  insertBooking,
  type BookingRow,
} from './bookings.repository.ts';
import { findActivePackage, findBookableMentor, findStudentContact } from './offers.repository.ts';
import {
  findOrderByProviderId,
  insertOrder,
  markOrderPaid,
  type NewOrder,
  type OrderRow,
} from './orders.repository.ts';

/** What a booking of `packageId` with `mentorId` costs, checked against the catalog and the mentor. */
async function findOffer(
  executor: Executor,
  { mentorId, packageId }: Pick<BookPackageRequest, 'mentorId' | 'packageId'>,
  now: Date,
) {
  const mentor = await findBookableMentor(executor, mentorId);
  if (!mentor) throw notFound('This mentor does not exist.');
  const unavailable = whyUnavailable(mentor, now);
  if (unavailable) throw unavailable;
  const item = await findActivePackage(executor, packageId);
  // A catalog package belongs to one category: booking another category's package at its price is refused.
  if (!item || item.category !== mentor.category) {
    throw conflict('This package is not offered by this mentor.', 'PACKAGE_NOT_OFFERED');
  }
  return { mentor, item };
}

/** Why the mentor takes no bookings at `now` (not approved and active, or away), or null when they do. */
function whyUnavailable(mentor: { bookable: boolean; awayUntil: Date | null }, now: Date): AppError | null {
  if (!mentor.bookable)
    return conflict('This mentor is not taking bookings right now.', 'MENTOR_UNAVAILABLE');
  if (mentor.awayUntil && mentor.awayUntil > now) {
    return conflict(
      `This mentor is away and takes new bookings again from ${formatIstDateTime(mentor.awayUntil)}.`,
      'MENTOR_UNAVAILABLE',
    );
  }
  return null;
}

/** The provider could not be reached or refused: nothing was charged, the student can simply retry. */
function providerUnavailable(error: unknown): AppError {
  if (!(error instanceof PaymentProviderError)) throw error;
  return new AppError(
    503,
    'The payment service is not answering right now. Nothing was charged; please try again in a minute.',
    {
      code: 'SERVICE_UNAVAILABLE',
    },
  );
}

type CheckoutContext = Pick<AppContext, 'db' | 'clock' | 'payments' | 'brand'>;

/**
 * Opens a checkout with the provider for the shared `order` row and returns what the widget needs; the row
 * is written with `executor` (a transaction of the caller's, or the database).
 */
export async function openCheckout(
  ctx: CheckoutContext,
  order: Omit<NewOrder, 'provider' | 'providerOrderId'>,
  display: { description: string; payer: { name: string; email: string } },
  executor: Executor = ctx.db,
): Promise<CheckoutOrder> {
  const receipt = randomUUID();
  const providerOrder = await ctx.payments
    .createOrder({
      amountPaise: order.amountPaise,
      receipt,
      notes: {
        purpose: order.purpose,
        mentorId: order.mentorId,
        ...(order.studentId ? { studentId: order.studentId } : {}),
      },
    })
    .catch((error: unknown) => {
      throw providerUnavailable(error);
    });
  await insertOrder(
    executor,
    { ...order, id: receipt, provider: ctx.payments.name, providerOrderId: providerOrder.id },
    ctx.clock.now(),
  );
  return checkoutFor(ctx, { providerOrderId: providerOrder.id, amountPaise: order.amountPaise }, display);
}

/** What the checkout widget needs to pay an order opened with the provider. */
export function checkoutFor(
  ctx: Pick<AppContext, 'payments' | 'brand'>,
  order: { providerOrderId: string; amountPaise: number },
  display: { description: string; payer: { name: string; email: string } },
): CheckoutOrder {
  return {
    id: order.providerOrderId,
    amount: order.amountPaise,
    currency: 'INR',
    provider: ctx.payments.name,
    keyId: ctx.payments.keyId,
    name: ctx.brand.brandName,
    description: display.description,
    prefill: display.payer,
  };
}

/** create-order: the amount always comes from the catalog, never from the request. */
export async function createBookingOrder(
  ctx: CheckoutContext,
  studentId: string,
  request: BookPackageRequest,
): Promise<CheckoutOrder> {
  const { mentor, item } = await findOffer(ctx.db, request, ctx.clock.now());
  if (item.pricePaise === 0) {
    throw conflict('This package is free: book it without paying.', 'CONFLICT');
  }
  const student = await findStudentContact(ctx.db, studentId);
  if (!student) throw notFound('This account no longer exists.');
  return openCheckout(
    ctx,
    {
      purpose: 'booking',
      studentId,
      mentorId: mentor.id,
      packageId: item.id,
      amountPaise: item.pricePaise,
    },
    {
      description: `${item.name} with ${mentor.firstName} ${mentor.lastName}`,
      payer: { name: `${student.firstName} ${student.lastName}`, email: student.email },
    },
  );
}

type BookingContext = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand' | 'jobs' | 'realtime'>;

/** Asks, in the booking's transaction, for its reminder and deadline to run on time. */
async function scheduleDeadline(
  ctx: Pick<AppContext, 'jobs'>,
  executor: Executor,
  booking: BookingRow,
): Promise<void> {
  await ctx.jobs.request('booking-reminder', booking.id, acceptReminderTime(booking.purchasedAt), executor);
  await ctx.jobs.request('booking-deadline', booking.id, acceptDeadline(booking.purchasedAt), executor);
}

async function createRequest(
  ctx: BookingContext,
  executor: Executor,
  booking: Parameters<typeof insertBooking>[1],
  receipt: PaymentReceipt | undefined,
): Promise<BookingRow> {
  const row = await insertBooking(executor, booking);
  const parties = await findBookingParties(executor, row.id);
  if (!parties) throw new Error('booking parties not found');
  await announceNewRequest(ctx, executor, row, parties, receipt);
  await scheduleDeadline(ctx, executor, row);
  return row;
}

/**
 * Why the free session is not available again. A free request the student cancelled counts as the free
 * session (product rules §6), so the student learns that cancelling used it up.
 */
async function freeSessionUsed(ctx: BookingContext, studentId: string, mentorId: string): Promise<AppError> {
  const use = await findFreeSessionUse(ctx.db, studentId, mentorId);
  if (use?.cancelReason === 'student') {
    return conflict(
      'You cancelled your free session with this mentor, and the free session can be booked only once per mentor. Choose a paid package to book them again.',
      'FREE_SESSION_USED',
    );
  }
  return conflict('You have already booked the free session with this mentor.', 'FREE_SESSION_USED');
}

/** is-free-session-used: whether free-session would refuse this student with this mentor. */
export async function isFreeSessionUsed(
  ctx: Pick<BookingContext, 'db'>,
  studentId: string,
  mentorId: string,
): Promise<boolean> {
  return (await findFreeSessionUse(ctx.db, studentId, mentorId)) !== undefined;
}

/**
 * free-session: a free package is booked at once, at most once per student and mentor; a free request
 * the student cancelled still counts, one the mentor never answered (24-hour rule, admin) does not.
 */
export async function bookFreeSession(
  ctx: BookingContext,
  studentId: string,
  request: BookPackageRequest,
): Promise<BookingResult> {
  const { mentor, item } = await findOffer(ctx.db, request, ctx.clock.now());
  if (item.pricePaise !== 0) throw conflict('This package is not free: pay for it to book it.', 'CONFLICT');
  let booking: BookingRow;
  try {
    booking = await ctx.db.transaction((tx) =>
      createRequest(
        ctx,
        tx,
        {
          studentId,
          mentorId: mentor.id,
          packageId: item.id,
          orderId: null,
          pricePaise: 0,
          mentorEarningPaise: item.mentorEarningPaise,
          isFree: true,
          purchasedAt: ctx.clock.now(),
        },
        undefined,
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'bookings_one_free_per_pair'))
      throw await freeSessionUsed(ctx, studentId, mentor.id);
    throw error;
  }
  pushBookingChange(ctx, booking);
  return { success: true, bookingId: booking.id };
}

export interface Capture {
  /** The order's booking (none for a fee order). */
  booking: BookingRow | undefined;
  /** The payment was a second one for an order already paid: it bought nothing and is being refunded. */
  secondCapture: boolean;
}

/**
 * Records a captured payment (from verify-payment or the provider's webhook) and what it buys. However
 * often and in whatever order these arrive, an order is paid once and a booking order makes one booking;
 * a repeat with the same payment answers the booking already made. A fee order marks the fee paid. A
 * different payment for an order already paid (the payer paid twice) is recorded and refunded.
 */
export async function capturePayment(
  ctx: BookingContext,
  order: OrderRow,
  paymentId: string,
): Promise<Capture> {
  let created: BookingRow | undefined;
  let booking: BookingRow | undefined;
  let refused: BookingRow | undefined;
  let secondCapture = false;
  try {
    booking = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const paid = await markOrderPaid(tx, { id: order.id, paymentId, paidAt: now });
      if (!paid) {
        const current = await findOrderByProviderId(tx, order.providerOrderId);
        if (current?.paymentId !== paymentId) {
          // Captured for this order (its signature is the provider's), so of the order's amount in INR.
          secondCapture = true;
          await recordStrayPayment(ctx, tx, order, {
            paymentId,
            reason: 'second_capture',
            amount: order.amountPaise,
            currency: 'INR',
          });
        }
        return findBookingByOrder(tx, order.id);
      }
      if (paid.purpose === 'mentor_fee') {
        await recordFeePaid(ctx, tx, paid, now);
        return undefined;
      }
      if (!paid.studentId || !paid.packageId)
        throw new Error(`booking order ${paid.id} lacks its student or package`);
      const item = await findActivePackage(tx, paid.packageId);
      const request = {
        studentId: paid.studentId,
        mentorId: paid.mentorId,
        packageId: paid.packageId,
        orderId: paid.id,
        pricePaise: paid.amountPaise,
        // The earning promised for this package when it was paid for; a withdrawn package earns nothing new.
        mentorEarningPaise: item?.mentorEarningPaise ?? 0,
        isFree: false,
        purchasedAt: now,
      };
      if (!(await isMentorBookable(tx, paid.mentorId, now))) {
        // Deactivated, or away, between the order and its payment: the payment is kept on record with a
        // request cancelled at once and refunded in full, instead of a request nobody will answer.
        refused = await insertBooking(tx, request);
        await cancelPendingWithin(ctx, tx, { bookingId: refused.id, reason: 'unavailable' });
        return findBookingByOrder(tx, paid.id);
      }
      created = await createRequest(ctx, tx, request, {
        amountPaise: paid.amountPaise,
        providerOrderId: paid.providerOrderId,
        paymentId,
        paidAt: now,
      });
      return created;
    });
  } catch (error) {
    // The same payment id offered for a second order: only a forged capture could do that.
    if (isUniqueViolation(error, 'orders_payment_id_unique')) {
      throw conflict('This payment has already been used for another order.', 'ALREADY_PAID');
    }
    throw error;
  }
  // A booking made (or made and refused at once) by this payment; a repeat of the payment changed nothing.
  const made = created ?? refused;
  if (made) pushBookingChange(ctx, made);
  return { booking, secondCapture };
}

/** What verify-payment answers for a second payment of an order already paid. */
export function secondCaptureRefunded(order: Pick<OrderRow, 'amountPaise'>): AppError {
  return conflict(
    `This order was already paid, so this second payment of ${formatRupees(order.amountPaise)} bought nothing. It is being refunded in full to the original payment method.`,
    'ALREADY_PAID',
  );
}

/** Whether the mentor takes bookings at `now`, by the same rule as a new order. */
async function isMentorBookable(executor: Executor, mentorId: string, now: Date): Promise<boolean> {
  const mentor = await findBookableMentor(executor, mentorId);
  return mentor !== undefined && whyUnavailable(mentor, now) === null;
}

/** The checkout's answer for an order: it must be the caller's and its signature must be the provider's. */
export async function findVerifiableOrder(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  request: Pick<VerifyPaymentRequest, 'orderId' | 'paymentId' | 'signature'>,
  isCallers: (order: OrderRow) => boolean,
): Promise<OrderRow> {
  const order = await findOrderByProviderId(ctx.db, request.orderId);
  if (!order) throw notFound('This order does not exist.');
  if (!isCallers(order)) throw forbidden('This order belongs to another account.', 'NOT_YOURS');
  if (!ctx.payments.isPaymentSignatureValid(request)) {
    throw badRequest(
      'This payment could not be verified. If money was taken from your account, write to support with the payment id.',
      undefined,
      'PAYMENT_SIGNATURE_INVALID',
    );
  }
  return order;
}

/** verify-payment for a booking order: the signed answer of the checkout makes (or finds) the booking. */
export async function verifyBookingPayment(
  ctx: BookingContext & Pick<AppContext, 'payments'>,
  studentId: string,
  request: VerifyPaymentRequest,
): Promise<BookingResult> {
  const order = await findVerifiableOrder(
    ctx,
    request,
    (candidate) => candidate.purpose === 'booking' && candidate.studentId === studentId,
  );
  const { booking, secondCapture } = await capturePayment(ctx, order, request.paymentId);
  if (secondCapture) throw secondCaptureRefunded(order);
  if (!booking) throw new Error(`paid booking order ${order.id} has no booking`);
  if (booking.cancelReason === 'unavailable') {
    throw conflict(
      `This mentor stopped taking bookings before your payment was confirmed, so nothing was booked. Your payment of ${formatRupees(booking.pricePaise)} is being refunded in full to the original payment method.`,
      'MENTOR_UNAVAILABLE',
    );
  }
  return { success: true, bookingId: booking.id };
}
