import { z } from 'zod';
import {
  CHAT_MESSAGE_KINDS,
  PAYMENT_METHODS,
  PROPOSAL_STATUSES,
  SESSION_PROBLEM_KINDS,
} from '../constants.ts';
import { clearedPayoutSchema } from './admin.ts';
import { idSchema } from './auth.ts';
import { joinTimesSchema } from './join-links.ts';

const AMOUNT_MESSAGE = 'The amount is in rupees, with at most two decimals.';

/**
 * Multipart text fields of clear-payment; the transfer proof arrives as the `imageOfProof` file. `amount`
 * is the balance the admin saw and paid, in rupees: when sent, the payout is refused if the wallet has
 * changed since (a new earning credited meanwhile), so the record matches the transfer.
 */
export const clearPaymentFieldsSchema = z.strictObject({
  mentorID: idSchema,
  adminId: idSchema.optional(),
  amount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, AMOUNT_MESSAGE)
      .transform(Number)
      .optional(),
  ),
});

export const clearPaymentResultSchema = z.object({
  _id: z.string(),
  /** Rupees paid out: the whole balance. */
  amountCleared: z.number(),
  clearDate: z.string(),
});
export type ClearPaymentResult = z.infer<typeof clearPaymentResultSchema>;

/** A mentor whose wallet is above 0, with where the money goes. */
export const payoutMentorSchema = z.object({
  _id: z.string(),
  mentorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The balance in rupees. */
  wallet: z.number(),
  /** Null until the mentor entered payment details. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** Account number (Bank) or UPI id. */
  paymentInfo: z.string().nullable(),
  /** Bank only; null for the UPI methods. */
  accountHolderName: z.string().nullable(),
  ifscCode: z.string().nullable(),
});
export type PayoutMentor = z.infer<typeof payoutMentorSchema>;

/** A cleared payout in the admin's Cleared Payments table. */
export const adminClearedPayoutSchema = clearedPayoutSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  /** Address of the transfer proof (opened with the admin's or the mentor's token). */
  imageOfProof: z.string(),
});
export type AdminClearedPayout = z.infer<typeof adminClearedPayoutSchema>;

/**
 * reported-sessions: completed sessions whose student reported that they did not take place as they
 * should; their earning stays on hold until an admin releases it to the mentor or cancels it (a paid
 * session's student is then refunded).
 */
export const reportedSessionSchema = z.object({
  /** The booking's id. */
  _id: z.string(),
  packageName: z.string(),
  /** A paid session: its earning was credited and is held back; cancelling refunds the student. */
  paid: z.boolean(),
  /** Rupees the student paid (0 for a free session). */
  price: z.number(),
  problemKind: z.enum(SESSION_PROBLEM_KINDS),
  mentor: z.object({ mentorId: z.string(), firstName: z.string(), lastName: z.string() }),
  student: z.object({ username: z.string(), firstName: z.string(), lastName: z.string() }),
  completedAt: z.string().nullable(),
  /** Rupees held for the mentor. */
  amount: z.number(),
  reason: z.string(),
  reportedAt: z.string(),
  /** Address of the mentor's proof image, opened with an admin's token. */
  imageOfProof: z.string(),
});
export type ReportedSession = z.infer<typeof reportedSessionSchema>;

export const HELD_EARNING_DECISIONS = ['release', 'cancel'] as const;
export type HeldEarningDecision = (typeof HELD_EARNING_DECISIONS)[number];

/**
 * resolve-held-earning: release the held earning to the mentor's wallet, or cancel it (never credited; for a
 * paid session the credit stays reversed and the student's payment is refunded in full).
 */
export const resolveHeldEarningRequestSchema = z.strictObject({
  requestId: idSchema,
  adminId: idSchema.optional(),
  decision: z.enum(HELD_EARNING_DECISIONS, 'Choose release or cancel.'),
});
export type ResolveHeldEarningRequest = z.infer<typeof resolveHeldEarningRequestSchema>;

export const sessionIdParamsSchema = z.strictObject({ id: idSchema });

/**
 * reported-session-evidence: what an admin weighs before deciding a reported session, side by side: the
 * agreed time and the offers of times, when each side joined the call, the conversation around the
 * session, and the mentor's proof.
 */
export const reportedSessionEvidenceSchema = z.object({
  session: reportedSessionSchema,
  /** The time agreed in the chat, if any. */
  scheduledAt: z.string().nullable(),
  /** When each side first joined the call through the session's join address (null: never). */
  joins: joinTimesSchema,
  proposals: z.array(
    z.object({
      proposedBy: z.enum(['student', 'mentor']),
      proposedAt: z.string(),
      slots: z.array(z.string()),
      status: z.enum(PROPOSAL_STATUSES),
      chosenSlot: z.string().nullable(),
    }),
  ),
  /** The pair's latest messages (at most 100), oldest first. */
  messages: z.array(
    z.object({
      from: z.enum(['student', 'mentor']),
      kind: z.enum(CHAT_MESSAGE_KINDS),
      text: z.string(),
      sentAt: z.string(),
    }),
  ),
});
export type ReportedSessionEvidence = z.infer<typeof reportedSessionEvidenceSchema>;
