import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, STATES } from '../constants.ts';
import { SITE_LANGUAGES } from '../site-languages.ts';
import { VALIDATION_MESSAGES as M } from '../validation-messages.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(M.emailInvalid).max(254, M.emailTooLong));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

const nameSchema = (required: string, tooLong: string) => z.string().trim().min(1, required).max(60, tooLong);

export const idSchema = z.uuid(M.idInvalid);

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH),
  /** Remember Me: a 30-day token instead of a 12-hour one. */
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What every sign-up asks first: who the person is, their address, and the password typed twice. */
const signupAccountFields = {
  firstName: nameSchema(M.firstNameRequired, M.firstNameTooLong),
  lastName: nameSchema(M.lastNameRequired, M.lastNameTooLong),
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: z.string(),
};
const signupPasswordsMatch = (body: { password: string; confirmPassword: string }) =>
  body.password === body.confirmPassword;
const signupMismatch = { path: ['confirmPassword'], message: M.passwordsMismatch };

export const studentSignupSchema = z
  .strictObject({
    ...signupAccountFields,
    referralCode: z.string().trim().max(40).optional().nullable(),
    check: z.literal(true, M.termsRequired),
  })
  .refine(signupPasswordsMatch, signupMismatch);
export type StudentSignupRequest = z.infer<typeof studentSignupSchema>;

export const mentorSignupSchema = z
  .strictObject({
    ...signupAccountFields,
    city: nameSchema(M.cityRequired, M.cityTooLong),
    state: z.enum(STATES as [string, ...string[]], M.stateRequired),
  })
  .refine(signupPasswordsMatch, signupMismatch);
export type MentorSignupRequest = z.infer<typeof mentorSignupSchema>;

export const verifyEmailSchema = z.strictObject({
  email: emailSchema,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, M.codeDigits),
});

export const resendCodeSchema = z.strictObject({ id: idSchema });
export const deleteUnverifiedSchema = z.strictObject({ email: emailSchema });
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

/** check-signup-email: a multi-step sign-up asks at step one whether its address can still be used. */
export const signupEmailCheckSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z
  .strictObject({ password: passwordSchema, confirmPassword: z.string() })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: M.resetPasswordsMismatch,
  });

const changePasswordFields = {
  oldPassword: z.string().min(1, M.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
  confirmPassword: z.string(),
};
const passwordsMatch = (body: { newPassword: string; confirmPassword: string }) =>
  body.newPassword === body.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: M.newPasswordsMismatch };

/** The change-password form of every role, before the role's id is added to the request. */
export const changePasswordSchema = z.strictObject(changePasswordFields).refine(passwordsMatch, mismatch);
export const studentChangePasswordSchema = z
  .strictObject({ ...changePasswordFields, studentId: idSchema.optional() })
  .refine(passwordsMatch, mismatch);
export const mentorChangePasswordSchema = z
  .strictObject({ ...changePasswordFields, mentorId: idSchema.optional() })
  .refine(passwordsMatch, mismatch);
export const adminChangePasswordSchema = z
  .strictObject({ ...changePasswordFields, adminId: idSchema.optional() })
  .refine(passwordsMatch, mismatch);

export const studentLoginResultSchema = z.object({ token: z.string(), studentId: z.string() });
export const mentorLoginResultSchema = z.object({ token: z.string(), mentorId: z.string() });
export const adminLoginResultSchema = z.object({ token: z.string(), userid: z.string() });

export const notificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** POST /account/language: the signed-in person's language, used for their pages, e-mails and notifications. */
export const languagePreferenceSchema = z.strictObject({
  language: z.enum(SITE_LANGUAGES, 'Please choose English (en) or Hindi (hi).'),
});
export type LanguagePreferenceRequest = z.infer<typeof languagePreferenceSchema>;
export const languagePreferenceResultSchema = z.object({ language: z.enum(SITE_LANGUAGES) });
