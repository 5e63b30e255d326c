import { z } from 'zod';
import { programmeDatesSchema } from './admin-content.ts';
import { emailSchema, idSchema } from './auth.ts';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';
import { webinarSchema } from './public-content.ts';

export const adminLoginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, VALIDATION_MESSAGES.passwordRequired).max(128),
});
export const adminIdBodySchema = z.strictObject({ adminId: idSchema.optional() });
export const adminDetailsRequestSchema = z.strictObject({ id: idSchema.optional() });
/** A new e-mail address needs the current password; the picture alone does not. */
export const adminUpdateFieldsSchema = z.strictObject({
  email: emailSchema,
  adminId: idSchema.optional(),
  currentPassword: z.string().max(128).optional(),
});

/** A featured mentor as the admin manages it: `id` is the mentor's id, `mentorId` the display id. */
export const adminFeaturedMentorSchema = z.object({
  id: z.string(),
  mentorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.number().int(),
});

/** A cleared payout; amounts in rupees. */
export const clearedPayoutSchema = z.object({
  _id: z.string(),
  mentorId: z.string(),
  email: z.string(),
  amountCleared: z.number(),
  clearDate: z.string(),
});
export type ClearedPayout = z.infer<typeof clearedPayoutSchema>;

export const adminProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  /** In the admin's order. */
  featuredMentors: z.array(adminFeaturedMentorSchema),
  featuredAd: z.string().nullable(),
  /** The mentor verification fee in rupees. */
  verificationAmount: z.number(),
  /** The fee waiver's last day and the referrals' opening day (India calendar days). */
  programmeDates: programmeDatesSchema,
  /** The current webinar, if any. */
  webinar: webinarSchema.nullable(),
  /** The latest cleared payouts, newest first (at most 50). */
  clearedAmount: z.array(clearedPayoutSchema),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;
