import {
  CATEGORIES,
  GENDERS,
  LANGUAGES,
  MENTOR_APPLICATION_STATUSES,
  SITE_LANGUAGES,
  STATES,
  YEARS_OF_EDUCATION,
} from '@neetmentor/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  hasOnlyValuesOf,
  isOneOf,
  primaryId,
  siteLanguage,
  timestamptz,
  updatedAt,
} from './columns.ts';

export const mentors = pgTable(
  'mentors',
  {
    id: primaryId(),
    /** Public display id: lower-case first + last name and 4 digits. */
    mentorId: text().notNull().unique('mentors_mentor_id_unique'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    // Academics arrive in the second sign-up step, so everything from here to collegeIdKey is nullable.
    number: text(),
    gender: text({ enum: GENDERS }),
    neetScore: integer(),
    neetExamYear: integer(),
    neetAttempts: integer(),
    airRank: integer(),
    yearOfEducation: text({ enum: YEARS_OF_EDUCATION }),
    institute: text(),
    about: text(),
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    profilePicture: text(),
    scoreCardKey: text(),
    collegeIdKey: text(),
    /** Derived in the database so the category filter and the catalog lookup can never disagree with the score. */
    category: text({ enum: CATEGORIES }).generatedAlwaysAs(
      sql`CASE WHEN neet_score IS NULL THEN NULL WHEN neet_score >= 681 THEN 'M4' WHEN neet_score >= 641 THEN 'M3' WHEN neet_score >= 600 THEN 'M2' ELSE 'M1' END`,
    ),
    emailVerifiedAt: timestamptz(),
    applicationStatus: text({ enum: MENTOR_APPLICATION_STATUSES }).notNull().default('incomplete'),
    isActive: boolean().notNull().default(true),
    feePaidAt: timestamptz(),
    feeWaived: boolean().notNull().default(false),
    referralCode: text().unique('mentors_referral_code_unique'),
    agreedVerificationAt: timestamptz(),
    approvedAt: timestamptz(),
    rejectedAt: timestamptz(),
    /** Away mode: no new bookings until this moment (exams, holidays); requests already made are unaffected. */
    awayUntil: timestamptz(),
    // Kept by statement triggers on feedback (migration 0007), so cards and their order need no aggregate.
    reviewCount: integer().notNull().default(0),
    ratingTotal: integer().notNull().default(0),
    /** The card rating rule (product rules §5) over the stored totals, so the listing's order is an index. */
    cardRating: integer()
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN review_count > 0 THEN round(rating_total::numeric / review_count)::integer WHEN neet_score >= 681 THEN 5 WHEN neet_score >= 641 THEN 4 ELSE 3 END`,
      ),
    language: siteLanguage(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mentors_language_check', isOneOf(t.language, SITE_LANGUAGES)),
    uniqueIndex('mentors_email_lower_unique').on(sql`lower(${t.email})`),
    check('mentors_gender_check', isOneOf(t.gender, GENDERS)),
    check('mentors_year_of_education_check', isOneOf(t.yearOfEducation, YEARS_OF_EDUCATION)),
    check('mentors_application_status_check', isOneOf(t.applicationStatus, MENTOR_APPLICATION_STATUSES)),
    check('mentors_neet_score_check', sql`${t.neetScore} BETWEEN 0 AND 720`),
    check('mentors_neet_attempts_check', sql`${t.neetAttempts} BETWEEN 1 AND 5`),
    // NEET replaced the earlier entrance exams in 2013.
    check('mentors_neet_exam_year_check', sql`${t.neetExamYear} BETWEEN 2013 AND 2100`),
    check('mentors_air_rank_check', sql`${t.airRank} > 0`),
    check('mentors_state_check', isOneOf(t.state, STATES)),
    check('mentors_languages_check', sql`cardinality(${t.languages}) <= 3`),
    check('mentors_languages_known_check', hasOnlyValuesOf(t.languages, LANGUAGES)),
    check('mentors_ratings_check', sql`${t.ratingTotal} BETWEEN ${t.reviewCount} AND 5 * ${t.reviewCount}`),
    index('mentors_status_active_idx').on(t.applicationStatus, t.isActive),
    index('mentors_category_idx').on(t.category),
    index('mentors_state_idx').on(t.state),
    index('mentors_gender_idx').on(t.gender),
    index('mentors_neet_attempts_idx').on(t.neetAttempts),
    index('mentors_neet_exam_year_idx').on(t.neetExamYear),
    index('mentors_neet_score_idx').on(t.neetScore),
    // The admin tables' searches are prefixes (LIKE 'term%', lib/table-search.ts). A B-tree serves a prefix
    // in the C collation only, unless it is built with text_pattern_ops: the embedded server is C, but a
    // database made in another locale (C.UTF-8, en_US.UTF-8, as managed servers are) is not.
    index('mentors_first_name_lower_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('mentors_mentor_id_prefix_idx').on(t.mentorId.op('text_pattern_ops')),
    // The name search matches any part of the name or display id (pg_trgm, created by the migration).
    index('mentors_name_search_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.mentorId}) gin_trgm_ops`,
    ),
    // The public listing's default order, over listed mentors only (isListed in mentor-listing.repository.ts).
    // NULLS FIRST is what a plain DESC in ORDER BY means; an index must say the same to serve it.
    index('mentors_listing_order_idx')
      .on(
        t.cardRating.desc().nullsFirst(),
        t.reviewCount.desc().nullsFirst(),
        t.neetScore.desc().nullsFirst(),
        t.id,
      )
      .where(
        sql`${t.applicationStatus} = 'approved' AND ${t.isActive} AND ${t.emailVerifiedAt} IS NOT NULL AND ${t.neetScore} IS NOT NULL`,
      ),
    // The listing's usual filters together, over listed mentors: a search naming all three is one index
    // range instead of a bitmap AND of three large single-column scans, whose cost grows with the table.
    // Low-cardinality columns first, so a search naming only some of them can skip over the others.
    index('mentors_listed_filters_idx')
      .on(t.gender, t.category, t.state)
      .where(
        sql`${t.applicationStatus} = 'approved' AND ${t.isActive} AND ${t.emailVerifiedAt} IS NOT NULL AND ${t.neetScore} IS NOT NULL`,
      ),
    // The admin tables' orders: approved mentors most recently approved first, applications oldest first.
    index('mentors_approved_order_idx')
      .on(t.approvedAt.desc().nullsLast(), t.id)
      .where(sql`${t.applicationStatus} = 'approved'`),
    index('mentors_pending_order_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.applicationStatus} = 'pending'`),
    index('mentors_unverified_created_idx')
      .on(t.createdAt)
      .where(sql`${t.emailVerifiedAt} IS NULL`),
  ],
);
