import {
  ACCEPT_REMINDER_HOURS_BEFORE,
  CATEGORIES,
  CATEGORY_SCORE_RANGES,
  MENTOR_ACCEPT_WINDOW_HOURS,
  MONTHLY_COMPLETION_LOCK_DAYS,
  SESSION_REPORT_WINDOW_HOURS,
  type Category,
  type PackageKind,
} from './constants.ts';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from './site-languages.ts';

/** The mentor category a NEET score falls in (M1 0–599, M2 600–640, M3 641–680, M4 681–720). */
export function categoryForScore(neetScore: number): Category {
  const found = CATEGORIES.find((category) => {
    const range = CATEGORY_SCORE_RANGES[category];
    return neetScore >= range.min && neetScore <= range.max;
  });
  if (!found) throw new RangeError(`NEET score ${neetScore} is outside 0–720`);
  return found;
}

/**
 * Star rating on mentor cards: the rounded average of ratings; with none, derived from the
 * NEET score (681+ → 5, 641–680 → 4, otherwise 3). Product rules §5 fix the 4-star case the
 * original client got wrong.
 */
export function cardRating(ratings: readonly number[], neetScore: number): number {
  if (ratings.length > 0) {
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    return Math.round(average);
  }
  if (neetScore >= 681) return 5;
  if (neetScore >= 641) return 4;
  return 3;
}

/** Admin tables show the rounded average, or 0 when a mentor has no ratings (spec part 2 §2). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return Math.round(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length);
}

/** Mentor earnings per completed session in rupees, by package kind and category (the wallet's price card). */
export const PRICE_CARD: Record<Exclude<PackageKind, 'monthly'>, Record<Category, number>> = {
  intro20: { M1: 25, M2: 30, M3: 35, M4: 40 },
  session60: { M1: 80, M2: 90, M3: 110, M4: 120 },
};

export const PACKAGE_KIND_LABELS: Record<PackageKind, string> = {
  intro20: '20-minute session',
  session60: '60-minute session',
  monthly: 'Monthly mentorship',
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A pending request not accepted by this moment is cancelled (and refunded) automatically. */
export function acceptDeadline(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + MENTOR_ACCEPT_WINDOW_HOURS * HOUR_MS);
}

/** When the mentor is reminded of a request still waiting: some hours before the deadline. */
export function acceptReminderTime(purchasedAt: Date): Date {
  return new Date(acceptDeadline(purchasedAt).getTime() - ACCEPT_REMINDER_HOURS_BEFORE * HOUR_MS);
}

/** The monthly package may be marked complete only from this moment (30 days after approval). */
export function monthlyCompletableFrom(approvedAt: Date): Date {
  return new Date(approvedAt.getTime() + MONTHLY_COMPLETION_LOCK_DAYS * DAY_MS);
}

/** A student may report a problem with a completed session until this moment (48 hours after completion). */
export function reportWindowEnd(completedAt: Date): Date {
  return new Date(completedAt.getTime() + SESSION_REPORT_WINDOW_HOURS * HOUR_MS);
}

/** The spec's alert when the monthly package is marked complete too early (part 2 §5). */
export const MONTHLY_LOCK_MESSAGE =
  'You can mark this session as complete only after 30 days from the approval date';
/** The spec's message when a session is marked complete without a proof image (part 2 §5). */
export const PROOF_REQUIRED_MESSAGE = 'Image is required';

type AcceptSpeedWords = {
  minutes: (count: number) => string;
  hour: string;
  hours: (count: number) => string;
  day: string;
};

const ACCEPT_SPEED_WORDS: Readonly<Record<SiteLanguage, AcceptSpeedWords>> = {
  en: {
    minutes: (count) => `within ${count} minutes`,
    hour: 'within an hour',
    hours: (count) => `within ${count} hours`,
    day: 'within a day',
  },
  hi: {
    minutes: (count) => `${count} मिनट के अंदर`,
    hour: 'एक घंटे के अंदर',
    hours: (count) => `${count} घंटे के अंदर`,
    day: 'एक दिन के अंदर',
  },
};

/**
 * How quickly a mentor usually accepts, rounded up so it never promises more than the mentor does: "within
 * 45 minutes" (to 5 minutes), "within 3 hours", "within a day"; in Hindi "45 मिनट के अंदर" and so on.
 */
export function describeAcceptSpeed(minutes: number, language: SiteLanguage = DEFAULT_SITE_LANGUAGE): string {
  const words = ACCEPT_SPEED_WORDS[language];
  if (minutes < 60) return words.minutes(Math.max(5, Math.ceil(minutes / 5) * 5));
  const hours = Math.ceil(minutes / 60);
  if (hours === 1) return words.hour;
  return hours < 24 ? words.hours(hours) : words.day;
}
