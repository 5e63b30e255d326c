import {
  BOOKING_STATUSES,
  CALL_URL_MAX_LENGTH,
  CANCEL_REASONS,
  DECLINE_REASON_MAX_LENGTH,
  PAYMENT_PROVIDERS,
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_HIDE_REASON_MIN_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
} from '@neetmentor/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { createdAt, isOneOf, primaryId, timestamptz, updatedAt } from './columns.ts';
import { packages } from './catalog.ts';
import { mentors } from './mentors.ts';
import { students } from './students.ts';

export const ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
/** A student buying a package, or an applicant paying the mentor verification fee. */
export const ORDER_PURPOSES = ['booking', 'mentor_fee'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
/**
 * Why a captured payment was not the one we asked for: a second capture of an order already paid, or a
 * capture in another amount or currency than its order's. Such a payment buys nothing and is refunded.
 */
export const STRAY_PAYMENT_REASONS = ['second_capture', 'amount_differs', 'currency_differs'] as const;
// Re-exported so the demo data keeps naming them from the schema.
export { CANCEL_REASONS };

/**
 * Provider orders and their captured payments. The unique payment id is what makes verify and the
 * webhook idempotent: a payment can mark exactly one order paid.
 */
export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    purpose: text({ enum: ORDER_PURPOSES }).notNull().default('booking'),
    studentId: uuid().references(() => students.id, { onDelete: 'restrict' }),
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: 'restrict' }),
    packageId: uuid().references(() => packages.id, { onDelete: 'restrict' }),
    amountPaise: integer().notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text().notNull().unique('orders_provider_order_id_unique'),
    status: text({ enum: ORDER_STATUSES }).notNull().default('created'),
    paymentId: text().unique('orders_payment_id_unique'),
    paidAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_purpose_check', isOneOf(t.purpose, ORDER_PURPOSES)),
    check('orders_provider_check', isOneOf(t.provider, PAYMENT_PROVIDERS)),
    check('orders_status_check', isOneOf(t.status, ORDER_STATUSES)),
    check('orders_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'orders_booking_fields_check',
      sql`${t.purpose} <> 'booking' OR (${t.studentId} IS NOT NULL AND ${t.packageId} IS NOT NULL)`,
    ),
    check(
      'orders_paid_check',
      sql`${t.status} <> 'paid' OR (${t.paymentId} IS NOT NULL AND ${t.paidAt} IS NOT NULL)`,
    ),
    index('orders_student_idx').on(t.studentId),
    index('orders_mentor_idx').on(t.mentorId),
    index('orders_status_paid_idx').on(t.status, t.paidAt),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: primaryId(),
    studentId: uuid()
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: 'restrict' }),
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    orderId: uuid()
      .unique('bookings_order_id_unique')
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text({ enum: BOOKING_STATUSES }).notNull().default('pending'),
    pricePaise: integer().notNull(),
    /** What completing it credits to the mentor, fixed when it is bought (the catalog may change later). */
    mentorEarningPaise: integer().notNull().default(0),
    isFree: boolean().notNull(),
    purchasedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamptz(),
    completedAt: timestamptz(),
    cancelledAt: timestamptz(),
    cancelReason: text({ enum: CANCEL_REASONS }),
    /** The reason a declining mentor gave (cancel reason "declined"), if any. */
    declineReason: text(),
    proofImageKey: text(),
    reminderSentAt: timestamptz(),
    /** The session time both sides agreed on in the chat, and when its reminder went out. */
    scheduledAt: timestamptz(),
    scheduleReminderSentAt: timestamptz(),
    /** The video-call address the mentor set, and when each side first opened the session's join address. */
    callUrl: text(),
    studentJoinedAt: timestamptz(),
    mentorJoinedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_status_check', isOneOf(t.status, BOOKING_STATUSES)),
    check('bookings_cancel_reason_check', isOneOf(t.cancelReason, CANCEL_REASONS)),
    check(
      'bookings_decline_reason_check',
      sql`${t.declineReason} IS NULL OR (${t.cancelReason} = 'declined' AND char_length(${t.declineReason}) <= ${sql.raw(String(DECLINE_REASON_MAX_LENGTH))})`,
    ),
    check('bookings_price_check', sql`${t.pricePaise} >= 0 AND (NOT ${t.isFree} OR ${t.pricePaise} = 0)`),
    check('bookings_mentor_earning_check', sql`${t.mentorEarningPaise} >= 0`),
    check(
      'bookings_approved_check',
      sql`${t.status} NOT IN ('active', 'complete') OR ${t.approvedAt} IS NOT NULL`,
    ),
    check(
      'bookings_call_url_check',
      sql`${t.callUrl} IS NULL OR (${t.callUrl} LIKE 'https://%' AND char_length(${t.callUrl}) <= ${sql.raw(String(CALL_URL_MAX_LENGTH))})`,
    ),
    // A join is recorded only through the call address, so a join time without one is a fault.
    check(
      'bookings_joined_check',
      sql`${t.callUrl} IS NOT NULL OR (${t.studentJoinedAt} IS NULL AND ${t.mentorJoinedAt} IS NULL)`,
    ),
    check('bookings_completed_check', sql`${t.status} <> 'complete' OR ${t.completedAt} IS NOT NULL`),
    check('bookings_cancelled_check', sql`${t.status} <> 'cancelled' OR ${t.cancelledAt} IS NOT NULL`),
    // One free booking per student and mentor. A free request the mentor never answered (cancelled by the
    // 24-hour rule or by an admin) gives the free session back; one the student cancelled uses it up, or
    // book, cancel, book again would repeat without end, each time e-mailing the mentor.
    uniqueIndex('bookings_one_free_per_pair')
      .on(t.studentId, t.mentorId)
      .where(sql`${t.isFree} AND (${t.status} <> 'cancelled' OR ${t.cancelReason} = 'student')`),
    index('bookings_mentor_status_idx').on(t.mentorId, t.status),
    index('bookings_student_status_idx').on(t.studentId, t.status),
    // Each ends with the id so the admin session tables (one status, ordered by one of these times, then
    // the id) read their page straight off the index.
    index('bookings_status_purchased_idx').on(t.status, t.purchasedAt, t.id),
    index('bookings_status_approved_idx').on(t.status, t.approvedAt, t.id),
    index('bookings_status_completed_idx').on(t.status, t.completedAt, t.id),
    index('bookings_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`${t.scheduledAt} IS NOT NULL AND ${t.scheduleReminderSentAt} IS NULL`),
  ],
);

/**
 * Full refunds, retried by a job until the provider confirms: of a paid booking cancelled before approval
 * (the order's payment), or of a stray payment on one of our orders (that payment, recorded here with why).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: primaryId(),
    bookingId: uuid()
      .unique('refunds_booking_id_unique')
      .references(() => bookings.id, { onDelete: 'restrict' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The stray payment refunded; null for a booking's refund, which refunds its order's payment. */
    paymentId: text().unique('refunds_payment_id_unique'),
    strayReason: text({ enum: STRAY_PAYMENT_REASONS }),
    /** In the smallest unit of `currency`: paise for INR, which every payment we ask for is in. */
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text().unique('refunds_provider_refund_id_unique'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_status_check', isOneOf(t.status, REFUND_STATUSES)),
    check('refunds_stray_reason_check', isOneOf(t.strayReason, STRAY_PAYMENT_REASONS)),
    // Either a booking's refund, or a stray payment's with its reason.
    check(
      'refunds_subject_check',
      sql`(${t.bookingId} IS NULL) = (${t.paymentId} IS NOT NULL) AND (${t.paymentId} IS NULL) = (${t.strayReason} IS NULL)`,
    ),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_attempts_check', sql`${t.attempts} >= 0`),
    index('refunds_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    index('refunds_order_idx').on(t.orderId),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: primaryId(),
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    studentId: uuid()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    rating: integer().notNull(),
    review: text(),
    /** The mentor's one reply, fixed once written. */
    reply: text(),
    repliedAt: timestamptz(),
    /**
     * An admin hid the review for breaking the rules: it leaves the public profile and the stored rating
     * (the triggers of migration 0017 count visible reviews only); the mentor still sees it, with why.
     */
    hiddenAt: timestamptz(),
    hiddenReason: text(),
    hiddenByAdminId: uuid().references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('feedback_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      'feedback_reply_check',
      sql`(${t.reply} IS NULL) = (${t.repliedAt} IS NULL) AND (${t.reply} IS NULL OR char_length(${t.reply}) BETWEEN 1 AND ${sql.raw(String(REVIEW_REPLY_MAX_LENGTH))})`,
    ),
    check(
      'feedback_hidden_check',
      sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL) AND (${t.hiddenReason} IS NULL OR char_length(${t.hiddenReason}) BETWEEN ${sql.raw(String(REVIEW_HIDE_REASON_MIN_LENGTH))} AND ${sql.raw(String(REVIEW_HIDE_REASON_MAX_LENGTH))})`,
    ),
    unique('feedback_mentor_student_unique').on(t.mentorId, t.studentId),
    index('feedback_student_idx').on(t.studentId),
    // The admin's list of recent reviews, newest first.
    index('feedback_created_idx').on(t.createdAt, t.id),
  ],
);
