import { z } from 'zod';
import { REFERRAL_CODE_MAX_LENGTH, REFERRAL_CODE_MIN_LENGTH } from '../admin-constants.ts';
import { idSchema } from './auth.ts';

const CODE_MESSAGE = `The code is ${REFERRAL_CODE_MIN_LENGTH} to ${REFERRAL_CODE_MAX_LENGTH} letters, digits, hyphens or underscores.`;

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
    .string('The organisation name is required.')
    .trim()
    .min(1, 'The organisation name is required.')
    .max(100, 'The organisation name can be at most 100 characters.'),
  code: z
    .string('The code is required.')
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9_-]{${REFERRAL_CODE_MIN_LENGTH},${REFERRAL_CODE_MAX_LENGTH}}$`), CODE_MESSAGE),
});
export type CreateReferralRequest = z.infer<typeof createReferralRequestSchema>;

export const referralIdParamsSchema = z.strictObject({ id: idSchema });
