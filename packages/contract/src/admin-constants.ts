/**
 * Limits and fixed texts of the admin area (spec part 2 §2, §7, §9), as plain values so pages can use them
 * without loading zod.
 */

/** Rows per page of the admin tables (mentors, students, approvals, sessions, cleared payments, audit log). */
export const ADMIN_PAGE_SIZE = 15;
/** The dashboard's completed sessions table. */
export const ADMIN_COMPLETED_SESSIONS_PAGE_SIZE = 10;
/** The admin blog grid. */
export const ADMIN_BLOGS_PAGE_SIZE = 8;
/** Mentors waiting for a payout (spec §9 "mentor payouts 5"). */
export const ADMIN_PAYOUTS_PAGE_SIZE = 5;
/** The updates feed mentors and admins read. */
export const UPDATES_PAGE_SIZE = 5;
/** The dashboard charts cover this many India weeks (Monday to Sunday), the current one last. */
export const DASHBOARD_CHART_WEEKS = 12;

export const ADMIN_UPDATE_MAX_LENGTH = 2000;
export const BLOG_TITLE_MAX_LENGTH = 150;
/** Rich text is stored as HTML; formatting makes it several times longer than the words. */
export const BLOG_CONTENT_MAX_LENGTH = 80_000;
export const WEBINAR_CONTENT_MAX_LENGTH = 10_000;
export const TESTIMONIAL_MAX_LENGTH = 1000;
export const PACKAGE_DESCRIPTION_MAX_LENGTH = 5000;
/** The highest price, real price or earning the catalog accepts, in rupees. */
export const PACKAGE_AMOUNT_MAX_RUPEES = 1_000_000;
/** The highest mentor verification fee an admin can set, in rupees. */
export const VERIFICATION_AMOUNT_MAX_RUPEES = 100_000;
/** The programme dates (fee waiver, referrals opening): India calendar days from this one… */
export const PROGRAMME_DATE_EARLIEST = '2020-01-01';
/** …to at most this many years after today. */
export const PROGRAMME_DATE_MAX_YEARS_AHEAD = 5;

/** Custom referral codes: letters, digits, hyphens and underscores; stored upper-case. */
export const REFERRAL_CODE_MIN_LENGTH = 3;
export const REFERRAL_CODE_MAX_LENGTH = 30;
export const REFERRAL_CREATED_MESSAGE = 'Referral created successfully';
export const REFERRAL_DELETED_MESSAGE = 'Referral deleted successfully';
