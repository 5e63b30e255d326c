import { z } from 'zod';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_HIDE_REASON_MIN_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
} from '../constants.ts';
import { idSchema } from './auth.ts';

/**
 * Reviews worth reading: the package a review was about and when it was written, the mentor's one reply,
 * an admin hiding a review that breaks the rules (with a reason), and the profile's rating distribution.
 */

/** The package a review's session bought: its catalog name and kind (null once the session is gone). */
export const reviewedPackageSchema = z.object({ packageName: z.string(), kind: z.string() });
export type ReviewedPackage = z.infer<typeof reviewedPackageSchema>;

/** The mentor's reply under a review. */
export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** Why and when an admin hid a review. */
export const reviewHiddenSchema = z.object({ reason: z.string(), hiddenAt: z.string() });
export type ReviewHidden = z.infer<typeof reviewHiddenSchema>;

/** How many visible reviews gave each number of stars, 5 stars first. */
export const ratingDistributionSchema = z.array(
  z.object({ stars: z.number().int().min(RATING_MIN).max(RATING_MAX), count: z.number().int() }),
);
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

/** A review as its mentor sees it in their area: hidden ones too, with why. */
export const mentorOwnReviewSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  review: z.string().nullable(),
  studentName: z.string(),
  createdAt: z.string(),
  package: reviewedPackageSchema.nullable(),
  reply: reviewReplySchema.nullable(),
  hidden: reviewHiddenSchema.nullable(),
});
export type MentorOwnReview = z.infer<typeof mentorOwnReviewSchema>;

/** A review in the admin's list of recent reviews. */
export const adminReviewSchema = mentorOwnReviewSchema.extend({
  mentor: z.object({ _id: z.string(), mentorId: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** reply-review: the mentor's one reply to a review of theirs; it cannot be edited afterwards. */
export const replyReviewRequestSchema = z.strictObject({
  reviewId: idSchema,
  reply: z
    .string('The reply is text.')
    .trim()
    .min(1, 'The reply is required.')
    .max(REVIEW_REPLY_MAX_LENGTH, `The reply can be at most ${REVIEW_REPLY_MAX_LENGTH} characters.`),
  mentorId: idSchema.optional(),
});
export type ReplyReviewRequest = z.infer<typeof replyReviewRequestSchema>;

/** hide-review: an admin hides a review that breaks the rules, saying why. */
export const hideReviewRequestSchema = z.strictObject({
  reviewId: idSchema,
  reason: z
    .string('The reason is text.')
    .trim()
    .min(
      REVIEW_HIDE_REASON_MIN_LENGTH,
      `The reason needs at least ${REVIEW_HIDE_REASON_MIN_LENGTH} characters.`,
    )
    .max(
      REVIEW_HIDE_REASON_MAX_LENGTH,
      `The reason can be at most ${REVIEW_HIDE_REASON_MAX_LENGTH} characters.`,
    ),
  adminId: idSchema.optional(),
});
export type HideReviewRequest = z.infer<typeof hideReviewRequestSchema>;

/** unhide-review: the review shows and counts again. */
export const unhideReviewRequestSchema = z.strictObject({
  reviewId: idSchema,
  adminId: idSchema.optional(),
});
export type UnhideReviewRequest = z.infer<typeof unhideReviewRequestSchema>;
