import { z } from 'zod';
import { idSchema } from './auth.ts';

/** Approve, reject, activate/deactivate, feature or un-feature one mentor (`mentorId` is the mentor's `_id`). */
export const adminMentorActionSchema = z.strictObject({ mentorId: idSchema, adminId: idSchema.optional() });

/** A mentor application waiting for a decision, with every field the applicant sent. */
export const approvalRequestSchema = z.object({
  _id: z.string(),
  mentorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  number: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.object({ city: z.string(), state: z.string() }),
  neetScore: z.number().int().nullable(),
  neetExamYear: z.number().int().nullable(),
  neetAttempts: z.number().int().nullable(),
  yearOfEducation: z.string().nullable(),
  institute: z.string().nullable(),
  /** Addresses of the private documents (opened with the admin's token), null when missing. */
  scoreCard: z.string().nullable(),
  studentId: z.string().nullable(),
  emailVerified: z.boolean(),
  feePaid: z.boolean(),
  feeWaived: z.boolean(),
  /** Verified e-mail, both documents, and the fee paid or waived: Approve will succeed. */
  eligible: z.boolean(),
  /** When the application was submitted (the account's creation). */
  applicationDate: z.string(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

/** An approved mentor in the Total Mentors table. */
export const adminMentorSchema = z.object({
  _id: z.string(),
  mentorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  state: z.string(),
  neetScore: z.number().int().nullable(),
  number: z.string().nullable(),
  /** Rounded average of the feedback ratings, 0 without any. */
  rating: z.number().int(),
  activate: z.boolean(),
  featured: z.boolean(),
});
export type AdminMentor = z.infer<typeof adminMentorSchema>;

/** A student in the Students table; the page shows a dash for a missing phone number. */
export const adminStudentSchema = z.object({
  _id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  currentClass: z.string().nullable(),
  gender: z.string().nullable(),
  number: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminStudent = z.infer<typeof adminStudentSchema>;

export const mentorStatusResultSchema = z.object({ activate: z.boolean() });
export const mentorFeaturedResultSchema = z.object({ featured: z.boolean() });
