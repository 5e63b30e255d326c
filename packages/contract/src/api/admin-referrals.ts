import { z } from 'zod';
import { REFERRAL_CODE_MAX_LENGTH, REFERRAL_CODE_MIN_LENGTH } from '../admin-constants.ts';
import { fieldMessage } from '../field-messages.ts';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';
import { idSchema } from './auth.ts';

/** An organisation's referral code, with what came of it (spec part 2 §3, product rules §12). */
export const customReferralSchema = z.object({
  _id: z.string(),
  /** The organisation. */
  name: z.string(),
  code: z.string(),
  /** Verified students who signed up with the code. */
  studentsRegistered: z.number().int(),
  /** Sessions those students completed. */
  studentsCompletedSessions: z.number().int(),
  createdAt: z.string(),
  /** When an admin deleted the code (no longer accepted at sign-up; its students still count); null while live. */
  deletedAt: z.string().nullable(),
});
export type CustomReferral = z.infer<typeof customReferralSchema>;

/** Codes are kept upper-case, so one differing only in letter case is the same code. */
export const createReferralRequestSchema = z.strictObject({
  name: z
    .string(fieldMessage('required', 'organisationName'))
    .trim()
    .min(1, fieldMessage('required', 'organisationName'))
    .max(100, fieldMessage('tooLong', 'organisationName', { count: 100 })),
  code: z
    .string(fieldMessage('required', 'code'))
    .trim()
    .toUpperCase()
    .regex(
      new RegExp(`^[A-Z0-9_-]{${REFERRAL_CODE_MIN_LENGTH},${REFERRAL_CODE_MAX_LENGTH}}$`),
      VALIDATION_MESSAGES.referralCodeFormat,
    ),
});
export type CreateReferralRequest = z.infer<typeof createReferralRequestSchema>;

export const referralIdParamsSchema = z.strictObject({ id: idSchema });
