import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation-messages.ts';
import { CATEGORIES, GENDERS, MENTOR_BUDGET_MAX_RUPEES, STATES } from '../constants.ts';
import { NEET_EXAM_YEAR_BOUNDS } from '../neet-years.ts';
import { MENTOR_SORTS } from '../listing.ts';
import { ratingDistributionSchema, reviewedPackageSchema, reviewReplySchema } from './reviews.ts';

/** Empty strings from selects and query strings mean "no filter". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const EXAM_YEAR_MESSAGE = 'Choose a NEET exam year from the list.';

export const mentorFiltersSchema = z.strictObject({
  /** Part of a first name, last name or mentor id, any letter case. */
  username: optional(z.string().trim().max(60, 'The search is too long.')),
  neetExamYear: optional(
    z.coerce
      .number(EXAM_YEAR_MESSAGE)
      .int(EXAM_YEAR_MESSAGE)
      .min(NEET_EXAM_YEAR_BOUNDS.min, EXAM_YEAR_MESSAGE)
      .max(NEET_EXAM_YEAR_BOUNDS.max, EXAM_YEAR_MESSAGE),
  ),
  state: optional(z.enum(STATES as [string, ...string[]], 'Choose a state from the list.')),
  gender: optional(z.enum(GENDERS, 'Gender is Male, Female or Others.')),
  neetAttempts: optional(
    z.coerce
      .number('NEET attempts are 1 to 5.')
      .int()
      .min(1, 'NEET attempts are 1 to 5.')
      .max(5, 'NEET attempts are 1 to 5.'),
  ),
  category: optional(z.enum(CATEGORIES, 'Category is M1, M2, M3 or M4.')),
  /** Budget: the highest price in rupees the student will pay for a 60-minute session. */
  maxPrice: optional(
    z.coerce
      .number(VALIDATION_MESSAGES.budgetNumber)
      .int(VALIDATION_MESSAGES.budgetWhole)
      .min(0, VALIDATION_MESSAGES.budgetNegative)
      .max(MENTOR_BUDGET_MAX_RUPEES, VALIDATION_MESSAGES.budgetTooLarge),
  ),
  sort: optional(z.enum(MENTOR_SORTS, 'Unknown sort order.')),
});
export type MentorFilters = z.infer<typeof mentorFiltersSchema>;

export const pageSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number('The page is a number.')
    .int('The page is a whole number.')
    .min(1, 'Pages start at 1.')
    .max(100_000, 'The page number is too large.')
    .default(1),
);

/**
 * The query of every paged list: `?page=n` (1-based; a page past the end answers the last page and says so
 * in `currentPage`).
 */
export const pageQuerySchema = z.strictObject({ page: pageSchema });

export const mentorListingQuerySchema = mentorFiltersSchema.extend({ page: pageSchema });
export const mentorSearchBodySchema = mentorFiltersSchema.extend({ page: pageSchema });

export const mentorCardSchema = z.object({
  _id: z.string(),
  mentorId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
  institute: z.string().nullable(),
  state: z.string(),
  gender: z.string().nullable(),
  languages: z.array(z.string()),
  neetScore: z.number(),
  neetExamYear: z.number().nullable(),
  neetAttempts: z.number().nullable(),
  airRank: z.number().nullable(),
  category: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  /** Price in rupees of the 60-minute session of the mentor's category, when offered. */
  sessionPrice: z.number().nullable(),
  /** Median minutes from a request to its acceptance over the last 90 days; null without enough of them. */
  acceptSpeedMinutes: z.number().nullable(),
  /** Away mode: not taking new bookings until this moment (null when bookable). */
  awayUntil: z.string().nullable(),
});
export type MentorCard = z.infer<typeof mentorCardSchema>;

export const mentorPageSchema = z.object({
  data: z.array(mentorCardSchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalMentors: z.number(),
    pageSize: z.number(),
  }),
});
export type MentorPage = z.infer<typeof mentorPageSchema>;

export const singleMentorRequestSchema = z.strictObject({ mentorId: z.string().trim().min(1).max(80) });

export const mentorPackageSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  packageName: z.string(),
  packageDescription: z.string(),
  packagePrice: z.number(),
  realPackagePrice: z.number(),
});
export type MentorPackage = z.infer<typeof mentorPackageSchema>;

export const mentorReviewSchema = z.object({
  rating: z.number(),
  review: z.string().nullable(),
  studentName: z.string(),
  createdAt: z.string(),
  package: reviewedPackageSchema.nullable(),
  /** The mentor's reply, shown under the review as theirs. */
  reply: reviewReplySchema.nullable(),
});

export const mentorPublicProfileSchema = mentorCardSchema.extend({
  about: z.string().nullable(),
  yearOfEducation: z.string().nullable(),
  featuredAd: z.string().nullable(),
  reviews: z.array(mentorReviewSchema),
  ratingDistribution: ratingDistributionSchema,
  package: z.array(mentorPackageSchema),
});
export type MentorPublicProfile = z.infer<typeof mentorPublicProfileSchema>;
