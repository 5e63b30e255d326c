import { z } from 'zod';
import {
  GENDERS,
  LANGUAGES,
  MAX_MENTOR_LANGUAGES,
  NEET_SCORE_MAX,
  YEARS_OF_EDUCATION,
} from '../constants.ts';
import { idSchema, notificationSchema } from './auth.ts';

const FILL_ALL = 'Please fill all the details';
const trimmedRequired = (max: number) => z.string().trim().min(1, FILL_ALL).max(max);

/** Multipart text fields of fill-academic-details; scoreCard and studentId are image files. */
export const mentorAcademicsFieldsSchema = z.strictObject({
  id: idSchema,
  neetScore: z.coerce
    .number(FILL_ALL)
    .int('The NEET score is a whole number.')
    .min(0)
    .max(NEET_SCORE_MAX, `The NEET score is at most ${NEET_SCORE_MAX}.`),
  neetExamYear: z.coerce.number(FILL_ALL).int().min(2013, 'Please choose your NEET exam year.').max(2100),
  yearOfEducation: z.enum(YEARS_OF_EDUCATION, FILL_ALL),
  institute: trimmedRequired(160),
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\+91)?[6-9]\d{9}$/, 'Please enter a valid 10-digit Indian mobile number.')),
  gender: z.enum(GENDERS, FILL_ALL),
  neetAttempt: z.coerce
    .number(FILL_ALL)
    .int()
    .min(1, 'NEET attempts are 1 to 5.')
    .max(5, 'NEET attempts are 1 to 5.'),
  agreeVerificationStep: z.enum(['true'], 'Please agree to the verification step.'),
});

export const mentorIdBodySchema = z.strictObject({ mentorId: idSchema.optional() });
export const mentorDetailsRequestSchema = z.strictObject({ id: idSchema.optional() });

export const mentorProfileSchema = z.object({
  _id: z.string(),
  mentorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  number: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.object({ city: z.string(), state: z.string() }),
  neetScore: z.number().nullable(),
  neetExamYear: z.number().nullable(),
  neetAttempts: z.number().nullable(),
  airRank: z.number().nullable(),
  yearOfEducation: z.string().nullable(),
  institute: z.string().nullable(),
  about: z.string().nullable(),
  languages: z.array(z.string()),
  profilePicture: z.string().nullable(),
  category: z.string().nullable(),
  referralsCode: z.string().nullable(),
  notifications: z.array(notificationSchema),
});
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

export const mentorLanguagesSchema = z
  .array(z.enum(LANGUAGES))
  .max(MAX_MENTOR_LANGUAGES, 'You can select up to 3 languages only')
  .refine((languages) => new Set(languages).size === languages.length, 'Each language can be chosen once.');
