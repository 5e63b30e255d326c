import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLE_VALUES, createdAt, isOneOf, primaryId, timestamptz, updatedAt } from './columns.ts';

/** Single row (id = 1) of admin-set values. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer().primaryKey().default(1),
    verificationAmountPaise: integer().notNull().default(14900),
    /** The mentor fee is waived for applications submitted before this moment. */
    feeFreeUntil: timestamptz(),
    featuredAdImage: text(),
    referralsAvailableFrom: timestamptz(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    check('platform_settings_amount_check', sql`${t.verificationAmountPaise} >= 0`),
  ],
);

export const customReferralCodes = pgTable(
  'custom_referral_codes',
  {
    id: primaryId(),
    organisationName: text().notNull(),
    code: text().notNull().unique('custom_referral_codes_code_unique'),
    createdAt: createdAt(),
    /**
     * Set when an admin deletes the code: sign-up no longer accepts it, but the row stays so the students
     * who signed up with it are still counted under it (and among the referred). The code stays taken.
     */
    deletedAt: timestamptz(),
  },
  // Stored upper-case so the unique constraint also rejects codes differing only in case.
  (t) => [check('custom_referral_codes_upper_check', sql`${t.code} = upper(${t.code})`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    actorRole: text({ enum: ROLE_VALUES }).notNull(),
    actorId: uuid().notNull(),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_log_actor_role_check', isOneOf(t.actorRole, ROLE_VALUES)),
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Mail written in the same transaction as the change that causes it and sent by a job. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** An iCalendar invitation sent with the message. */
    calendar: text(),
    status: text({ enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Lower is sent first: 0 for time-critical mail (codes, reset links), 1 for everything else. */
    priority: smallint().notNull().default(1),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamptz(),
    /** When retrying stopped and the message was marked failed (the admin dashboard's alert). */
    failedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', isOneOf(t.status, MAIL_STATUSES)),
    index('mail_outbox_status_priority_next_attempt_idx').on(t.status, t.priority, t.nextAttemptAt),
  ],
);
