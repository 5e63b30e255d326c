import { z } from 'zod';
import {
  ADMIN_UPDATE_MAX_LENGTH,
  BLOG_CONTENT_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  PROGRAMME_DATE_EARLIEST,
  PROGRAMME_DATE_MAX_YEARS_AHEAD,
  TESTIMONIAL_MAX_LENGTH,
  VERIFICATION_AMOUNT_MAX_RUPEES,
  WEBINAR_CONTENT_MAX_LENGTH,
} from '../admin-constants.ts';
import { formatCount, formatIstDay, formatRupeeAmount } from '../format.ts';
import { idSchema } from './auth.ts';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';
import { paginationSchema } from './envelope.ts';

// A field's "required" message: a form shows one of VALIDATION_MESSAGES in the reader's language.
const text = (label: string, max: number, required = `${label} is required.`) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, `${label} can be at most ${formatCount(max)} characters.`);

/** Multipart text fields of add-blog; rich text is cleaned on save; the optional picture is `image`. */
export const blogFieldsSchema = z.strictObject({
  title: text('The title', BLOG_TITLE_MAX_LENGTH, VALIDATION_MESSAGES.titleRequired),
  content: text('The content', BLOG_CONTENT_MAX_LENGTH, VALIDATION_MESSAGES.contentRequired),
  adminId: idSchema.optional(),
});

/** Multipart text fields of create-webinar, free text as the admin types it; the optional picture is `image`. */
export const webinarFieldsSchema = z.strictObject({
  time: text('The time', 40),
  date: text('The date', 40),
  day: text('The day', 20),
  year: z
    .string('The year is required.')
    .trim()
    .regex(/^\d{4}$/, 'The year has four digits.'),
  content: text('The description', WEBINAR_CONTENT_MAX_LENGTH, VALIDATION_MESSAGES.descriptionRequired),
  adminId: idSchema.optional(),
});

/** Multipart text fields of add-testimonial; the picture (`image`) is required. */
export const testimonialFieldsSchema = z.strictObject({
  name: text('The name', 100),
  message: text('The testimonial', TESTIMONIAL_MAX_LENGTH),
  adminId: idSchema.optional(),
});

const AMOUNT_MESSAGE = 'The verification amount is a whole number of rupees, 0 or more.';

/**
 * Multipart text fields of add-feature-ad: the verification amount only when it changed (a whole number
 * of rupees); the ad picture is `image`. At least one of the two is needed.
 */
export const featureAdFieldsSchema = z.strictObject({
  // A blank field (the form's box left empty) means "unchanged", like a missing one.
  amount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string(AMOUNT_MESSAGE)
      .trim()
      .regex(/^\d{1,9}$/, AMOUNT_MESSAGE)
      .transform(Number)
      .refine(
        (amount) => amount <= VERIFICATION_AMOUNT_MAX_RUPEES,
        `The verification amount can be at most ${formatRupeeAmount(VERIFICATION_AMOUNT_MAX_RUPEES)}.`,
      )
      .optional(),
  ),
  adminId: idSchema.optional(),
});

export const featureAdResultSchema = z.object({
  featuredAd: z.string().nullable(),
  /** Rupees. */
  verificationAmount: z.number(),
});

/** Whether `day` ("2026-02-15") names a day of the calendar: 2026-02-30 does not. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** The latest programme date an admin can set on `today` (both India calendar days, "2026-02-15"). */
export function latestProgrammeDay(today: string): string {
  const year = Number(today.slice(0, 4)) + PROGRAMME_DATE_MAX_YEARS_AHEAD;
  // 29 February has no match in most years ahead.
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${year}-${monthDay}`;
}

const PROGRAMME_DATE_NAMES = {
  feeFreeUntil: 'The last fee-free day',
  referralsAvailableFrom: 'The day referrals open',
} as const;
export type ProgrammeDateField = keyof typeof PROGRAMME_DATE_NAMES;

/** The refusal of a day after `latestProgrammeDay`, which the server checks since it knows today. */
export function programmeDateTooLate(field: ProgrammeDateField, latest: string): string {
  return `${PROGRAMME_DATE_NAMES[field]} can be at most ${PROGRAMME_DATE_MAX_YEARS_AHEAD} years ahead (${formatIstDay(latest)} or earlier).`;
}

/** One programme date: an India calendar day as a date field writes it, or null (an empty field) for none. */
function programmeDay(field: ProgrammeDateField) {
  const name = PROGRAMME_DATE_NAMES[field];
  const message = `Choose ${name.toLowerCase()} from the calendar, or leave it empty.`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({
        // A caller that left the field out means nothing by it: clearing a date takes an explicit null.
        error: (issue) => (issue.input === undefined ? `${name} is required (null for none).` : message),
      })
      .trim()
      .refine(isCalendarDay, { message, abort: true })
      .refine(
        (day) => day >= PROGRAMME_DATE_EARLIEST,
        `${name} can be in ${PROGRAMME_DATE_EARLIEST.slice(0, 4)} or later.`,
      )
      .nullable(),
  );
}

/**
 * update-programme-dates: the last day of the application fee waiver and the day the mentors' referrals
 * open, as India calendar days ("2026-02-15"); null (or an empty field) for no waiver / not scheduled.
 * Both are sent every time: a missing one is refused rather than read as "cleared".
 */
export const programmeDatesRequestSchema = z.strictObject({
  feeFreeUntil: programmeDay('feeFreeUntil'),
  referralsAvailableFrom: programmeDay('referralsAvailableFrom'),
  adminId: idSchema.optional(),
});

/** The programme dates as India calendar days ("2026-02-15"), null when not set. */
export const programmeDatesSchema = z.object({
  /** Applications submitted up to the end of this day pay no fee. */
  feeFreeUntil: z.string().nullable(),
  /** The mentors' Referrals page opens at the start of this day. */
  referralsAvailableFrom: z.string().nullable(),
});
export type ProgrammeDates = z.infer<typeof programmeDatesSchema>;

export const addUpdateRequestSchema = z.strictObject({
  message: text('The update', ADMIN_UPDATE_MAX_LENGTH, VALIDATION_MESSAGES.updateRequired),
  adminId: idSchema.optional(),
});

export const adminUpdateSchema = z.object({ _id: z.string(), content: z.string(), date: z.string() });
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;

/**
 * get-updates answers `data[0]`: who posts the updates (name and picture) and one page of them, newest
 * first, with the pager's figures.
 */
export const updatesFeedSchema = z.array(
  z.object({
    name: z.string(),
    profilePicture: z.string().nullable(),
    updates: z.array(adminUpdateSchema),
    pagination: paginationSchema,
  }),
);
export type UpdatesFeed = z.infer<typeof updatesFeedSchema>;
