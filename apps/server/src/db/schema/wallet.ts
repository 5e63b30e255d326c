import { PAYMENT_METHODS, SESSION_PROBLEM_KINDS } from '@neetmentor/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { bookings } from './bookings.ts';
import { createdAt, isOneOf, primaryId, timestamptz, updatedAt } from './columns.ts';
import { mentors } from './mentors.ts';

/**
 * dispute_hold takes a paid session's credited earning back while a student's report waits for an admin
 * (negative); dispute_release gives it back when the admin decides for the mentor (positive).
 */
export const WALLET_ENTRY_KINDS = [
  'earning',
  'referral_reward',
  'payout',
  'dispute_hold',
  'dispute_release',
] as const;

export const payouts = pgTable(
  'payouts',
  {
    id: primaryId(),
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: 'restrict' }),
    amountPaise: integer().notNull(),
    proofImageKey: text().notNull(),
    clearedByAdminId: uuid().references(() => admins.id, { onDelete: 'set null' }),
    clearedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_amount_check', sql`${t.amountPaise} > 0`),
    index('payouts_mentor_cleared_idx').on(t.mentorId, t.clearedAt),
    index('payouts_cleared_idx').on(t.clearedAt, t.id),
  ],
);

/**
 * The mentor's money as an append-only ledger; the wallet is the sum. sourceKey names the event
 * (e.g. 'booking:<id>:earning') so crediting the same event twice is impossible.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: primaryId(),
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: 'restrict' }),
    kind: text({ enum: WALLET_ENTRY_KINDS }).notNull(),
    /** Positive for earnings, rewards and released disputes; negative for payouts and dispute holds. */
    amountPaise: integer().notNull(),
    sourceKey: text().notNull().unique('wallet_ledger_source_key_unique'),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'restrict' }),
    payoutId: uuid().references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('wallet_ledger_kind_check', isOneOf(t.kind, WALLET_ENTRY_KINDS)),
    check(
      'wallet_ledger_sign_check',
      sql`(${t.kind} = 'payout' AND ${t.amountPaise} < 0 AND ${t.payoutId} IS NOT NULL) OR (${t.kind} = 'dispute_hold' AND ${t.amountPaise} < 0 AND ${t.bookingId} IS NOT NULL) OR (${t.kind} NOT IN ('payout', 'dispute_hold') AND ${t.amountPaise} > 0)`,
    ),
    index('wallet_ledger_mentor_idx').on(t.mentorId, t.createdAt),
    index('wallet_ledger_booking_idx').on(t.bookingId),
  ],
);

/**
 * Where a held earning stands: held (waiting for the student or the 48 hours), reported (the student
 * reported a problem: waits for an admin), released (credited to the ledger) or cancelled (never credited).
 */
export const EARNING_HOLD_STATUSES = ['held', 'reported', 'released', 'cancelled'] as const;
/** Who released or cancelled a hold. */
export const EARNING_HOLD_RESOLVERS = ['student', 'timeout', 'admin'] as const;

/**
 * A session's earning held back. A free session's is held from its completion until the student confirms it
 * took place or the release time passes without a reported problem; releasing credits the ledger under the
 * booking's own earning key, so however often it is released the mentor is credited once. A paid session's
 * earning is credited at completion; a report within 48 hours records a hold with `credited` set and takes
 * the amount back in the ledger until an admin decides (a dispute).
 */
export const earningHolds = pgTable(
  'earning_holds',
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    mentorId: uuid()
      .notNull()
      .references(() => mentors.id, { onDelete: 'restrict' }),
    amountPaise: integer().notNull(),
    status: text({ enum: EARNING_HOLD_STATUSES }).notNull().default('held'),
    /** Released by the sweep from this moment unless the student reported a problem. */
    releaseAt: timestamp({ withTimezone: true }).notNull(),
    /** The earning was already in the ledger when reported (a paid session): held by a dispute_hold entry. */
    credited: boolean().notNull().default(false),
    problemKind: text({ enum: SESSION_PROBLEM_KINDS }),
    problemReason: text(),
    reportedAt: timestamptz(),
    resolvedBy: text({ enum: EARNING_HOLD_RESOLVERS }),
    resolvedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('earning_holds_amount_check', sql`${t.amountPaise} >= 0`),
    check('earning_holds_problem_kind_check', isOneOf(t.problemKind, SESSION_PROBLEM_KINDS)),
    check('earning_holds_status_check', isOneOf(t.status, EARNING_HOLD_STATUSES)),
    check('earning_holds_resolved_by_check', isOneOf(t.resolvedBy, EARNING_HOLD_RESOLVERS)),
    check(
      'earning_holds_reported_check',
      sql`${t.status} <> 'reported' OR (${t.problemKind} IS NOT NULL AND ${t.problemReason} IS NOT NULL AND ${t.reportedAt} IS NOT NULL)`,
    ),
    check(
      'earning_holds_resolved_check',
      sql`(${t.status} IN ('released', 'cancelled')) = (${t.resolvedAt} IS NOT NULL AND ${t.resolvedBy} IS NOT NULL)`,
    ),
    index('earning_holds_due_idx')
      .on(t.releaseAt)
      .where(sql`${t.status} = 'held'`),
    index('earning_holds_mentor_idx').on(t.mentorId, t.status),
    index('earning_holds_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.status} = 'reported'`),
  ],
);

export const paymentDetails = pgTable(
  'payment_details',
  {
    id: primaryId(),
    mentorId: uuid()
      .notNull()
      .unique('payment_details_mentor_id_unique')
      .references(() => mentors.id, { onDelete: 'cascade' }),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    /** Account number for Bank, otherwise the UPI-style id. */
    paymentInfo: text().notNull(),
    accountHolderName: text(),
    ifscCode: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_details_method_check', isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    // Holder name and IFSC belong to bank transfers only.
    check(
      'payment_details_bank_fields_check',
      sql`CASE WHEN ${t.paymentMethod} = 'Bank' THEN ${t.accountHolderName} IS NOT NULL AND ${t.ifscCode} IS NOT NULL ELSE ${t.accountHolderName} IS NULL AND ${t.ifscCode} IS NULL END`,
    ),
  ],
);
