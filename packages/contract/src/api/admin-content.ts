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
import { fieldMessage, type MessageField } from '../field-messages.ts';
import { idSchema } from './auth.ts';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';
import { paginationSchema } from './envelope.ts';

// Both messages are ones the web app says in the reader's language (field messages, or VALIDATION_MESSAGES).
const text = (field: MessageField, max: number, required = fieldMessage('required', field)) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, fieldMessage('tooLong', field, { count: max }));

/** Multipart text fields of add-blog; rich text is cleaned on save; the optional picture is `image`. */
export const blogFieldsSchema = z.strictObject({
  title: text('title', BLOG_TITLE_MAX_LENGTH, VALIDATION_MESSAGES.titleRequired),
  content: text('content', BLOG_CONTENT_MAX_LENGTH, VALIDATION_MESSAGES.contentRequired),
  adminId: idSchema.optional(),
});

/** Multipart text fields of create-webinar, free text as the admin types it; the optional picture is `image`. */
export const webinarFieldsSchema = z.strictObject({
  time: text('time', 40),
  date: text('date', 40),
  day: text('day', 20),
  year: z
    .string(VALIDATION_MESSAGES.yearRequired)
    .trim()
    .regex(/^\d{4}$/, VALIDATION_MESSAGES.yearDigits),
  content: text('description', WEBINAR_CONTENT_MAX_LENGTH, VALIDATION_MESSAGES.descriptionRequired),
  adminId: idSchema.optional(),
});

/** Multipart text fields of add-testimonial; the picture (`image`) is required. */
export const testimonialFieldsSchema = z.strictObject({
  name: text('name', 100),
  message: text('testimonial', TESTIMONIAL_MAX_LENGTH),
  adminId: idSchema.optional(),
});

/**
 * Multipart text fields of add-feature-ad: the verification amount only when it changed (a whole number
 * of rupees); the ad picture is `image`. At least one of the two is needed.
 */
export const featureAdFieldsSchema = z.strictObject({
  // A blank field (the form's box left empty) means "unchanged", like a missing one.
  amount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string(VALIDATION_MESSAGES.verificationAmountWhole)
      .trim()
      .regex(/^\d{1,9}$/, VALIDATION_MESSAGES.verificationAmountWhole)
      .transform(Number)
      .refine(
        (amount) => amount <= VERIFICATION_AMOUNT_MAX_RUPEES,
        fieldMessage('rupeesAtMost', 'verificationAmount', { rupees: VERIFICATION_AMOUNT_MAX_RUPEES }),
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

export type ProgrammeDateField = 'feeFreeUntil' | 'referralsAvailableFrom';

/** The refusal of a day after `latestProgrammeDay`, which the server checks since it knows today. */
export function programmeDateTooLate(field: ProgrammeDateField, latest: string): string {
  return fieldMessage('dayTooLate', field, { years: PROGRAMME_DATE_MAX_YEARS_AHEAD, day: latest });
}

/** One programme date: an India calendar day as a date field writes it, or null (an empty field) for none. */
function programmeDay(field: ProgrammeDateField) {
  const message = fieldMessage('dayFromCalendar', field);
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({
        // A caller that left the field out means nothing by it: clearing a date takes an explicit null.
        error: (issue) => (issue.input === undefined ? fieldMessage('dayRequiredOrNull', field) : message),
      })
      .trim()
      .refine(isCalendarDay, { message, abort: true })
      .refine(
        (day) => day >= PROGRAMME_DATE_EARLIEST,
        fieldMessage('dayFromYear', field, { year: Number(PROGRAMME_DATE_EARLIEST.slice(0, 4)) }),
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
  message: text('update', ADMIN_UPDATE_MAX_LENGTH, VALIDATION_MESSAGES.updateRequired),
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
