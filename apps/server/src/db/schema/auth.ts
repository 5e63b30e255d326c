import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLE_VALUES, ROLE_VALUES, createdAt, isOneOf, primaryId, timestamptz } from './columns.ts';

/** One row per issued JWT (its session id); revoking the row invalidates the token at once. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: primaryId(),
    role: text({ enum: ROLE_VALUES }).notNull(),
    // Points at students, mentors or admins depending on role, so it carries no foreign key.
    userId: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('auth_sessions_role_check', isOneOf(t.role, ROLE_VALUES)),
    index('auth_sessions_user_idx').on(t.userId),
    index('auth_sessions_expires_idx').on(t.expiresAt),
  ],
);

export const ONE_TIME_CODE_PURPOSES = ['verify-email'] as const;

/**
 * At most one live code per user and purpose: a resend replaces the row, which keeps the
 * once-a-minute resend rule (lastSentAt) and the wrong-try counter in one place.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: primaryId(),
    purpose: text({ enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    role: text({ enum: ACCOUNT_ROLE_VALUES }).notNull(),
    userId: uuid().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: timestamptz(),
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('one_time_codes_purpose_check', isOneOf(t.purpose, ONE_TIME_CODE_PURPOSES)),
    check('one_time_codes_role_check', isOneOf(t.role, ACCOUNT_ROLE_VALUES)),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
    unique('one_time_codes_user_purpose_unique').on(t.purpose, t.role, t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: primaryId(),
    tokenHash: text().notNull().unique('password_reset_tokens_token_hash_unique'),
    role: text({ enum: ACCOUNT_ROLE_VALUES }).notNull(),
    userId: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('password_reset_tokens_role_check', isOneOf(t.role, ACCOUNT_ROLE_VALUES)),
    index('password_reset_tokens_user_idx').on(t.role, t.userId),
  ],
);
