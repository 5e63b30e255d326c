import { GENDERS, SITE_LANGUAGES, STUDENT_CLASSES } from '@neetmentor/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, primaryId, siteLanguage, timestamptz, updatedAt } from './columns.ts';
import { mentors } from './mentors.ts';
import { customReferralCodes } from './platform.ts';

export const students = pgTable(
  'students',
  {
    id: primaryId(),
    username: text().notNull().unique('students_username_unique'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    /** Null for accounts created through Google or LinkedIn only. */
    passwordHash: text(),
    googleSub: text().unique('students_google_sub_unique'),
    linkedinSub: text().unique('students_linkedin_sub_unique'),
    number: text(),
    gender: text({ enum: GENDERS }),
    currentClass: text({ enum: STUDENT_CLASSES }),
    profilePicture: text(),
    /** Optional; under 18 (India calendar) the student may add a guardian who gets copies of key mail. */
    dateOfBirth: date({ mode: 'string' }),
    emailVerifiedAt: timestamptz(),
    /** The referral code exactly as typed at sign-up; resolved into one of the two references below. */
    referralCodeUsed: text(),
    referredByMentorId: uuid().references(() => mentors.id, { onDelete: 'set null' }),
    customReferralId: uuid().references(() => customReferralCodes.id, { onDelete: 'set null' }),
    language: siteLanguage(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('students_language_check', isOneOf(t.language, SITE_LANGUAGES)),
    uniqueIndex('students_email_lower_unique').on(sql`lower(${t.email})`),
    check('students_gender_check', isOneOf(t.gender, GENDERS)),
    check('students_current_class_check', isOneOf(t.currentClass, STUDENT_CLASSES)),
    index('students_referred_by_mentor_idx').on(t.referredByMentorId),
    index('students_custom_referral_idx').on(t.customReferralId),
    // The admin students table's search by username prefix, in any collation (see mentors_mentor_id_prefix_idx).
    index('students_username_prefix_idx').on(t.username.op('text_pattern_ops')),
    // The admin students table: verified accounts, newest first.
    index('students_verified_order_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.emailVerifiedAt} IS NOT NULL`),
    // Purge job: unverified accounts older than 24 hours.
    index('students_unverified_created_idx')
      .on(t.createdAt)
      .where(sql`${t.emailVerifiedAt} IS NULL`),
  ],
);

/**
 * A student's parent or guardian, at most one: added by e-mail, confirmed by a 6-digit code sent there
 * (stored as an HMAC, like the sign-up codes). Only a confirmed guardian gets copies of receipts, session
 * times and recaps.
 */
export const studentGuardians = pgTable(
  'student_guardians',
  {
    id: primaryId(),
    studentId: uuid()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' })
      .unique('student_guardians_student_unique'),
    email: text().notNull(),
    codeHash: text().notNull(),
    codeExpiresAt: timestamptz().notNull(),
    codeAttempts: integer().notNull().default(0),
    confirmedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('student_guardians_code_attempts_check', sql`${t.codeAttempts} >= 0`),
    check('student_guardians_email_check', sql`${t.email} LIKE '%_@_%'`),
  ],
);
