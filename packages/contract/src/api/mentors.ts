import { z } from 'zod';
import { NEET_EXAM_YEAR_BOUNDS } from '../neet-years.ts';
import {
  GENDERS,
  LANGUAGES,
  MAX_MENTOR_LANGUAGES,
  MENTOR_ABOUT_MAX_LENGTH,
  NEET_SCORE_MAX,
  PAYMENT_METHODS,
  STATES,
  YEARS_OF_EDUCATION,
} from '../constants.ts';
import { emailSchema, idSchema, notificationSchema } from './auth.ts';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';

const FILL_ALL = 'Please fill all the details';
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A whole number typed in a form field; a blank field (spaces included) is missing, not 0. */
const formNumber = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number(FILL_ALL).int(FILL_ALL),
  );
const NEET_EXAM_YEAR_CHOICE = 'Please choose your NEET exam year.';
const trimmedRequired = (max: number) => z.string().trim().min(1, FILL_ALL).max(max);

/** Multipart text fields of fill-academic-details; scoreCard and studentId are image files. */
export const mentorAcademicsFieldsSchema = z.strictObject({
  id: idSchema,
  neetScore: formNumber().pipe(
    z.number().min(0).max(NEET_SCORE_MAX, `The NEET score is at most ${NEET_SCORE_MAX}.`),
  ),
  // Which recent years count depends on the date: the server checks that (neetExamYears), this the shape.
  neetExamYear: formNumber().pipe(
    z
      .number()
      .min(NEET_EXAM_YEAR_BOUNDS.min, NEET_EXAM_YEAR_CHOICE)
      .max(NEET_EXAM_YEAR_BOUNDS.max, NEET_EXAM_YEAR_CHOICE),
  ),
  yearOfEducation: z.enum(YEARS_OF_EDUCATION, FILL_ALL),
  institute: trimmedRequired(160),
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\+91)?[6-9]\d{9}$/, 'Please enter a valid 10-digit Indian mobile number.')),
  gender: z.enum(GENDERS, FILL_ALL),
  neetAttempt: formNumber().pipe(
    z.number().min(1, 'NEET attempts are 1 to 5.').max(5, 'NEET attempts are 1 to 5.'),
  ),
  agreeVerificationStep: z.enum(['true'], 'Please agree to the verification step.'),
});

/** fill-academic-details' answer: whether the application still waits for its fee, and how much (rupees). */
export const mentorApplicationResultSchema = z.object({ feeDue: z.boolean(), amount: z.number() });
export type MentorApplicationResult = z.infer<typeof mentorApplicationResultSchema>;

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
  /** Away mode: new bookings are paused until this moment (null when taking bookings). */
  awayUntil: z.string().nullable(),
  notifications: z.array(notificationSchema),
});
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

export const mentorLanguagesSchema = z
  .array(z.enum(LANGUAGES))
  .max(MAX_MENTOR_LANGUAGES, 'You can select up to 3 languages only')
  .refine((languages) => new Set(languages).size === languages.length, 'Each language can be chosen once.');

/**
 * Multipart text fields of mentor-update-details (spec part 2 §7, §5). The NEET score and exam year are not
 * among them: they come from the verified score card and cannot be edited. `languages[]` repeats.
 */
export const mentorUpdateFieldsSchema = z.strictObject({
  firstName: z
    .string()
    .trim()
    .min(1, 'First name is required.')
    .max(60, 'First name must be at most 60 characters.'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Last name is required.')
    .max(60, 'Last name must be at most 60 characters.'),
  email: emailSchema,
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\+91)?[6-9]\d{9}$/, 'Please enter a valid 10-digit Indian mobile number.')),
  city: z.string().trim().min(1, 'City is required.').max(60, 'City must be at most 60 characters.'),
  state: z.enum(STATES as [string, ...string[]], 'Choose a state from the list.'),
  yearOfEducation: z.enum(YEARS_OF_EDUCATION, VALIDATION_MESSAGES.yearOfEducationFromList),
  gender: z.enum(GENDERS, VALIDATION_MESSAGES.genderFromList),
  about: z
    .string()
    .trim()
    .max(MENTOR_ABOUT_MAX_LENGTH, `About can be at most ${MENTOR_ABOUT_MAX_LENGTH} characters.`)
    .optional(),
  airRank: z.preprocess(
    blankToUndefined,
    z.coerce
      .number(VALIDATION_MESSAGES.airRankNumber)
      .int(VALIDATION_MESSAGES.airRankWhole)
      .min(1, VALIDATION_MESSAGES.airRankMin)
      .max(2_500_000, VALIDATION_MESSAGES.airRankInvalid)
      .optional(),
  ),
  languages: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    mentorLanguagesSchema,
  ),
  mentorId: idSchema.optional(),
  /** The stamp of the profile the form opened with (mentorEditStamp); without it the save is not checked. */
  editedFrom: z
    .string()
    .regex(/^[0-9a-f]{8}$/, 'The form is out of date. Please reload the page.')
    .optional(),
});
export type MentorUpdateFields = z.infer<typeof mentorUpdateFieldsSchema>;

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/**
 * update-payment-details: Bank takes an account number, holder name and IFSC; Paytm, Google Pay and PhonePe
 * take a UPI id. The spec's client checks nothing; the server says what is wrong, field by field.
 */
export const paymentDetailsRequestSchema = z
  .strictObject({
    paymentMethod: z.enum(PAYMENT_METHODS, VALIDATION_MESSAGES.paymentMethodFromList),
    paymentInfo: z.string().trim().min(1, VALIDATION_MESSAGES.paymentInfoRequired).max(300),
    accountHolderName: z
      .string()
      .trim()
      .max(100, VALIDATION_MESSAGES.holderNameTooLong)
      .optional()
      .nullable(),
    ifscCode: z.string().trim().toUpperCase().max(20).optional().nullable(),
    mentorId: idSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.paymentMethod === 'Bank') {
      if (!/^\d{9,18}$/.test(body.paymentInfo.replace(/\s/g, ''))) {
        context.addIssue({
          code: 'custom',
          path: ['paymentInfo'],
          message: VALIDATION_MESSAGES.bankAccountDigits,
        });
      }
      if (!body.accountHolderName || body.accountHolderName.length < 2) {
        context.addIssue({
          code: 'custom',
          path: ['accountHolderName'],
          message: VALIDATION_MESSAGES.holderNameRequired,
        });
      }
      if (!body.ifscCode || !IFSC.test(body.ifscCode)) {
        context.addIssue({
          code: 'custom',
          path: ['ifscCode'],
          message: VALIDATION_MESSAGES.ifscInvalid,
        });
      }
    } else if (!UPI_ID.test(body.paymentInfo)) {
      context.addIssue({
        code: 'custom',
        path: ['paymentInfo'],
        message: VALIDATION_MESSAGES.upiIdInvalid,
      });
    }
  });
export type PaymentDetailsRequest = z.infer<typeof paymentDetailsRequestSchema>;

export const paymentDetailsSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentInfo: z.string(),
  accountHolderName: z.string().nullable(),
  ifscCode: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** Away mode: pause new bookings until a date (at most 90 days ahead), or `null` to take bookings again. */
export const awayRequestSchema = z.strictObject({
  until: z.iso.datetime({ offset: true, message: 'Choose the date you are back.' }).nullable(),
  mentorId: idSchema.optional(),
});

export const mentorReferralsSchema = z.object({
  code: z.string().nullable(),
  /** Students who signed up with the code (and verified their e-mail). */
  referredStudents: z.number().int(),
  /** Of those, students whose first completed session earned the reward. */
  rewardedStudents: z.number().int(),
  rewardRupees: z.number(),
  /** When the referral programme opens (null: not announced); before it, the page stays behind its overlay. */
  availableFrom: z.string().nullable(),
  available: z.boolean(),
});
export type MentorReferrals = z.infer<typeof mentorReferralsSchema>;

/** One cleared payout, as the mentor's wallet lists it (rupees). */
export const payoutEntrySchema = z.object({
  _id: z.string(),
  mentorId: z.string(),
  email: z.string(),
  amountCleared: z.number(),
  clearDate: z.string(),
  /** Address of the transfer proof image (opened with the token). */
  imageOfProof: z.string(),
});
export type PayoutEntry = z.infer<typeof payoutEntrySchema>;
