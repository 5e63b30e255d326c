import { z } from 'zod';
import {
  BOOKING_STATUSES,
  CANCEL_REASONS,
  CATEGORIES,
  DECLINE_REASON_MAX_LENGTH,
  MONEY_STATES,
  PACKAGE_KINDS,
  PAYMENT_PROVIDERS,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MAX_LENGTH,
  SESSION_PROBLEM_KINDS,
  SESSION_PROBLEM_MAX_LENGTH,
  SESSION_PROBLEM_MIN_LENGTH,
} from '../constants.ts';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';
import { idSchema } from './auth.ts';
import { sessionCallSchema } from './join-links.ts';

/**
 * Booking, payment and session calls (spec part 2 §7 Booking and Mentor, part 1 §7). Ids the spec puts in
 * bodies (`studentId`, `userId`, `mentorId` of the caller) are accepted but never trusted. A catalog package
 * is shared by every mentor of a category, so booking calls also name the mentor being booked.
 */

export const bookPackageRequestSchema = z.strictObject({
  packageId: idSchema,
  /** The mentor being booked (`_id`); the package must be offered in that mentor's category. */
  mentorId: idSchema,
  studentId: idSchema.optional(),
});
export type BookPackageRequest = z.infer<typeof bookPackageRequestSchema>;

const providerId = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(64, `${label} is not valid.`)
    .regex(/^[A-Za-z0-9_]+$/, `${label} is not valid.`);

/** The checkout widget's answer, passed on for verification (Razorpay's names in the spec's shape). */
export const verifyPaymentRequestSchema = z.strictObject({
  orderId: providerId('The order id'),
  paymentId: providerId('The payment id'),
  signature: z
    .string('The payment signature is required.')
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'The payment signature is not valid.'),
  packageId: idSchema.optional(),
  mentorId: idSchema.optional(),
  studentId: idSchema.optional(),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** What the browser needs to open the checkout (Razorpay's widget, or the local sandbox that mimics it). */
export const checkoutOrderSchema = z.object({
  /** The provider's order id (`order_…`). */
  id: z.string(),
  /** In paise, as the widget expects. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

export const bookingResultSchema = z.object({ success: z.literal(true), bookingId: z.string() });
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const refundStateSchema = z.object({
  status: z.enum(['pending', 'processed']),
  amount: z.number(),
  /** The provider's refund reference (`rfnd_…`) once it has one. */
  refundId: z.string().nullable(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
});

export const bookingMoneySchema = z.object({
  state: z.enum(MONEY_STATES),
  /** Rupees paid (0 for a free package). */
  amount: z.number(),
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  refund: refundStateSchema.nullable(),
});
export type BookingMoney = z.infer<typeof bookingMoneySchema>;

const sessionPackageSchema = z.object({
  _id: z.string(),
  packageName: z.string(),
  kind: z.enum(PACKAGE_KINDS),
});

/** One booking as its student sees it (Session Management and Completed Sessions tabs). */
/**
 * After a free session is completed, the student is asked whether it took place: `asked` until they answer
 * or `answerBy` passes, `confirmed` (they said yes), `reported` (they reported a problem; our team decides),
 * `closed` (settled otherwise: the time passed, or our team decided). After a paid session, the student may
 * report a problem until `answerBy`: `reportable`, then `reported` and `closed`.
 */
export const SESSION_CHECK_STATES = ['asked', 'reportable', 'confirmed', 'reported', 'closed'] as const;
export type SessionCheckState = (typeof SESSION_CHECK_STATES)[number];
export const sessionCheckSchema = z.object({
  state: z.enum(SESSION_CHECK_STATES),
  answerBy: z.string(),
  /** How our team settled a reported session: the mentor keeps the earning, or the earning is taken back (and a paid session refunded). */
  decision: z.enum(['release', 'cancel']).nullable(),
});
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

export const studentSessionSchema = z.object({
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  package: sessionPackageSchema,
  mentor: z.object({
    _id: z.string(),
    mentorId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profilePicture: z.string().nullable(),
    /** The mentor's category (null without a NEET score), so a declined student can be shown others of it. */
    category: z.enum(CATEGORIES).nullable(),
  }),
  purchaseDate: z.string(),
  /** While pending: when the request is cancelled (and refunded) if the mentor has not accepted. */
  acceptBy: z.string().nullable(),
  approvalTime: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** The reason the mentor gave when declining, if any. */
  declineReason: z.string().nullable(),
  money: bookingMoneySchema,
  /** Whether this student has rated the mentor (one rating per mentor). */
  feedbackGiven: z.boolean(),
  /** The session time agreed in the chat, if any. */
  scheduledAt: z.string().nullable(),
  /** A completed session: whether it took place, or the time to report a problem (null for other bookings). */
  sessionCheck: sessionCheckSchema.nullable(),
  /** The video call: its service, when the join address opens and closes, and when each side joined. */
  call: sessionCallSchema,
});
export type StudentSession = z.infer<typeof studentSessionSchema>;

/** One booking as its mentor sees it (requests, active and completed sessions). */
export const mentorSessionSchema = z.object({
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  package: sessionPackageSchema,
  student: z.object({
    _id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profilePicture: z.string().nullable(),
  }),
  purchaseDate: z.string(),
  acceptBy: z.string().nullable(),
  approvalTime: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Rupees the student paid, and what completing it credits to the mentor. */
  price: z.number(),
  earning: z.number(),
  /** Monthly package: the first moment it may be marked complete (30 days after approval). */
  completableFrom: z.string().nullable(),
  /** Address of the proof image (opened with the mentor's or an admin's token), once completed. */
  imageOfProof: z.string().nullable(),
  /** The student's rating of this mentor, if given. */
  rating: z.number().nullable(),
  /** The session time agreed in the chat, if any. */
  scheduledAt: z.string().nullable(),
  /** The video-call address the mentor set (null until set), shown to them to check or change. */
  callUrl: z.string().nullable(),
  call: sessionCallSchema,
});
export type MentorSession = z.infer<typeof mentorSessionSchema>;

export const sessionPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalSessions: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type SessionPagination = z.infer<typeof sessionPaginationSchema>;

export function sessionPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: sessionPaginationSchema });
}
export type SessionPage<T> = { data: T[]; pagination: SessionPagination };

export const studentSessionsRequestSchema = z.strictObject({ userId: idSchema.optional() });

export const mentorSessionsRequestSchema = z.strictObject({
  mentorId: idSchema.optional(),
  /** Completed sessions: an exact username, used from 4 characters (spec part 2 §5). */
  search: z.string().trim().max(60, 'The search is too long.').optional(),
});

export const cancelSessionRequestSchema = z.strictObject({
  requestId: idSchema,
  studentId: idSchema.optional(),
});

export const sessionActionRequestSchema = z.strictObject({
  requestId: idSchema,
  studentId: idSchema.optional(),
  mentorId: idSchema.optional(),
});

/**
 * decline-sessions-request: the mentor turns down a pending request, with an optional reason (one of
 * DECLINE_REASONS or their own words). An empty reason counts as none.
 */
export const declineSessionRequestSchema = z.strictObject({
  requestId: idSchema,
  mentorId: idSchema.optional(),
  reason: z
    .string('The reason is text.')
    .trim()
    .max(DECLINE_REASON_MAX_LENGTH, `The reason can be at most ${DECLINE_REASON_MAX_LENGTH} characters.`)
    .optional(),
});
export type DeclineSessionRequest = z.infer<typeof declineSessionRequestSchema>;

/** confirm-session: the student says a completed free session took place, which releases its earning. */
export const confirmSessionRequestSchema = cancelSessionRequestSchema;
export type ConfirmSessionRequest = z.infer<typeof confirmSessionRequestSchema>;

/** report-session-problem: the student says a completed free session did not take place as it should. */
export const reportSessionProblemRequestSchema = z.strictObject({
  requestId: idSchema,
  studentId: idSchema.optional(),
  kind: z.enum(SESSION_PROBLEM_KINDS, VALIDATION_MESSAGES.problemKindFromList),
  reason: z
    .string('Please tell us what went wrong.')
    .trim()
    .min(
      SESSION_PROBLEM_MIN_LENGTH,
      `Please tell us what went wrong in at least ${SESSION_PROBLEM_MIN_LENGTH} characters.`,
    )
    .max(SESSION_PROBLEM_MAX_LENGTH, `The reason can be at most ${SESSION_PROBLEM_MAX_LENGTH} characters.`),
});
export type ReportSessionProblemRequest = z.infer<typeof reportSessionProblemRequestSchema>;

/** Multipart text fields of change-status-completed; the proof arrives as the imageOfProof file. */
export const completeSessionFieldsSchema = sessionActionRequestSchema;

/** is-free-session-used: has the calling student used their one free booking with this mentor? */
export const freeSessionUsedRequestSchema = z.strictObject({ mentorId: idSchema });
export type FreeSessionUsedRequest = z.infer<typeof freeSessionUsedRequestSchema>;

export const feedbackGivenRequestSchema = z.strictObject({
  mentorId: idSchema,
  studentId: idSchema.optional(),
  userId: idSchema.optional(),
});

export const giveFeedbackRequestSchema = z.strictObject({
  mentorId: idSchema,
  rating: z
    .number('The rating is a number of stars from 1 to 5.')
    .int('The rating is a whole number of stars.')
    .min(RATING_MIN, 'The rating is 1 to 5 stars.')
    .max(RATING_MAX, 'The rating is 1 to 5 stars.'),
  review: z
    .string()
    .trim()
    .max(REVIEW_MAX_LENGTH, `The review can be at most ${REVIEW_MAX_LENGTH} characters.`)
    .optional(),
  userId: idSchema.optional(),
  studentId: idSchema.optional(),
});
export type GiveFeedbackRequest = z.infer<typeof giveFeedbackRequestSchema>;

export const feeVerifyRequestSchema = verifyPaymentRequestSchema.pick({
  orderId: true,
  paymentId: true,
  signature: true,
});

/** The sandbox checkout: what it shows, and the outcome the person chose. */
export const sandboxOrderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  status: z.enum(['created', 'paid', 'failed']),
});
export const sandboxPayRequestSchema = z.strictObject({
  outcome: z.enum(['success', 'failure'], 'The outcome is success or failure.'),
});
/** Exactly what Razorpay's widget hands to its success handler, or its payment.failed event. */
export const sandboxPayResultSchema = z.union([
  z.object({
    outcome: z.literal('success'),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({
      code: z.string(),
      description: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);
export type SandboxPayResult = z.infer<typeof sandboxPayResultSchema>;

/** Mentor dashboard figures, computed from the bookings and the ledger (never from counters). */
export const mentorSummarySchema = z.object({
  activeSessions: z.number().int(),
  completeSessions: z.number().int(),
  /** Rupees credited for completed sessions and referral rewards, all time. */
  totalEarnings: z.number(),
  totalReferrals: z.number().int(),
  /** Rupees credited and not yet paid out. */
  wallet: z.number(),
  pendingRequests: z.number().int(),
  /** Rupees of free sessions' earnings on hold (not in the wallet, not paid out until released). */
  onHold: z.number(),
  /** When the next held earning is released if its student reports no problem; null when none waits. */
  onHoldUntil: z.string().nullable(),
  /** Held earnings whose student reported a problem: they wait for our team. */
  onHoldReported: z.number().int(),
});
export type MentorSummary = z.infer<typeof mentorSummarySchema>;
