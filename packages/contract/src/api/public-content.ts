import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../validation-messages.ts';

/** A featured mentor card on the home page (spec part 1 §3). Public fields only. */
export const featuredMentorSchema = z.object({
  _id: z.string(),
  mentorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
  institute: z.string().nullable(),
  neetScore: z.number().int(),
  airRank: z.number().int().nullable(),
  feedBack: z.array(z.object({ rating: z.number().int() })),
});
export type FeaturedMentor = z.infer<typeof featuredMentorSchema>;

export const blogSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

/**
 * A blog in the public list (get-blogs): its opening as plain text (see blogPreview), enough for every
 * card, instead of the whole article, which only the blog's own page needs. The list is what the home and
 * blogs pages download on a phone.
 */
export const blogSummarySchema = blogSchema.omit({ content: true }).extend({ preview: z.string() });
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const testimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  testimonial: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Brand and contact values that are configuration, not literals (product rules §1). */
export const siteConfigSchema = z.object({
  brandName: z.string(),
  supportEmail: z.string(),
  whatsappNumber: z.string(),
  postalAddress: z.string(),
  social: z.object({
    instagram: z.string(),
    whatsapp: z.string(),
    linkedin: z.string(),
    youtube: z.string(),
  }),
  /** Social sign-in for students; each is off (and its button hidden) unless configured. */
  signIn: z.object({ googleClientId: z.string().nullable(), linkedin: z.boolean() }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const newsletterRequestSchema = z.strictObject({
  gmail: z.string().trim().toLowerCase().pipe(z.email(M.emailInvalid).max(254)),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
/** The newsletter boxes' form, whose one field is named `email`. */
export const newsletterFormSchema = z.strictObject({ email: newsletterRequestSchema.shape.gmail });

export const webinarSchema = z.object({
  _id: z.string(),
  image: z.string().nullable(),
  time: z.string(),
  date: z.string(),
  day: z.string(),
  year: z.string(),
  content: z.string(),
});
export type Webinar = z.infer<typeof webinarSchema>;

const personName = z.string().trim().min(1, M.nameRequired).max(100, M.nameTooLong);
const personEmail = z.string().trim().toLowerCase().pipe(z.email(M.emailInvalid).max(254));

export const webinarRegistrationSchema = z.strictObject({ name: personName, email: personEmail });
export const contactMessageSchema = z.strictObject({
  name: personName,
  email: personEmail,
  message: z.string().trim().min(1, M.messageRequired).max(CONTACT_MESSAGE_MAX_LENGTH, M.messageTooLong),
});

/**
 * The mentor application fee in rupees and, when an admin set one, the moment its waiver ends (ISO 8601).
 * The waiver applies only while `freeUntil` is in the future.
 */
export const applicationFeeSchema = z.object({ amount: z.number(), freeUntil: z.string().nullable() });
export type ApplicationFee = z.infer<typeof applicationFeeSchema>;
