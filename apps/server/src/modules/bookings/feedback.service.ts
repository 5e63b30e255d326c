import type { GiveFeedbackRequest } from '@neetmentor/contract';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/display-ids.ts';
import { findBookingParties, findLatestCompletedBooking } from './bookings.repository.ts';
import { hasFeedback, insertFeedback } from './feedback.repository.ts';
import { pushBookingChange } from './booking-events.ts';
import { announceRating } from './mentor-notices.ts';

export function isFeedbackGiven(
  ctx: Pick<AppContext, 'db'>,
  studentId: string,
  mentorId: string,
): Promise<boolean> {
  return hasFeedback(ctx.db, mentorId, studentId);
}

/**
 * give-feedback: only a student with a completed session with the mentor may rate them, once
 * (product rules §9); the optional written review shows on the mentor's profile. The mentor is told, with
 * the stars and the start of the review, in the same transaction.
 */
export async function giveFeedback(
  ctx: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'brand' | 'realtime'>,
  studentId: string,
  request: GiveFeedbackRequest,
): Promise<void> {
  const completed = await findLatestCompletedBooking(ctx.db, studentId, request.mentorId);
  if (!completed) {
    throw forbidden('You can rate a mentor after a completed session with them.', 'NO_COMPLETED_SESSION');
  }
  const review = request.review ? request.review : null;
  try {
    await ctx.db.transaction(async (tx) => {
      await insertFeedback(tx, {
        mentorId: request.mentorId,
        studentId,
        bookingId: completed.id,
        rating: request.rating,
        review,
        now: ctx.clock.now(),
      });
      const parties = await findBookingParties(tx, completed.id);
      if (!parties) throw new Error(`booking ${completed.id} has no parties`);
      await announceRating(ctx, tx, { mentorId: request.mentorId }, parties, {
        stars: request.rating,
        review,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'feedback_mentor_student_unique')) {
      throw conflict('You have already rated this mentor. Thank you!', 'FEEDBACK_ALREADY_GIVEN');
    }
    throw error;
  }
  pushBookingChange(ctx, { id: completed.id, studentId, mentorId: request.mentorId });
}
