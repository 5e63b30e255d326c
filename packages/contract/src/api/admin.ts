import { z } from 'zod';
import { emailSchema, idSchema } from './auth.ts';

export const adminLoginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.').max(128),
});
export const adminIdBodySchema = z.strictObject({ adminId: idSchema.optional() });
export const adminDetailsRequestSchema = z.strictObject({ id: idSchema.optional() });
export const adminUpdateFieldsSchema = z.strictObject({ email: emailSchema, adminId: idSchema.optional() });

export const adminProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  verificationAmount: z.number(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;
