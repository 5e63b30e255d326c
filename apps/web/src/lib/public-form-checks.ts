import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  adminLoginRequestSchema,
  contactMessageSchema,
  forgotPasswordSchema,
  loginRequestSchema,
  mentorFiltersSchema,
  mentorSignupSchema,
  type MentorFilterField,
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
  // The filters go to the address as chosen; the schema's parsed output is only the verdict. Its input type
  // is `unknown` per field (blank selects are preprocessed away), while the form holds every field as text.
  mentorFilters: zodResolver(mentorFiltersSchema, undefined, { raw: true }) as unknown as Resolver<
    Record<MentorFilterField, string>
  >,
};
