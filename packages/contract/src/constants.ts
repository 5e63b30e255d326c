/** Domain constants shared by the server and the web app (spec part 1 §3, part 2 §5, product rules §5). */

const STATE_NAMES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

const UNION_TERRITORY_NAMES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** The 36 entries of the state select: 28 states, then 8 union territories suffixed " - UT". */
export const STATES: readonly string[] = [
  ...STATE_NAMES,
  ...UNION_TERRITORY_NAMES.map((name) => `${name} - UT`),
];

export const LANGUAGES = [
  'English',
  'Assamese',
  'Bengali',
  'Gujarati',
  'Hindi',
  'Kannada',
  'Kashmiri',
  'Maithili',
  'Malayalam',
  'Manipuri',
  'Marathi',
  'Nepali',
  'Odia',
  'Punjabi',
  'Sanskrit',
  'Sindhi',
  'Tamil',
  'Telugu',
  'Urdu',
  'Haryanvi',
  'Rajasthani',
  'Santali',
  'Bodo',
  'Dogri',
  'Konkani',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const MAX_MENTOR_LANGUAGES = 3;

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];

export const STUDENT_CLASSES = ['10th', '11th', '12th', 'Dropout'] as const;
export type StudentClass = (typeof STUDENT_CLASSES)[number];

export const YEARS_OF_EDUCATION = ['1st year', '2nd year', '3rd year', '4th year', 'Final Year'] as const;
export type YearOfEducation = (typeof YEARS_OF_EDUCATION)[number];

export const NEET_ATTEMPTS = [1, 2, 3, 4, 5] as const;
export const NEET_SCORE_MIN = 0;
export const NEET_SCORE_MAX = 720;

export const CATEGORIES = ['M1', 'M2', 'M3', 'M4'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Inclusive NEET score bounds of each mentor category (product rules §5). */
export const CATEGORY_SCORE_RANGES: Record<Category, { min: number; max: number }> = {
  M1: { min: 0, max: 599 },
  M2: { min: 600, max: 640 },
  M3: { min: 641, max: 680 },
  M4: { min: 681, max: 720 },
};

export const PACKAGE_KINDS = ['intro20', 'session60', 'monthly'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

export const BOOKING_STATUSES = ['pending', 'active', 'complete', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_METHODS = ['Bank', 'Paytm', 'Google Pay', 'PhonePe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const MENTOR_APPLICATION_STATUSES = ['incomplete', 'pending', 'approved', 'rejected'] as const;
export type MentorApplicationStatus = (typeof MENTOR_APPLICATION_STATUSES)[number];

export const USER_TYPES = ['Student', 'Mentor'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ROLES = ['student', 'mentor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const REFERRAL_REWARD_RUPEES = 30;
export const MENTOR_ACCEPT_WINDOW_HOURS = 24;
/** A free session's earning is held this long after completion unless the student confirms it sooner. */
export const FREE_EARNING_HOLD_HOURS = 48;
/** A student's report that a free session did not take place: its reason's length limits. */
/** What a student says went wrong with a completed session (a dispute's kind). */
export const SESSION_PROBLEM_KINDS = ['did_not_happen', 'too_short', 'other'] as const;
export type SessionProblemKind = (typeof SESSION_PROBLEM_KINDS)[number];
/** How long after completion a student may report a problem with a session, free or paid. */
export const SESSION_REPORT_WINDOW_HOURS = FREE_EARNING_HOLD_HOURS;

export const SESSION_PROBLEM_MIN_LENGTH = 10;
export const SESSION_PROBLEM_MAX_LENGTH = 1000;
export const MONTHLY_COMPLETION_LOCK_DAYS = 30;
/** A session's join address opens this many minutes before its agreed time. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;
/** ...and closes this many hours after the session's planned end. */
export const JOIN_CLOSES_HOURS_AFTER_END = 2;
/** The longest video-call address a mentor may set. */
export const CALL_URL_MAX_LENGTH = 500;
/** The longest contact message; the form counts down to it. */
/** The highest budget, in rupees, the mentor search takes. */
export const MENTOR_BUDGET_MAX_RUPEES = 100_000;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** The mentor is reminded this many hours before an unaccepted request is cancelled. */
export const ACCEPT_REMINDER_HOURS_BEFORE = 4;
/** Session tables (student tabs, mentor dashboard): rows per page; the pager shows beyond one page. */
export const SESSION_PAGE_SIZE = 10;
/** Searches of the mentor and admin tables apply from this many characters (spec part 2 §5, §9). */
export const TABLE_SEARCH_MIN_LENGTH = 4;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_MAX_LENGTH = 1000;
/** A mentor's one reply to a review of theirs (it cannot be edited afterwards). */
export const REVIEW_REPLY_MAX_LENGTH = 1000;
/** Reviews a page of the mentor's Reviews view. */
export const MENTOR_REVIEWS_PAGE_SIZE = 10;
/** Why an admin hid a review: required, so the mentor and the audit log can read it. */
export const REVIEW_HIDE_REASON_MIN_LENGTH = 10;
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500;
/** "Usually accepts within …" needs this many accepted requests in the window below. */
export const ACCEPT_SPEED_MIN_BOOKINGS = 3;
export const ACCEPT_SPEED_WINDOW_DAYS = 90;

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Why a pending request was cancelled: nobody accepted it in time, an admin removed it, its student did,
 * the mentor had stopped taking bookings by the time its payment arrived, or the mentor declined it.
 */
export const CANCEL_REASONS = ['timeout', 'admin', 'student', 'unavailable', 'declined'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The reasons a mentor can pick when declining a request; they may also type their own, or give none. */
export const DECLINE_REASONS = [
  'Not available at the needed time',
  'Outside my expertise',
  'Too many sessions right now',
] as const;
/** A declining mentor's reason, picked or typed, is at most this long. */
export const DECLINE_REASON_MAX_LENGTH = 300;

/** Where a booking's money is: nothing to pay, paid, or on its way back to (or back with) the student. */
export const MONEY_STATES = ['free', 'paid', 'refund_pending', 'refunded'] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

export const MONTHLY_PACKAGE_NAME = 'Monthly Mentorship Package (1 Mentor : 1 Student)';

/** Chat (spec part 2 §4, product rules §10). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of a conversation's history, newest page first. */
export const CHAT_HISTORY_PAGE_SIZE = 50;
/** A typed message, an offer of session times, or the note that a time was agreed. */
export const CHAT_MESSAGE_KINDS = ['text', 'proposal', 'scheduled'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];
export const PROPOSAL_STATUSES = ['open', 'accepted', 'replaced'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const MAX_PROPOSED_SLOTS = 3;
/** Proposed times lie between an hour from now and this many days ahead. */
export const PROPOSAL_HORIZON_DAYS = 60;
/** Both sides are reminded this long before an agreed session time. */
export const SESSION_REMINDER_MINUTES_BEFORE = 60;

/** The mentor's "about" text on the profile. */
export const MENTOR_ABOUT_MAX_LENGTH = 1000;
/** Away mode can pause bookings for at most this many days at a time. */
export const AWAY_MAX_DAYS = 90;
