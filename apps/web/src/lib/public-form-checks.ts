import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminLoginRequestSchema,
  contactMessageSchema,
  forgotPasswordSchema,
  loginRequestSchema,
  mentorSignupSchema,
  newsletterFormSchema,
  resetPasswordSchema,
  studentSignupSchema,
  verifyEmailSchema,
  webinarRegistrationSchema,
} from '@neetmentor/contract';

/** The checks of the prerendered public forms: loaded when first needed (`public-form-resolver.ts`). */
export const publicFormChecks = {
  login: zodResolver(loginRequestSchema),
  adminLogin: zodResolver(adminLoginRequestSchema),
  studentSignup: zodResolver(studentSignupSchema),
  mentorSignup: zodResolver(mentorSignupSchema),
  emailCode: zodResolver(verifyEmailSchema.pick({ otp: true })),
  forgotPassword: zodResolver(forgotPasswordSchema),
  resetPassword: zodResolver(resetPasswordSchema),
  contact: zodResolver(contactMessageSchema),
  // The address goes as typed (spec part 1 §5): the schema's trimmed output is only the verdict.
  newsletter: zodResolver(newsletterFormSchema, undefined, { raw: true }),
  webinarRegistration: zodResolver(webinarRegistrationSchema),
};
