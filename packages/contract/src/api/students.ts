import { z } from 'zod';
import { GENDERS, STUDENT_CLASSES } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../validation-messages.ts';
import { isCalendarDay } from './admin-content.ts';
import { emailSchema, idSchema, notificationSchema } from './auth.ts';

export const studentIdBodySchema = z.strictObject({ studentId: idSchema.optional() });
export const studentDetailsRequestSchema = z.strictObject({ id: idSchema.optional() });

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, message).optional(),
  );

/** Multipart text fields of student-update-details; the picture comes as a file part. */
export const studentUpdateFieldsSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required.').max(60),
  lastName: z.string().trim().min(1, 'Last name is required.').max(60),
  email: emailSchema,
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._]{3,30}$/, 'Username: 3 to 30 letters, digits, dots or underscores.'),
  number: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
      z.union([
        z.literal(''),
        z.string().regex(/^(\+91)?[6-9]\d{9}$/, 'Please enter a valid 10-digit Indian mobile number.'),
      ]),
    )
    .optional(),
  gender: optionalChoice(GENDERS, 'Please choose Male, Female or Others.'),
  currentClass: optionalChoice(STUDENT_CLASSES, 'Please choose 10th, 11th, 12th or Dropout.'),
  /** "YYYY-MM-DD"; '' leaves it unset. The age range (10 to 100) is checked against the server's clock. */
  dateOfBirth: z
    .union([z.literal(''), z.string().trim().refine(isCalendarDay, M.dateOfBirthInvalid)])
    .optional(),
  studentId: idSchema.optional(),
  /** The stamp of the profile the form opened with (studentEditStamp); without it the save is not checked. */
  editedFrom: z
    .string()
    .regex(/^[0-9a-f]{8}$/, 'The form is out of date. Please reload the page.')
    .optional(),
});

export const studentProfileSchema = z.object({
  _id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  number: z.string().nullable(),
  gender: z.string().nullable(),
  currentClass: z.string().nullable(),
  profilePicture: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** The student's parent or guardian (their own address: only the student sees it), if one was added. */
  guardian: z.object({ email: z.string(), confirmed: z.boolean() }).nullable(),
  notifications: z.array(notificationSchema),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const guardianAddSchema = z.strictObject({ studentId: idSchema.optional(), email: emailSchema });
export type GuardianAddRequest = z.infer<typeof guardianAddSchema>;

export const guardianConfirmSchema = z.strictObject({
  studentId: idSchema.optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, M.codeDigits),
});
export type GuardianConfirmRequest = z.infer<typeof guardianConfirmSchema>;

export const guardianStateSchema = z.object({ email: z.string(), confirmed: z.boolean() }).nullable();
export type GuardianState = z.infer<typeof guardianStateSchema>;
